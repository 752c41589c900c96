import { useEffect } from 'react';
import { useCart } from '../features/cart/api/get-cart';
import { announceCart } from '../features/cart/lib/cart-cache';

/**
 * The header's cart count source. The shell draws the button, its capped '9+' badge and its
 * 'View Cart (n item(s))' tooltip for signed-in users and mounts this widget inside it; checkout
 * owns the data and announces the count ('cart:changed') whenever the cart changes, including
 * 0 while another user's cart is still loading.
 */
export default function CartBadge() {
  const { data } = useCart();
  useEffect(() => announceCart(data), [data]);
  return null;
}
