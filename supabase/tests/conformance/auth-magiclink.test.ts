/** E-mail sign-in links (signInWithOtp): confirmation for new addresses, a magic link for known ones. */
import { describe, expect, it } from 'vitest';
import {
  authClient,
  confirmedUser,
  followLink,
  mailsTo,
  uniqueEmail,
  verifyLinkOf,
  waitForMails,
} from '../helpers/auth';

// Hosted GoTrue refuses an unknown address with create_user false (422 otp_disabled), telling it
// apart from a registered one; the local stack answers both alike.
const localOnly = !process.env.SUPABASE_URL;

describe('sign-in links by e-mail', () => {
  it('signs a known user in through a one-time link', async () => {
    const { email, session } = await confirmedUser('magic');
    const { error } = await authClient().auth.signInWithOtp({
      email,
      options: { emailRedirectTo: 'http://127.0.0.1:3000/account' },
    });
    expect(error).toBeNull();
    const [mail] = await waitForMails(email, 2);
    expect(mail?.subject).toBe('Your sign-in link');
    const link = verifyLinkOf(mail);
    const followed = await followLink(link);
    expect(followed.location.startsWith('http://127.0.0.1:3000/account#')).toBe(true);
    expect(followed.fragment.get('type')).toBe('magiclink');
    const { data } = await authClient().auth.getUser(followed.fragment.get('access_token') ?? '');
    expect(data.user?.id).toBe(session.user.id);
    expect((await followLink(link)).fragment.get('error_code')).toBe('otp_expired');
  });

  it('signs up an unknown address, whose confirmation link signs it in', async () => {
    const email = uniqueEmail('magic-new');
    const { error } = await authClient().auth.signInWithOtp({ email, options: { data: { name: 'Dev' } } });
    expect(error).toBeNull();
    const [mail] = await waitForMails(email);
    expect(mail?.subject).toBe('Confirm your signup');
    const followed = await followLink(verifyLinkOf(mail));
    expect(followed.fragment.get('type')).toBe('signup');
    const { data } = await authClient().auth.getUser(followed.fragment.get('access_token') ?? '');
    expect(data.user).toMatchObject({ email, user_metadata: { name: 'Dev' } });
  });

  it('sends nothing to an unknown address when sign-ups are not wanted', async () => {
    const email = uniqueEmail('magic-none');
    const { error } = await authClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    if (localOnly) {
      // Answered like a registered address (auth-enumeration.test.ts).
      expect(error).toBeNull();
    } else {
      expect(error).toMatchObject({
        status: 422,
        code: 'otp_disabled',
        message: 'Signups not allowed for otp',
      });
    }
    // Links go out after the answer: give one the time to arrive.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await mailsTo(email)).toEqual([]);
  });

  it('still mails a registered address when sign-ups are not wanted', async () => {
    const { email } = await confirmedUser('magic-only');
    const { error } = await authClient().auth.signInWithOtp({ email, options: { shouldCreateUser: false } });
    expect(error).toBeNull();
    const [mail] = await waitForMails(email, 2);
    expect(mail?.subject).toBe('Your sign-in link');
  });
});
