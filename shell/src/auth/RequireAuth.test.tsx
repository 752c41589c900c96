import { screen } from '@testing-library/react';
import { useSession } from 'shared';
import { afterEach, describe, expect, it } from 'vitest';
import { RequireAuth } from './RequireAuth';
import { renderInRouter } from './test-utils';

afterEach(() => useSession.setState({ status: 'loading', user: null, redirectPath: null }));

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
});
