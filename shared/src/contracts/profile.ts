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

/** The store ships only in India: the one country the form offers (preselected) and saves. */
export const PROFILE_COUNTRY = 'India';

/** The profile's editable fields (phone is stored as `mobile`). */
export type ProfileFieldKey = 'name' | 'phone' | keyof ProfileAddress;

/** The free-text fields that hold at most `PROFILE_LIMITS.text` characters, in form order. */
export const PROFILE_TEXT_FIELDS = ['name', 'line1', 'line2', 'city', 'state', 'country'] as const;
export type ProfileTextField = (typeof PROFILE_TEXT_FIELDS)[number];

/** How the length message names each text field (as the 'required' messages do). */
const TEXT_FIELD_NAMES: Record<ProfileTextField, string> = {
  name: 'Name',
  line1: 'Address Line 1',
  line2: 'Address Line 2',
  city: 'City',
  state: 'State',
  country: 'Country',
};

/**
 * Characters as Postgres's `char_length` counts them (code points, not UTF-16 units): an emoji
 * is one character, as the database's 50-character checks see it.
 */
export const profileTextLength = (value: string): number => Array.from(value).length;

/** 'Address Line 1 can be at most 50 characters (now 57).' */
export const textTooLongMessage = (field: ProfileTextField, length: number): string =>
  `${TEXT_FIELD_NAMES[field]} can be at most ${PROFILE_LIMITS.text} characters (now ${length}).`;

/**
 * The over-limit message of a text field as typed or pasted, or null within the limit. The form
 * keeps the whole text (nothing is cut) and shows this under the field; Save refuses it.
 */
export function textLengthProblem(field: ProfileTextField, value: string): string | null {
  const length = profileTextLength(value);
  return length > PROFILE_LIMITS.text ? textTooLongMessage(field, length) : null;
}

/**
 * The country the form shows for a stored one: blank (never saved) or any spelling of India is
 * India; another country saved before the store became India-only stays as it is (shown, and
 * saved unchanged, until the shopper picks India).
 */
export function formCountry(stored: string | null | undefined): string {
  const value = (stored ?? '').trim().toLowerCase();
  return value === '' || value === PROFILE_COUNTRY.toLowerCase() ? PROFILE_COUNTRY : (stored as string);
}

const text = () =>
  z
    .string()
    .check(
      z.refine(
        (v) => profileTextLength(v) <= PROFILE_LIMITS.text,
        `At most ${PROFILE_LIMITS.text} characters.`,
      ),
    );
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

/** A failed save check and the field it is about (null: the whole form). */
export interface ProfileSaveProblem {
  message: string;
  field: ProfileFieldKey | null;
}

type ProfileDraft = Pick<Profile, 'name' | 'phone' | 'address'>;

const textValue = (p: ProfileDraft, field: ProfileTextField): string =>
  field === 'name' ? p.name : p.address[field];

/**
 * The first failing save check with its field, or null when none. In order
 * (docs/product.md#profile-and-pin-codes): profile data, phone digits, PIN digits, text fields
 * over 50 characters (in form order), then the required fields.
 */
export function findProfileSaveProblem(p: ProfileDraft | null | undefined): ProfileSaveProblem | null {
  if (!p?.address) return { message: PROFILE_MESSAGES.dataMissing, field: null };
  const phone = p.phone.trim();
  const { line1, city, state, zip, country } = p.address;
  if (phone && !new RegExp(`^[0-9]{${PROFILE_LIMITS.phone}}$`).test(phone))
    return { message: PROFILE_MESSAGES.phoneDigits, field: 'phone' };
  if (present(zip) && !new RegExp(`^[0-9]{${PROFILE_LIMITS.zip}}$`).test(zip.trim()))
    return { message: PROFILE_MESSAGES.zipDigits, field: 'zip' };
  for (const field of PROFILE_TEXT_FIELDS) {
    const message = textLengthProblem(field, textValue(p, field) ?? '');
    if (message) return { message, field };
  }
  const required: [string, string, ProfileFieldKey][] = [
    [p.name, PROFILE_MESSAGES.nameRequired, 'name'],
    [line1, PROFILE_MESSAGES.line1Required, 'line1'],
    [city, PROFILE_MESSAGES.cityRequired, 'city'],
    [state, PROFILE_MESSAGES.stateRequired, 'state'],
    [zip, PROFILE_MESSAGES.zipRequired, 'zip'],
    [country, PROFILE_MESSAGES.countryRequired, 'country'],
  ];
  const missing = required.find(([value]) => !present(value));
  return missing ? { message: missing[1], field: missing[2] } : null;
}

/** The first failing save check's message (see findProfileSaveProblem), or null when none. */
export function validateProfileForSave(p: ProfileDraft | null | undefined): string | null {
  return findProfileSaveProblem(p)?.message ?? null;
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
