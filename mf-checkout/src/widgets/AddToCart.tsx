import { Button, bus, failureText, toast, useSession } from 'shared';
import { type AddToCartProps, CART_MESSAGES } from 'shared/contracts';
import { CartIcon } from '../components/icons';
import { useAddToCart } from '../features/cart/api/add-to-cart';
import { useCart } from '../features/cart/api/get-cart';
import { addExceedsMax, addRefusal } from '../features/cart/lib/cart-rules';

/**
 * The product page's add-to-cart button (spec §5 Cart add). Guests get 'Please log in' and the
 * login modal (which remembers this page, so they come back to the product). The cart updates
 * at once and rolls back if the server refuses.
 */
export default function AddToCart({ product, quantity, variant = 'page' }: AddToCartProps) {
  const status = useSession((s) => s.status);
  const cart = useCart();
  const { mutateAsync, isPending } = useAddToCart();
  const outOfStock = product.stockUnits <= 0;

  const add = () => {
    if (status !== 'authenticated') {
      toast.info(CART_MESSAGES.loginRequired);
      bus.emit('auth:login-required', {});
      return;
    }
    const refusal = addRefusal(cart.data, product.id, quantity);
    if (refusal) {
      toast.error(refusal.title, refusal.description);
      return;
    }
    const held = cart.data?.some((item) => item.id === product.id) ?? false;
    if (addExceedsMax(cart.data, product.id, quantity)) toast.warning(CART_MESSAGES.maxQuantityProductToast);
    mutateAsync({ product, quantity }).then(
      () => toast.success(held ? CART_MESSAGES.updated : CART_MESSAGES.added, product.title),
      (error: unknown) => {
        const message = failureText(error, CART_MESSAGES.couldNotAdd);
        // The server's limit refusal reads as the spec's cart-full pair, like the local check.
        if (message === CART_MESSAGES.cartFull)
          toast.error(CART_MESSAGES.cartFull, CART_MESSAGES.cartFullToast);
        else toast.error(CART_MESSAGES.addFailed, message);
      },
    );
  };

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
