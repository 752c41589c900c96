import { queryOptions } from '@tanstack/react-query';
// Stateful pieces through the package: this module is bundled by each app that uses it (shared/kit).
import { callRpc } from 'shared';
import { CACHE } from '../../constants/spec';
import { type AvailableOffer, availableOfferSchema } from '../../contracts/staff-shop.ts';

export const AVAILABLE_OFFERS_RPC = 'get_available_offers';

/**
 * The discount codes shoppers may see (`public.get_available_offers()`, guests included), in the
 * server's order. An entry that does not parse is left out rather than hiding every offer.
 */
export async function fetchAvailableOffers(): Promise<AvailableOffer[]> {
  const { data, error } = await callRpc(AVAILABLE_OFFERS_RPC);
  if (error) throw new Error(error.message);
  if (!Array.isArray(data)) throw new Error('Unexpected answer from get_available_offers');
  return data.flatMap((entry) => {
    const parsed = availableOfferSchema.safeParse(entry);
    return parsed.success ? [parsed.data] : [];
  });
}

/** The first offer still running at `now` (an offer without an end date runs on), or null. */
export function firstLiveOffer(offers: readonly AvailableOffer[], now = Date.now()): AvailableOffer | null {
  return (
    offers.find((offer) => {
      if (!offer.ends_at) return true;
      const ends = new Date(offer.ends_at).getTime();
      return Number.isNaN(ends) || ends > now;
    }) ?? null
  );
}

export const availableOffersQueryKey = ['available-offers'] as const;

/** One cache entry for every app. Offers are an extra: a failure is not retried. */
export const availableOffersQueryOptions = () =>
  queryOptions({
    queryKey: availableOffersQueryKey,
    queryFn: fetchAvailableOffers,
    staleTime: CACHE.default.staleTime,
    retry: false,
    refetchOnWindowFocus: false,
  });
