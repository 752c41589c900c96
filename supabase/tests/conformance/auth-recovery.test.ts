/**
 * Password reset by e-mail (the store's forgot-password dialog and /reset-password page) and
 * password change on the profile.
 */
import { AuthApiError } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import {
  authClient,
  confirmedUser,
  followLink,
  mailsTo,
  PASSWORD,
  uniqueEmail,
  verifyLinkOf,
  waitForMails,
} from '../helpers/auth';

describe('password reset by e-mail', () => {
  it('mails a recovery link whose session can set a new password', async () => {
    const { email } = await confirmedUser('reset');
    const client = authClient();
    const redirectTo = 'http://127.0.0.1:3000/reset-password';
    const { data, error } = await client.auth.resetPasswordForEmail(email, { redirectTo });
    expect(error).toBeNull();
    expect(data).toEqual({});

    const mails = await waitForMails(email, 2); // confirmation + recovery
    const mail = mails[0];
    expect(mail?.subject).toBe('Reset your password');
    const link = verifyLinkOf(mail);
    expect(new URL(link).searchParams.get('type')).toBe('recovery');

    const followed = await followLink(link);
    expect(followed.status).toBe(303);
    expect(followed.location.startsWith(`${redirectTo}#`)).toBe(true);
    expect(followed.fragment.get('type')).toBe('recovery');
    const session = await client.auth.setSession({
      access_token: followed.fragment.get('access_token') ?? '',
      refresh_token: followed.fragment.get('refresh_token') ?? '',
    });
    expect(session.error).toBeNull();

    const update = await client.auth.updateUser({ password: 'brand-new-secret' });
    expect(update.error).toBeNull();
    expect(update.data.user?.email).toBe(email);

    const fresh = authClient();
    expect((await fresh.auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({
      code: 'invalid_credentials',
    });
    const login = await fresh.auth.signInWithPassword({ email, password: 'brand-new-secret' });
    expect(login.error).toBeNull();
    expect(login.data.session).toBeTruthy();

    // The link worked once.
    expect((await followLink(link)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('answers {} for unknown addresses and sends nothing', async () => {
    const email = uniqueEmail('unknown-reset');
    const { data, error } = await authClient().auth.resetPasswordForEmail(email);
    expect(error).toBeNull();
    expect(data).toEqual({});
    expect(await mailsTo(email)).toEqual([]);
  });

  it("limits reset mails to one per address per period ('For security purposes')", async () => {
    const { email } = await confirmedUser('reset-limit');
    const client = authClient();
    expect((await client.auth.resetPasswordForEmail(email)).error).toBeNull();
    const { error } = await client.auth.resetPasswordForEmail(email);
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' });
    expect(error?.message).toContain('For security purposes');
    // The reset mail may leave after the answer: wait for it (the confirmation is the other one).
    const mails = await waitForMails(email, 2);
    expect(mails.filter((m) => m.subject === 'Reset your password')).toHaveLength(1);
  });
});

describe('password change', () => {
  it('refuses the current password and weak ones, and signs out other devices', async () => {
    const { client, email } = await confirmedUser('change');
    const other = (await authClient().auth.signInWithPassword({ email, password: PASSWORD })).data.session;

    const same = await client.auth.updateUser({ password: PASSWORD });
    expect(same.error).toMatchObject({
      status: 422,
      code: 'same_password',
      message: 'New password should be different from the old password.',
    });
    const weak = await client.auth.updateUser({ password: 'abc' });
    expect(weak.error).toMatchObject({ status: 422, code: 'weak_password' });

    expect((await client.auth.updateUser({ password: 'changed-secret-1' })).error).toBeNull();
    const otherRefresh = await authClient().auth.refreshSession({
      refresh_token: other?.refresh_token ?? '',
    });
    expect(otherRefresh.error).toMatchObject({ code: 'refresh_token_not_found' });
    // The device that changed it stays signed in.
    expect((await client.auth.getUser()).error).toBeNull();
  });

  it('updates user metadata, removing keys set to null', async () => {
    const { client } = await confirmedUser('meta', { name: 'Kiran', city: 'Pune' });
    const { data, error } = await client.auth.updateUser({ data: { name: 'Kiran K', city: null } });
    expect(error).toBeNull();
    expect(data.user?.user_metadata).toMatchObject({ name: 'Kiran K' });
    expect(data.user?.user_metadata).not.toHaveProperty('city');
  });
});
