import { afterEach, describe, expect, it } from 'vitest';
import { resetSupabaseForTests, supabaseClientCreated } from './client';
import { arrivedRpcData, callRpc } from './rpc';

afterEach(() => {
  window.__STORE_PRELOADED_RPC__?.clear();
  resetSupabaseForTests();
});

describe('callRpc', () => {
  it('answers a preloaded call without loading supabase-js', async () => {
    window.__STORE_PRELOADED_RPC__ = new Map([
      ['count_products {"category_filter":"Consoles"}', { answer: Promise.resolve(42) }],
    ]);
    await expect(callRpc('count_products', { category_filter: 'Consoles' })).resolves.toEqual({
      data: 42,
      error: null,
    });
    expect(supabaseClientCreated()).toBe(false);
  });

  it('asks supabase-js when the preload failed or holds another call', async () => {
    window.__STORE_PRELOADED_RPC__ = new Map([
      ['count_products {"category_filter":"Consoles"}', { answer: Promise.resolve(undefined) }],
    ]);
    // No runtime config in this test: the client's refusal shows the call went to supabase-js.
    await expect(callRpc('count_products', { category_filter: 'Consoles' })).rejects.toThrow(
      'Runtime config is not loaded yet',
    );
    await expect(callRpc('count_products', { category_filter: 'PCs' })).rejects.toThrow(
      'Runtime config is not loaded yet',
    );
  });
});

describe('arrivedRpcData', () => {
  const key = 'count_products {"category_filter":"Consoles"}';
  const parse = (data: unknown) => {
    if (typeof data !== 'number') throw new Error('not a count');
    return data;
  };

  it('gives an answer that has arrived, parsed, once', () => {
    window.__STORE_PRELOADED_RPC__ = new Map([[key, { answer: Promise.resolve(7), settled: { value: 7 } }]]);
    expect(arrivedRpcData('count_products', { category_filter: 'Consoles' }, parse)).toBe(7);
    expect(arrivedRpcData('count_products', { category_filter: 'Consoles' }, parse)).toBeUndefined();
  });

  it('leaves an answer still on its way to callRpc, and ignores failed or unparsable ones', async () => {
    window.__STORE_PRELOADED_RPC__ = new Map([[key, { answer: Promise.resolve(9) }]]);
    expect(arrivedRpcData('count_products', { category_filter: 'Consoles' }, parse)).toBeUndefined();
    await expect(callRpc('count_products', { category_filter: 'Consoles' })).resolves.toEqual({
      data: 9,
      error: null,
    });
    window.__STORE_PRELOADED_RPC__ = new Map([
      [key, { answer: Promise.resolve('x'), settled: { value: 'x' } }],
    ]);
    expect(arrivedRpcData('count_products', { category_filter: 'Consoles' }, parse)).toBeUndefined();
  });
});
