import { QUERY_ROOTS } from 'shared';

/**
 * Query keys of a product's reviews, all under ['reviews', productId], so writing a review can
 * refresh every view of that product's reviews with one invalidation.
 */
const ROOT = QUERY_ROOTS.productReviews;

export const reviewKeys = {
  all: [ROOT] as const,
  product: (productId: string) => [ROOT, productId] as const,
  list: (productId: string, page: number) => [ROOT, productId, 'list', page] as const,
  count: (productId: string) => [ROOT, productId, 'count'] as const,
  average: (productId: string) => [ROOT, productId, 'average'] as const,
  /** The signed-in author's own reviews of the product that are not public yet. */
  mine: (productId: string, userId: string) => [ROOT, productId, 'mine', userId] as const,
};

/** The review page's order (get_order_for_review), per user. */
export const orderForReviewKey = (userId: string, orderId: string) =>
  ['order-for-review', userId, orderId] as const;
