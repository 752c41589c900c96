import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, getSupabase, PAGE_SIZE } from 'shared';
import { type ProductReview, productReviewSchema } from 'shared/contracts';
import * as z from 'zod/mini';
import { reviewKeys } from './review-keys';

const reviewsSchema = z.array(productReviewSchema);

/** get_product_reviews: one page (5) of a product's verified reviews, newest first. */
export async function getProductReviews(productId: string, page: number): Promise<ProductReview[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_product_reviews', {
    p_product_id: productId,
    p_page_number: page,
    p_page_size: PAGE_SIZE.reviews,
  });
  if (error) throw new Error(error.message);
  return reviewsSchema.parse(data ?? []);
}

/** Reviews fresh 5 min, kept 15 min, retried once (docs/product.md#common-rules). */
export const productReviewsQueryOptions = (productId: string, page: number) =>
  queryOptions({
    queryKey: reviewKeys.list(productId, page),
    queryFn: () => getProductReviews(productId, page),
    staleTime: CACHE.reviews.staleTime,
    gcTime: CACHE.reviews.gcTime,
    retry: CACHE.reviews.retry,
  });

/** The page's reviews; the previous page stays on screen while the next one loads. */
export function useProductReviews(productId: string, page: number) {
  return useQuery({ ...productReviewsQueryOptions(productId, page), placeholderData: keepPreviousData });
}
