/**
 * Sessions: password sign-in, refresh-token rotation with GoTrue's reuse rules, access-token
 * claims, and logout revoking refresh tokens.
 */
import { AuthApiError, isAuthSessionMissingError } from '@supabase/supabase-js';
import { decodeJwt } from 'jose';
import { describe, expect, it } from 'vitest';
import { authClient, confirmedUser, PASSWORD, uniqueEmail } from '../helpers/auth';
import { target } from '../helpers/target';

describe('password sign-in', () => {
  it("answers a wrong password or unknown address with 'Invalid login credentials'", async () => {
    const { email } = await confirmedUser('wrongpw');
    const client = authClient();
    for (const attempt of [
      { email, password: 'not-the-password' },
      { email: uniqueEmail('nobody'), password: PASSWORD },
    ]) {
      const { data, error } = await client.auth.signInWithPassword(attempt);
      expect(data.session).toBeNull();
      expect(error).toBeInstanceOf(AuthApiError);
      expect(error).toMatchObject({
        status: 400,
        code: 'invalid_credentials',
        message: 'Invalid login credentials',
      });
    }
  });

  it('issues a GoTrue-shaped session and access token', async () => {
    const { session, email } = await confirmedUser('claims', { name: 'Meera' });
    expect(session).toMatchObject({ token_type: 'bearer', expires_in: 3600 });
    expect(session.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(session.user).toMatchObject({
      email,
      aud: 'authenticated',
      role: 'authenticated',
      is_anonymous: false,
    });

    const claims = decodeJwt(session.access_token);
    expect(claims).toMatchObject({
      aud: 'authenticated',
      iss: `${target().apiUrl}/auth/v1`,
      sub: session.user.id,
      email,
      phone: '',
      role: 'authenticated',
      aal: 'aal1',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'Meera' },
      is_anonymous: false,
    });
    expect(claims.exp).toBe(session.expires_at);
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(3600);
    expect(claims.session_id).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.amr).toEqual([{ method: 'password', timestamp: expect.any(Number) }]);
  });
});

describe('refresh tokens', () => {
  it('rotates on refresh and keeps the session', async () => {
    const { client, session } = await confirmedUser('rotate');
    const { data, error } = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(error).toBeNull();
    const next = data.session;
    expect(next?.refresh_token).toMatch(/^[a-z0-9]{12}$/);
    expect(next?.refresh_token).not.toBe(session.refresh_token);
    expect(next?.user.id).toBe(session.user.id);
    expect(decodeJwt(next?.access_token ?? '').session_id).toBe(decodeJwt(session.access_token).session_id);
    expect((await client.auth.getUser(next?.access_token)).data.user?.id).toBe(session.user.id);
  });

  it('hands back the current token to a client that lost the refresh response', async () => {
    const { client, session } = await confirmedUser('lost-response');
    const first = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    const again = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).toBeNull();
    expect(again.data.session?.refresh_token).toBe(first.data.session?.refresh_token);
  });

  it('gives racing refreshes of one token (two tabs) the same new token', async () => {
    const { session } = await confirmedUser('race');
    const [a, b] = await Promise.all([
      authClient().auth.refreshSession({ refresh_token: session.refresh_token }),
      authClient().auth.refreshSession({ refresh_token: session.refresh_token }),
    ]);
    expect(a.error).toBeNull();
    expect(b.error).toBeNull();
    expect(a.data.session?.refresh_token).toBe(b.data.session?.refresh_token);
  });

  it("fails reuse of an old token with 'Already Used' and revokes the session's tokens", async () => {
    const { client, session } = await confirmedUser('reuse');
    const second = (await client.auth.refreshSession({ refresh_token: session.refresh_token })).data.session;
    const third = (await client.auth.refreshSession({ refresh_token: second?.refresh_token ?? '' })).data
      .session;
    expect(third?.refresh_token).toBeTruthy();
    // GoTrue lets a revoked token be replayed for 10 s (racing tabs); after that it is abuse.
    await new Promise((resolve) => setTimeout(resolve, 11_000));

    const reuse = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(reuse.data.session).toBeNull();
    expect(reuse.error).toBeInstanceOf(AuthApiError);
    expect(reuse.error).toMatchObject({
      status: 400,
      code: 'refresh_token_already_used',
      message: 'Invalid Refresh Token: Already Used',
    });
    const stolen = await client.auth.refreshSession({ refresh_token: second?.refresh_token ?? '' });
    expect(stolen.error).toMatchObject({ code: 'refresh_token_already_used' });
    // The token that was live when the reuse was detected is revoked with the rest, at once: no
    // reuse window opens for it.
    const live = await client.auth.refreshSession({ refresh_token: third?.refresh_token ?? '' });
    expect(live.data.session).toBeNull();
    expect(live.error).toMatchObject({ status: 400, code: 'refresh_token_already_used' });
    const again = await client.auth.refreshSession({ refresh_token: session.refresh_token });
    expect(again.error).toMatchObject({ code: 'refresh_token_already_used' });
  }, 30_000);

  it('rejects unknown and malformed refresh tokens', async () => {
    const client = authClient();
    const unknown = await client.auth.refreshSession({ refresh_token: 'abcdefghijkl' });
    expect(unknown.error).toMatchObject({
      status: 400,
      code: 'refresh_token_not_found',
      message: 'Invalid Refresh Token: Refresh Token Not Found',
    });
    const malformed = await client.auth.refreshSession({ refresh_token: 'short' });
    expect(malformed.error).toMatchObject({ status: 400, code: 'validation_failed' });
  });
});

describe('logout', () => {
  it('revokes the refresh token and ends the session for /user', async () => {
    const { client, session } = await confirmedUser('logout');
    const { error } = await client.auth.signOut();
    expect(error).toBeNull();

    const refresh = await authClient().auth.refreshSession({ refresh_token: session.refresh_token });
    expect(refresh.data.session).toBeNull();
    expect(refresh.error).toMatchObject({ status: 400, code: 'refresh_token_not_found' });

    // The access token is still a valid JWT, but its session is gone (GoTrue's session_not_found).
    const user = await authClient().auth.getUser(session.access_token);
    expect(user.data.user).toBeNull();
    expect(isAuthSessionMissingError(user.error)).toBe(true);
  });

  it("with scope 'others' keeps the current session and ends the rest", async () => {
    const { client, email, session: current } = await confirmedUser('others');
    const other = (await authClient().auth.signInWithPassword({ email, password: PASSWORD })).data.session;
    expect(other).toBeTruthy();
    expect((await client.auth.signOut({ scope: 'others' })).error).toBeNull();

    const otherRefresh = await authClient().auth.refreshSession({
      refresh_token: other?.refresh_token ?? '',
    });
    expect(otherRefresh.error).toMatchObject({ code: 'refresh_token_not_found' });
    const mine = await authClient().auth.refreshSession({ refresh_token: current.refresh_token });
    expect(mine.error).toBeNull();
  });

  it("with scope 'local' ends only this session", async () => {
    const { client, email } = await confirmedUser('local');
    const other = (await authClient().auth.signInWithPassword({ email, password: PASSWORD })).data.session;
    expect((await client.auth.signOut({ scope: 'local' })).error).toBeNull();
    const otherRefresh = await authClient().auth.refreshSession({
      refresh_token: other?.refresh_token ?? '',
    });
    expect(otherRefresh.error).toBeNull();
  });
});
