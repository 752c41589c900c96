import { useCallback } from 'react';
import { failureText, toast } from 'shared';
import { CART_LIMITS, CART_MESSAGES, type CartItem } from 'shared/contracts';
import { useClearCart } from '../api/clear-cart';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';

const TRY_AGAIN = 'Please try again.';

/** One toast slot per cart line (quantity and removal results) and one for clearing. */
const lineToast = (item: CartItem) => toast.action(`cart-item:${item.id}`);
const clearToast = () => toast.action('cart-clear');

/**
 * The cart page's actions with the toasts and quantity rules of docs/product.md#cart. mutateAsync
 * rather than mutate: every call reports (mutate's callbacks fire for the latest call only).
 * `beforeRemove` hears of every line about to go, by Remove or by a quantity below 1.
 */
export function useCartActions(
  items: readonly CartItem[],
  beforeRemove: (item: CartItem) => void = () => {},
) {
  const { mutateAsync: update } = useUpdateCartItem();
  const { mutateAsync: remove } = useRemoveCartItem();
  const { mutateAsync: clear, isPending: clearing } = useClearCart();

  /** Typing or +/-: below 1 removes, above 99 is clamped with 'Max quantity 99'. */
  const setQuantity = useCallback(
    (item: CartItem, requested: number) => {
      let next = Math.trunc(requested);
      if (next > CART_LIMITS.maxQuantity) {
        toast.warning(CART_MESSAGES.maxQuantityCartToast, undefined, { id: `cart-max-${item.id}` });
        next = CART_LIMITS.maxQuantity;
      }
      if (next === item.quantity) return;
      const removing = next < CART_LIMITS.minQuantity;
      if (removing) beforeRemove(item);
      const toasts = lineToast(item);
      update({ product_uuid: item.id, quantity: removing ? 0 : next }).then(
        () =>
          removing
            ? toasts.success(CART_MESSAGES.itemRemoved, item.title)
            : toasts.success(CART_MESSAGES.quantityUpdated),
        (error: unknown) =>
          toasts.error(
            removing ? CART_MESSAGES.removeFailed : CART_MESSAGES.updateFailed,
            failureText(error, TRY_AGAIN),
          ),
      );
    },
    [update, beforeRemove],
  );

  const removeItem = useCallback(
    (item: CartItem) => {
      beforeRemove(item);
      const toasts = lineToast(item);
      remove(item.id).then(
        () => toasts.success(CART_MESSAGES.itemRemoved, item.title),
        (error: unknown) => toasts.error(CART_MESSAGES.removeFailed, failureText(error, TRY_AGAIN)),
      );
    },
    [remove, beforeRemove],
  );

  const clearAll = useCallback(() => {
    if (items.length === 0) {
      clearToast().info(CART_MESSAGES.alreadyEmpty);
      return;
    }
    clear().then(
      () => clearToast().success(CART_MESSAGES.cleared),
      (error: unknown) => clearToast().error(CART_MESSAGES.clearFailed, failureText(error, TRY_AGAIN)),
    );
  }, [clear, items.length]);

  return { setQuantity, removeItem, clearAll, clearing };
}
