import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { theme, useSession } from 'shared';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { useChrome } from './chrome-store';
import { Layout } from './Layout';
import { useLoadingFlags } from './loading-flags';
import { preloadLoadingOverlay } from './overlay/LoadingOverlayGate';
import { stubViewport } from './test-utils';

function renderLayout(path = '/') {
  const router = createMemoryRouter(
    [
      {
        element: <Layout />,
        children: [
          { index: true, element: <Link to="/elsewhere">Go elsewhere</Link> },
          { path: '/checkout/cart-details', element: <p>Cart page</p> },
          { path: '*', element: <p>Another page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ThemeProvider theme={theme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

beforeEach(() => {
  useSession.setState({ status: 'anonymous', user: null });
  useChrome.setState({ panel: null, cartCount: 0, wishlistCount: 0 });
  useLoadingFlags.setState({ general: false, profile: false, auth: false, products: false });
  vi.stubGlobal('scrollTo', vi.fn());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

// The overlay's code is here, as after its first showing: it appears in the flag's render.
beforeAll(() => preloadLoadingOverlay());

describe('Layout', () => {
  it('has a skip link to the main content, a header, main and footer', () => {
    stubViewport(1280);
    renderLayout();
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip.getAttribute('href')).toBe('#main');
    expect(document.getElementById('main')?.tagName).toBe('MAIN');
    expect(screen.getByRole('banner')).toBeTruthy();
    expect(screen.getByRole('contentinfo')).toBeTruthy();
  });

  it('renders the mobile bottom bar only below 768 px', () => {
    stubViewport(768);
    renderLayout();
    expect(screen.queryByRole('navigation', { name: 'Mobile navigation' })).toBeNull();
  });

  it('shows Home, Catalog, Search, Services and Cart on mobile, with aria-current', () => {
    stubViewport(390);
    renderLayout();
    const bar = screen.getByRole('navigation', { name: 'Mobile navigation' });
    const labels = within(bar)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(labels).toEqual(['Home', 'Catalog', 'Search', 'Services', 'Cart']);
    expect(within(bar).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('link', { name: 'Cart' }).getAttribute('href')).toBe(
      '/checkout/cart-details',
    );
  });

  it('marks Cart current on the cart page', () => {
    stubViewport(767);
    renderLayout('/checkout/cart-details');
    const bar = screen.getByRole('navigation', { name: 'Mobile navigation' });
    expect(within(bar).getByRole('link', { name: 'Cart' }).getAttribute('aria-current')).toBe('page');
    expect(within(bar).getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
  });

  it('opens the services drawer from the bottom bar with the three services', async () => {
    stubViewport(390);
    renderLayout();
    const bar = screen.getByRole('navigation', { name: 'Mobile navigation' });
    fireEvent.click(within(bar).getByRole('button', { name: 'Services' }));
    const dialog = await screen.findByRole('dialog', { name: 'Services' });
    expect(
      within(dialog)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/repair-home', '/game-load-service', '/product-discount-request']);
  });

  it('opens the catalogue and search drawers (remote widgets load inside)', async () => {
    stubViewport(390);
    renderLayout();
    fireEvent.click(screen.getByRole('button', { name: 'Catalog' }));
    expect(await screen.findByRole('dialog', { name: 'Shop Catalog' })).toBeTruthy();
    act(() => useChrome.getState().openPanel('search'));
    expect(await screen.findByRole('dialog', { name: 'Search' })).toBeTruthy();
  });

  it('closes drawers on navigation', async () => {
    stubViewport(390);
    const router = renderLayout();
    act(() => useChrome.getState().openPanel('services'));
    await screen.findByRole('dialog', { name: 'Services' });
    await act(() => router.navigate('/somewhere'));
    expect(useChrome.getState().panel).toBeNull();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('forces general loading off 300 ms after a route change and hides the overlay', async () => {
    stubViewport(1280);
    vi.useFakeTimers();
    const router = renderLayout();
    act(() => useLoadingFlags.getState().setFlag('general', true));
    expect(screen.getByTestId('loading-overlay')).toBeTruthy();
    await act(() => router.navigate('/next'));
    act(() => vi.advanceTimersByTime(299));
    expect(useLoadingFlags.getState().general).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(useLoadingFlags.getState().general).toBe(false);
    expect(screen.queryByTestId('loading-overlay')).toBeNull();
  });

  it('shows the navigation loading message for about 300 ms after a route change', async () => {
    stubViewport(1280);
    vi.useFakeTimers();
    const router = renderLayout();
    const status = screen.getByTestId('nav-progress');
    expect(status.getAttribute('role')).toBe('status');
    expect(status.textContent).toBe('');
    await act(() => router.navigate('/next'));
    expect(status.textContent).toBe('Loading…');
    act(() => vi.advanceTimersByTime(300));
    expect(status.textContent).toBe('');
  });
});
