/**
 * Query keys of a product's reviews, all under ['reviews', productId], so writing a review can
 * refresh every view of that product's reviews with one invalidation (spec §7 'After answers').
 */
export const reviewKeys = {
  all: ['reviews'] as const,
  product: (productId: string) => ['reviews', productId] as const,
  list: (productId: string, page: number) => ['reviews', productId, 'list', page] as const,
  count: (productId: string) => ['reviews', productId, 'count'] as const,
  average: (productId: string) => ['reviews', productId, 'average'] as const,
};
