import { useQuery } from '@tanstack/react-query';
import { CACHE, getSupabase, useSession } from 'shared';
import { type OwnReview, ownReviewSchema } from 'shared/contracts';
import * as z from 'zod/mini';
import { reviewKeys } from './review-keys';

const listSchema = z.array(ownReviewSchema);

/** get_my_unpublished_product_reviews: the caller's reviews of the product awaiting verification. */
export async function getMyUnpublishedReviews(productId: string): Promise<OwnReview[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_my_unpublished_product_reviews', {
    p_product_id: productId,
  });
  if (error) throw new Error(error.message);
  return listSchema.parse(data ?? []);
}

/** Only for a signed-in shopper: guests have no reviews of their own. */
export function useMyUnpublishedReviews(productId: string) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: reviewKeys.mine(productId, userId ?? 'anonymous'),
    queryFn: () => getMyUnpublishedReviews(productId),
    staleTime: CACHE.reviews.staleTime,
    gcTime: CACHE.reviews.gcTime,
    retry: CACHE.reviews.retry,
    enabled: userId !== null,
  });
}
