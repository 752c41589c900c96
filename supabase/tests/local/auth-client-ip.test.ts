/**
 * The per-IP auth limits of a started stack key on the client's socket address. A second gateway
 * over the suite's database, with the unscaled limits cut to a tenth (3 sign-ins per window),
 * is called from distinct loopback addresses (all of 127.0.0.0/8 is loopback on Linux).
 */
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { quietLogger } from '../../local/src/log';
import { type RunningStack, startStack } from '../../local/src/stack';
import { requireDbUrl, target } from '../helpers/target';

let stack: RunningStack;

beforeAll(async () => {
  const saved = {
    DATABASE_URL: process.env.DATABASE_URL,
    STORE_AUTH_RATE_LIMIT_SCALE: process.env.STORE_AUTH_RATE_LIMIT_SCALE,
  };
  process.env.DATABASE_URL = requireDbUrl(target());
  process.env.STORE_AUTH_RATE_LIMIT_SCALE = '0.1';
  try {
    stack = await startStack({
      ephemeral: true,
      apiPort: 0,
      mailPort: 0,
      log: quietLogger,
      emailSender: false,
    });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
});

afterAll(async () => {
  await stack?.stop();
});

/** A password sign-in without credentials (400) from `from`; it still counts against the limit. */
function signIn(from: string, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${stack.apiUrl}/auth/v1/token?grant_type=password`,
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { apikey: stack.anonKey, 'content-type': 'application/json', ...headers },
      },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      },
    );
    request.on('error', reject);
    request.end('{}');
  });
}

describe('per-IP auth limits of a running stack', () => {
  it("gives each client address its own budget: one client's failures lock out no one else", async () => {
    for (let i = 0; i < 3; i++) expect(await signIn('127.0.0.2')).toBe(400);
    expect(await signIn('127.0.0.2')).toBe(429);
    expect(await signIn('127.0.0.3')).toBe(400);
  });

  it('ignores X-Forwarded-For without a trusted proxy: a client cannot pick its bucket', async () => {
    // Over its budget, 127.0.0.2 gets no fresh one by naming another address...
    expect(await signIn('127.0.0.2', { 'x-forwarded-for': '203.0.113.50' })).toBe(429);
    // ...and 127.0.0.4 spends its own budget, not the address it names.
    for (let i = 0; i < 3; i++)
      expect(await signIn('127.0.0.4', { 'x-forwarded-for': '127.0.0.3' })).toBe(400);
    expect(await signIn('127.0.0.4', { 'x-forwarded-for': '127.0.0.3' })).toBe(429);
    expect(await signIn('127.0.0.3')).toBe(400);
  });
});
