/**
 * `/functions/v1/<name>` as the local stack mounts edge-function handlers, exercised with the
 * real supabase-js `functions.invoke`. The fixture handlers (tests/fixtures/functions) are served
 * by the same router the gateway uses, on a server of their own; the last check runs against the
 * suite's target.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js';
import { Hono } from 'hono';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFunctionsRouter } from '../../local/src/functions';
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from '../../local/src/keys';
import type { Logger } from '../../local/src/log';
import { authClient } from '../helpers/auth';

const fixtures = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../fixtures/functions');
const STACK_URL = 'http://127.0.0.1:54321';

let url: string;
let close: () => Promise<void>;
let client: SupabaseClient;
const logged: string[] = [];
const log: Logger = { info: () => {}, warn: (m) => logged.push(m), error: (m) => logged.push(m) };

class NoRealtime {
  constructor() {
    throw new Error('realtime unused');
  }
}

beforeAll(async () => {
  const app = new Hono();
  app.route(
    '/functions/v1',
    createFunctionsRouter(
      {
        config: {
          apiUrl: STACK_URL,
          anonKey: ANON_KEY,
          serviceRoleKey: SERVICE_ROLE_KEY,
          jwtSecret: JWT_SECRET,
        },
        log,
      },
      { functionsDir: fixtures, configToml: path.join(fixtures, 'config.toml') },
    ),
  );
  await new Promise<void>((resolve) => {
    const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info) => {
      url = `http://127.0.0.1:${info.port}`;
      close = () => new Promise((done) => server.close(() => done()));
      resolve();
    });
  });
  client = createClient(url, ANON_KEY, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: NoRealtime as never },
  });
});

afterAll(async () => {
  await close?.();
});

interface Echo {
  method: string;
  path: string;
  search: string;
  authorization: string | null;
  body: string;
  env: { SUPABASE_URL: string | null; hasAnonKey: boolean };
}

describe('functions router', () => {
  it('runs the handler with the body, a path starting at the function name, and the stack env', async () => {
    const { data, error } = await client.functions.invoke<Echo>('echo', {
      body: { cartItems: [{ id: 1, quantity: 2 }] },
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({
      method: 'POST',
      path: '/echo',
      search: '',
      authorization: `Bearer ${ANON_KEY}`,
      env: { SUPABASE_URL: STACK_URL, hasAnonKey: true },
    });
    expect(JSON.parse(data?.body ?? '')).toEqual({ cartItems: [{ id: 1, quantity: 2 }] });
  });

  it('passes sub-paths, query strings and methods through', async () => {
    const { data } = await client.functions.invoke<Echo>('echo/items/42?expand=true&q=a%20b', {
      method: 'GET',
    });
    expect(data).toMatchObject({
      method: 'GET',
      path: '/echo/items/42',
      search: '?expand=true&q=a%20b',
      body: '',
    });
    const del = await client.functions.invoke<Echo>('echo/items/42', { method: 'DELETE' });
    expect(del.data?.method).toBe('DELETE');
  });

  it('verifies the JWT like the edge runtime: missing or invalid -> 401', async () => {
    const missing = await fetch(`${url}/functions/v1/echo`, { method: 'POST' });
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ msg: 'Error: Missing authorization header' });

    const forged = await new SignJWT({ role: 'authenticated', sub: 'x' })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('an-attacker-secret-with-at-least-32-characters'));
    for (const token of [forged, 'garbage']) {
      const res = await fetch(`${url}/functions/v1/echo`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ msg: 'Invalid JWT' });
    }
    // A CORS preflight carries no token and must still reach the function.
    expect((await fetch(`${url}/functions/v1/echo`, { method: 'OPTIONS' })).status).toBe(204);
  });

  it('skips the JWT check for functions with verify_jwt = false in config.toml', async () => {
    const res = await fetch(`${url}/functions/v1/open-echo/hook`, { method: 'POST', body: 'ping' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ path: '/open-echo/hook', authorization: null, body: 'ping' });
  });

  it('answers unknown functions (and non-function folders) with 404', async () => {
    for (const name of ['nope', '_shared', '..']) {
      const { data, error } = await client.functions.invoke(name);
      expect(data).toBeNull();
      expect(error).toBeInstanceOf(FunctionsHttpError);
      const response = (error as FunctionsHttpError).context as Response;
      expect(response.status).toBe(404);
    }
  });

  it('turns a crashing function into a generic 500 without its details', async () => {
    const { error } = await client.functions.invoke('crash', { body: {} });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    const response = (error as FunctionsHttpError).context as Response;
    expect(response.status).toBe(500);
    const text = await response.text();
    expect(text).not.toContain('secret internal detail');
    expect(JSON.parse(text)).toMatchObject({
      message: expect.stringContaining('Function exited due to an error'),
    });
    // ...while the developer finds them in the log.
    expect(logged.some((line) => line.includes('crash') && line.includes('secret internal detail'))).toBe(
      true,
    );
  });

  it('refuses oversized bodies with 413', async () => {
    const res = await fetch(`${url}/functions/v1/open-echo`, {
      method: 'POST',
      body: 'x'.repeat(11 * 1024 * 1024),
    });
    expect(res.status).toBe(413);
  });
});

describe('functions on the target', () => {
  it('answers an unknown function with 404 through supabase-js', async () => {
    const { error } = await authClient().functions.invoke('no-such-function', { body: {} });
    expect(error).toBeInstanceOf(FunctionsHttpError);
    expect(((error as FunctionsHttpError).context as Response).status).toBe(404);
  });
});
