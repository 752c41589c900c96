import { act, waitFor } from '@testing-library/react';
import { setSupabaseForTests, useSession } from 'shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeCart } from '../features/cart/lib/cart-cache';
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
import CartBadge from './CartBadge';

let fake: FakeBackend;

let counts: ReturnType<typeof collect<'cart:changed'>>;
beforeEach(() => {
  fake = createFakeBackend();
  setSupabaseForTests(fake.client);
  counts = collect('cart:changed');
  signIn();
});
afterEach(() => {
  counts.stop();
  signOut();
});

describe('CartBadge', () => {
  it('announces the number of distinct products and draws nothing itself', async () => {
    fake.state.cart = [product(1, { quantity: 4 }), product(2, { quantity: 2 })];
    const { container } = renderApp(<CartBadge />);
    await waitFor(() => expect(counts.list.at(-1)).toEqual({ count: 2 }));
    // Only the test's location probe renders: the shell draws the badge.
    expect(container.textContent).toBe('/');
  });

  it('announces every later change of the cart (12 products: the shell caps it at 9+)', async () => {
    const { queryClient } = renderApp(<CartBadge />);
    await waitFor(() => expect(counts.list.at(-1)).toEqual({ count: 0 }));
    act(() =>
      writeCart(
        queryClient,
        USER.id,
        Array.from({ length: 12 }, (_, i) => product(i + 1)),
      ),
    );
    expect(counts.list.at(-1)).toEqual({ count: 12 });
  });

  it('announces 0 while another user’s cart loads, then theirs', async () => {
    fake.state.cart = [product(1)];
    renderApp(<CartBadge />);
    await waitFor(() => expect(counts.list.at(-1)).toEqual({ count: 1 }));
    fake.state.cart = [product(2), product(3), product(4)];
    act(() => useSession.setState({ user: { id: 'user-2', email: 'b@example.com', name: 'B' } }));
    expect(counts.list.at(-1)).toEqual({ count: 0 });
    await waitFor(() => expect(counts.list.at(-1)).toEqual({ count: 3 }));
  });

  it('makes no cart call for a guest', () => {
    signOut();
    renderApp(<CartBadge />);
    expect(fake.state.calls).toHaveLength(0);
  });
});
