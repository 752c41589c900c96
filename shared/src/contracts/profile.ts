/**
 * The user profile (docs/product.md#profile-and-pin-codes): the stored row
 * (`user_profiles`), the client view (adds the auth e-mail, calls `mobile` phone), the two
 * completeness rules and the ordered save checks with their exact messages.
 */
import * as z from 'zod/mini';
import { PROFILE } from '../constants/spec.ts';
import { ADDRESS_KEYS, emptyAddress, PROFILE_MESSAGES, present } from './profile-rules.ts';

export {
  addressLines,
  emptyAddress,
  isProfileCardComplete,
  isProfileCompleteForOrdering,
  PROFILE_COLUMNS,
  PROFILE_MESSAGES,
  type ProfileData,
  profileQueryKey,
  toProfile,
  type UserProfileRow,
} from './profile-rules.ts';

export const PROFILE_LIMITS = {
  /** name, address line 1/2, city, state, country */
  text: PROFILE.textFieldMax,
  /** phone: digits only, exactly this many when given */
  phone: PROFILE.phoneDigits,
  /** PIN code (address.zip): digits only, exactly this many when given */
  zip: PROFILE.pincodeDigits,
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

/** What the client upserts (the caller adds `user_id`; the server sets `updated_at`). */
export interface UserProfileWrite {
  name: string;
  mobile: string;
  address: ProfileAddress;
}

/** The upsert payload for a profile: trimmed text, phone stored as mobile, email left out. */
export function toProfileRow(profile: Pick<Profile, 'name' | 'phone' | 'address'>): UserProfileWrite {
  const address = emptyAddress();
  for (const key of ADDRESS_KEYS) address[key] = (profile.address[key] ?? '').trim();
  return { name: profile.name.trim(), mobile: profile.phone.trim(), address };
}

/** The first failing save check (in order: docs/product.md#profile-and-pin-codes), or null when none. */
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

/** Text inputs: capped at 50 characters (the counter shows `length/limit`). */
export function limitText(value: string, max: number = PROFILE_LIMITS.text): string {
  return value.slice(0, max);
}
