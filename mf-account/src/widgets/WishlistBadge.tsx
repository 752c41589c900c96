import { useEffect } from 'react';
import { useWishlist } from '../features/wishlist/api/get-wishlist';
import { announceWishlist } from '../features/wishlist/lib/wishlist-cache';

/**
 * The header's wishlist count source. The shell draws the button and its capped '9+' badge for
 * signed-in users and mounts this widget inside it; the account domain owns the data and
 * announces the count ('wishlist:changed') whenever the list changes, including 0 while another
 * user's list is still loading.
 */
export default function WishlistBadge() {
  const { data } = useWishlist();
  useEffect(() => announceWishlist(data), [data]);
  return null;
}
