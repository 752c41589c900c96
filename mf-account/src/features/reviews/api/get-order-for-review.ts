import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase, useSession } from 'shared';
import { type OrderForReview, orderForReviewSchema, REVIEW_MESSAGES } from 'shared/contracts';
import { orderForReviewKey } from './review-keys';

/** Why the review page cannot show an order: not the caller's reviewable order, or a failure. */
export class OrderForReviewError extends Error {
  constructor(
    message: string,
    /** Asking again cannot help: the order is not reviewable by this user, or the link is malformed. */
    readonly permanent: boolean,
  ) {
    super(message);
    this.name = 'OrderForReviewError';
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * get_order_for_review: one of the caller's delivered orders with their review of each product. An
 * order that is not theirs, not delivered or does not exist answers 'Order not found, ...';
 * anything else 'Failed to load order details. ...' (docs/product.md#reviews).
 */
export async function getOrderForReview(orderId: string): Promise<OrderForReview> {
  if (!UUID.test(orderId)) throw new OrderForReviewError(REVIEW_MESSAGES.loadOrderFailed, true);
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_order_for_review', { p_order_id: orderId });
  if (error) {
    const notReviewable = error.code === 'PT404';
    throw new OrderForReviewError(
      notReviewable ? REVIEW_MESSAGES.orderNotReviewable : REVIEW_MESSAGES.loadOrderFailed,
      notReviewable,
    );
  }
  const parsed = orderForReviewSchema.safeParse(data);
  if (!parsed.success) throw new OrderForReviewError(REVIEW_MESSAGES.loadOrderFailed, false);
  return parsed.data;
}

export const orderForReviewQueryOptions = (userId: string, orderId: string) =>
  queryOptions({
    queryKey: orderForReviewKey(userId, orderId),
    queryFn: () => getOrderForReview(orderId),
    // An order that is not reviewable stays so: only a failure is worth a second try.
    retry: (count, error) => count < 1 && !(error instanceof OrderForReviewError && error.permanent),
  });

export function useOrderForReview(orderId: string) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    ...orderForReviewQueryOptions(userId ?? 'anonymous', orderId),
    enabled: userId !== null,
  });
}
