import { afterEach, describe, expect, it, vi } from 'vitest';
import { REDIRECT_AFTER_LOGIN_KEY } from './store';

afterEach(() => {
  localStorage.clear();
  vi.resetModules();
});

describe('redirect after login', () => {
  it('survives a page load: setRedirectPath stores it and a fresh store reads it back', async () => {
    const { useSession } = await import('./store');
    useSession.getState().setRedirectPath('/wishlist?page=2');
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBe('/wishlist?page=2');
    vi.resetModules();
    const reloaded = await import('./store');
    expect(reloaded.useSession.getState().redirectPath).toBe('/wishlist?page=2');
  });

  it('forgetting it removes the stored key', async () => {
    const { useSession } = await import('./store');
    useSession.getState().setRedirectPath('/profile');
    useSession.getState().setRedirectPath(null);
    expect(localStorage.getItem(REDIRECT_AFTER_LOGIN_KEY)).toBeNull();
  });

  it('ignores a stored value that is not a same-site path', async () => {
    localStorage.setItem(REDIRECT_AFTER_LOGIN_KEY, '//evil.example/phish');
    const { useSession } = await import('./store');
    expect(useSession.getState().redirectPath).toBeNull();
  });
});
