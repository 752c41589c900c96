import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, invokeFunction, isUnauthorized, useSession } from 'shared';
import { type WishlistItem, wishlistListSchema } from 'shared/contracts';

export const wishlistKeys = {
  all: ['wishlist'] as const,
  list: (userId: string) => ['wishlist', userId] as const,
};

/** `wishlist` GET. A 401 (session gone) yields an empty list silently (docs/product.md#roles-and-access). */
export async function getWishlist(): Promise<WishlistItem[]> {
  try {
    return wishlistListSchema.parse((await invokeFunction('wishlist', { method: 'GET' })) ?? []);
  } catch (error) {
    if (isUnauthorized(error)) return [];
    throw error;
  }
}

/** Wishlist fresh 5 min, kept 15 min, refetched on focus, retried once (docs/product.md#common-rules). */
export const wishlistQueryOptions = (userId: string) =>
  queryOptions({
    queryKey: wishlistKeys.list(userId),
    queryFn: getWishlist,
    staleTime: CACHE.wishlist.staleTime,
    gcTime: CACHE.wishlist.gcTime,
    refetchOnWindowFocus: CACHE.wishlist.refetchOnWindowFocus,
    retry: CACHE.wishlist.retry,
  });

/** The signed-in user's wishlist; idle (no data) for a guest. */
export function useWishlist() {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({ ...wishlistQueryOptions(userId ?? 'anonymous'), enabled: userId !== null });
}
