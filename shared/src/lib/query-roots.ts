/**
 * Roots of the query keys that one domain refreshes in another's cache (the shell's one
 * QueryClient is shared by every remote). Writing a review refreshes the product page's details
 * (catalogue), the product's reviews (account) and the order's 'Write Review' / 'Edit Review'
 * links (checkout). Each owner builds its keys under its root (docs/architecture.md).
 */
export const QUERY_ROOTS = {
  productDetails: 'product',
  productReviews: 'reviews',
  orderReviewStates: 'order-reviews',
} as const;
