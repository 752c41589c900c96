/**
 * PIN code lookup and the service-area rule (spec: services-and-pages §2, §3, §5, §7, §8).
 * Shared by the `validate-pincode` edge function, the service-area dialog, the profile dialog's
 * PIN lookup and the checks before an order or repair request.
 */
import * as z from 'zod/mini';
import { PROFILE, SERVICE_AREA_DISTRICTS } from '../constants/spec.ts';

export const PINCODE_MESSAGES = {
  mustBeSixDigits: 'Pincode must be exactly 6 digits',
  invalid: 'Invalid pincode',
  error: 'Error validating pincode. Please try again.',
  validated: 'Pincode validated',
  enterSixDigits: 'Please enter a 6-digit pincode.',
  /** Valid PIN outside the service area (the spec leaves this wording open). */
  notServiceable: 'Sorry, our service is not available for this pincode yet.',
  // The PIN code saved in the profile, checked before an order or repair request:
  profileUnavailable: 'Service is unavailable for the PIN code in your profile.',
  profileInvalid: 'The PIN code in your profile is invalid. Please update it.',
  profileCheckFailed: 'Could not verify PIN code serviceability. Please try again.',
} as const;

/** Toast and banner titles paired with the profile-level messages above. */
export const PINCODE_TITLES = {
  serviceUnavailable: 'Service Unavailable',
  serviceAreaWarning: 'Service Area Warning',
  invalidProfilePin: 'Invalid PIN in Profile',
  validationError: 'Validation Error',
} as const;

export const PINCODE_DIGITS = PROFILE.pincodeDigits;

export const pincodeSchema = z
  .string()
  .check(z.regex(new RegExp(`^[0-9]{${PINCODE_DIGITS}}$`), PINCODE_MESSAGES.mustBeSixDigits));

/** Answer of the `validate-pincode` function. city is the district; '' when unknown. */
export const pincodeLookupResultSchema = z.object({
  valid: z.boolean(),
  city: z.string(),
  state: z.string(),
  message: z.string(),
  isServiceAvailable: z.boolean(),
});
export type PincodeLookupResult = z.infer<typeof pincodeLookupResultSchema>;

/** Spec rule: the district equals or contains one of the service-area names (any case). */
export function isServiceableDistrict(district: string | null | undefined): boolean {
  const d = (district ?? '').trim().toLowerCase();
  if (!d) return false;
  return SERVICE_AREA_DISTRICTS.some((area) => d.includes(area.toLowerCase()));
}

/** The lookup answer for a found place (district, state) or for an unknown PIN (null). */
export function toPincodeLookupResult(
  place: { district: string; state: string } | null | undefined,
): PincodeLookupResult {
  if (!place) {
    return {
      valid: false,
      city: '',
      state: '',
      message: PINCODE_MESSAGES.invalid,
      isServiceAvailable: false,
    };
  }
  const isServiceAvailable = isServiceableDistrict(place.district);
  return {
    valid: true,
    city: place.district,
    state: place.state,
    message: isServiceAvailable ? PINCODE_MESSAGES.validated : PINCODE_MESSAGES.notServiceable,
    isServiceAvailable,
  };
}

/**
 * The profile-level problem with a saved PIN code before an order or repair request, or null
 * when it is serviceable. `lookup` is the function's answer, or null when the check failed.
 */
export function profilePincodeProblem(
  zip: string | null | undefined,
  lookup: PincodeLookupResult | null,
): string | null {
  if (!pincodeSchema.safeParse((zip ?? '').trim()).success) return PINCODE_MESSAGES.profileInvalid;
  if (!lookup) return PINCODE_MESSAGES.profileCheckFailed;
  if (!lookup.valid) return PINCODE_MESSAGES.profileInvalid;
  return lookup.isServiceAvailable ? null : PINCODE_MESSAGES.profileUnavailable;
}
