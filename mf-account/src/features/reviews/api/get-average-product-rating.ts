import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, getSupabase } from 'shared';
import * as z from 'zod/mini';
import { reviewKeys } from './review-keys';

const averageSchema = z.number();

/** get_average_product_rating: the mean of the verified ratings (0 without reviews). */
export async function getAverageProductRating(productId: string): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_average_product_rating', { p_product_id: productId });
  if (error) throw new Error(error.message);
  return averageSchema.parse(data ?? 0);
}

export const averageRatingQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: reviewKeys.average(productId),
    queryFn: () => getAverageProductRating(productId),
    staleTime: CACHE.reviews.staleTime,
    gcTime: CACHE.reviews.gcTime,
    retry: CACHE.reviews.retry,
  });

export function useAverageProductRating(productId: string) {
  return useQuery(averageRatingQueryOptions(productId));
}
