import { invokeFunction } from 'shared';
import { type CartAddBody, type CartItem, cartAddBodySchema, type WidgetProduct } from 'shared/contracts';
import { useCartMutation } from '../lib/cart-cache';
import { withAdded } from '../lib/cart-rules';
import { parseCart } from './get-cart';

/** `cart` POST: adds `quantity` (1-99) to the held quantity, capped at 99; answers the cart. */
export async function addToCart(body: CartAddBody): Promise<CartItem[]> {
  return parseCart(await invokeFunction('cart', { method: 'POST', body: cartAddBodySchema.parse(body) }));
}

export interface AddToCartVars {
  product: WidgetProduct;
  quantity: number;
}

export function useAddToCart() {
  return useCartMutation<AddToCartVars>({
    mutationFn: ({ product, quantity }) => addToCart({ product_uuid: product.id, quantity }),
    optimistic: (items, { product, quantity }) => withAdded(items, product, quantity),
  });
}
