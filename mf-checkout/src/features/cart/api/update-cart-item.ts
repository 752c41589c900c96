import { invokeFunction } from 'shared';
import { type CartItem, type CartUpdateBody, cartUpdateBodySchema } from 'shared/contracts';
import { useCartMutation } from '../lib/cart-cache';
import { withQuantity } from '../lib/cart-rules';
import { parseCart } from './get-cart';

/** `cart` PATCH: sets the quantity (below 1 removes the line, above 99 is clamped). */
export async function updateCartItem(body: CartUpdateBody): Promise<CartItem[]> {
  return parseCart(await invokeFunction('cart', { method: 'PATCH', body: cartUpdateBodySchema.parse(body) }));
}

export function useUpdateCartItem() {
  return useCartMutation<CartUpdateBody>({
    mutationFn: updateCartItem,
    optimistic: (items, { product_uuid, quantity }) => withQuantity(items, product_uuid, quantity),
  });
}
