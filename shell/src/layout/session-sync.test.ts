import { setRuntimeConfig, useSession } from 'shared';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { useLoadingFlags } from './loading-flags';
import { toSessionUser } from './session-listener';
import { resetSessionSyncForTests, settleGuestSession, startSessionSync } from './session-sync';

beforeEach(() => {
  localStorage.clear();
  resetSessionSyncForTests();
  useSession.setState({ status: 'loading', user: null });
});
afterEach(() => {
  localStorage.clear();
  window.history.replaceState(null, '', '/');
});

describe('session sync', () => {
  it('maps a Supabase user to the session user (name from metadata)', () => {
    expect(toSessionUser({ id: 'u1', email: 'a@b.in', user_metadata: { name: 'Asha' } } as never)).toEqual({
      id: 'u1',
      email: 'a@b.in',
      name: 'Asha',
    });
    expect(toSessionUser({ id: 'u2', user_metadata: {} } as never)).toEqual({
      id: 'u2',
      email: null,
      name: null,
    });
    expect(toSessionUser(null)).toBeNull();
  });

  it('a visitor without a stored session is a guest at once', () => {
    const stop = startSessionSync();
    expect(useSession.getState().status).toBe('anonymous');
    stop();
  });

  it('settles a guest before the first render, without the client', () => {
    settleGuestSession();
    expect(useSession.getState().status).toBe('anonymous');
  });

  it('leaves a stored session or a link back from sign-in to the client', () => {
    localStorage.setItem('sb-127-auth-token', '{}');
    settleGuestSession();
    expect(useSession.getState().status).toBe('loading');
    localStorage.clear();
    window.history.replaceState(null, '', '/#access_token=abc&refresh_token=def');
    settleGuestSession();
    expect(useSession.getState().status).toBe('loading');
  });

  it('a stored session is read through the Supabase client', async () => {
    setRuntimeConfig({
      supabaseUrl: 'http://127.0.0.1:9',
      supabaseAnonKey: 'test-anon-key-000000000000',
      remotes: {},
    });
    const expiresAt = Math.floor(Date.now() / 1000) + 3600;
    localStorage.setItem(
      'sb-127-auth-token',
      JSON.stringify({
        access_token: 'header.payload.signature',
        refresh_token: 'refresh',
        token_type: 'bearer',
        expires_in: 3600,
        expires_at: expiresAt,
        user: {
          id: 'user-1',
          email: 'ravi@example.in',
          user_metadata: { name: 'Ravi Kumar' },
          aud: 'authenticated',
          app_metadata: {},
          created_at: new Date().toISOString(),
        },
      }),
    );
    const stop = startSessionSync();
    expect(useSession.getState().status).toBe('loading');
    await expect.poll(() => useSession.getState().status).toBe('authenticated');
    expect(useSession.getState().user).toEqual({
      id: 'user-1',
      email: 'ravi@example.in',
      name: 'Ravi Kumar',
    });
    stop();
  });

  it('shows the auth loading overlay while a link back from sign-in is read, then hides it', async () => {
    setRuntimeConfig({
      supabaseUrl: 'http://127.0.0.1:9',
      supabaseAnonKey: 'test-anon-key-000000000000',
      remotes: {},
    });
    window.history.replaceState(null, '', '/#error=access_denied&error_description=Email+link+is+invalid');
    const stop = startSessionSync();
    expect(useLoadingFlags.getState().auth).toBe(true);
    await expect.poll(() => useLoadingFlags.getState().auth).toBe(false);
    expect(useSession.getState().status).toBe('anonymous');
    stop();
  });
});
