import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, getSupabase, setRuntimeConfig, setSupabaseForTests, useSession } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetIsStaffForTests } from '../../auth/staff';
import { subscribeBadgeCounts, useChrome } from '../chrome-store';
import { renderAt, stubViewport } from '../test-utils';
import { Header } from './Header';
import { resetPromoAutoOpenForTests } from './promo';

const user = { id: 'u-1', email: 'maximilian@example.in', name: 'Maximilian Alexander' };

beforeEach(() => {
  stubViewport(1280);
  resetPromoAutoOpenForTests();
  useChrome.setState({ panel: null, cartCount: 0, wishlistCount: 0 });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  useSession.setState({ status: 'loading', user: null });
});

/** The account panel is lazy (signed-in users only), so its button appears asynchronously. */
async function openAccountMenu() {
  fireEvent.click(await screen.findByRole('button', { name: /^Account:/ }));
  return screen.getByRole('menu', { name: 'Account' });
}

describe('Header', () => {
  it('links the logo home and shows the catalogue, services and support entries', () => {
    useSession.setState({ status: 'anonymous', user: null });
    renderAt(<Header />);
    expect(screen.getByRole('link', { name: 'GameGear India home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('button', { name: 'Shop Catalog' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Services' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Support' }).getAttribute('href')).toBe('/support');
  });

  it('shows a Login button to guests and no wishlist, cart or account panel', () => {
    useSession.setState({ status: 'anonymous', user: null });
    renderAt(<Header />);
    expect(screen.getByRole('link', { name: 'Login' }).getAttribute('href')).toBe('/login');
    expect(screen.queryByRole('link', { name: /Wishlist/ })).toBeNull();
    expect(screen.queryByRole('link', { name: /View Cart/ })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Account:/ })).toBeNull();
  });

  it("the Login link opens the login modal ('auth:login-required') instead of navigating", () => {
    useSession.setState({ status: 'anonymous', user: null });
    const handler = vi.fn();
    const stop = bus.on('auth:login-required', handler);
    renderAt(<Header />, '/product/ps5');
    const link = screen.getByRole('link', { name: 'Login' });
    expect(link.getAttribute('aria-haspopup')).toBe('dialog');
    const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    link.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(handler).toHaveBeenCalledWith({});
    // A modified click keeps the link's native behaviour (new tab to /login).
    handler.mockClear();
    fireEvent.click(link, { ctrlKey: true });
    expect(handler).not.toHaveBeenCalled();
    stop();
  });

  it('reserves the account slot while the session is loading', () => {
    renderAt(<Header />);
    const cluster = screen.getByTestId('account-cluster');
    expect(within(cluster).queryByRole('link')).toBeNull();
    expect(cluster.children).toHaveLength(1);
  });

  it('shows the account panel entries to a signed-in user', async () => {
    useSession.setState({ status: 'authenticated', user });
    renderAt(<Header />);
    expect(screen.queryByRole('link', { name: 'Login' })).toBeNull();
    const menu = await openAccountMenu();
    const items = within(menu).getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual([
      'Profile',
      'Wishlist',
      'Product Orders',
      'Repair History',
      'Game(s) Load History',
      'Product Discount History',
      'Logout',
    ]);
    const href = (name: string) => within(menu).getByRole('menuitem', { name }).getAttribute('href');
    expect(href('Wishlist')).toBe('/wishlist');
    expect(href('Product Orders')).toBe('/order-history');
    expect(href('Repair History')).toBe('/repair/history');
    expect(href('Game(s) Load History')).toBe('/game-load/history');
    expect(href('Product Discount History')).toBe('/product-discount-request/history');
    expect(within(menu).getByRole('group', { name: 'Order & Service History' })).toBeTruthy();
  });

  it('Profile emits profile:open for the account remote', async () => {
    useSession.setState({ status: 'authenticated', user });
    const onOpen = vi.fn();
    const off = bus.on('profile:open', onOpen);
    renderAt(<Header />);
    fireEvent.click(within(await openAccountMenu()).getByRole('menuitem', { name: 'Profile' }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('menu')).toBeNull();
    off();
  });

  it('truncates the user name to 12 / 10 / 8 characters by screen width', async () => {
    useSession.setState({ status: 'authenticated', user });
    const { unmount } = renderAt(<Header />);
    expect((await screen.findByRole('button', { name: /^Account:/ })).textContent).toContain('Maximilian…');
    unmount();
    stubViewport(1000);
    const second = renderAt(<Header />);
    expect((await screen.findByRole('button', { name: /^Account:/ })).textContent).toContain('Maximilia…');
    second.unmount();
    stubViewport(390);
    renderAt(<Header />);
    expect((await screen.findByRole('button', { name: /^Account:/ })).textContent).toContain('Maximil…');
  });

  it('shows wishlist and cart with capped badges and the cart tooltip for a signed-in user', () => {
    useSession.setState({ status: 'authenticated', user });
    const off = subscribeBadgeCounts();
    renderAt(<Header />);
    act(() => {
      bus.emit('cart:changed', { count: 12 });
      bus.emit('wishlist:changed', { count: 3 });
    });
    const cart = screen.getByRole('link', { name: 'View Cart (12 item(s))' });
    expect(cart.getAttribute('href')).toBe('/checkout/cart-details');
    expect(cart.getAttribute('title')).toBe('View Cart (12 item(s))');
    expect(within(cart).getByTestId('count-badge').getAttribute('data-count')).toBe('9+');
    const wishlist = screen.getByRole('link', { name: 'Wishlist, 3 item(s)' });
    expect(wishlist.getAttribute('href')).toBe('/wishlist');
    expect(within(wishlist).getByTestId('count-badge').getAttribute('data-count')).toBe('3');
    off();
  });

  it('hides the header cart button on mobile (the bottom bar has it)', () => {
    stubViewport(390);
    useSession.setState({ status: 'authenticated', user });
    renderAt(<Header />);
    expect(screen.queryByRole('link', { name: /View Cart/ })).toBeNull();
    expect(screen.getByRole('link', { name: /Wishlist/ })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Shop Catalog' })).toBeNull();
  });

  it('logs out with the success toast', async () => {
    setRuntimeConfig({
      supabaseUrl: 'http://127.0.0.1:9',
      supabaseAnonKey: 'test-anon-key-000000000000',
      remotes: {},
    });
    const client = await getSupabase();
    vi.spyOn(client.auth, 'signOut').mockResolvedValue({ error: null });
    const toasts = vi.fn();
    const off = bus.on('toast', toasts);
    useSession.setState({ status: 'authenticated', user });
    renderAt(<Header />);
    fireEvent.click(within(await openAccountMenu()).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({
          title: 'Logged out.',
          description: 'Successfully logged out',
          status: 'success',
        }),
      ),
    );
    expect(useSession.getState().status).toBe('anonymous');
    await screen.findByRole('link', { name: 'Login' });
    off();
  });

  it('reports a failed logout with the error message', async () => {
    const client = await getSupabase();
    const failure = Object.assign(new Error('Network down'), { name: 'AuthError' });
    vi.spyOn(client.auth, 'signOut').mockResolvedValue({ error: failure } as never);
    const toasts = vi.fn();
    const off = bus.on('toast', toasts);
    useSession.setState({ status: 'authenticated', user });
    renderAt(<Header />);
    fireEvent.click(within(await openAccountMenu()).getByRole('menuitem', { name: 'Logout' }));
    await waitFor(() =>
      expect(toasts).toHaveBeenCalledWith(
        expect.objectContaining({ title: 'Failed to log out', description: 'Network down', status: 'error' }),
      ),
    );
    expect(useSession.getState().status).toBe('authenticated');
    off();
  });

  it('opens the catalogue side panel', () => {
    useSession.setState({ status: 'anonymous', user: null });
    renderAt(<Header />);
    const button = screen.getByRole('button', { name: 'Shop Catalog' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    expect(useChrome.getState().panel).toBe('catalog');
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  // Kept last: it replaces the Supabase client the logout tests spy on.
  it("adds a 'Staff' entry linking to /staff for staff accounts only", async () => {
    const staffIds = ['staff-1'];
    const table = {
      select: () => table,
      eq: (_column: string, id: string) => ({
        maybeSingle: async () => ({ data: staffIds.includes(id) ? { user_id: id } : null, error: null }),
      }),
    };
    setSupabaseForTests({ from: () => table });
    resetIsStaffForTests();
    useSession.setState({ status: 'authenticated', user: { ...user, id: 'staff-1' } });
    const { unmount } = renderAt(<Header />);
    const menu = await openAccountMenu();
    const entry = await within(menu).findByRole('menuitem', { name: 'Staff' });
    expect(entry.getAttribute('href')).toBe('/staff');
    unmount();

    useSession.setState({ status: 'authenticated', user });
    renderAt(<Header />);
    const shopperMenu = await openAccountMenu();
    await waitFor(() => expect(within(shopperMenu).getAllByRole('menuitem').length).toBe(7));
    expect(within(shopperMenu).queryByRole('menuitem', { name: 'Staff' })).toBeNull();
  });
});
