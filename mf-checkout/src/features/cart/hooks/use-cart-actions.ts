import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { failureText, toast } from 'shared';
import { CART_LIMITS, CART_MESSAGES, type CartItem } from 'shared/contracts';
import { useClearCart } from '../api/clear-cart';
import { noteStockLeft } from '../api/get-cart-stock';
import { useRemoveCartItem } from '../api/remove-cart-item';
import { useUpdateCartItem } from '../api/update-cart-item';
import { isStockRefusal, onlyLeftMessage, stockLeftFromRefusal } from '../lib/cart-stock';
import { useLineNotices } from '../lib/line-notices';

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
  const queryClient = useQueryClient();

  /**
   * Typing or +/-: below 1 removes; above the stock (when known) is lowered to it with 'Only N
   * left in stock.', above 99 to 99 with 'Max quantity 99'. A quantity the server refuses for the
   * stock (409) goes back to what it was, with the server's message beside the line.
   */
  const setQuantity = useCallback(
    (item: CartItem, requested: number, stock?: number) => {
      let next = Math.trunc(requested);
      // 99 or more in stock: the 99 rule below speaks ('Max quantity 99'), as on the product page.
      if (
        stock !== undefined &&
        stock < CART_LIMITS.maxQuantity &&
        next > stock &&
        next >= CART_LIMITS.minQuantity
      ) {
        // Nothing left: only Remove helps (the line says 'Out of stock').
        if (stock <= 0) return;
        // Asking for more than the line holds is what the shopper is told about; a line above the
        // stock coming down goes straight to the stock (the line says 'Only N left in stock.').
        if (next > item.quantity) {
          toast.warning(onlyLeftMessage(stock), undefined, { id: `cart-stock-${item.id}` });
        }
        next = stock;
      }
      if (next > CART_LIMITS.maxQuantity) {
        toast.warning(CART_MESSAGES.maxQuantityCartToast, undefined, { id: `cart-max-${item.id}` });
        next = CART_LIMITS.maxQuantity;
      }
      if (next === item.quantity) return;
      useLineNotices.getState().clear(item.id);
      const removing = next < CART_LIMITS.minQuantity;
      if (removing) beforeRemove(item);
      const toasts = lineToast(item);
      update({ product_uuid: item.id, quantity: removing ? 0 : next }).then(
        () =>
          removing
            ? toasts.success(CART_MESSAGES.itemRemoved, item.title)
            : toasts.success(CART_MESSAGES.quantityUpdated),
        (error: unknown) => {
          if (!removing && isStockRefusal(error)) {
            // The cart is back to what it was (useCartMutation); the line says why.
            toasts.dismiss();
            useLineNotices.getState().set(item.id, error.message);
            const left = stockLeftFromRefusal(error);
            if (left !== null) noteStockLeft(queryClient, item.id, left);
            return;
          }
          toasts.error(
            removing ? CART_MESSAGES.removeFailed : CART_MESSAGES.updateFailed,
            failureText(error, TRY_AGAIN),
          );
        },
      );
    },
    [update, beforeRemove, queryClient],
  );

  const removeItem = useCallback(
    (item: CartItem) => {
      beforeRemove(item);
      useLineNotices.getState().clear(item.id);
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
