import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { bus, useSession } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubViewport } from '../layout/test-utils';
import { AuthModalHost } from './AuthModalHost';
import { resetSignOutForTests } from './sign-out';
import { renderInRouter } from './test-utils';

vi.mock('../layout/session-sync', () => ({ ensureSessionSync: vi.fn(async () => {}) }));

beforeEach(() => {
  stubViewport(1280);
  useSession.setState({ status: 'anonymous', user: null, redirectPath: null });
});
afterEach(() => {
  vi.unstubAllGlobals();
  resetSignOutForTests();
});

describe('AuthModalHost', () => {
  it("loads nothing until 'auth:login-required'; then opens, remembering redirectTo", async () => {
    renderInRouter(<AuthModalHost />, { path: '/' });
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(async () => bus.emit('auth:login-required', { redirectTo: '/wishlist' }));
    expect(await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5000 })).toBeTruthy();
    // The lazily loaded modal records it as it mounts.
    await waitFor(() => expect(useSession.getState().redirectPath).toBe('/wishlist'));
  });

  it('closing and a new request reopen it at the Login tab', async () => {
    renderInRouter(<AuthModalHost />, { path: '/' });
    await act(async () => bus.emit('auth:login-required', {}));
    const dialog = await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5000 });
    act(() => screen.getByRole('tab', { name: 'Register' }).click());
    await act(async () => screen.getByRole('button', { name: 'Close dialog' }).click());
    expect(dialog.isConnected).toBe(false);
    await act(async () => bus.emit('auth:login-required', { redirectTo: '/order-history' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeTruthy();
    // The lazily loaded modal records it as it mounts.
    await waitFor(() => expect(useSession.getState().redirectPath).toBe('/order-history'));
  });

  it('without redirectTo it remembers the current path', async () => {
    renderInRouter(<AuthModalHost />, { path: '/product/ps5?tab=specs' });
    await act(async () => bus.emit('auth:login-required', {}));
    await screen.findByRole('dialog', { name: 'Login' }, { timeout: 5000 });
    // The lazily loaded modal records it as it mounts.
    await waitFor(() => expect(useSession.getState().redirectPath).toBe('/product/ps5?tab=specs'));
  });

  it('a page asking for login because the shopper signed out sends them home, dialog closed, nothing remembered', async () => {
    useSession.setState({ status: 'authenticated', user: { id: 'u', email: 'u@x.in', name: 'U' } });
    renderInRouter(<AuthModalHost />, {
      path: '/wishlist',
      routes: [
        {
          path: '/',
          element: (
            <>
              home page
              <AuthModalHost />
            </>
          ),
        },
      ],
    });
    act(() => useSession.getState().setSession(null));
    // The wishlist page reacts to the sign-out.
    await act(async () => bus.emit('auth:login-required', {}));
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(useSession.getState().redirectPath).toBeNull();
    // The shopper's own later request opens the dialog.
    fireEvent.keyDown(document.body, { key: 'Tab' });
    await act(async () => bus.emit('auth:login-required', {}));
    expect(await screen.findByRole('dialog', { name: 'Login' }, { timeout: 10_000 })).toBeTruthy();
  }, 15_000);
});
