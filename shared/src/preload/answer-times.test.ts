import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setRuntimeConfig } from '../config/runtime-config';
import { parseRuntimeConfig } from '../config/runtime-config-schema';
import { getSupabase, resetSupabaseForTests } from '../supabase/client';
import { KEPT_AT_HEADER, noteRpcAnswer, rpcAnswerTime, rpcCallOf } from './answer-times';

/**
 * A stand-in for PostgREST's RPC endpoint, answering as the service worker does: a function
 * whose name starts with `kept_` answers what was kept at KEPT_AT, marked and exposed.
 */
const KEPT_AT = Date.parse('2026-11-28T09:30:00Z');
let server: Server;
let url: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Headers': '*',
      'Content-Type': 'application/json',
    };
    if (req.method === 'OPTIONS') {
      res.writeHead(204, cors).end();
      return;
    }
    req.resume().on('end', () => {
      const kept = /\/rpc\/kept_/.test(req.url ?? '');
      res
        .writeHead(
          200,
          kept
            ? { ...cors, [KEPT_AT_HEADER]: String(KEPT_AT), 'Access-Control-Expose-Headers': KEPT_AT_HEADER }
            : cors,
        )
        .end('[{"product_id":"p1","price":49990}]');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => resetSupabaseForTests());

beforeEach(() => {
  window.__STORE_ANSWER_TIMES__?.clear();
  window.__STORE_PRELOADED_RPC__?.clear();
});

const ANON = 'anon-key-of-at-least-twenty-chars';

describe('rpcCallOf', () => {
  it('reads the function and arguments of a PostgREST RPC request, nothing else', () => {
    expect(rpcCallOf(`${url}/rest/v1/rpc/get_products_list`, '{"page_number":1}')).toEqual({
      fn: 'get_products_list',
      args: { page_number: 1 },
    });
    expect(rpcCallOf(`${url}/rest/v1/rpc/get_product_categories_structure`, undefined)).toEqual({
      fn: 'get_product_categories_structure',
      args: {},
    });
    expect(rpcCallOf(`${url}/rest/v1/cart_items?select=*`, '{}')).toBeNull();
    expect(rpcCallOf(`${url}/rest/v1/rpc/f`, 'not json')).toBeNull();
    expect(rpcCallOf(`${url}/rest/v1/rpc/f`, '[1,2]')).toBeNull();
  });
});

describe('noteRpcAnswer / rpcAnswerTime', () => {
  it('an answer from the network is as of now; a kept one as of when it was kept; the last one counts', () => {
    const call = { fn: 'get_products_list', args: { page_number: 1, category_filter: 'Consoles' } };
    expect(rpcAnswerTime(call)).toBeUndefined();
    noteRpcAnswer(call, new Headers({ [KEPT_AT_HEADER]: String(KEPT_AT) }));
    // The same call, its arguments in another order.
    expect(rpcAnswerTime({ fn: call.fn, args: { category_filter: 'Consoles', page_number: 1 } })).toEqual({
      at: KEPT_AT,
      kept: true,
    });
    noteRpcAnswer(call, new Headers(), KEPT_AT + 90_000);
    expect(rpcAnswerTime(call)).toEqual({ at: KEPT_AT + 90_000, kept: false });
    expect(rpcAnswerTime({ fn: call.fn, args: { page_number: 2 } })).toBeUndefined();
  });
});

describe('the time travels from the response to the page', () => {
  it("through the site's supabase-js client (getSupabase), kept and fresh", async () => {
    setRuntimeConfig(parseRuntimeConfig({ supabaseUrl: url, supabaseAnonKey: ANON, remotes: {} }));
    const supabase = await getSupabase();
    const before = Date.now();
    const fresh = await supabase.rpc('get_products_list', { page_number: 1 });
    expect(fresh.data).toEqual([{ product_id: 'p1', price: 49990 }]);
    const kept = await supabase.rpc('kept_products_list', { page_number: 1 });
    expect(kept.data).toEqual([{ product_id: 'p1', price: 49990 }]);

    const freshTime = rpcAnswerTime({ fn: 'get_products_list', args: { page_number: 1 } });
    expect(freshTime?.kept).toBe(false);
    expect(freshTime?.at).toBeGreaterThanOrEqual(before);
    expect(rpcAnswerTime({ fn: 'kept_products_list', args: { page_number: 1 } })).toEqual({
      at: KEPT_AT,
      kept: true,
    });
  });
});
