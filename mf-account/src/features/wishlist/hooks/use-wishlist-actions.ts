import { failureText, toast } from 'shared';
import { WISHLIST_MESSAGES, type WishlistItem } from 'shared/contracts';
import { useClearWishlist } from '../api/clear-wishlist';
import { useRemoveFromWishlist } from '../api/remove-from-wishlist';

/** The wishlist page's remove and clear actions with the toasts of docs/product.md#wishlist. */
export function useWishlistActions(items: readonly WishlistItem[]) {
  const remove = useRemoveFromWishlist();
  const clear = useClearWishlist();

  const removeItem = (item: WishlistItem) =>
    remove.mutateAsync(item.id).then(
      () => toast.success(WISHLIST_MESSAGES.removed, item.title),
      (error: unknown) =>
        toast.error(WISHLIST_MESSAGES.removeFailed, failureText(error, WISHLIST_MESSAGES.couldNotUpdate)),
    );

  const clearAll = () => {
    if (items.length === 0) {
      toast.info(WISHLIST_MESSAGES.alreadyEmpty);
      return;
    }
    clear.mutateAsync().then(
      () => toast.success(WISHLIST_MESSAGES.cleared),
      (error: unknown) =>
        toast.error(WISHLIST_MESSAGES.clearFailed, failureText(error, WISHLIST_MESSAGES.couldNotUpdate)),
    );
  };

  return { removeItem, clearAll, clearing: clear.isPending };
}
