import { invokeFunction } from 'shared';
import {
  type WidgetProduct,
  type WishlistAddAnswer,
  wishlistAddAnswerSchema,
  wishlistAddBodySchema,
} from 'shared/contracts';
import { useWishlistMutation } from '../lib/wishlist-cache';
import { withAdded } from '../lib/wishlist-rules';

/** `wishlist` POST `{ product_uuid }`: `{ alreadyExisted, items }` (never a second row). */
export async function addToWishlist(productId: string): Promise<WishlistAddAnswer> {
  const body = wishlistAddBodySchema.parse({ product_uuid: productId });
  return wishlistAddAnswerSchema.parse(await invokeFunction('wishlist', { method: 'POST', body }));
}

export function useAddToWishlist() {
  return useWishlistMutation<WidgetProduct, WishlistAddAnswer>({
    mutationFn: (product) => addToWishlist(product.id),
    itemsOf: (answer) => answer.items,
    optimistic: withAdded,
  });
}
