import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, getSupabase, QUERY_ROOTS, useSession } from 'shared';

/** Product id -> whether the user already reviewed it for this order. */
export type ReviewStates = Record<string, boolean>;

/**
 * `get_user_review_for_product_order(p_user_id_check, p_product_id_check, p_order_id_check)` per
 * product of a delivered order (answers an array; a first element means a review exists). It
 * decides 'Write Review' or 'Edit Review'; a failed check falls back to 'Write Review', as the
 * review page itself opens the existing review either way.
 */
export async function getReviewStates(
  userId: string,
  orderId: string,
  productIds: string[],
): Promise<ReviewStates> {
  const supabase = await getSupabase();
  const entries = await Promise.all(
    productIds.map(async (productId) => {
      const { data, error } = await supabase.rpc('get_user_review_for_product_order', {
        p_user_id_check: userId,
        p_product_id_check: productId,
        p_order_id_check: orderId,
      });
      return [productId, !error && Array.isArray(data) && data.length > 0] as const;
    }),
  );
  return Object.fromEntries(entries);
}

export const reviewStatesQueryOptions = (userId: string, orderId: string, productIds: string[]) =>
  queryOptions({
    queryKey: [QUERY_ROOTS.orderReviewStates, userId, orderId, productIds] as const,
    queryFn: () => getReviewStates(userId, orderId, productIds),
    staleTime: CACHE.reviews.staleTime,
  });

/** Only for delivered orders (the only ones that can be reviewed). */
export function useReviewStates(orderId: string, productIds: string[], enabled: boolean) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    ...reviewStatesQueryOptions(userId ?? 'anonymous', orderId, productIds),
    enabled: enabled && userId !== null && productIds.length > 0,
  });
}
