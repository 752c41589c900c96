/**
 * A client that disconnects takes its statement with it: the gateway cancels the query instead of
 * letting it hold a pooled connection until its role's timeout, and the connection serves the
 * next request.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directSql } from '../helpers/clients';
import { createFixture, type Fixture } from '../helpers/fixtures';
import { target } from '../helpers/target';

let fixture: Fixture;
let sql: ReturnType<typeof directSql>;

beforeAll(async () => {
  fixture = await createFixture(
    (t) => `create function public.${t}_sleep(seconds double precision) returns void
              language sql as 'select pg_sleep(seconds)';`,
  );
  sql = directSql();
});

afterAll(async () => {
  await sql?.end();
  await fixture?.drop();
});

async function running(): Promise<number> {
  const [row] = await sql<{ n: number }[]>`
    select count(*)::int as n from pg_stat_activity
    where state = 'active' and query like ${`%${fixture.name}_sleep%`} and pid <> pg_backend_pid()`;
  return row?.n ?? 0;
}

async function waitUntil(condition: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`condition not met within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

function sleepRpc(seconds: number, signal?: AbortSignal) {
  const t = target();
  return fetch(`${t.apiUrl}/rest/v1/rpc/${fixture.name}_sleep`, {
    method: 'POST',
    headers: { apikey: t.anonKey, authorization: `Bearer ${t.anonKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ seconds }),
    ...(signal ? { signal } : {}),
  });
}

describe('client disconnect', () => {
  it('cancels the running statement at once, well before the 3 s anon timeout', async () => {
    const client = new AbortController();
    const request = sleepRpc(20, client.signal).catch(() => null);
    await waitUntil(async () => (await running()) === 1, 5_000);

    const left = performance.now();
    client.abort();
    await request;
    await waitUntil(async () => (await running()) === 0, 5_000);
    expect(performance.now() - left).toBeLessThan(1_500);

    // The pool is whole: quick requests still go through.
    const after = await Promise.all([sleepRpc(0), sleepRpc(0), sleepRpc(0)]);
    expect(after.map((r) => r.status)).toEqual([204, 204, 204]);
  });
});
