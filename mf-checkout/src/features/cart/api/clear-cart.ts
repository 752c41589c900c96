import { invokeFunction } from 'shared';
import type { CartItem } from 'shared/contracts';
import { useCartMutation } from '../lib/cart-cache';
import { parseCart } from './get-cart';

/** `cart` DELETE `?clear=true`: empties the cart; answers the (empty) cart. */
export async function clearCart(): Promise<CartItem[]> {
  return parseCart(await invokeFunction('cart', { method: 'DELETE', query: { clear: 'true' } }));
}

export function useClearCart() {
  return useCartMutation<void>({ mutationFn: clearCart, optimistic: () => [] });
}
