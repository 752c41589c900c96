import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, getSupabase } from 'shared';
import * as z from 'zod/mini';
import { reviewKeys } from './review-keys';

const countSchema = z.number();

/** count_verified_product_reviews: how many verified reviews the product has (for paging). */
export async function countVerifiedProductReviews(productId: string): Promise<number> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('count_verified_product_reviews', { p_product_id: productId });
  if (error) throw new Error(error.message);
  return countSchema.parse(data ?? 0);
}

export const verifiedReviewCountQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: reviewKeys.count(productId),
    queryFn: () => countVerifiedProductReviews(productId),
    staleTime: CACHE.reviews.staleTime,
    gcTime: CACHE.reviews.gcTime,
    retry: CACHE.reviews.retry,
  });

export function useVerifiedReviewCount(productId: string) {
  return useQuery(verifiedReviewCountQueryOptions(productId));
}
