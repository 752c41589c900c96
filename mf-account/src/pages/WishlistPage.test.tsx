import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests } from 'shared';
import { collect } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  collectToasts,
  createFakeSupabase,
  type FakeSupabase,
  renderApp,
  signIn,
  signOut,
  wishItem,
} from '../test-utils';
import { WishlistPage } from './WishlistPage';

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

const names = () =>
  within(screen.getByRole('list', { name: 'Wishlist items' }))
    .getAllByRole('listitem')
    .map((li) => within(li).getAllByRole('link').at(-1)?.textContent);

describe('WishlistPage', () => {
  it('opens the login modal for a guest and asks nothing of the server', async () => {
    signOut();
    const logins = collect('auth:login-required');
    renderApp(<WishlistPage />, { route: '/wishlist' });
    expect(screen.getByRole('heading', { level: 1, name: 'My Wishlist' })).toBeTruthy();
    expect(await screen.findByText('Login required.')).toBeTruthy();
    expect(logins.list).toEqual([{}]);
    expect(fake.state.calls).toHaveLength(0);
    logins.stop();
  });

  it("says 'Your wishlist is empty' without items", async () => {
    renderApp(<WishlistPage />, { route: '/wishlist' });
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
  });

  it('lists 5 a page linking to each product; removing the last of page 2 resets to page 1', async () => {
    fake.state.wishlist = [1, 2, 3, 4, 5, 6].map(wishItem);
    const user = userEvent.setup();
    renderApp(<WishlistPage />, { route: '/wishlist' });
    await screen.findByText('Product 1');
    expect(names()).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4', 'Product 5']);
    expect(screen.getByRole('link', { name: 'Product 1' }).getAttribute('href')).toBe('/product/product-1');

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    expect(names()).toEqual(['Product 6']);
    await user.click(screen.getByRole('button', { name: 'Remove Product 6 from wishlist' }));
    await waitFor(() =>
      expect(names()).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4', 'Product 5']),
    );
    expect(screen.queryByRole('navigation', { name: 'Wishlist pages' })).toBeNull();
    await waitFor(() => expect(toasts.list.at(-1)?.title).toBe('Removed from wishlist'));
    expect(fake.state.calls.at(-1)).toMatchObject({
      method: 'DELETE',
      query: { product_uuid: wishItem(6).id },
    });
  });

  it('resets to page 1 when removing the only item of the last page leaves it beyond the last', async () => {
    fake.state.wishlist = Array.from({ length: 11 }, (_, i) => wishItem(i + 1));
    const user = userEvent.setup();
    renderApp(<WishlistPage />, { route: '/wishlist' });
    await screen.findByText('Product 1');
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(names()).toEqual(['Product 11']);
    await user.click(screen.getByRole('button', { name: 'Remove Product 11 from wishlist' }));
    await waitFor(() =>
      expect(names()).toEqual(['Product 1', 'Product 2', 'Product 3', 'Product 4', 'Product 5']),
    );
    const pages = screen.getByRole('navigation', { name: 'Wishlist pages' });
    expect(within(pages).getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');
    expect(within(pages).queryByRole('button', { name: 'Page 3' })).toBeNull();
  });

  it('clears everything after a confirmation', async () => {
    fake.state.wishlist = [wishItem(1), wishItem(2)];
    const user = userEvent.setup();
    renderApp(<WishlistPage />, { route: '/wishlist' });
    await user.click(await screen.findByRole('button', { name: 'Clear All' }));
    const dialog = await screen.findByRole('dialog', { name: 'Clear wishlist?' });
    expect(within(dialog).getByText('This removes all 2 item(s) from your wishlist.')).toBeTruthy();
    // Cancel first: nothing happens.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(fake.state.wishlist).toHaveLength(2);
    await user.click(screen.getByRole('button', { name: 'Clear All' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Clear All' }));
    expect(await screen.findByText('Your wishlist is empty')).toBeTruthy();
    expect(fake.state.calls.at(-1)).toMatchObject({ method: 'DELETE', query: { clear: 'true' } });
    await waitFor(() => expect(toasts.list.at(-1)?.title).toBe('Wishlist cleared'));
  });

  it("shows 'Error loading wishlist' with Retry when the list cannot load", async () => {
    fake.state.queued.push(
      { status: 500, body: { error: 'Internal error' } },
      { status: 500, body: { error: 'Internal error' } },
    );
    fake.state.wishlist = [wishItem(1)];
    const user = userEvent.setup();
    renderApp(<WishlistPage />, { route: '/wishlist' });
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(within(alert).getByText('Error loading wishlist')).toBeTruthy();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Product 1')).toBeTruthy();
  });
});
