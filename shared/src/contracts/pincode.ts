/**
 * PIN code lookup and the service-area rule (docs/product.md#profile-and-pin-codes).
 * Shared by the `validate-pincode` edge function, the service-area dialog, the profile dialog's
 * PIN lookup and the checks before an order or repair request.
 */
import * as z from 'zod/mini';
import { SERVICE_AREA_DISTRICTS } from '../constants/spec.ts';
import { type PincodeLookupResult, pincodeLookupResultSchema } from './pincode-answer.ts';
import { PINCODE_DIGITS, PINCODE_MESSAGES } from './pincode-rules.ts';

export {
  isWellFormedPincode,
  PINCODE_DIGITS,
  PINCODE_MESSAGES,
  PINCODE_TITLES,
  pinProblemTitles,
  profilePincodeProblem,
} from './pincode-rules.ts';
export { type PincodeLookupResult, pincodeLookupResultSchema };

export const pincodeSchema = z
  .string()
  .check(z.regex(new RegExp(`^[0-9]{${PINCODE_DIGITS}}$`), PINCODE_MESSAGES.mustBeSixDigits));

/**
 * The district equals or contains one of the service-area names, in any case
 * (docs/product.md#profile-and-pin-codes).
 */
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
