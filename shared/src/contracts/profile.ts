/**
 * The user profile (spec: shopping-core §3, services-and-pages §3 and §5): the stored row
 * (`user_profiles`), the client view (adds the auth e-mail, calls `mobile` phone), the two
 * completeness rules and the ordered save checks with their exact messages.
 */
import * as z from 'zod/mini';
import { PROFILE } from '../constants/spec.ts';

export const PROFILE_LIMITS = {
  /** name, address line 1/2, city, state, country */
  text: PROFILE.textFieldMax,
  /** phone: digits only, exactly this many when given */
  phone: PROFILE.phoneDigits,
  /** PIN code (address.zip): digits only, exactly this many when given */
  zip: PROFILE.pincodeDigits,
} as const;

export const PROFILE_MESSAGES = {
  dataMissing: 'Profile data missing.',
  phoneDigits: 'Phone must be 10 digits',
  zipDigits: 'Pincode must be 6 digits',
  nameRequired: 'Name required.',
  line1Required: 'Address Line 1 required.',
  cityRequired: 'City required.',
  stateRequired: 'State required.',
  zipRequired: 'Pincode required.',
  countryRequired: 'Country required.',
  invalidNewEmail: 'Please enter a valid new email address',
  sameEmail: 'New email is the same as current email',
  notAuthenticated: 'User not authenticated.',
  upsertNoData: 'Upsert failed: No data returned.',
  saved: 'Profile saved!',
  pincodeLookupFailed: 'Failed to validate pincode.',
  loadError: 'Error loading profile data.',
  couldNotLoad: 'Could not load profile.',
  completeBanner: 'Please complete your profile information. Click to edit.',
  loading: 'Loading profile...',
  completeFirst: 'Please complete your profile first.',
} as const;

/** 'Failed to save profile: {message}' */
export const saveFailedMessage = (message: string): string => `Failed to save profile: ${message}`;

const text = () => z.string().check(z.maxLength(PROFILE_LIMITS.text));
/** Up to `max` digits: the form holds partial input; the save checks demand the exact count. */
const digits = (max: number) => z.string().check(z.regex(new RegExp(`^[0-9]{0,${max}}$`)));

export const addressSchema = z.object({
  line1: text(),
  line2: text(),
  city: text(),
  state: text(),
  zip: digits(PROFILE_LIMITS.zip),
  country: text(),
});
export type ProfileAddress = z.infer<typeof addressSchema>;

/** The client view of a profile. Missing stored values are empty strings, never null. */
export const profileSchema = z.object({
  name: text(),
  /** From the auth account; read-only here (changed through the e-mail change flow). */
  email: z.string(),
  /** Stored as `user_profiles.mobile`. */
  phone: digits(PROFILE_LIMITS.phone),
  address: addressSchema,
  /** Server-owned timestamp; null before the first save. */
  updated_at: z.nullable(z.string()),
});
export type Profile = z.infer<typeof profileSchema>;

/** A `user_profiles` row as selected (columns are nullable; address keys may be absent). */
export interface UserProfileRow {
  user_id?: string;
  name: string | null;
  mobile: string | null;
  address: Partial<Record<keyof ProfileAddress, string | null>> | null;
  updated_at?: string | null;
}

/** What the client upserts (the caller adds `user_id`; the server sets `updated_at`). */
export interface UserProfileWrite {
  name: string;
  mobile: string;
  address: ProfileAddress;
}

const ADDRESS_KEYS = ['line1', 'line2', 'city', 'state', 'zip', 'country'] as const;

export function emptyAddress(): ProfileAddress {
  return { line1: '', line2: '', city: '', state: '', zip: '', country: '' };
}

/** The client view of a row ("one row or none": null gives an empty profile). */
export function toProfile(row: UserProfileRow | null | undefined, email: string): Profile {
  const address = emptyAddress();
  for (const key of ADDRESS_KEYS) address[key] = row?.address?.[key] ?? '';
  return {
    name: row?.name ?? '',
    email,
    phone: row?.mobile ?? '',
    address,
    updated_at: row?.updated_at ?? null,
  };
}

/** The upsert payload for a profile: trimmed text, phone stored as mobile, email left out. */
export function toProfileRow(profile: Pick<Profile, 'name' | 'phone' | 'address'>): UserProfileWrite {
  const address = emptyAddress();
  for (const key of ADDRESS_KEYS) address[key] = (profile.address[key] ?? '').trim();
  return { name: profile.name.trim(), mobile: profile.phone.trim(), address };
}

const present = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

type MaybeProfile = Pick<Profile, 'name' | 'email' | 'phone' | 'address'> | null | undefined;

/** Spec: complete for ordering (and repair) with name, email, phone, line1, city, state, zip. */
export function isProfileCompleteForOrdering(p: MaybeProfile): boolean {
  if (!p) return false;
  const { address: a } = p;
  return [p.name, p.email, p.phone, a?.line1, a?.city, a?.state, a?.zip].every(present);
}

/** Spec: the profile card also requires the country. */
export function isProfileCardComplete(p: MaybeProfile): boolean {
  return isProfileCompleteForOrdering(p) && present(p?.address?.country);
}

/** The first failing save check in the spec's order, or null when the profile may be saved. */
export function validateProfileForSave(
  p: Pick<Profile, 'name' | 'phone' | 'address'> | null | undefined,
): string | null {
  if (!p?.address) return PROFILE_MESSAGES.dataMissing;
  const phone = p.phone.trim();
  const { line1, city, state, zip, country } = p.address;
  if (phone && !new RegExp(`^[0-9]{${PROFILE_LIMITS.phone}}$`).test(phone))
    return PROFILE_MESSAGES.phoneDigits;
  if (present(zip) && !new RegExp(`^[0-9]{${PROFILE_LIMITS.zip}}$`).test(zip.trim()))
    return PROFILE_MESSAGES.zipDigits;
  const required: [string, string][] = [
    [p.name, PROFILE_MESSAGES.nameRequired],
    [line1, PROFILE_MESSAGES.line1Required],
    [city, PROFILE_MESSAGES.cityRequired],
    [state, PROFILE_MESSAGES.stateRequired],
    [zip, PROFILE_MESSAGES.zipRequired],
    [country, PROFILE_MESSAGES.countryRequired],
  ];
  return required.find(([value]) => !present(value))?.[1] ?? null;
}

/** Change-email dialog: non-empty with '@', and different from the current address. */
export function validateNewEmail(newEmail: string, currentEmail: string | null | undefined): string | null {
  const next = newEmail.trim();
  if (!next.includes('@')) return PROFILE_MESSAGES.invalidNewEmail;
  // Auth e-mails compare case-insensitively (GoTrue stores them lower-cased).
  if (next.toLowerCase() === (currentEmail ?? '').trim().toLowerCase()) return PROFILE_MESSAGES.sameEmail;
  return null;
}

/** Digit-only inputs (phone, PIN code): strips everything else and caps the length. */
export function digitsOnly(value: string, max: number): string {
  return value.replace(/[^0-9]/g, '').slice(0, max);
}

/** Text inputs: capped at the spec's 50 characters (the counter shows `length/limit`). */
export function limitText(value: string, max: number = PROFILE_LIMITS.text): string {
  return value.slice(0, max);
}

/**
 * The profile as the apps cache it: account's profile query writes it (and its dialog's saves),
 * checkout's order summary reads the same entry, so a save shows on the summary's card at once.
 */
export interface ProfileData {
  profile: Profile;
  /** GoTrue's `new_email` while an e-mail change awaits confirmation. */
  pendingEmail: string | null;
}

/** The one query key of that cache entry. */
export const profileQueryKey = (userId: string) => ['profile', userId] as const;
