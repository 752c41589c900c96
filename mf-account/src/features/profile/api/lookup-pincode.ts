import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import { type PincodeLookupResult, pincodeLookupResultSchema, pincodeSchema } from 'shared/contracts';

/**
 * The `validate-pincode` edge function: district (as city), state and the service-area answer.
 * A malformed PIN is answered 400 `{ error }`; its message is surfaced.
 */
export async function lookupPincode(pincode: string): Promise<PincodeLookupResult> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.functions.invoke('validate-pincode', { body: { pincode } });
  if (error) throw new Error(await functionErrorMessage(error));
  return pincodeLookupResultSchema.parse(data);
}

async function functionErrorMessage(error: { message: string; context?: unknown }): Promise<string> {
  const context = error.context;
  if (context instanceof Response) {
    const body = (await context.json().catch(() => null)) as { error?: unknown } | null;
    if (typeof body?.error === 'string') return body.error;
  }
  return error.message;
}

export const pincodeKeys = {
  lookup: (pincode: string) => ['pincode', pincode] as const,
};

export const pincodeQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: pincodeKeys.lookup(pincode),
    queryFn: () => lookupPincode(pincode),
    // A PIN code's district and the service area change rarely: one lookup per session is enough.
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });

/** Looks a PIN code up once it is a well-formed 6-digit code; idle for null or partial input. */
export function usePincodeLookup(pincode: string | null) {
  const ready = pincode !== null && pincodeSchema.safeParse(pincode).success;
  return useQuery({ ...pincodeQueryOptions(pincode ?? ''), enabled: ready });
}
