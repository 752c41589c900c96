/**
 * The profile as the apps read, cache and show it, and its completeness rules. No schema is built
 * here: `shared`'s profile query (in every app's first load) needs only these, and importing a
 * module that builds zod schemas at load would put zod there too (see request-statuses.ts).
 */
import type { Profile, ProfileAddress } from './profile.ts';

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
  /** Country's hint: the store ships only in India. */
  countryHint: 'We deliver only within India.',
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

/** The `user_profiles` columns a profile is read with. */
export const PROFILE_COLUMNS = 'user_id, name, mobile, address, updated_at';

/** A `user_profiles` row as selected (columns are nullable; address keys may be absent). */
export interface UserProfileRow {
  user_id?: string;
  name: string | null;
  mobile: string | null;
  address: Partial<Record<keyof ProfileAddress, string | null>> | null;
  updated_at?: string | null;
}

export const ADDRESS_KEYS = ['line1', 'line2', 'city', 'state', 'zip', 'country'] as const;

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

export const present = (value: string | null | undefined): boolean => (value ?? '').trim() !== '';

type MaybeProfile = Pick<Profile, 'name' | 'email' | 'phone' | 'address'> | null | undefined;

/**
 * Complete for ordering (and repair) with name, email, phone, line1, city, state, zip
 * (docs/product.md#profile-and-pin-codes).
 */
export function isProfileCompleteForOrdering(p: MaybeProfile): boolean {
  if (!p) return false;
  const { address: a } = p;
  return [p.name, p.email, p.phone, a?.line1, a?.city, a?.state, a?.zip].every(present);
}

/** The profile card also requires the country (docs/product.md#profile-and-pin-codes). */
export function isProfileCardComplete(p: MaybeProfile): boolean {
  return isProfileCompleteForOrdering(p) && present(p?.address?.country);
}

/** An address as display lines: line 1, line 2, 'City, State - PIN', country (blanks left out). */
export function addressLines(a: ProfileAddress): string[] {
  const filled = (v: string) => v.trim() !== '';
  const cityLine = [a.city, a.state].filter(filled).join(', ');
  return [a.line1, a.line2, [cityLine, a.zip].filter(filled).join(' - '), a.country].filter(filled);
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
