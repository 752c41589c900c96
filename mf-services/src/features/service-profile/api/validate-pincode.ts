import { queryOptions, useQuery } from '@tanstack/react-query';
import { invokeFunction } from 'shared';
import { type PincodeLookupResult, pincodeLookupResultSchema, pincodeSchema } from 'shared/contracts';

/** `validate-pincode` POST `{ pincode }`: district, state and whether the area is served. */
export async function validatePincode(pincode: string): Promise<PincodeLookupResult> {
  return pincodeLookupResultSchema.parse(await invokeFunction('validate-pincode', { body: { pincode } }));
}

// Same key and shape as account's and checkout's lookups: one answer per PIN code per session.
export const pincodeQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: ['pincode', pincode] as const,
    queryFn: () => validatePincode(pincode),
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

export const isWellFormedPincode = (pincode: string | null | undefined): pincode is string =>
  pincodeSchema.safeParse(pincode ?? '').success;

/** The service-area answer for a PIN code; idle until it is 6 digits (or while `enabled` is false). */
export function usePincodeCheck(pincode: string | null | undefined, enabled = true) {
  const zip = (pincode ?? '').trim();
  return useQuery({ ...pincodeQueryOptions(zip), enabled: enabled && isWellFormedPincode(zip) });
}
