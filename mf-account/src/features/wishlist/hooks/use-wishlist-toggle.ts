import { bus, failureText, toast, useSession } from 'shared';
import { WISHLIST_MESSAGES, type WidgetProduct } from 'shared/contracts';
import { useAddToWishlist } from '../api/add-to-wishlist';
import { useWishlist } from '../api/get-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';
import { isHeld } from '../lib/wishlist-rules';

/**
 * Adding and removing one product, with the toasts of docs/product.md#wishlist: 'Added to
 * wishlist', 'Already in wishlist' / 'Item already in wishlist', 'Removed from wishlist', 'Wishlist
 * Add Failed' / 'Wishlist Remove Failed'. Guests are told to log in and get the login modal, which
 * remembers the page they are on.
 */
export function useWishlistToggle(product: WidgetProduct) {
  const status = useSession((s) => s.status);
  const wishlist = useWishlist();
  const add = useAddToWishlist();
  const remove = useRemoveFromWishlist();
  const held = isHeld(wishlist.data, product.id);

  // Adding and removing the same product share one toast: the newest result replaces the last.
  const toasts = toast.action(`wishlist:${product.id}`);

  const toggle = () => {
    if (status !== 'authenticated') {
      toasts.info(WISHLIST_MESSAGES.loginRequired);
      bus.emit('auth:login-required', {});
      return;
    }
    if (held) {
      remove.mutateAsync(product.id).then(
        () => toasts.success(WISHLIST_MESSAGES.removed, product.title),
        (error: unknown) =>
          toasts.error(WISHLIST_MESSAGES.removeFailed, failureText(error, WISHLIST_MESSAGES.couldNotUpdate)),
      );
      return;
    }
    add.mutateAsync(product).then(
      (answer) => {
        if (answer.alreadyExisted) toasts.info(WISHLIST_MESSAGES.alreadyIn, WISHLIST_MESSAGES.alreadyInToast);
        else toasts.success(WISHLIST_MESSAGES.added, product.title);
      },
      (error: unknown) =>
        toasts.error(WISHLIST_MESSAGES.addFailed, failureText(error, WISHLIST_MESSAGES.couldNotUpdate)),
    );
  };

  return { held, toggle, busy: add.isPending || remove.isPending, disabled: status === 'loading' };
}
