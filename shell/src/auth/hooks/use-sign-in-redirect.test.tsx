import { act, screen } from '@testing-library/react';
import { useSession } from 'shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInRouter } from '../test-utils';
import { redirectAfterSignIn, useSignInRedirect } from './use-sign-in-redirect';

afterEach(() => useSession.setState({ status: 'loading', user: null, redirectPath: null }));

describe('redirectAfterSignIn', () => {
  it('goes to the remembered path when it differs from the current one', () => {
    expect(redirectAfterSignIn('/profile', '/login')).toBe('/profile');
    expect(redirectAfterSignIn('/wishlist', '/')).toBe('/wishlist');
    expect(redirectAfterSignIn('/search?q=ps5', '/search', '?q=ps4')).toBe('/search?q=ps5');
  });
  it('stays when it is the current path; /login goes home', () => {
    expect(redirectAfterSignIn('/cart', '/cart')).toBeNull();
    expect(redirectAfterSignIn(null, '/product/ps5')).toBeNull();
    expect(redirectAfterSignIn(null, '/login')).toBe('/');
    expect(redirectAfterSignIn('/login', '/login')).toBe('/');
  });
});

function Probe({ close }: { close: () => void }) {
  useSignInRedirect(close);
  return null;
}

const user = { id: 'u1', email: 'a@b.in', name: 'A' };

describe('useSignInRedirect', () => {
  it('on sign-in: closes, goes to the remembered path and forgets it', () => {
    useSession.setState({ status: 'anonymous', user: null, redirectPath: '/repair/new-request' });
    const close = vi.fn();
    renderInRouter(<Probe close={close} />, { path: '/login' });
    act(() => useSession.getState().setSession(user));
    expect(close).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('location').textContent).toBe('/repair/new-request');
    expect(useSession.getState().redirectPath).toBeNull();
  });

  it('an already signed-in user is not redirected again', () => {
    useSession.setState({ status: 'authenticated', user, redirectPath: '/profile' });
    const close = vi.fn();
    renderInRouter(<Probe close={close} />, { path: '/' });
    act(() => useSession.setState({ user: { ...user, name: 'B' } }));
    expect(close).not.toHaveBeenCalled();
    expect(screen.getByTestId('location').textContent).toBe('/');
  });
});
