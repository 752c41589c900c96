import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests } from 'shared';
import type { CartItem } from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartPage } from '../../../pages/CartPage';
import {
  collect,
  createFakeBackend,
  type FakeBackend,
  product,
  renderApp,
  signIn,
  signOut,
} from '../../../test-utils';
import { useDiscount } from '../../discount/store';
import { useLineNotices } from '../lib/line-notices';

let fake: FakeBackend;
let toasts: ReturnType<typeof collect<'toast'>>;
/** Units in stock by product id, as the `products` rows give them; 'error': the read fails. */
let stock: Record<string, number> | 'error';
let stockReads: string[][];

/** The checkout fake plus the catalogue's `products` rows (`select(...).in('product_id', ids)`). */
function withStock() {
  const from = fake.client.from;
  fake.client.from = vi.fn((table: string) => {
    if (table !== 'products') return from(table);
    return {
      select: () => ({
        in: async (_column: string, ids: string[]) => {
          stockReads.push(ids);
          if (stock === 'error') return { data: null, error: { message: 'Failed to fetch' } };
          const known = stock;
          return {
            data: ids.filter((id) => id in known).map((id) => ({ product_id: id, stock_units: known[id] })),
            error: null,
          };
        },
      }),
    };
  }) as unknown as typeof from;
}

beforeEach(() => {
  fake = createFakeBackend();
  stock = {};
  stockReads = [];
  withStock();
  setSupabaseForTests(fake.client);
  toasts = collect('toast');
  signIn();
});
afterEach(() => {
  toasts.stop();
  signOut();
  useDiscount.getState().clear();
  useLineNotices.setState({ notices: {} });
});

const P1 = product(1, { quantity: 2 });
const P2 = product(2);

async function openCart(items: CartItem[] = [P1, P2]) {
  fake.state.cart = items.map((item) => ({ ...item }));
  const user = userEvent.setup();
  renderApp(<CartPage />, { route: '/checkout/cart-details' });
  await screen.findAllByTestId('cart-item');
  return user;
}

const row = (title: string) =>
  screen
    .getAllByTestId('cart-item')
    .find((r) => within(r).getByRole('link').textContent === title) as HTMLElement;
const field = (title: string) =>
  within(row(title)).getByRole('textbox', { name: `Quantity of ${title}` }) as HTMLInputElement;
const plus = (title: string) =>
  within(row(title)).getByRole('button', { name: `Increase quantity of ${title}` }) as HTMLButtonElement;
const patches = () => fake.callsTo('cart', 'PATCH').map((c) => c.body);
const toastTitles = () => toasts.list.map((t) => t.title);

describe('cart lines and the stock', () => {
  it('reads the stock of every line once and stops + at it', async () => {
    stock = { [P1.id]: 2, [P2.id]: 10 };
    await openCart();
    await waitFor(() => expect(plus('Product 1').disabled).toBe(true));
    expect(plus('Product 2').disabled).toBe(false);
    expect(stockReads).toEqual([[P1.id, P2.id].sort()]);
    // Holding exactly the stock is fine: nothing to say.
    expect(screen.queryByTestId('cart-line-stock')).toBeNull();
  });

  it("lowers a typed quantity above the stock to it, with 'Only N left in stock.'", async () => {
    stock = { [P1.id]: 3, [P2.id]: 10 };
    const user = await openCart();
    await waitFor(() => expect(stockReads).toHaveLength(1));
    await user.clear(field('Product 1'));
    await user.type(field('Product 1'), '8{Enter}');
    await waitFor(() => expect(patches()).toEqual([{ product_uuid: P1.id, quantity: 3 }]));
    expect(toastTitles()).toContain('Only 3 left in stock.');
    await waitFor(() => expect(field('Product 1').value).toBe('3'));
  });

  it("with 99 or more in stock the 99 rule speaks: 'Max quantity 99'", async () => {
    stock = { [P1.id]: 150, [P2.id]: 10 };
    const user = await openCart();
    await waitFor(() => expect(stockReads).toHaveLength(1));
    await user.clear(field('Product 1'));
    await user.type(field('Product 1'), '120{Enter}');
    await waitFor(() => expect(patches()).toEqual([{ product_uuid: P1.id, quantity: 99 }]));
    expect(toastTitles()).toContain('Max quantity 99');
    expect(toastTitles().some((t) => t.startsWith('Only'))).toBe(false);
  });

  it("says 'Only N left in stock.' on a line holding more, which − brings down to the stock", async () => {
    stock = { [P1.id]: 1, [P2.id]: 10 };
    fake.state.catalog.set(P1.id, P1);
    const user = await openCart([product(1, { quantity: 4 }), P2]);
    const note = await within(row('Product 1')).findByTestId('cart-line-stock');
    expect(note.textContent).toBe('Only 1 left in stock.');
    expect(plus('Product 1').disabled).toBe(true);
    await user.click(
      within(row('Product 1')).getByRole('button', { name: 'Decrease quantity of Product 1' }),
    );
    await waitFor(() => expect(patches()).toEqual([{ product_uuid: P1.id, quantity: 1 }]));
    await waitFor(() => expect(within(row('Product 1')).queryByTestId('cart-line-stock')).toBeNull());
    // Coming down is not an attempt to go past the stock: no warning.
    expect(toastTitles()).not.toContain('Only 1 left in stock.');
  });

  it("says 'Out of stock' on a line with none left, with Remove and no quantity", async () => {
    stock = { [P1.id]: 0, [P2.id]: 10 };
    const user = await openCart();
    const note = await within(row('Product 1')).findByTestId('cart-line-stock');
    expect(note.textContent).toBe('Out of stock');
    expect(within(row('Product 1')).queryByRole('group', { name: 'Quantity of Product 1' })).toBeNull();
    const remove = within(row('Product 1')).getByRole('button', { name: 'Remove Product 1 from cart' });
    expect(remove.getAttribute('aria-describedby')).toBe(note.id);
    await user.click(remove);
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(1));
    expect(fake.callsTo('cart', 'DELETE')[0]?.query).toEqual({ product_uuid: P1.id });
  });

  it("keeps lines without a limit when the stock cannot be read; the server's refusal then shows beside the line", async () => {
    stock = 'error';
    const user = await openCart();
    await waitFor(() => expect(stockReads).toHaveLength(1));
    expect(plus('Product 1').disabled).toBe(false);
    fake.replyOnce('cart', { status: 409, body: { error: 'Only 2 left in stock for Product 1.' } });
    await user.click(plus('Product 1'));
    const alert = await within(row('Product 1')).findByRole('alert');
    expect(alert.textContent).toBe('Only 2 left in stock for Product 1.');
    // The line is back to what it was, and now stops at what the server said is left.
    await waitFor(() => expect(field('Product 1').value).toBe('2'));
    await waitFor(() => expect(plus('Product 1').disabled).toBe(true));
    expect(toastTitles()).not.toContain('Update Failed');
  });

  it('clears the refusal once the line changes', async () => {
    stock = 'error';
    const user = await openCart();
    fake.replyOnce('cart', { status: 409, body: { error: 'Product 1 is out of stock.' } });
    await user.click(plus('Product 1'));
    expect((await within(row('Product 1')).findByRole('alert')).textContent).toBe(
      'Product 1 is out of stock.',
    );
    // The server said none is left: the line says so, and only Remove helps.
    expect((await within(row('Product 1')).findByTestId('cart-line-stock')).textContent).toBe('Out of stock');
    await user.click(within(row('Product 1')).getByRole('button', { name: 'Remove Product 1 from cart' }));
    await waitFor(() => expect(screen.getAllByTestId('cart-item')).toHaveLength(1));
    expect(useLineNotices.getState().notices).toEqual({});
  });

  it('still reports other failures in a toast', async () => {
    stock = { [P1.id]: 10, [P2.id]: 10 };
    const user = await openCart();
    await waitFor(() => expect(stockReads).toHaveLength(1));
    fake.replyOnce('cart', { status: 500, body: { error: 'boom' } });
    await user.click(plus('Product 1'));
    await waitFor(() => expect(toastTitles()).toContain('Update Failed'));
    expect(within(row('Product 1')).queryByRole('alert')).toBeNull();
  });
});
