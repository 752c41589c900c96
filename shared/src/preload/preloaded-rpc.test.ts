import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  hasArrivedRpc,
  holdArrivedAnswers,
  preloadRpc,
  rpcKey,
  takeArrivedRpc,
  takePreloadedRpc,
} from './preloaded-rpc';

/** A stand-in for the REST API's RPC endpoint that records what it was sent. */
let server: Server;
let url: string;
const received: { path: string; headers: IncomingMessage['headers']; body: string }[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => {
      body += chunk;
    });
    req.on('end', () => {
      const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': '*' };
      if (req.method === 'OPTIONS') {
        res.writeHead(204, cors).end();
        return;
      }
      received.push({ path: req.url ?? '', headers: req.headers, body });
      if (req.url?.endsWith('/broken')) res.writeHead(500, cors).end('{"message":"no"}');
      else res.writeHead(200, { ...cors, 'Content-Type': 'application/json' }).end('[{"id":1}]');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

beforeEach(() => {
  received.length = 0;
  window.__STORE_PRELOADED_RPC__?.clear();
});

const config = () => ({ supabaseUrl: url, supabaseAnonKey: 'anon-key-of-at-least-twenty-chars' });

describe('rpcKey', () => {
  it('does not depend on the order of the arguments', () => {
    expect(rpcKey({ fn: 'f', args: { a: 1, b: [2, { d: 4, c: 3 }] } })).toBe(
      rpcKey({ fn: 'f', args: { b: [2, { c: 3, d: 4 }], a: 1 } }),
    );
    expect(rpcKey({ fn: 'f', args: { a: 1 } })).not.toBe(rpcKey({ fn: 'f', args: { a: 2 } }));
    expect(rpcKey({ fn: 'f' })).toBe(rpcKey({ fn: 'f', args: {} }));
  });
});

describe('preloadRpc / takePreloadedRpc', () => {
  it('posts the call like supabase-js and hands the answer out once', async () => {
    const call = { fn: 'get_products_list', args: { page_number: 1, category_filter: 'Consoles' } };
    preloadRpc(call, config());
    preloadRpc(call, config());
    const taken = takePreloadedRpc({
      fn: 'get_products_list',
      args: { category_filter: 'Consoles', page_number: 1 },
    });
    await expect(taken).resolves.toEqual([{ id: 1 }]);
    expect(takePreloadedRpc(call)).toBeUndefined();
    expect(received).toHaveLength(1);
    expect(received[0]?.path).toBe('/rest/v1/rpc/get_products_list');
    expect(received[0]?.headers.apikey).toBe('anon-key-of-at-least-twenty-chars');
    expect(received[0]?.headers.authorization).toBe('Bearer anon-key-of-at-least-twenty-chars');
    expect(JSON.parse(received[0]?.body ?? '')).toEqual(call.args);
  });

  it('answers undefined for a failed call, so the page asks again itself', async () => {
    preloadRpc({ fn: 'broken' }, config());
    await expect(takePreloadedRpc({ fn: 'broken' })).resolves.toBeUndefined();
  });

  it('holds nothing for a call that was not preloaded', () => {
    expect(takePreloadedRpc({ fn: 'count_products', args: { category_filter: 'Consoles' } })).toBeUndefined();
  });
});

describe('holdArrivedAnswers', () => {
  it('keeps an arrived answer from a first render while the browser hydrates; the fetch still takes it', async () => {
    const call = { fn: 'count_products', args: { category_filter: 'Consoles' } };
    await preloadRpc(call, config());
    holdArrivedAnswers(true);
    try {
      expect(hasArrivedRpc(call)).toBe(false);
      expect(takeArrivedRpc(call)).toBeUndefined();
    } finally {
      holdArrivedAnswers(false);
    }
    expect(hasArrivedRpc(call)).toBe(true);
    expect(takeArrivedRpc(call)).toEqual({ data: [{ id: 1 }] });
    preloadRpc(call, config());
    holdArrivedAnswers(true);
    try {
      await expect(takePreloadedRpc(call)).resolves.toEqual([{ id: 1 }]);
    } finally {
      holdArrivedAnswers(false);
    }
  });
});
