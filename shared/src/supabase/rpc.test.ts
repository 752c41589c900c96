import { afterEach, describe, expect, it } from 'vitest';
import { resetSupabaseForTests, supabaseClientCreated } from './client';
import { callRpc } from './rpc';

afterEach(() => {
  window.__STORE_PRELOADED_RPC__?.clear();
  resetSupabaseForTests();
});

describe('callRpc', () => {
  it('answers a preloaded call without loading supabase-js', async () => {
    window.__STORE_PRELOADED_RPC__ = new Map([
      ['count_products {"category_filter":"Consoles"}', Promise.resolve(42)],
    ]);
    await expect(callRpc('count_products', { category_filter: 'Consoles' })).resolves.toEqual({
      data: 42,
      error: null,
    });
    expect(supabaseClientCreated()).toBe(false);
  });

  it('asks supabase-js when the preload failed or holds another call', async () => {
    window.__STORE_PRELOADED_RPC__ = new Map([
      ['count_products {"category_filter":"Consoles"}', Promise.resolve(undefined)],
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
