/**
 * `pnpm --filter @store/supabase bench:stack` — loopback only.
 *  1. Cold start: spawn the CLI (throwaway database) and time until GET /rest/v1/ answers.
 *  2. RLS-scoped calls at 20 concurrent clients, each a different signed-in user: select of the
 *     caller's own user_profiles row, and an RPC returning it through auth.uid().
 *  3. Token refresh (POST /auth/v1/token?grant_type=refresh_token, rotating) at 20 clients, when
 *     the auth router is mounted.
 * Options (env): BENCH_SECONDS (default 5), BENCH_CONCURRENCY (default 20).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SignJWT } from 'jose';
import { createSql } from '../src/db';
import { ANON_KEY, HOST, JWT_SECRET, SERVICE_ROLE_KEY } from '../src/keys';
import { freePort } from '../src/postgres/launcher';

const here = path.dirname(fileURLToPath(import.meta.url));
const CLI = path.resolve(here, '../src/cli.ts');
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 20);

interface Spawned {
  child: ChildProcess;
  apiUrl: string;
  dbUrl: string;
  authMounted: boolean;
  coldStartMs: number;
}

async function startCli(): Promise<Spawned> {
  const [apiPort, mailPort] = [await freePort(), await freePort()];
  const apiUrl = `http://${HOST}:${apiPort}`;
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      CLI,
      'start',
      '--ephemeral',
      '--port',
      String(apiPort),
      '--mail-port',
      String(mailPort),
    ],
    {
      // The bench drives every request from one loopback address: lift the per-IP auth limits.
      env: { ...process.env, STORE_AUTH_RATE_LIMIT_SCALE: '100000' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString();
  });
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  for (;;) {
    if (exited) throw new Error(`the CLI exited before answering:\n${output}`);
    if (performance.now() - started > 60_000) throw new Error(`no answer after 60 s:\n${output}`);
    try {
      const response = await fetch(`${apiUrl}/rest/v1/`);
      await response.arrayBuffer();
      if (response.status === 200) break;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 10));
  }
  const coldStartMs = performance.now() - started;
  while (!output.includes('Press Ctrl-C')) await new Promise((r) => setTimeout(r, 10));
  const dbUrl = /DB URL:\s+(\S+)/.exec(output)?.[1];
  if (!dbUrl) throw new Error(`could not read the DB URL from:\n${output}`);
  const authMounted = !/Auth:.*\(not mounted\)/.test(output);
  return { child, apiUrl, dbUrl, authMounted, coldStartMs };
}

async function stopCli(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGINT');
  await exited;
}

interface LoadResult {
  requests: number;
  errors: number;
  seconds: number;
  latencies: number[];
}

/** `CONCURRENCY` workers calling `call(worker)` back to back for `seconds`. */
async function load(call: (worker: number) => Promise<boolean>, seconds = SECONDS): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const deadline = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async (_, worker) => {
      while (performance.now() < deadline) {
        const t0 = performance.now();
        const ok = await call(worker).catch(() => false);
        latencies.push(performance.now() - t0);
        if (!ok) errors++;
      }
    }),
  );
  return { requests: latencies.length, errors, seconds: (performance.now() - started) / 1000, latencies };
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** A 1 s warm-up (connections, prepared statements, caches), then the measured run. */
async function measure(call: (worker: number) => Promise<boolean>): Promise<LoadResult> {
  await load(call, 1);
  return await load(call);
}

function report(name: string, r: LoadResult): void {
  const sorted = [...r.latencies].sort((a, b) => a - b);
  console.info(
    `${name.padEnd(44)} ${(r.requests / r.seconds).toFixed(0).padStart(6)} req/s  p50 ${percentile(sorted, 50).toFixed(1)} ms  p95 ${percentile(sorted, 95).toFixed(1)} ms  p99 ${percentile(sorted, 99).toFixed(1)} ms  (${r.requests} requests, ${r.errors} errors, ${CONCURRENCY} clients, ${SECONDS} s)`,
  );
}

async function rlsScenarios(apiUrl: string, dbUrl: string): Promise<void> {
  const sql = createSql(dbUrl, { max: 2 });
  const users: { id: string; token: string }[] = [];
  try {
    await sql.unsafe(`create or replace function public.bench_own_profile() returns setof public.user_profiles
      language sql stable as 'select * from public.user_profiles where user_id = (select auth.uid())'`);
    for (let i = 0; i < CONCURRENCY; i++) {
      const id = randomUUID();
      await sql`insert into auth.users (id, aud, role, email) values (${id}, 'authenticated', 'authenticated', ${`bench-${i}-${id.slice(0, 6)}@example.test`})`;
      await sql`insert into public.user_profiles (user_id, name, mobile, address)
                values (${id}, ${`Bench ${i}`}, '9876543210', '{"line1":"1 Bench Rd","city":"Mumbai","state":"MH","zip":"400001","country":"India"}')`;
      const token = await new SignJWT({ sub: id, role: 'authenticated', aud: 'authenticated' })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime('1h')
        .sign(new TextEncoder().encode(JWT_SECRET));
      users.push({ id, token });
    }
    // The seed just loaded thousands of rows: settle autovacuum's work before measuring.
    await sql.unsafe('vacuum analyze');
  } finally {
    await sql.end();
  }
  const headers = (worker: number) => ({
    apikey: ANON_KEY,
    authorization: `Bearer ${users[worker]?.token}`,
    'accept-profile': 'public',
  });

  const selectOwn = async (worker: number) => {
    const response = await fetch(`${apiUrl}/rest/v1/user_profiles?select=*&user_id=eq.${users[worker]?.id}`, {
      headers: headers(worker),
    });
    const rows = (await response.json()) as unknown[];
    return response.status === 200 && rows.length === 1;
  };
  const rpcOwn = async (worker: number) => {
    const response = await fetch(`${apiUrl}/rest/v1/rpc/bench_own_profile`, {
      method: 'POST',
      headers: { ...headers(worker), 'content-type': 'application/json', 'content-profile': 'public' },
      body: '{}',
    });
    const rows = (await response.json()) as unknown[];
    return response.status === 200 && rows.length === 1;
  };
  report('REST select own user_profiles row (RLS)', await measure(selectOwn));
  report('REST rpc bench_own_profile() (RLS)', await measure(rpcOwn));
}

async function refreshScenario(apiUrl: string): Promise<void> {
  const auth = (extra: Record<string, string> = {}) => ({
    apikey: ANON_KEY,
    'content-type': 'application/json',
    ...extra,
  });
  const refreshTokens: string[] = [];
  for (let i = 0; i < CONCURRENCY; i++) {
    const email = `refresh-${i}-${randomUUID().slice(0, 8)}@example.test`;
    const password = `Bench-${randomUUID()}`;
    const created = await fetch(`${apiUrl}/auth/v1/admin/users`, {
      method: 'POST',
      headers: auth({ authorization: `Bearer ${SERVICE_ROLE_KEY}` }),
      body: JSON.stringify({ email, password, email_confirm: true }),
    });
    if (!created.ok) throw new Error(`admin createUser: ${created.status} ${await created.text()}`);
    const signIn = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ email, password }),
    });
    const session = (await signIn.json()) as { refresh_token?: string };
    if (!signIn.ok || !session.refresh_token)
      throw new Error(`sign-in: ${signIn.status} ${JSON.stringify(session)}`);
    refreshTokens.push(session.refresh_token);
  }
  const refresh = async (worker: number) => {
    const response = await fetch(`${apiUrl}/auth/v1/token?grant_type=refresh_token`, {
      method: 'POST',
      headers: auth(),
      body: JSON.stringify({ refresh_token: refreshTokens[worker] }),
    });
    const session = (await response.json()) as { refresh_token?: string };
    if (!response.ok || !session.refresh_token) return false;
    refreshTokens[worker] = session.refresh_token; // rotation: the next call uses the new token
    return true;
  };
  report('Auth token refresh (rotating)', await measure(refresh));
}

async function main(): Promise<void> {
  console.info(`bench:stack — ${CONCURRENCY} concurrent clients, ${SECONDS} s per scenario, loopback only\n`);
  const stack = await startCli();
  try {
    console.info(
      `cold start to first REST answer (fresh throwaway database): ${(stack.coldStartMs / 1000).toFixed(2)} s (target <= 10 s)`,
    );
    await rlsScenarios(stack.apiUrl, stack.dbUrl);
    if (stack.authMounted) await refreshScenario(stack.apiUrl);
    else console.info('Auth token refresh: skipped: auth router absent');
  } finally {
    await stopCli(stack.child);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
