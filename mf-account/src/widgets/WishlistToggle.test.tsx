import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests } from 'shared';
import type { WidgetProduct, WishlistItem } from 'shared/contracts';
import { collect } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { wishlistKeys } from '../features/wishlist/api/get-wishlist';
import {
  collectToasts,
  createFakeSupabase,
  type FakeSupabase,
  renderApp,
  signIn,
  signOut,
  wishItem,
} from '../test-utils';
import WishlistBadge from './WishlistBadge';
import WishlistToggle from './WishlistToggle';

let fake: FakeSupabase;
let toasts: ReturnType<typeof collectToasts>;
beforeEach(() => {
  fake = createFakeSupabase();
  setSupabaseForTests(fake.client);
  toasts = collectToasts();
  signIn();
});
afterEach(() => {
  toasts.stop();
  signOut();
});

const widget = (item: WishlistItem): WidgetProduct => {
  const { stock_units, ...rest } = item;
  return { ...rest, stockUnits: stock_units ?? 1 };
};
const texts = () => toasts.list.map((t) => [t.title, t.description].filter(Boolean).join(' | '));

async function renderToggle(item: WishlistItem) {
  fake.state.catalog.set(item.id, item);
  const user = userEvent.setup();
  const view = renderApp(<WishlistToggle product={widget(item)} />, { route: '/product/product-1' });
  await waitFor(() => expect(view.queryClient.getQueryData(wishlistKeys.list('user-1'))).toBeDefined());
  return { user, ...view };
}

describe('WishlistToggle', () => {
  it('asks a guest to log in and opens the login modal, calling nothing', async () => {
    signOut();
    const logins = collect('auth:login-required');
    const user = userEvent.setup();
    renderApp(<WishlistToggle product={widget(wishItem(1))} />, { route: '/product/product-1' });
    await user.click(screen.getByRole('button', { name: 'Add Product 1 to wishlist' }));
    expect(texts()).toEqual(['Login required.']);
    // No redirectTo: the modal remembers the product page and comes back to it.
    expect(logins.list).toEqual([{}]);
    expect(fake.state.calls).toHaveLength(0);
    logins.stop();
  });

  it('adds: filled at once, "Added to wishlist", the count announced; a second click removes', async () => {
    const counts = collect('wishlist:changed');
    const { user } = await renderToggle(wishItem(1));
    await user.click(screen.getByRole('button', { name: 'Add Product 1 to wishlist' }));
    const remove = await screen.findByRole('button', { name: 'Remove Product 1 from wishlist' });
    expect(remove.getAttribute('data-held')).toBe('true');
    await waitFor(() => expect(texts()).toEqual(['Added to wishlist | Product 1']));
    expect(fake.state.calls.at(-1)).toMatchObject({
      name: 'wishlist',
      method: 'POST',
      body: { product_uuid: wishItem(1).id },
    });
    expect(counts.list.at(-1)).toEqual({ count: 1 });

    await user.click(remove);
    await waitFor(() => expect(texts().at(-1)).toBe('Removed from wishlist | Product 1'));
    expect(screen.getByRole('button', { name: 'Add Product 1 to wishlist' })).toBeTruthy();
    expect(fake.state.wishlist).toEqual([]);
    expect(counts.list.at(-1)).toEqual({ count: 0 });
    // One toast slot per product: 'Removed' replaces 'Added' instead of stacking under it.
    expect(new Set(toasts.list.map((t) => t.id))).toEqual(new Set([`action:wishlist:${wishItem(1).id}`]));
    counts.stop();
  });

  it("says 'Already in wishlist' when another tab added it first", async () => {
    const { user, queryClient } = await renderToggle(wishItem(2));
    // The server holds it already; this tab's cache does not know yet.
    fake.state.wishlist = [wishItem(2)];
    await user.click(screen.getByRole('button', { name: 'Add Product 2 to wishlist' }));
    await waitFor(() => expect(texts()).toEqual(['Already in wishlist | Item already in wishlist']));
    expect(queryClient.getQueryData<WishlistItem[]>(wishlistKeys.list('user-1'))?.map((i) => i.id)).toEqual([
      wishItem(2).id,
    ]);
  });

  it("rolls back and says 'Wishlist Add Failed' with the server's message when refused", async () => {
    const { user } = await renderToggle(wishItem(3));
    let release = () => {};
    fake.state.gate = new Promise((r) => {
      release = r;
    });
    fake.state.queued.push({ status: 404, body: { error: 'This product is not available.' } });
    await user.click(screen.getByRole('button', { name: 'Add Product 3 to wishlist' }));
    expect(await screen.findByRole('button', { name: 'Remove Product 3 from wishlist' })).toBeTruthy();
    release();
    await waitFor(() => expect(texts()).toEqual(['Wishlist Add Failed | This product is not available.']));
    expect(screen.getByRole('button', { name: 'Add Product 3 to wishlist' }).getAttribute('data-held')).toBe(
      'false',
    );
  });
});

describe('WishlistBadge', () => {
  it('announces the count and draws nothing itself; a guest makes no call', async () => {
    fake.state.wishlist = [wishItem(1), wishItem(2)];
    const counts = collect('wishlist:changed');
    const { container } = renderApp(<WishlistBadge />);
    await waitFor(() => expect(counts.list.at(-1)).toEqual({ count: 2 }));
    expect(container.textContent).toBe('/');
    counts.stop();
    signOut();
    fake.state.calls = [];
    renderApp(<WishlistBadge />);
    expect(fake.state.calls).toHaveLength(0);
  });
});
