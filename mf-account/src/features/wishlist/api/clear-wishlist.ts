import { invokeFunction } from 'shared';
import { type WishlistDeleteAnswer, wishlistDeleteAnswerSchema } from 'shared/contracts';
import { useWishlistMutation } from '../lib/wishlist-cache';

/** `wishlist` DELETE `?clear=true`: empties the list. */
export async function clearWishlist(): Promise<WishlistDeleteAnswer> {
  return wishlistDeleteAnswerSchema.parse(
    await invokeFunction('wishlist', { method: 'DELETE', query: { clear: 'true' } }),
  );
}

export function useClearWishlist() {
  return useWishlistMutation<void, WishlistDeleteAnswer>({
    mutationFn: clearWishlist,
    itemsOf: (answer) => answer.items,
    optimistic: () => [],
  });
}
