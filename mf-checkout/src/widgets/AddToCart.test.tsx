import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { act } from 'react';
import { CART_INTENT_KEY, forgetCartIntent, peekCartIntent, setSupabaseForTests } from 'shared';
import type { CartItem, WidgetProduct } from 'shared/contracts';
import { setBrowserOnline } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cartKeys } from '../features/cart/api/get-cart';
import {
  collect,
  createFakeBackend,
  type FakeBackend,
  product,
  renderApp,
  signIn,
  signOut,
  USER,
} from '../test-utils';
import AddToCart from './AddToCart';

let fake: FakeBackend;

const widget = (item: CartItem, stockUnits = 10): WidgetProduct => {
  const { quantity: _q, ...rest } = item;
  return { ...rest, stockUnits };
};

let toasts: ReturnType<typeof collect<'toast'>>;
beforeEach(() => {
  fake = createFakeBackend();
  setSupabaseForTests(fake.client);
  toasts = collect('toast');
  signIn();
});
afterEach(() => {
  toasts.stop();
  signOut();
  forgetCartIntent();
});

const toastTexts = () =>
  toasts.list.map((t) => [t.title, t.description ?? ''].join(' | ').replace(/ \| $/, ''));

async function renderWidget(item: CartItem, quantity = 1, stockUnits = 10) {
  fake.state.catalog.set(item.id, { ...item, quantity: 1 });
  const user = userEvent.setup();
  const view = renderApp(<AddToCart product={widget(item, stockUnits)} quantity={quantity} />);
  // The widget knows the cart before the first click.
  await waitFor(() => expect(view.queryClient.getQueryData(cartKeys.list(USER.id))).toBeDefined());
  return { user, ...view };
}

describe('AddToCart', () => {
  it('tells a guest to log in and asks the shell for the login modal (no call made)', async () => {
    signOut();
    const loginRequests = collect('auth:login-required');
    const user = userEvent.setup();
    renderApp(<AddToCart product={widget(product(1))} quantity={1} />, { route: '/product/product-1' });
    await user.click(screen.getByRole('button', { name: /add to cart/i }));
    expect(toastTexts()).toEqual(['Please log in']);
    // No redirectTo: the modal remembers the current path, so login returns to the product.
    expect(loginRequests.list).toEqual([{}]);
    expect(fake.state.calls).toHaveLength(0);
    loginRequests.stop();
  });

  it('offline, says why and sends nothing; back online it adds', async () => {
    const { user } = await renderWidget(product(1), 1);
    setBrowserOnline(false);
    try {
      await user.click(screen.getByRole('button', { name: /add to cart/i }));
      expect(toastTexts()).toEqual(['You are offline. Connect to the internet to add this to your cart.']);
      expect(fake.callsTo('cart', 'POST')).toHaveLength(0);
    } finally {
      setBrowserOnline(true);
    }
    await user.click(screen.getByRole('button', { name: /add to cart/i }));
    await waitFor(() => expect(toastTexts()).toContain('Item added | Product 1'));
  });

  it('adds a new product: the cart updates, the count is announced, "Item added"', async () => {
    const counts = collect('cart:changed');
    const { user, queryClient } = await renderWidget(product(1), 2);
    await user.click(screen.getByRole('button', { name: /add to cart/i }));
    await waitFor(() => expect(toastTexts()).toContain('Item added | Product 1'));
    expect(fake.callsTo('cart', 'POST')[0]?.body).toEqual({ product_uuid: product(1).id, quantity: 2 });
    expect(queryClient.getQueryData<CartItem[]>(cartKeys.list(USER.id))?.map((i) => i.quantity)).toEqual([2]);
    expect(counts.list.at(-1)).toEqual({ count: 1 });
    counts.stop();
  });

  it('adds to a product already held: "Cart updated", and says the line stops at 99', async () => {
    fake.state.cart = [product(1, { quantity: 97 })];
    const { user, queryClient } = await renderWidget(product(1), 5);
    await user.click(screen.getByRole('button', { name: /add to cart/i }));
    await waitFor(() => expect(toastTexts()).toContain('Cart updated | Product 1'));
    expect(toastTexts()[0]).toBe('Maximum quantity is 99');
    expect(queryClient.getQueryData<CartItem[]>(cartKeys.list(USER.id))?.[0]?.quantity).toBe(99);
  });

  it('refuses a 21st distinct product without calling the server', async () => {
    fake.state.cart = Array.from({ length: 20 }, (_, i) => product(i + 1));
    const { user } = await renderWidget(product(21));
    await user.click(screen.getByRole('button', { name: /add to cart/i }));
    expect(toastTexts()).toEqual([
      'Cart full (max 20 unique items) | Cart is full! Maximum 20 items allowed.',
    ]);
    expect(fake.callsTo('cart', 'POST')).toHaveLength(0);
  });

  it('refuses a quantity outside 1-99', async () => {
    const { user } = await renderWidget(product(1), 100);
    await user.click(screen.getByRole('button', { name: /add to cart/i }));
    expect(toastTexts()).toEqual(['Quantity must be 1-99']);
    expect(fake.callsTo('cart', 'POST')).toHaveLength(0);
  });

  it('shows the line at once and rolls it back when the server refuses', async () => {
    const { user, queryClient } = await renderWidget(product(1));
    const release = fake.hold();
    fake.replyOnce('cart', { status: 404, body: { error: 'This product is not available.' } });
    await user.click(screen.getByRole('button', { name: /add to cart/i }));
    await waitFor(() =>
      expect(queryClient.getQueryData<CartItem[]>(cartKeys.list(USER.id))?.map((i) => i.id)).toEqual([
        product(1).id,
      ]),
    );
    expect(screen.getByRole('button', { name: /add to cart/i }).getAttribute('aria-busy')).toBe('true');
    release();
    await waitFor(() => expect(toastTexts()).toEqual(['Add/Update Failed | This product is not available.']));
    expect(queryClient.getQueryData<CartItem[]>(cartKeys.list(USER.id))).toEqual([]);
  });

  it("falls back to 'Could not add item to cart.' when the server crashes", async () => {
    const { user } = await renderWidget(product(1));
    fake.replyOnce('cart', { status: 500, body: { error: 'Internal error' } });
    await user.click(screen.getByRole('button', { name: /add to cart/i }));
    await waitFor(() => expect(toastTexts()).toEqual(['Add/Update Failed | Could not add item to cart.']));
  });

  it('is disabled when out of stock', async () => {
    await renderWidget(product(1), 1, 0);
    const button = screen.getByRole('button', { name: 'Out of Stock' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it("the 'bar' variant is the compact button, named for the product after its visible words", async () => {
    fake.state.catalog.set(product(1).id, product(1));
    renderApp(<AddToCart product={widget(product(1))} quantity={1} variant="bar" />);
    const button = screen.getByRole('button', { name: 'Add to Cart: Product 1' });
    // Label in name (WCAG 2.5.3): the accessible name contains the visible 'Add to Cart'.
    expect(button.getAttribute('aria-label')).toContain(button.textContent?.trim());
  });

  describe("a guest's add, kept through signing in", () => {
    const tapAsGuest = async (quantity: number) => {
      signOut();
      const user = userEvent.setup();
      fake.state.catalog.set(product(1).id, { ...product(1), quantity: 1 });
      const view = renderApp(
        <>
          <AddToCart product={widget(product(1))} quantity={quantity} />
          <AddToCart product={widget(product(1))} quantity={quantity} variant="bar" />
        </>,
        { route: '/product/product-1' },
      );
      await user.click(screen.getByRole('button', { name: /^add to cart$/i }));
      return view;
    };

    it("adds it once after sign-in, with 'Item added' replacing 'Please log in'", async () => {
      const { queryClient } = await tapAsGuest(3);
      expect(peekCartIntent()).toMatchObject({ productId: product(1).id, quantity: 3 });
      expect(JSON.parse(localStorage.getItem(CART_INTENT_KEY) ?? 'null')).toMatchObject({ quantity: 3 });
      act(() => signIn());
      await waitFor(() => expect(toastTexts().at(-1)).toBe('Item added | Product 1'));
      // Both buttons (page and bar) saw the intent; one call was made.
      expect(fake.callsTo('cart', 'POST').map((c) => c.body)).toEqual([
        { product_uuid: product(1).id, quantity: 3 },
      ]);
      expect(queryClient.getQueryData<CartItem[]>(cartKeys.list(USER.id))?.map((i) => i.quantity)).toEqual([
        3,
      ]);
      // One slot: the login prompt was replaced by the result.
      expect(new Set(toasts.list.map((t) => t.id)).size).toBe(1);
      expect(peekCartIntent()).toBeNull();
    });

    it('a page opened later (the e-mail link, a reload) adds it once, never twice', async () => {
      signOut();
      localStorage.setItem(
        CART_INTENT_KEY,
        JSON.stringify({ productId: product(1).id, quantity: 2, savedAt: Date.now() }),
      );
      signIn();
      const first = await renderWidget(product(1));
      await waitFor(() => expect(toastTexts()).toEqual(['Item added | Product 1']));
      first.unmount();
      // Reload: nothing pending any more.
      await renderWidget(product(1));
      await new Promise((r) => setTimeout(r, 50));
      expect(fake.callsTo('cart', 'POST')).toHaveLength(1);
    });

    it("another product's page leaves the intent alone", async () => {
      signOut();
      localStorage.setItem(
        CART_INTENT_KEY,
        JSON.stringify({ productId: product(2).id, quantity: 1, savedAt: Date.now() }),
      );
      signIn();
      await renderWidget(product(1));
      await new Promise((r) => setTimeout(r, 50));
      expect(fake.callsTo('cart', 'POST')).toHaveLength(0);
      expect(peekCartIntent()?.productId).toBe(product(2).id);
    });

    it("a refused add is dropped and shows the server's message", async () => {
      await tapAsGuest(1);
      // The cart read after sign-in, then the add.
      fake.replyOnce('cart', { status: 200, body: [] });
      fake.replyOnce('cart', { status: 409, body: { error: 'Only 0 units of this product are in stock.' } });
      act(() => signIn());
      await waitFor(() =>
        expect(toastTexts().at(-1)).toBe('Add/Update Failed | Only 0 units of this product are in stock.'),
      );
      expect(peekCartIntent()).toBeNull();
    });

    it('is forgotten on sign-out', async () => {
      signIn();
      localStorage.setItem(
        CART_INTENT_KEY,
        JSON.stringify({ productId: product(2).id, quantity: 1, savedAt: Date.now() }),
      );
      signOut();
      expect(localStorage.getItem(CART_INTENT_KEY)).toBeNull();
    });
  });
});
