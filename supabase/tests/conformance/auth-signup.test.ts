/**
 * Sign-up with e-mail confirmation, as the store's register form and login gate use it: no
 * session until the mailed link is followed, 'Email not confirmed' before, a working session
 * from the link's fragment after.
 */
import { AuthApiError, AuthWeakPasswordError, isAuthApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  authClient,
  followLink,
  mailsTo,
  PASSWORD,
  uniqueEmail,
  verifyLinkOf,
  waitForMails,
} from '../helpers/auth';

describe('sign-up with e-mail confirmation', () => {
  it('returns the user without a session, keeps the metadata and mails a confirmation link', async () => {
    const client = authClient();
    const email = uniqueEmail('signup');
    const { data, error } = await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { data: { name: 'Asha' } },
    });
    expect(error).toBeNull();
    expect(data.session).toBeNull();
    expect(data.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Asha', email, email_verified: false },
    });
    expect(data.user?.email_confirmed_at).toBeUndefined();
    expect(data.user?.confirmation_sent_at).toBeTruthy();
    expect(data.user?.identities).toHaveLength(1);
    expect(data.user?.identities?.[0]).toMatchObject({ provider: 'email', user_id: data.user?.id });

    const [mail] = await waitForMails(email);
    expect(mail?.subject).toBe('Confirm your signup');
    const link = new URL(verifyLinkOf(mail));
    expect(link.pathname).toBe('/auth/v1/verify');
    expect(link.searchParams.get('type')).toBe('signup');
    expect(link.searchParams.get('token')).toMatch(/^[0-9a-f]{56}$/);
    expect(mail?.text).toMatch(/\b\d{6}\b/);
  });

  it("refuses the password grant until confirmed with 'Email not confirmed'", async () => {
    const client = authClient();
    const email = uniqueEmail('unconfirmed');
    await client.auth.signUp({ email, password: PASSWORD });
    const { data, error } = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(data.session).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 400, code: 'email_not_confirmed', message: 'Email not confirmed' });

    // A wrong password does not reveal that the account exists but is unconfirmed.
    const wrong = await client.auth.signInWithPassword({ email, password: 'not-the-password' });
    expect(wrong.error).toMatchObject({ status: 400, code: 'invalid_credentials' });
  });

  it('confirms through the link: 303 to the redirect with a working session in the fragment', async () => {
    const client = authClient();
    const email = uniqueEmail('confirm');
    const redirectTo = 'http://127.0.0.1:3000/welcome';
    await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: redirectTo, data: { name: 'Ravi' } },
    });
    const [mail] = await waitForMails(email);
    const before = Math.floor(Date.now() / 1000);
    const followed = await followLink(verifyLinkOf(mail));

    expect(followed.status).toBe(303);
    expect(followed.location.startsWith(`${redirectTo}#`)).toBe(true);
    const f = followed.fragment;
    expect(f.get('type')).toBe('signup');
    expect(f.get('token_type')).toBe('bearer');
    expect(f.get('expires_in')).toBe('3600');
    expect(Number(f.get('expires_at'))).toBeGreaterThanOrEqual(before + 3600);
    expect(f.get('refresh_token')).toBeTruthy();

    const accessToken = f.get('access_token') ?? '';
    const { data, error } = await client.auth.getUser(accessToken);
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.email_confirmed_at).toBeTruthy();
    expect(data.user?.user_metadata).toMatchObject({ name: 'Ravi', email_verified: true });

    // The fragment is a real session: supabase-js accepts it and can refresh it.
    const set = await client.auth.setSession({
      access_token: accessToken,
      refresh_token: f.get('refresh_token') ?? '',
    });
    expect(set.error).toBeNull();
    expect(set.data.user?.id).toBe(data.user?.id);

    const login = await client.auth.signInWithPassword({ email, password: PASSWORD });
    expect(login.error).toBeNull();
    expect(login.data.session?.user.id).toBe(data.user?.id);
    expect(login.data.user?.last_sign_in_at).toBeTruthy();
  });

  it('confirms with the 6-digit code or the token hash through verifyOtp', async () => {
    const client = authClient();
    const byCode = uniqueEmail('otp-code');
    await client.auth.signUp({ email: byCode, password: PASSWORD });
    const code = /\b(\d{6})\b/.exec((await waitForMails(byCode))[0]?.text ?? '')?.[1] ?? '';
    const wrong = await client.auth.verifyOtp({
      email: byCode,
      token: code === '000000' ? '111111' : '000000',
      type: 'email',
    });
    expect(wrong.error).toMatchObject({
      status: 403,
      code: 'otp_expired',
      message: 'Token has expired or is invalid',
    });
    const viaCode = await client.auth.verifyOtp({ email: byCode, token: code, type: 'email' });
    expect(viaCode.error).toBeNull();
    expect(viaCode.data.session?.user.email).toBe(byCode);
    expect(viaCode.data.user?.email_confirmed_at).toBeTruthy();

    const byHash = uniqueEmail('otp-hash');
    await client.auth.signUp({ email: byHash, password: PASSWORD });
    const tokenHash = new URL(verifyLinkOf((await waitForMails(byHash))[0])).searchParams.get('token') ?? '';
    const viaHash = await authClient().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(viaHash.error).toBeNull();
    expect(viaHash.data.session?.user.email).toBe(byHash);
    const again = await authClient().auth.verifyOtp({ token_hash: tokenHash, type: 'signup' });
    expect(again.error).toMatchObject({ status: 403, code: 'otp_expired' });
  });

  it('treats a used or forged link as expired, redirecting with the error fragment', async () => {
    const client = authClient();
    const email = uniqueEmail('relink');
    await client.auth.signUp({ email, password: PASSWORD });
    const link = verifyLinkOf((await waitForMails(email))[0]);
    expect((await followLink(link)).fragment.get('access_token')).toBeTruthy();

    for (const target of [link, link.replace(/token=[0-9a-f]+/, `token=${'0'.repeat(56)}`)]) {
      const again = await followLink(target);
      expect(again.status).toBe(303);
      expect(again.location).toContain(
        '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      );
      expect(again.fragment.get('access_token')).toBeNull();
    }
  });

  it('sends links back to the site URL when redirect_to is not allowed', async () => {
    const client = authClient();
    const email = uniqueEmail('evil-redirect');
    await client.auth.signUp({
      email,
      password: PASSWORD,
      options: { emailRedirectTo: 'https://evil.test/steal' },
    });
    const followed = await followLink(verifyLinkOf((await waitForMails(email))[0]));
    expect(followed.status).toBe(303);
    expect(followed.location).not.toContain('evil.test');
    expect(followed.fragment.get('access_token')).toBeTruthy();
  });

  it('does not reveal a registered address: a repeated sign-up gets an identity-less user and no mail', async () => {
    const client = authClient();
    const email = uniqueEmail('repeat');
    await client.auth.signUp({ email, password: PASSWORD });
    await followLink(verifyLinkOf((await waitForMails(email))[0]));

    const again = await client.auth.signUp({ email, password: 'another-password' });
    // Hosted GoTrue with confirmations on answers like this; apps detect "already registered"
    // from the empty identities list.
    expect(again.error).toBeNull();
    expect(again.data.session).toBeNull();
    expect(again.data.user?.email).toBe(email);
    expect(again.data.user?.identities).toEqual([]);
    expect(await mailsTo(email)).toHaveLength(1);
    // The original password still works: nothing was overwritten.
    expect((await client.auth.signInWithPassword({ email, password: PASSWORD })).error).toBeNull();
  });

  it('rejects weak passwords and malformed addresses with GoTrue codes', async () => {
    const client = authClient();
    const weak = await client.auth.signUp({ email: uniqueEmail('weak'), password: '12345' });
    expect(weak.error).toBeInstanceOf(AuthWeakPasswordError);
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password', reasons: ['length'] });
    expect(weak.error?.message).toBe('Password should be at least 6 characters.');

    const bad = await client.auth.signUp({ email: 'not-an-email', password: PASSWORD });
    expect(isAuthApiError(bad.error)).toBe(true);
    expect(bad.error).toMatchObject({ status: 400, code: 'validation_failed' });
    expect(bad.error?.message).toBe('Unable to validate email address: invalid format');
  });

  it('resends the confirmation only after the per-address wait', async () => {
    const client = authClient();
    const email = uniqueEmail('resend');
    await client.auth.signUp({ email, password: PASSWORD });
    const { error } = await client.auth.resend({ type: 'signup', email });
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/);
    expect(await mailsTo(email)).toHaveLength(1);

    // Resending for an unknown address answers like a success, revealing nothing.
    expect((await client.auth.resend({ type: 'signup', email: uniqueEmail('nobody') })).error).toBeNull();
  });
});
