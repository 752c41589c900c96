/**
 * The optional India Post adapter of validate-pincode (functions/validate-pincode/upstream.ts)
 * against a fake upstream on 127.0.0.1 (a third party: a stand-in is the only way to test it
 * offline), and the handler switching to it when PINCODE_UPSTREAM_URL is set, falling back to
 * the embedded directory when the upstream cannot answer.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { handler } from '../../functions/validate-pincode/handler.ts';
import {
  lookupUpstream,
  parseUpstreamAnswer,
  UpstreamError,
} from '../../functions/validate-pincode/upstream.ts';
import { FUNCTION_ENV } from '../../local/src/functions';
import { target } from '../helpers/target';

type Reply = { status?: number; body: string; delayMs?: number };

// Answers captured from api.postalpincode.in (trimmed to the fields the adapter reads and a few others).
const office = (District: string, State: string, Name = 'Office') => ({
  Name,
  BranchType: 'Sub Post Office',
  DeliveryStatus: 'Delivery',
  Circle: State,
  District,
  Division: District,
  Region: State,
  Block: District,
  State,
  Country: 'India',
});
const replies: Record<string, Reply> = {
  '/pincode/400001': {
    body: JSON.stringify([
      {
        Message: 'Number of pincode(s) found:3',
        Status: 'Success',
        PostOffice: [
          office('Mumbai', 'Maharashtra'),
          office('Raigarh', 'Maharashtra'),
          office('Mumbai', 'Maharashtra'),
        ],
      },
    ]),
  },
  // Distinct from the embedded directory, to tell which source answered.
  '/pincode/110001': {
    body: JSON.stringify([
      { Message: 'found:1', Status: 'Success', PostOffice: [office('New Delhi', 'Delhi')] },
    ]),
  },
  '/pincode/999999': {
    body: JSON.stringify([{ Message: 'No records found', Status: 'Error', PostOffice: null }]),
  },
  '/pincode/888888': { body: JSON.stringify([{ Message: '', Status: '404', PostOffice: null }]) },
  '/pincode/500001': { status: 503, body: 'maintenance' },
  '/pincode/600001': { body: '<html>not json</html>' },
  '/pincode/700001': { body: JSON.stringify({ unexpected: true }) },
  '/pincode/400601': { body: '[]', delayMs: 1000 },
};
const seen: string[] = [];
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    seen.push(req.url ?? '');
    const reply = replies[req.url ?? ''] ?? { status: 404, body: 'not found' };
    setTimeout(() => {
      res.writeHead(reply.status ?? 200, { 'content-type': 'application/json' });
      res.end(reply.body);
    }, reply.delayMs ?? 0);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/pincode`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('parseUpstreamAnswer', () => {
  it('takes the most common district and state of the post offices', () => {
    expect(
      parseUpstreamAnswer([
        {
          Status: 'Success',
          Message: 'x',
          PostOffice: [
            office('Thane', 'Maharashtra'),
            office('Thane', 'Maharashtra'),
            office('Palghar', 'Maharashtra'),
          ],
        },
      ]),
    ).toEqual({ found: true, place: { district: 'Thane', state: 'Maharashtra' } });
  });

  it('reads only the first entry', () => {
    expect(
      parseUpstreamAnswer([
        { Status: 'Error', Message: 'No records found', PostOffice: null },
        { Status: 'Success', Message: 'x', PostOffice: [office('Mumbai', 'Maharashtra')] },
      ]),
    ).toEqual({ found: false, message: 'No records found' });
  });

  it('a success without offices is not found', () => {
    expect(parseUpstreamAnswer([{ Status: 'Success', Message: 'x', PostOffice: [] }])).toEqual({
      found: false,
      message: 'x',
    });
  });

  it.each([
    [[]],
    [{}],
    ['text'],
    [[{ Message: 'no status' }]],
    [[{ Status: 'Success', PostOffice: [{ District: 1 }] }]],
  ])('an unexpected shape %j is an UpstreamError', (body) => {
    expect(() => parseUpstreamAnswer(body)).toThrow(UpstreamError);
  });
});

describe('lookupUpstream', () => {
  it('GETs <base>/<pincode> and parses the answer', async () => {
    seen.length = 0;
    expect(await lookupUpstream('400001', `${base}/`)).toEqual({
      found: true,
      place: { district: 'Mumbai', state: 'Maharashtra' },
    });
    expect(seen).toEqual(['/pincode/400001']);
  });

  it('not found: the service message, or null when it gives none', async () => {
    expect(await lookupUpstream('999999', base)).toEqual({ found: false, message: 'No records found' });
    expect(await lookupUpstream('888888', base)).toEqual({ found: false, message: null });
  });

  it.each([
    ['a 5xx status', '500001', /503/],
    ['a body that is not JSON', '600001', /not JSON/],
    ['an unexpected shape', '700001', /shape/],
  ])('%s is an UpstreamError', async (_, pin, message) => {
    await expect(lookupUpstream(pin, base)).rejects.toThrow(message);
    await expect(lookupUpstream(pin, base)).rejects.toBeInstanceOf(UpstreamError);
  });

  it('a slow upstream times out as an UpstreamError', async () => {
    await expect(lookupUpstream('400601', base, { timeoutMs: 100 })).rejects.toBeInstanceOf(UpstreamError);
  });

  it('an unreachable upstream is an UpstreamError', async () => {
    await expect(
      lookupUpstream('400001', 'http://127.0.0.1:9/pincode', { timeoutMs: 1000 }),
    ).rejects.toBeInstanceOf(UpstreamError);
  });
});

describe('validate-pincode with PINCODE_UPSTREAM_URL set', () => {
  const t = target();
  const globals = globalThis as Record<symbol, unknown>;
  const previous = globals[FUNCTION_ENV];
  const setEnv = (upstream: string) => {
    // What the local stack publishes to functions/_shared/env.ts, plus the adapter's setting.
    globals[FUNCTION_ENV] = {
      SUPABASE_URL: t.apiUrl,
      SUPABASE_ANON_KEY: t.anonKey,
      PINCODE_UPSTREAM_URL: upstream,
    };
  };
  afterEach(() => {
    globals[FUNCTION_ENV] = previous;
  });

  const call = async (pincode: string) => {
    const res = await handler(
      new Request('http://fn.test/validate-pincode', {
        method: 'POST',
        headers: { authorization: `Bearer ${t.anonKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ pincode }),
      }),
    );
    return { status: res.status, body: await res.json() };
  };

  it('answers from the upstream', async () => {
    setEnv(base);
    expect(await call('110001')).toEqual({
      status: 200,
      body: {
        valid: true,
        city: 'New Delhi',
        state: 'Delhi',
        message: 'Sorry, our service is not available for this pincode yet.',
        isServiceAvailable: false,
      },
    });
    expect((await call('400001')).body).toMatchObject({
      valid: true,
      city: 'Mumbai',
      message: 'Pincode validated',
    });
  });

  it("passes the upstream's not-found message on, else 'Invalid pincode'", async () => {
    setEnv(base);
    expect((await call('999999')).body).toEqual({
      valid: false,
      city: '',
      state: '',
      message: 'No records found',
      isServiceAvailable: false,
    });
    expect((await call('888888')).body).toMatchObject({ valid: false, message: 'Invalid pincode' });
  });

  it('falls back to the embedded directory when the upstream fails', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    setEnv(base);
    // The fake upstream answers 503 for 500001; the directory knows it (Hyderabad).
    const { status, body } = await call('500001');
    expect(status).toBe(200);
    expect(body).toMatchObject({ valid: true, isServiceAvailable: false });
    expect(body.city).not.toBe('');
    setEnv('http://127.0.0.1:9/pincode');
    expect((await call('400001')).body).toMatchObject({
      valid: true,
      city: 'Mumbai',
      isServiceAvailable: true,
    });
    expect(warn.mock.calls.map(([m]) => String(m))).toEqual([
      'validate-pincode: upstream answered 503; using the embedded directory',
      expect.stringMatching(/^validate-pincode: upstream unreachable: .*; using the embedded directory$/),
    ]);
    warn.mockRestore();
  });

  it('still refuses malformed input before asking anyone', async () => {
    setEnv(base);
    seen.length = 0;
    expect(await call('12a456')).toEqual({
      status: 400,
      body: { error: 'Pincode must be exactly 6 digits' },
    });
    expect(seen).toEqual([]);
  });
});
