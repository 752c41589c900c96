// @vitest-environment node
import { createHash } from 'node:crypto';
import { decodeProtectedHeader, SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from '../keys';
import { JwtError, mintAccessToken, newOtp, newRefreshToken, tokenHash, verifyJwt } from './tokens';

const base = {
  secret: JWT_SECRET,
  issuer: 'http://127.0.0.1:54321/auth/v1',
  expiresInSeconds: 3600,
  userId: '6f0e7d52-2b1f-4b6f-9a51-2d3c0f7f8a11',
  aud: 'authenticated',
  role: 'authenticated',
  email: 'a@example.test',
  phone: '',
  appMetadata: { provider: 'email', providers: ['email'] },
  userMetadata: { name: 'A' },
  sessionId: '0d4f6a0e-3c8b-4a55-9d2e-7f1b2c3d4e5f',
  amr: [{ method: 'password', timestamp: 1700000000 }],
  isAnonymous: false,
};

describe('access tokens', () => {
  it('carries GoTrue claims, HS256, and the expiry it reports', async () => {
    const now = Math.floor(Date.now() / 1000);
    const { token, expiresAt } = await mintAccessToken({ ...base, now });
    expect(decodeProtectedHeader(token)).toEqual({ alg: 'HS256', typ: 'JWT' });
    const claims = await verifyJwt(token, JWT_SECRET);
    expect(claims).toEqual({
      aud: 'authenticated',
      exp: now + 3600,
      iat: now,
      iss: 'http://127.0.0.1:54321/auth/v1',
      sub: base.userId,
      email: 'a@example.test',
      phone: '',
      app_metadata: { provider: 'email', providers: ['email'] },
      user_metadata: { name: 'A' },
      role: 'authenticated',
      aal: 'aal1',
      amr: [{ method: 'password', timestamp: 1700000000 }],
      session_id: base.sessionId,
      is_anonymous: false,
    });
    expect(expiresAt).toBe(now + 3600);
  });

  it('rejects an expired token with the golang-jwt reason', async () => {
    const { token } = await mintAccessToken({ ...base, now: Math.floor(Date.now() / 1000) - 7200 });
    await expect(verifyJwt(token, JWT_SECRET)).rejects.toThrow(
      new JwtError('token has invalid claims: token is expired'),
    );
  });

  it('rejects a token signed with another secret', async () => {
    const { token } = await mintAccessToken({
      ...base,
      secret: 'another-secret-that-is-at-least-32-characters',
    });
    await expect(verifyJwt(token, JWT_SECRET)).rejects.toThrow('token signature is invalid');
  });

  it('rejects other algorithms, unsigned and malformed tokens', async () => {
    const hs512 = await new SignJWT({ sub: base.userId })
      .setProtectedHeader({ alg: 'HS512' })
      .sign(new TextEncoder().encode(JWT_SECRET));
    await expect(verifyJwt(hs512, JWT_SECRET)).rejects.toThrow('signing method is invalid');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"x"}').toString('base64url')}.`;
    await expect(verifyJwt(unsigned, JWT_SECRET)).rejects.toBeInstanceOf(JwtError);
    await expect(verifyJwt('not.a.jwt', JWT_SECRET)).rejects.toThrow('token is malformed');
    await expect(verifyJwt('', JWT_SECRET)).rejects.toBeInstanceOf(JwtError);
  });

  it('accepts the well-known anon and service keys', async () => {
    expect((await verifyJwt(ANON_KEY, JWT_SECRET)).role).toBe('anon');
    expect((await verifyJwt(SERVICE_ROLE_KEY, JWT_SECRET)).role).toBe('service_role');
  });
});

describe('random tokens', () => {
  it('makes 12-character lowercase alphanumeric refresh tokens, all different', () => {
    const tokens = new Set(Array.from({ length: 500 }, newRefreshToken));
    expect(tokens.size).toBe(500);
    for (const t of tokens) expect(t).toMatch(/^[a-z0-9]{12}$/);
  });

  it('makes numeric codes of the asked length', () => {
    for (let i = 0; i < 50; i++) expect(newOtp(6)).toMatch(/^\d{6}$/);
  });

  it('hashes links as GoTrue: hex SHA-224 of address + code', () => {
    const expected = createHash('sha224').update('a@example.test123456').digest('hex');
    expect(tokenHash('a@example.test', '123456')).toBe(expected);
    expect(expected).toHaveLength(56);
  });
});
