import { useEffect } from 'react';
import {
  Button,
  bus,
  failureText,
  rememberCartIntent,
  takeCartIntent,
  toast,
  useOnline,
  useSession,
} from 'shared';
import { type AddToCartProps, CART_MESSAGES } from 'shared/contracts';
import { CartIcon } from 'shared/kit';
import { useAddToCart } from '../features/cart/api/add-to-cart';
import { useCart } from '../features/cart/api/get-cart';
import { addExceedsMax, addRefusal } from '../features/cart/lib/cart-rules';

/** Add-to-cart results share one toast: 'Please log in', 'Item added', 'Add/Update Failed'... */
export const ADD_TO_CART_TOAST = 'cart-add';

/**
 * The product page's add-to-cart button (docs/product.md#cart). Guests get 'Please log in' and the
 * login modal (which remembers this page, so they come back to the product); their add is kept
 * (`rememberCartIntent`) and made once they are signed in on this product, even after the e-mail
 * confirmation link. The cart updates at once and rolls back if the server refuses.
 */
export default function AddToCart({ product, quantity, variant = 'page' }: AddToCartProps) {
  const status = useSession((s) => s.status);
  const online = useOnline();
  const cart = useCart();
  const { mutateAsync, isPending } = useAddToCart();
  const outOfStock = product.stockUnits <= 0;
  const toasts = toast.action(ADD_TO_CART_TOAST);

  const addNow = (count: number) => {
    const refusal = addRefusal(cart.data, product.id, count);
    if (refusal) {
      toasts.error(refusal.title, refusal.description);
      return;
    }
    const held = cart.data?.some((item) => item.id === product.id) ?? false;
    if (addExceedsMax(cart.data, product.id, count))
      toast.warning(CART_MESSAGES.maxQuantityProductToast, undefined, { id: `cart-add-max-${product.id}` });
    mutateAsync({ product, quantity: count }).then(
      () => toasts.success(held ? CART_MESSAGES.updated : CART_MESSAGES.added, product.title),
      (error: unknown) => {
        const message = failureText(error, CART_MESSAGES.couldNotAdd);
        // The server's limit refusal reads as the cart-full pair of docs/product.md#cart, like the
        // local check.
        if (message === CART_MESSAGES.cartFull)
          toasts.error(CART_MESSAGES.cartFull, CART_MESSAGES.cartFullToast);
        else toasts.error(CART_MESSAGES.addFailed, message);
      },
    );
  };

  const add = () => {
    // Offline the add could only fail: say why instead (a cart change is never queued, since the
    // price and stock it rests on are the server's at the time it is made).
    if (!online) {
      toasts.error(CART_MESSAGES.offline);
      return;
    }
    if (status !== 'authenticated') {
      rememberCartIntent(product.id, quantity);
      toasts.info(CART_MESSAGES.loginRequired);
      bus.emit('auth:login-required', {});
      return;
    }
    addNow(quantity);
  };

  // Signed in with this product's add pending (the guest's tap before logging in): make it once
  // the cart is known. Taking the intent removes it, so the page's and the bar's buttons, or a
  // reload, never add it twice.
  const cartKnown = cart.isSuccess;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when sign-in and the cart settle
  useEffect(() => {
    if (status !== 'authenticated' || !cartKnown) return;
    const pending = takeCartIntent(product.id);
    if (pending !== null) addNow(pending);
  }, [status, cartKnown, product.id]);

  const bar = variant === 'bar';
  return (
    <Button
      size={bar ? 'md' : 'lg'}
      fullWidth
      disabled={outOfStock || status === 'loading'}
      loading={isPending}
      onClick={add}
      // The visible words first (WCAG 2.5.3 label in name), then the product the bar is for.
      aria-label={bar && !outOfStock ? `Add to Cart: ${product.title}` : undefined}
      data-testid="add-to-cart"
    >
      {!outOfStock && <CartIcon size={bar ? 16 : 18} />}
      {outOfStock ? 'Out of Stock' : 'Add to Cart'}
    </Button>
  );
}
