import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import { type DeliveryEstimate, deliveryEstimateSchema } from 'shared/contracts';

/** Shown instead of a schema dump when the server answers something unexpected. */
export const UNEXPECTED_DELIVERY_ANSWER = 'Unexpected answer from the delivery estimate.';

export const deliveryKeys = {
  all: ['delivery-estimate'] as const,
  byPin: (pincode: string) => ['delivery-estimate', pincode] as const,
};

/** `delivery_estimate(p_pincode)` (supabase/schemas/15_delivery.sql). */
export async function getDeliveryEstimate(pincode: string): Promise<DeliveryEstimate> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('delivery_estimate', { p_pincode: pincode });
  if (error) throw new Error(error.message);
  const parsed = deliveryEstimateSchema.safeParse(data);
  if (!parsed.success) throw new Error(UNEXPECTED_DELIVERY_ANSWER);
  return parsed.data;
}

/**
 * Fresh for 5 minutes: the date moves only at the 14:00 cut-off and at midnight (India time), and
 * a page left open past either refetches on its next use after that.
 */
export const deliveryEstimateQueryOptions = (pincode: string) =>
  queryOptions({
    queryKey: deliveryKeys.byPin(pincode),
    queryFn: () => getDeliveryEstimate(pincode),
    staleTime: 5 * 60_000,
    gcTime: 15 * 60_000,
    retry: 1,
  });

/** Idle until there is a well-formed PIN code. */
export function useDeliveryEstimate(pincode: string | null) {
  return useQuery({ ...deliveryEstimateQueryOptions(pincode ?? ''), enabled: pincode !== null });
}
