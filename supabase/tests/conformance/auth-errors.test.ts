/**
 * Error shapes and hostile input on /auth/v1: every bad request is a 4xx with GoTrue's body,
 * never a 500, and supabase-js surfaces it as AuthApiError with `code` and `status`.
 */
import { AuthApiError } from '@supabase/supabase-js';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { API_VERSION, authClient, confirmedUser, rawAuth, uniqueEmail } from '../helpers/auth';
import { target } from '../helpers/target';

async function forge(claims: Record<string, unknown>, secret: string, expSeconds = 3600): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return await new SignJWT({ aud: 'authenticated', role: 'authenticated', ...claims })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt(now)
    .setExpirationTime(now + expSeconds)
    .sign(new TextEncoder().encode(secret));
}

describe('error bodies', () => {
  it('answer { code, message } to API version 2024-01-01, with the version header', async () => {
    const res = await rawAuth('/token?grant_type=password', {
      method: 'POST',
      headers: API_VERSION,
      body: JSON.stringify({ email: uniqueEmail('nobody'), password: 'whatever1' }),
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.json).toEqual({ code: 'invalid_credentials', message: 'Invalid login credentials' });
  });

  it('answer the legacy { code: status, error_code, msg } without it', async () => {
    const res = await rawAuth('/token?grant_type=password', {
      method: 'POST',
      body: JSON.stringify({ email: uniqueEmail('nobody'), password: 'whatever1' }),
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      code: 400,
      error_code: 'invalid_credentials',
      msg: 'Invalid login credentials',
    });
  });

  it('carry the version header on successful answers too', async () => {
    const res = await rawAuth('/settings');
    expect(res.status).toBe(200);
    expect(res.headers.get('x-supabase-api-version')).toBe('2024-01-01');
    expect(res.json).toMatchObject({ external: { email: true, google: false }, mailer_autoconfirm: false });
    expect((await rawAuth('/health')).json).toMatchObject({ name: 'GoTrue' });
  });
});

describe('malformed input is a 4xx', () => {
  it.each([
    ['/signup', '{"email": "a@b.test", "password": '],
    ['/token?grant_type=password', 'not json at all'],
    ['/token?grant_type=refresh_token', ''],
    ['/recover', '[1, 2, 3]'],
    ['/resend', '"a string"'],
    ['/verify', '{'],
  ])('%s with body %j -> 400 bad_json', async (path, body) => {
    const res = await rawAuth(path, { method: 'POST', body, headers: API_VERSION });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 'bad_json',
      message: expect.stringContaining('Could not parse request body as JSON'),
    });
  });

  it('rejects fields of the wrong type', async () => {
    const res = await rawAuth('/signup', {
      method: 'POST',
      headers: API_VERSION,
      body: JSON.stringify({ email: 42, password: ['x'] }),
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({
      code: 'bad_json',
      message: expect.stringContaining('email must be a string'),
    });
  });

  it('rejects NUL characters anywhere in the body, writing nothing', async () => {
    const email = uniqueEmail('nul');
    for (const body of [
      { email: `${email}\u0000`, password: 'secret123' },
      { email, password: 'secret\u0000123' },
      { email, password: 'secret123', data: { name: 'a\u0000b' } },
    ]) {
      const res = await rawAuth('/signup', {
        method: 'POST',
        headers: API_VERSION,
        body: JSON.stringify(body),
      });
      expect(res.status).toBe(400);
      expect(res.json).toMatchObject({ code: 'validation_failed', message: expect.stringContaining('NUL') });
    }
    // Nothing was created: the address is still free.
    const { data } = await authClient().auth.signUp({ email, password: 'secret123' });
    expect(data.user?.identities).toHaveLength(1);
  });

  it('refuses bodies over 1 MB with 413', async () => {
    const res = await rawAuth('/signup', {
      method: 'POST',
      headers: API_VERSION,
      body: JSON.stringify({
        email: uniqueEmail('huge'),
        password: 'secret123',
        data: { blob: 'x'.repeat(2_000_000) },
      }),
    });
    expect(res.status).toBe(413);
    expect(res.json).toMatchObject({ code: 'request_entity_too_large' });
  });

  it('refuses absurdly nested metadata', async () => {
    const deep = `${'{"a":'.repeat(200)}1${'}'.repeat(200)}`;
    const res = await rawAuth('/signup', {
      method: 'POST',
      headers: API_VERSION,
      body: `{"email":"${uniqueEmail('deep')}","password":"secret123","data":${deep}}`,
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'validation_failed' });
  });

  it('answers unknown grant types and verify types with 400', async () => {
    const grant = await rawAuth('/token?grant_type=magic', {
      method: 'POST',
      body: '{}',
      headers: API_VERSION,
    });
    expect(grant.status).toBe(400);
    const verify = await rawAuth('/verify?type=bogus&token=abc', { headers: API_VERSION });
    expect(verify.status).toBe(303);
    expect(verify.headers.get('location')).toContain('error_code=validation_failed');
    const missing = await rawAuth('/verify?token=abc', { headers: API_VERSION });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({
      code: 'validation_failed',
      message: 'Verify requires a verification type',
    });
  });
});

describe('tokens on /user', () => {
  it('answers a missing bearer token with 401 no_authorization', async () => {
    const res = await rawAuth('/user', { headers: API_VERSION });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ code: 'no_authorization' });
  });

  it('answers forged, expired and garbage tokens with 403 bad_jwt', async () => {
    const { session } = await confirmedUser('forged');
    const claims = { sub: session.user.id, email: session.user.email };
    const tokens = [
      await forge(claims, 'an-attacker-secret-with-at-least-32-characters'),
      ...(target().jwtSecret ? [await forge(claims, target().jwtSecret as string, -60)] : []),
      'garbage',
      `${session.access_token.slice(0, -4)}AAAA`,
    ];
    for (const token of tokens) {
      const res = await rawAuth('/user', { headers: { ...API_VERSION, authorization: `Bearer ${token}` } });
      expect(res.status).toBe(403);
      expect(res.json).toMatchObject({ code: 'bad_jwt', message: expect.stringContaining('invalid JWT') });
    }
    const { data, error } = await authClient().auth.getUser('garbage');
    expect(data.user).toBeNull();
    expect(error).toBeInstanceOf(AuthApiError);
    expect(error).toMatchObject({ status: 403, code: 'bad_jwt' });
  });

  it('refuses the anon key as a user token', async () => {
    const res = await rawAuth('/user', {
      headers: { ...API_VERSION, authorization: `Bearer ${target().anonKey}` },
    });
    expect(res.status).toBe(403);
    expect(res.json).toMatchObject({ code: 'bad_jwt', message: 'invalid claim: missing sub claim' });
  });
});

describe('OAuth', () => {
  it('explains that the provider is not enabled', async () => {
    const { data, error } = await authClient().auth.signInWithOAuth({
      provider: 'google',
      options: { skipBrowserRedirect: true, redirectTo: 'http://127.0.0.1:3000/' },
    });
    expect(error).toBeNull();
    const url = new URL(data.url ?? '');
    expect(url.pathname).toBe('/auth/v1/authorize');
    expect(url.searchParams.get('provider')).toBe('google');

    // What the browser gets when it follows the URL.
    const res = await fetch(url, { redirect: 'manual' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      code: 400,
      error_code: 'validation_failed',
      msg: 'Unsupported provider: provider is not enabled',
    });
  });
});
