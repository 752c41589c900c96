/**
 * Per-IP rate limits of the local auth router. Every test shares one loopback address, so this
 * builds its own router over the stack's database with tiny limits and tells clients apart by
 * X-Forwarded-For (GoTrue's RATE_LIMIT_HEADER), instead of exhausting the shared stack's budget.
 */
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthRouter } from '../../local/src/auth';
import { createSql, type Sql } from '../../local/src/db';
import { quietLogger } from '../../local/src/log';
import { Outbox } from '../../local/src/mail';
import { requireDbUrl, target } from '../helpers/target';

let sql: Sql;
let app: Hono;

beforeAll(() => {
  const t = target();
  sql = createSql(requireDbUrl(t), { max: 4, applicationName: 'auth-rate-limit-test' });
  app = createAuthRouter(
    {
      sql,
      config: {
        apiUrl: 'http://127.0.0.1:1',
        siteUrl: 'http://127.0.0.1:3000',
        jwtSecret: t.jwtSecret ?? '',
        serviceRoleKey: t.serviceRoleKey,
      },
      log: quietLogger,
      mail: new Outbox(),
    },
    {
      rateLimitHeader: 'x-forwarded-for',
      rateLimits: {
        signInSignUps: { max: 3, windowSeconds: 60 },
        tokenRefresh: { max: 2, windowSeconds: 60 },
        tokenVerifications: { max: 2, windowSeconds: 60 },
        perIpScale: 1,
      },
    },
  );
});

afterAll(async () => {
  await sql.end({ timeout: 2 });
});

function post(path: string, ip: string, body: unknown) {
  return app.request(path, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': ip,
      'x-supabase-api-version': '2024-01-01',
    },
    body: JSON.stringify(body),
  });
}

const signup = (ip: string) =>
  post('/signup', ip, { email: `ip-${randomUUID()}@example.test`, password: 'secret123' });

describe('per-IP limits', () => {
  it('allows the window’s budget of sign-ups and sign-ins, then answers 429 for that address only', async () => {
    const ip = `198.51.100.${Math.floor(Math.random() * 200) + 1}`;
    expect((await signup(ip)).status).toBe(200);
    expect((await signup(ip)).status).toBe(200);
    // Sign-ins draw from the same budget.
    const login = await post('/token?grant_type=password', ip, {
      email: 'nobody@example.test',
      password: 'x',
    });
    expect(login.status).toBe(400);

    const refused = await signup(ip);
    expect(refused.status).toBe(429);
    const body = (await refused.json()) as { code: string; message: string };
    expect(body.code).toBe('over_request_rate_limit');
    expect(body.message).toMatch(/For security purposes, you can only request this after \d+ seconds\./);
    expect(refused.headers.get('x-supabase-api-version')).toBe('2024-01-01');

    // Another client is unaffected.
    expect((await signup('203.0.113.7')).status).toBe(200);
  });

  it('limits token refreshes and link verifications separately', async () => {
    const ip = '192.0.2.44';
    for (let i = 0; i < 2; i++) {
      expect(
        (await post('/token?grant_type=refresh_token', ip, { refresh_token: 'abcdefghijkl' })).status,
      ).toBe(400);
    }
    expect(
      (await post('/token?grant_type=refresh_token', ip, { refresh_token: 'abcdefghijkl' })).status,
    ).toBe(429);

    const verify = () =>
      app.request('/verify?type=signup&token=deadbeef', { headers: { 'x-forwarded-for': ip } });
    expect((await verify()).status).toBe(303);
    expect((await verify()).status).toBe(303);
    const refused = await verify();
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { msg: string }).msg).toContain('For security purposes');

    // Sign-ups have their own budget, untouched by the above.
    expect((await signup(ip)).status).toBe(200);
  });
});
