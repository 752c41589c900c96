/**
 * Refresh-token reuse detection with a short reuse interval: an auth router of its own over the
 * stack's database, with the interval cut from 10 s to 1 s so the checks need not wait long.
 */
import { randomUUID } from 'node:crypto';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAuthRouter } from '../../local/src/auth';
import { hashPassword } from '../../local/src/auth/password';
import { createSql, type Sql } from '../../local/src/db';
import { quietLogger } from '../../local/src/log';
import { Outbox } from '../../local/src/mail';
import { requireDbUrl, target } from '../helpers/target';

const REUSE_INTERVAL_SECONDS = 1;
const PASSWORD = 'reuse-secret-1';

let sql: Sql;
let app: Hono;
let passwordHash: string;

beforeAll(async () => {
  const t = target();
  sql = createSql(requireDbUrl(t), { max: 2, applicationName: 'auth-refresh-reuse-test' });
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
    { refreshTokenReuseIntervalSeconds: REUSE_INTERVAL_SECONDS },
  );
  passwordHash = await hashPassword(PASSWORD);
});

afterAll(async () => {
  await sql.end({ timeout: 2 });
});

async function signedIn(): Promise<string> {
  const email = `reuse-${randomUUID()}@example.test`;
  await sql`insert into auth.users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at,
              raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
            values ('00000000-0000-0000-0000-000000000000', ${randomUUID()}, 'authenticated', 'authenticated',
              ${email}, ${passwordHash}, now(), '{"provider":"email","providers":["email"]}', '{}', now(), now())`;
  const response = await post('/token?grant_type=password', { email, password: PASSWORD });
  expect(response.status).toBe(200);
  return response.body.refresh_token as string;
}

async function post(path: string, body: unknown) {
  const response = await app.request(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const refresh = (token: string) => post('/token?grant_type=refresh_token', { refresh_token: token });

const ALREADY_USED = {
  status: 400,
  body: expect.objectContaining({
    error_code: 'refresh_token_already_used',
    msg: 'Invalid Refresh Token: Already Used',
  }),
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('refresh-token reuse', () => {
  it('lets a rotated token be replayed within the interval (racing tabs)', async () => {
    const a = await signedIn();
    const b = (await refresh(a)).body.refresh_token as string;
    expect((await refresh(b)).status).toBe(200);
    expect((await refresh(a)).status).toBe(200);
  });

  it('once reuse is detected, no token of the session refreshes: not even the live one, at once', async () => {
    const a = await signedIn();
    const b = (await refresh(a)).body.refresh_token as string;
    const c = (await refresh(b)).body.refresh_token as string;
    expect(c).toMatch(/^[a-z0-9]{12}$/);
    // A was rotated more than the interval ago and its child B is no longer live: abuse.
    await sleep(REUSE_INTERVAL_SECONDS * 1000 + 200);
    expect(await refresh(a)).toEqual(ALREADY_USED);

    // C was the live token; the revocation just now opens no reuse window for it.
    expect(await refresh(c)).toEqual(ALREADY_USED);
    expect(await refresh(b)).toEqual(ALREADY_USED);
    expect(await refresh(a)).toEqual(ALREADY_USED);
  });
});
