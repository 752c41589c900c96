/**
 * Statement timeouts per API role, as hosted Supabase sets them (anon 3 s, authenticated 8 s):
 * a slow request is cut and answered like PostgREST answers SQLSTATE 57014 (500), instead of
 * holding a database connection for as long as the client cares to ask.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directSql } from '../helpers/clients';
import { createFixture, type Fixture } from '../helpers/fixtures';
import { target } from '../helpers/target';
import { createTestUser, type TestUser } from '../helpers/users';

let fixture: Fixture;
let user: TestUser;

beforeAll(async () => {
  // Functions in `public` are executable by the API roles (Supabase's default privileges).
  fixture = await createFixture(
    (t) => `create function public.${t}_sleep(seconds double precision) returns void
              language sql as 'select pg_sleep(seconds)';`,
  );
  user = await createTestUser('timeouts');
});

afterAll(async () => {
  await user?.remove();
  await fixture?.drop();
});

/** Backreferences make Postgres's regex engine search every split of a name: minutes over the catalogue. */
const CATASTROPHIC = String.raw`(.+)(.+)(.+)\1\2\3`;

const TIMED_OUT = {
  code: '57014',
  message: 'canceling statement due to statement timeout',
  details: null,
  hint: null,
};

/** Status, body and seconds taken; gives up after 20 s so a missing timeout fails rather than hangs. */
async function timed(path: string, token: string, body?: unknown) {
  const t = target();
  const started = performance.now();
  const response = await fetch(`${t.apiUrl}/rest/v1${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { apikey: t.anonKey, authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  const json: unknown = text ? JSON.parse(text) : null;
  return { status: response.status, json, seconds: (performance.now() - started) / 1000 };
}

describe('statement timeouts', () => {
  it('are set on the API roles: anon 3 s, authenticated 8 s', async () => {
    const sql = directSql();
    try {
      const rows = await sql<{ rolname: string; rolconfig: string[] | null }[]>`
        select rolname, rolconfig from pg_roles where rolname in ('anon', 'authenticated')`;
      const config = Object.fromEntries(rows.map((r) => [r.rolname, r.rolconfig ?? []]));
      expect(config.anon).toContain('statement_timeout=3s');
      expect(config.authenticated).toContain('statement_timeout=8s');
    } finally {
      await sql.end();
    }
  });

  it('cut anonymous requests at 3 s and signed-in ones at 8 s, answering 500 with 57014', async () => {
    const t = target();
    const sleep = `/rpc/${fixture.name}_sleep`;
    // All at once, so the test waits 8 s only once.
    const [regex, anon, signedIn] = await Promise.all([
      timed(`/products?select=name&name=imatch.${encodeURIComponent(CATASTROPHIC)}`, t.anonKey),
      timed(sleep, t.anonKey, { seconds: 20 }),
      timed(sleep, user.accessToken, { seconds: 20 }),
    ]);
    for (const answer of [regex, anon, signedIn]) {
      expect(answer.status).toBe(500);
      expect(answer.json).toEqual(TIMED_OUT);
    }
    for (const answer of [regex, anon]) {
      expect(answer.seconds).toBeGreaterThanOrEqual(2.9);
      expect(answer.seconds).toBeLessThan(6);
    }
    expect(signedIn.seconds).toBeGreaterThanOrEqual(7.9);
    expect(signedIn.seconds).toBeLessThan(12);
  }, 30_000);

  it('leave quick requests alone', async () => {
    const answer = await timed(`/rpc/${fixture.name}_sleep`, target().anonKey, { seconds: 0.1 });
    expect(answer.status).toBe(204);
  });
});
