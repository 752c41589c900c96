/**
 * Faults (ADR 0014): the database restarted under a running stack. Postgres is stopped for real
 * (fast shutdown: every connection of the gateway's pool is terminated, new ones are refused)
 * and started again on the same data and port; the very next REST, RPC, function and auth calls
 * through the gateway succeed, with no retry by the caller and no restart of the gateway.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSql } from '../../local/src/db';
import { quietLogger } from '../../local/src/log';
import { launchPostgres, type PostgresServer } from '../../local/src/postgres/launcher';
import { type RunningStack, startStack } from '../../local/src/stack';

let root: string;
let dataDir: string;
let server: PostgresServer;
let stack: RunningStack;
let savedDatabaseUrl: string | undefined;

beforeAll(async () => {
  // A cluster of its own (kept on disk across the restart), reachable by `nobody` when root.
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'store-db-restart-'));
  fs.chmodSync(root, 0o755);
  dataDir = path.join(root, 'data');
  server = await launchPostgres({ dataDir, log: quietLogger });
  savedDatabaseUrl = process.env.DATABASE_URL;
  process.env.DATABASE_URL = server.url;
  stack = await startStack({
    ephemeral: true,
    apiPort: 0,
    mailPort: 0,
    log: quietLogger,
    emailSender: false,
  });
}, 180_000);

afterAll(async () => {
  await stack?.stop();
  await server?.stop();
  if (savedDatabaseUrl === undefined) delete process.env.DATABASE_URL;
  else process.env.DATABASE_URL = savedDatabaseUrl;
  if (root) execFileSync('rm', ['-rf', root]);
});

const service = () => ({ apikey: stack.serviceRoleKey, authorization: `Bearer ${stack.serviceRoleKey}` });

async function newShopper(): Promise<{ email: string; password: string }> {
  const email = `restart-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.test`;
  const password = 'Restart-Pw-123';
  const created = await fetch(`${stack.apiUrl}/auth/v1/admin/users`, {
    method: 'POST',
    headers: { ...service(), 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, email_confirm: true }),
  });
  expect(created.status).toBe(200);
  return { email, password };
}

async function signIn(user: { email: string; password: string }): Promise<Response> {
  return await fetch(`${stack.apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: stack.anonKey, 'content-type': 'application/json' },
    body: JSON.stringify(user),
  });
}

/** One call of each kind a shopper's next action makes, as the apps make them. */
async function nextActions(token: string): Promise<Record<string, number>> {
  const user = { apikey: stack.anonKey, authorization: `Bearer ${token}` };
  const rest = await fetch(`${stack.apiUrl}/rest/v1/products?select=product_id&limit=1`, { headers: user });
  const rpc = await fetch(`${stack.apiUrl}/rest/v1/rpc/get_products_list`, {
    method: 'POST',
    headers: { ...user, 'content-type': 'application/json' },
    body: JSON.stringify({ page_number: 1, page_size: 2 }),
  });
  const fn = await fetch(`${stack.apiUrl}/functions/v1/cart`, { headers: user });
  return { rest: rest.status, rpc: rpc.status, function: fn.status };
}

describe('the database restarted under the running gateway', () => {
  it('the next REST, RPC, function and sign-in calls succeed once Postgres is back', async () => {
    const shopper = await newShopper();
    const session = (await (await signIn(shopper)).json()) as { access_token: string };
    const ok = { rest: 200, rpc: 200, function: 200 };
    expect(await nextActions(session.access_token)).toEqual(ok);

    const pid = server.pid;
    const port = server.port;
    await server.stop();
    // Down: a clear refusal (503 with a message), never a hang or an empty answer.
    const down = await fetch(`${stack.apiUrl}/rest/v1/products?select=product_id&limit=1`, {
      headers: { apikey: stack.anonKey },
    });
    expect(down.status).toBe(503);
    expect(((await down.json()) as { message?: string }).message).toBeTruthy();

    // Same data, same port: launchPostgres resolves once the server accepts connections.
    server = await launchPostgres({ dataDir, port, log: quietLogger });
    expect(server.pid).not.toBe(pid);

    // The very next calls: no retry, no reload of anything.
    expect(await nextActions(session.access_token)).toEqual(ok);
    expect((await signIn(shopper)).status).toBe(200);
  });

  it('a restart while the pool is idle: the first call after it succeeds too', async () => {
    const shopper = await newShopper();
    const session = (await (await signIn(shopper)).json()) as { access_token: string };
    // Several pooled connections open and idle.
    await Promise.all(Array.from({ length: 6 }, () => nextActions(session.access_token)));
    const port = server.port;
    await server.stop();
    server = await launchPostgres({ dataDir, port, log: quietLogger });
    const first = await fetch(`${stack.apiUrl}/rest/v1/rpc/get_products_list`, {
      method: 'POST',
      headers: {
        apikey: stack.anonKey,
        authorization: `Bearer ${session.access_token}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ page_number: 1, page_size: 2 }),
    });
    expect(first.status).toBe(200);
    expect(await first.json()).toHaveLength(2);
  });

  it('a crash restart (a server process killed: every session ends, the server recovers) is survived too', async () => {
    const shopper = await newShopper();
    const session = (await (await signIn(shopper)).json()) as { access_token: string };
    await Promise.all(Array.from({ length: 4 }, () => nextActions(session.access_token)));
    const admin = createSql(server.url, { max: 1 });
    const before = new Set(
      (
        await admin<{ pid: number }[]>`
        select pid from pg_stat_activity where application_name = 'store-local-gateway'`
      ).map((r) => r.pid),
    );
    expect(before.size).toBeGreaterThan(0);
    // What e2e/support/faults.ts restartDatabase does to the e2e stack's server.
    await admin
      .unsafe(
        `do $$ begin execute format('copy (select 1) to program %L', 'kill -KILL ' || pg_backend_pid()); end $$`,
      )
      .catch(() => {});
    await admin.end({ timeout: 0 }).catch(() => {});
    const postmaster = server.pid;
    // Wait (polling) until the server accepts connections again with none of the earlier sessions.
    for (;;) {
      const probe = createSql(server.url, { max: 1 });
      const pids = await probe<{ pid: number }[]>`select pid from pg_stat_activity`
        .then((rows) => rows.map((r) => r.pid))
        .catch(() => null);
      await probe.end({ timeout: 0 }).catch(() => {});
      if (pids && !pids.some((pid) => before.has(pid))) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(server.pid).toBe(postmaster);
    expect(await nextActions(session.access_token)).toEqual({ rest: 200, rpc: 200, function: 200 });
  });
});
