import { PINCODE_MESSAGES, PINCODE_TITLES } from 'shared/contracts';

/** The toast and banner titles of a profile PIN problem (spec §8 'Pincode / service area'). */
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
