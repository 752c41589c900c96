import { getSupabase, useSession } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signInWithProvider } from './oauth';
import { requestPasswordReset } from './request-reset';
import { resendVerification } from './resend';
import { signIn } from './sign-in';
import { signUp } from './sign-up';
import { updatePassword } from './update-password';

vi.mock('shared', async (original) => ({
  ...(await original<typeof import('shared')>()),
  getSupabase: vi.fn(),
}));
vi.mock('../../layout/session-sync', () => ({ ensureSessionSync: vi.fn(async () => {}) }));

const auth = {
  signInWithPassword: vi.fn(),
  signUp: vi.fn(),
  resend: vi.fn(),
  resetPasswordForEmail: vi.fn(),
  updateUser: vi.fn(),
  signInWithOAuth: vi.fn(),
};

beforeEach(() => {
  vi.mocked(getSupabase).mockResolvedValue({ auth } as never);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const origin = window.location.origin;

describe('auth api', () => {
  it('signIn maps GoTrue errors', async () => {
    auth.signInWithPassword.mockResolvedValue({
      error: { message: 'Invalid login credentials', status: 400 },
    });
    expect(await signIn(' a@b.in ', 'pw')).toEqual({
      ok: false,
      kind: 'failed',
      message: 'Invalid email or password',
      notConfirmed: false,
    });
    expect(auth.signInWithPassword).toHaveBeenCalledWith({ email: 'a@b.in', password: 'pw' });
  });

  it('a thrown exception is an error result', async () => {
    auth.signInWithPassword.mockRejectedValue(new TypeError('Failed to fetch'));
    expect(await signIn('a@b.in', 'pw')).toMatchObject({
      ok: false,
      kind: 'error',
      message: 'Unexpected error.',
    });
  });

  it('signUp sends the name as metadata and returns to the origin', async () => {
    auth.signUp.mockResolvedValue({
      data: { user: { identities: [{ id: 'i' }] }, session: null },
      error: null,
    });
    expect(await signUp({ name: ' Asha ', email: 'a@b.in', password: 'secret1' })).toEqual({
      ok: true,
      value: { signedIn: false },
    });
    expect(auth.signUp).toHaveBeenCalledWith({
      email: 'a@b.in',
      password: 'secret1',
      options: { data: { name: 'Asha' }, emailRedirectTo: origin },
    });
  });

  it("a sign-up started on a page (a product's Add to Cart) returns there from the e-mail link", async () => {
    auth.signUp.mockResolvedValue({
      data: { user: { identities: [{ id: 'i' }] }, session: null },
      error: null,
    });
    auth.resend.mockResolvedValue({ error: null });
    useSession.getState().setRedirectPath('/product/ps5-slim?ref=home');
    await signUp({ name: 'Asha', email: 'a@b.in', password: 'secret1' });
    await resendVerification('a@b.in');
    const target = `${origin}/product/ps5-slim?ref=home`;
    expect(auth.signUp.mock.calls[0]?.[0].options.emailRedirectTo).toBe(target);
    expect(auth.resend.mock.calls[0]?.[0].options.emailRedirectTo).toBe(target);
    // Never back to the login gate itself, nor off the site.
    for (const path of ['/login', '//evil.example/x']) {
      useSession.getState().setRedirectPath(path);
      await signUp({ name: 'Asha', email: 'a@b.in', password: 'secret1' });
      expect(auth.signUp.mock.calls.at(-1)?.[0].options.emailRedirectTo).toBe(origin);
    }
    useSession.getState().setRedirectPath(null);
  });

  it('signUp of a confirmed address (identities []) says the account exists', async () => {
    auth.signUp.mockResolvedValue({ data: { user: { identities: [] }, session: null }, error: null });
    expect(await signUp({ name: 'A', email: 'a@b.in', password: 'secret1' })).toMatchObject({
      ok: false,
      kind: 'failed',
      message: 'An account with this email already exists',
    });
  });

  it('resend is a signup resend back to the origin, rate limits mapped', async () => {
    auth.resend.mockResolvedValue({
      error: { message: 'For security purposes, you can only request this after 51 seconds.', status: 429 },
    });
    expect(await resendVerification('a@b.in')).toMatchObject({
      message: 'Too many requests. Please try again later',
    });
    expect(auth.resend).toHaveBeenCalledWith({
      type: 'signup',
      email: 'a@b.in',
      options: { emailRedirectTo: origin },
    });
  });

  it('password reset redirects to /reset-password; errors and exceptions mapped', async () => {
    auth.resetPasswordForEmail.mockResolvedValue({ error: null });
    expect(await requestPasswordReset('a@b.in')).toEqual({ ok: true, value: undefined });
    expect(auth.resetPasswordForEmail).toHaveBeenCalledWith('a@b.in', {
      redirectTo: `${origin}/reset-password`,
    });
    auth.resetPasswordForEmail.mockResolvedValue({ error: { message: 'For security purposes, wait.' } });
    expect(await requestPasswordReset('a@b.in')).toMatchObject({
      kind: 'failed',
      message: 'Too many requests.',
    });
    auth.resetPasswordForEmail.mockRejectedValue(new Error('boom'));
    expect(await requestPasswordReset('a@b.in')).toMatchObject({
      kind: 'error',
      message: 'Unexpected error.',
    });
  });

  it('updatePassword sends the new password only; exceptions use the fallback', async () => {
    auth.updateUser.mockResolvedValue({ error: null });
    expect(await updatePassword('new-secret')).toEqual({ ok: true, value: undefined });
    expect(auth.updateUser).toHaveBeenCalledWith({ password: 'new-secret' });
    auth.updateUser.mockRejectedValue(new Error('boom'));
    expect(await updatePassword('new-secret')).toMatchObject({
      kind: 'error',
      message: 'Failed to update password. Please try again.',
    });
  });

  it("OAuth: a provider that is not enabled yields the server's message, no navigation", async () => {
    auth.signInWithOAuth.mockResolvedValue({
      data: { url: 'http://api.test/auth/v1/authorize?provider=google' },
      error: null,
    });
    const fetch = vi.fn(
      async () =>
        new Response(JSON.stringify({ code: 400, msg: 'Unsupported provider: provider is not enabled' }), {
          status: 400,
        }),
    );
    vi.stubGlobal('fetch', fetch);
    expect(await signInWithProvider('google')).toMatchObject({
      ok: false,
      message: 'Unsupported provider: provider is not enabled',
    });
    expect(auth.signInWithOAuth).toHaveBeenCalledWith({
      provider: 'google',
      options: { redirectTo: origin, skipBrowserRedirect: true },
    });
    expect(fetch).toHaveBeenCalledWith('http://api.test/auth/v1/authorize?provider=google', {
      redirect: 'manual',
      credentials: 'omit',
    });
  });

  it('OAuth: a redirecting answer sends the browser to the provider', async () => {
    auth.signInWithOAuth.mockResolvedValue({
      data: { url: 'http://api.test/authorize?provider=github' },
      error: null,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => ({ type: 'opaqueredirect', status: 0 })),
    );
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, origin, assign });
    expect(await signInWithProvider('github')).toEqual({ ok: true, value: undefined });
    expect(assign).toHaveBeenCalledWith('http://api.test/authorize?provider=github');
  });
});
