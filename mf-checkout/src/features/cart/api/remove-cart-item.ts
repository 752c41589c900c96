import { invokeFunction } from 'shared';
import type { CartItem } from 'shared/contracts';
import { useCartMutation } from '../lib/cart-cache';
import { without } from '../lib/cart-rules';
import { parseCart } from './get-cart';

/** `cart` DELETE `?product_uuid={id}`: removes one line; answers the cart. */
export async function removeCartItem(productId: string): Promise<CartItem[]> {
  return parseCart(await invokeFunction('cart', { method: 'DELETE', query: { product_uuid: productId } }));
}

export function useRemoveCartItem() {
  return useCartMutation<string>({ mutationFn: removeCartItem, optimistic: without });
}
