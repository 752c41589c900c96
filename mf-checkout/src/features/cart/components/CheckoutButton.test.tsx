import { screen, waitFor } from '@testing-library/react';
import { setSupabaseForTests } from 'shared';
import type { CartItem } from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeBackend,
  type FakeBackend,
  product,
  renderApp,
  signIn,
  signOut,
} from '../../../test-utils';
import { useCart } from '../api/get-cart';
import { CheckoutButton } from './CheckoutButton';

let fake: FakeBackend;
let stock: Record<string, number> | 'error';

beforeEach(() => {
  fake = createFakeBackend();
  stock = {};
  const from = fake.client.from;
  fake.client.from = vi.fn((table: string) =>
    table === 'products'
      ? {
          select: () => ({
            in: async (_column: string, ids: string[]) => {
              if (stock === 'error') return { data: null, error: { message: 'Failed to fetch' } };
              const known = stock;
              return {
                data: ids
                  .filter((id) => id in known)
                  .map((id) => ({ product_id: id, stock_units: known[id] })),
                error: null,
              };
            },
          }),
        }
      : from(table),
  ) as unknown as typeof from;
  setSupabaseForTests(fake.client);
  signIn();
});
afterEach(() => signOut());

/** The button as the cart page shows it, under its cart. */
function CartCheckout() {
  const { data } = useCart();
  return data ? <CheckoutButton items={data} /> : null;
}

function openWith(items: CartItem[]) {
  fake.state.cart = items;
  renderApp(<CartCheckout />, { route: '/checkout/cart-details' });
}

describe('CheckoutButton', () => {
  it('goes to the order summary when the stock serves every line', async () => {
    const a = product(1, { quantity: 2 });
    stock = { [a.id]: 2 };
    openWith([a]);
    const link = await screen.findByRole('link', { name: 'Proceed to Checkout' });
    expect(link.getAttribute('href')).toBe('/checkout/order-summary');
  });

  it('is disabled and says what to fix while lines exceed the stock', async () => {
    const a = product(1, { quantity: 3 });
    const b = product(2);
    const c = product(3);
    stock = { [a.id]: 1, [b.id]: 0, [c.id]: 5 };
    openWith([a, b, c]);
    const button = (await screen.findByRole('button', { name: 'Proceed to Checkout' })) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    const hint = document.getElementById(button.getAttribute('aria-describedby') ?? '');
    expect(hint?.textContent).toBe('To check out, lower Product 1 to 1 and remove Product 2 (out of stock).');
    expect(screen.queryByRole('link', { name: 'Proceed to Checkout' })).toBeNull();
  });

  it('never blocks on a stock it could not read: the order checks it again', async () => {
    stock = 'error';
    openWith([product(1, { quantity: 40 })]);
    await waitFor(() => expect(fake.client.from).toHaveBeenCalledWith('products'));
    expect((await screen.findByRole('link', { name: 'Proceed to Checkout' })).getAttribute('href')).toBe(
      '/checkout/order-summary',
    );
  });
});
