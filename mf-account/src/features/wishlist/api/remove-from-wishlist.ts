import { invokeFunction } from 'shared';
import { type WishlistDeleteAnswer, wishlistDeleteAnswerSchema } from 'shared/contracts';
import { useWishlistMutation } from '../lib/wishlist-cache';
import { without } from '../lib/wishlist-rules';

/** `wishlist` DELETE `?product_uuid={id}`: the list without the product. */
export async function removeFromWishlist(productId: string): Promise<WishlistDeleteAnswer> {
  return wishlistDeleteAnswerSchema.parse(
    await invokeFunction('wishlist', { method: 'DELETE', query: { product_uuid: productId } }),
  );
}

export function useRemoveFromWishlist() {
  return useWishlistMutation<string, WishlistDeleteAnswer>({
    mutationFn: removeFromWishlist,
    itemsOf: (answer) => answer.items,
    optimistic: without,
  });
}
