import { act, fireEvent, screen } from '@testing-library/react';
import { useSession } from 'shared';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from './RequireAuth';
import { resetSignOutForTests } from './sign-out';
import { renderInRouter } from './test-utils';

afterEach(() => {
  useSession.setState({ status: 'loading', user: null, redirectPath: null });
  resetSignOutForTests();
});

describe('RequireAuth', () => {
  it('sends a guest to /login remembering the target', () => {
    useSession.setState({ status: 'anonymous', user: null });
    renderInRouter(<RequireAuth>secret</RequireAuth>, {
      path: '/repair/new-request?x=1',
      routes: [{ path: '/login', element: 'login page' }],
    });
    const location = screen.getByTestId('location');
    expect(location.textContent).toBe('/login');
    expect(JSON.parse(location.dataset.state ?? 'null')).toEqual({ from: '/repair/new-request?x=1' });
    expect(screen.queryByText('secret')).toBeNull();
  });

  it('renders nothing while the session loads, the page once signed in', () => {
    renderInRouter(<RequireAuth>secret</RequireAuth>, { path: '/profile' });
    expect(screen.queryByText('secret')).toBeNull();
    expect(screen.getByTestId('location').textContent).toBe('/profile');
  });

  it('renders the page for a signed-in user', () => {
    useSession.setState({ status: 'authenticated', user: { id: 'u', email: 'u@x.in', name: 'U' } });
    renderInRouter(<RequireAuth>secret</RequireAuth>, { path: '/profile' });
    expect(screen.getByText('secret')).toBeTruthy();
  });

  it('signing out here goes home: no /login, no dialog, nothing remembered (docs/product.md#identity-and-sign-in)', () => {
    const user = { id: 'u', email: 'u@x.in', name: 'U' };
    useSession.setState({ status: 'authenticated', user });
    renderInRouter(<RequireAuth>secret</RequireAuth>, {
      path: '/order-history',
      routes: [
        { path: '/login', element: 'login page' },
        { path: '/', element: 'home page' },
      ],
    });
    act(() => useSession.getState().setSession(null));
    expect(screen.getByTestId('location').textContent).toBe('/');
    expect(screen.getByTestId('location').dataset.state).toBe('null');
    expect(screen.getByText('home page')).toBeTruthy();
    expect(useSession.getState().redirectPath).toBeNull();
  });

  it('after the shopper acts again, a gated page is gated as usual', () => {
    useSession.setState({ status: 'authenticated', user: { id: 'u', email: 'u@x.in', name: 'U' } });
    act(() => useSession.getState().setSession(null));
    fireEvent.pointerDown(document.body);
    renderInRouter(<RequireAuth>secret</RequireAuth>, {
      path: '/order-history',
      routes: [{ path: '/login', element: 'login page' }],
    });
    expect(screen.getByTestId('location').textContent).toBe('/login');
  });
});
