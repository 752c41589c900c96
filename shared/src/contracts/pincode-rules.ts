/**
 * The PIN code rules a page needs before any answer is read: the messages, the 6-digit check and
 * the problem of a saved PIN. No schema is built here, so `shared`'s PIN check (in every app's
 * first load) does not bring zod along (see request-statuses.ts); the schemas are in pincode.ts.
 */
import { PROFILE } from '../constants/spec.ts';
import type { PincodeLookupResult } from './pincode-answer.ts';

export const PINCODE_MESSAGES = {
  mustBeSixDigits: 'Pincode must be exactly 6 digits',
  invalid: 'Invalid pincode',
  error: 'Error validating pincode. Please try again.',
  validated: 'Pincode validated',
  enterSixDigits: 'Please enter a 6-digit pincode.',
  /** Valid PIN outside the service area (docs/product.md#profile-and-pin-codes). */
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

/** Six digits: a PIN code worth looking up. */
export const isWellFormedPincode = (pincode: string | null | undefined): pincode is string =>
  new RegExp(`^[0-9]{${PINCODE_DIGITS}}$`).test(pincode ?? '');

/**
 * The profile-level problem with a saved PIN code before an order or repair request, or null
 * when it is serviceable. `lookup` is the function's answer, or null when the check failed.
 */
export function profilePincodeProblem(
  zip: string | null | undefined,
  lookup: PincodeLookupResult | null,
): string | null {
  if (!isWellFormedPincode((zip ?? '').trim())) return PINCODE_MESSAGES.profileInvalid;
  if (!lookup) return PINCODE_MESSAGES.profileCheckFailed;
  if (!lookup.valid) return PINCODE_MESSAGES.profileInvalid;
  return lookup.isServiceAvailable ? null : PINCODE_MESSAGES.profileUnavailable;
}

/** The toast and banner titles of a profile PIN problem (one of the profile-level messages). */
export function pinProblemTitles(problem: string): { toast: string; banner: string } {
  switch (problem) {
    case PINCODE_MESSAGES.profileUnavailable:
      return { toast: PINCODE_TITLES.serviceUnavailable, banner: PINCODE_TITLES.serviceAreaWarning };
    case PINCODE_MESSAGES.profileInvalid:
      return { toast: PINCODE_TITLES.invalidProfilePin, banner: PINCODE_TITLES.invalidProfilePin };
    default:
      return { toast: PINCODE_TITLES.validationError, banner: PINCODE_TITLES.validationError };
  }
}
