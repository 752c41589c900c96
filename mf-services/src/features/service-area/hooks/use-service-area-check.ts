import { useState } from 'react';
import { TIMING, useDebouncedValue } from 'shared';
import { digitsOnly, isWellFormedPincode, PINCODE_DIGITS, PINCODE_MESSAGES } from 'shared/contracts';
import { usePincodeCheck } from 'shared/kit';

/** The service-area check: idle, checking, then available / unavailable / invalid (or error). */
export type ServiceAreaStatus = 'idle' | 'checking' | 'available' | 'unavailable' | 'invalid' | 'error';

export interface ServiceAreaCheck {
  pincode: string;
  /** Keeps digits only, at most 6. */
  setPincode: (value: string) => void;
  status: ServiceAreaStatus;
  /** The line under the field for the status (the texts of docs/product.md#profile-and-pin-codes). */
  message: string;
  /** District and state of an available or unavailable PIN. */
  place: { city: string; state: string } | null;
  retry: () => void;
}

/** 'Great news! Our repair service is available in {city}, {state}.' */
export const availableMessage = (city: string, state: string): string =>
  `Great news! Our repair service is available in ${[city, state].filter(Boolean).join(', ')}.`;

/**
 * The service-area dialog's check: digits only, up to 6; 500 ms after the 6th digit the
 * `validate-pincode` function answers (cached per PIN for the session).
 */
export function useServiceAreaCheck(initial = ''): ServiceAreaCheck {
  const [pincode, setRaw] = useState(() => digitsOnly(initial, PINCODE_DIGITS));
  const debounced = useDebouncedValue(pincode, TIMING.pincodeDebounceMs);
  const settled = debounced === pincode && isWellFormedPincode(pincode);
  const query = usePincodeCheck(pincode, settled);

  let status: ServiceAreaStatus;
  let message: string;
  let place: ServiceAreaCheck['place'] = null;
  if (!isWellFormedPincode(pincode)) {
    status = 'idle';
    message = PINCODE_MESSAGES.enterSixDigits;
  } else if (!settled || query.isPending || (query.isFetching && query.isError)) {
    status = 'checking';
    message = 'Checking pincode...';
  } else if (query.isError) {
    status = 'error';
    message = PINCODE_MESSAGES.error;
  } else if (!query.data.valid) {
    status = 'invalid';
    message = PINCODE_MESSAGES.invalid;
  } else {
    place = { city: query.data.city, state: query.data.state };
    status = query.data.isServiceAvailable ? 'available' : 'unavailable';
    message = query.data.isServiceAvailable
      ? availableMessage(query.data.city, query.data.state)
      : PINCODE_MESSAGES.notServiceable;
  }

  return {
    pincode,
    setPincode: (value) => setRaw(digitsOnly(value, PINCODE_DIGITS)),
    status,
    message,
    place,
    retry: () => void query.refetch(),
  };
}
