/**
 * E-mail change from the profile dialog, with secure double confirmation: links go to the
 * current and the new address, `new_email` shows the pending change, and the address only
 * changes once both links were followed.
 */
import { describe, expect, it } from 'vitest';
import {
  authClient,
  confirmedUser,
  followLink,
  PASSWORD,
  uniqueEmail,
  verifyLinkOf,
  waitForMails,
} from '../helpers/auth';

const SINGLE = 'Confirmation link accepted. Please proceed to confirm link sent to the other email';

describe('e-mail change', () => {
  it('applies the new address after both links, showing new_email while pending', async () => {
    const { client, email } = await confirmedUser('change-from');
    const newEmail = uniqueEmail('change-to');
    const redirectTo = 'http://127.0.0.1:3000/profile';

    const { data, error } = await client.auth.updateUser(
      { email: newEmail },
      { emailRedirectTo: redirectTo },
    );
    expect(error).toBeNull();
    expect(data.user?.email).toBe(email);
    expect(data.user?.new_email).toBe(newEmail);
    expect(data.user?.email_change_sent_at).toBeTruthy();

    const [toCurrent] = await waitForMails(email, 2); // confirmation + change
    const [toNew] = await waitForMails(newEmail, 1);
    expect(toCurrent?.subject).toBe('Confirm email change');
    expect(toNew?.subject).toBe('Confirm email change');
    expect(toNew?.text).toContain(newEmail);

    const first = await followLink(verifyLinkOf(toCurrent));
    expect(first.status).toBe(303);
    expect(first.location.startsWith(`${redirectTo}#`)).toBe(true);
    expect(first.fragment.get('message')).toBe(SINGLE);
    expect(first.fragment.get('access_token')).toBeNull();

    const pending = await client.auth.getUser();
    expect(pending.data.user?.email).toBe(email);
    expect(pending.data.user?.new_email).toBe(newEmail);

    const second = await followLink(verifyLinkOf(toNew));
    expect(second.status).toBe(303);
    expect(second.fragment.get('type')).toBe('email_change');
    const changed = await client.auth.getUser(second.fragment.get('access_token') ?? '');
    expect(changed.data.user?.email).toBe(newEmail);
    expect(changed.data.user?.new_email).toBeUndefined();
    expect(changed.data.user?.identities?.[0]?.identity_data).toMatchObject({ email: newEmail });

    const fresh = authClient();
    expect((await fresh.auth.signInWithPassword({ email: newEmail, password: PASSWORD })).error).toBeNull();
    expect((await fresh.auth.signInWithPassword({ email, password: PASSWORD })).error).toMatchObject({
      code: 'invalid_credentials',
    });
  });

  it('accepts the two links in either order', async () => {
    const { client, email } = await confirmedUser('order-from');
    const newEmail = uniqueEmail('order-to');
    expect((await client.auth.updateUser({ email: newEmail })).error).toBeNull();
    const [toNew] = await waitForMails(newEmail, 1);
    const [toCurrent] = await waitForMails(email, 2);
    expect((await followLink(verifyLinkOf(toNew))).fragment.get('message')).toBe(SINGLE);
    const last = await followLink(verifyLinkOf(toCurrent));
    expect(last.fragment.get('type')).toBe('email_change');
    expect((await client.auth.getUser(last.fragment.get('access_token') ?? '')).data.user?.email).toBe(
      newEmail,
    );
  });

  it("refuses an address another account uses with 422 'email_exists'", async () => {
    const { email: taken } = await confirmedUser('taken');
    const { client, email } = await confirmedUser('wants');
    const { error } = await client.auth.updateUser({ email: taken });
    expect(error).toMatchObject({
      status: 422,
      code: 'email_exists',
      message: 'A user with this email address has already been registered',
    });
    expect((await client.auth.getUser()).data.user).toMatchObject({ email });
    expect((await client.auth.getUser()).data.user?.new_email).toBeUndefined();
  });
});
