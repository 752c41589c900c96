import { queryOptions, useQuery } from '@tanstack/react-query';
import { invokeFunction } from 'shared';
import type { PincodeLookupResult } from '../contracts/pincode-answer';
import { isWellFormedPincode } from '../contracts/pincode-rules';

/** `validate-pincode` POST `{ pincode }`: district (as city), state and whether the area is served. */
export async function validatePincode(pincode: string): Promise<PincodeLookupResult> {
  // The answer's schema (and zod with it) loads with the first lookup, not with `shared`.
  const [{ pincodeLookupResultSchema }, answer] = await Promise.all([
    import('../contracts/pincode-answer'),
    invokeFunction('validate-pincode', { body: { pincode } }),
  ]);
  return pincodeLookupResultSchema.parse(answer);
}

/** One answer per PIN code per session for every app: districts and the service area rarely change. */
export const pincodeQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['pincode', pincode] as const,
    queryFn: () => validatePincode(pincode),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** The lookup of a PIN code; idle until it is 6 digits (or while `enabled` is false). */
export function usePincodeCheck(pincode: string | null | undefined, enabled = true) {
  const zip = (pincode ?? '').trim();
  return useQuery({ ...pincodeQueryOptions(zip), enabled: enabled && isWellFormedPincode(zip) });
}
