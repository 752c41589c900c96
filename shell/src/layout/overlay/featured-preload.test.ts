import { callRpc, setRuntimeConfig, useSession } from 'shared';
import { productsListArgs } from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetSessionSyncForTests, settleGuestSession } from '../session-sync';

const API = 'http://127.0.0.1:9';
const STRUCTURE = { categories: [{ name: 'Consoles' }, { name: 'PC Parts' }] };
const ROW = { product_id: 'p1', product_name: 'Sony PlayStation 5 Slim' };

/** The REST API as fetch sees it: the structure, then each category's first products. */
function stubApi() {
  const fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    const fn = url.slice(`${API}/rest/v1/rpc/`.length);
    const body = fn === 'get_product_categories_structure' ? STRUCTURE : [{ ...ROW, args: init?.body }];
    return new Response(JSON.stringify(body), { status: 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const called = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.map(([url, init]) => ({
    fn: String(url).replace(`${API}/rest/v1/rpc/`, ''),
    body: JSON.parse(String(init?.body ?? '{}')) as Record<string, unknown>,
    auth: new Headers(init?.headers).get('Authorization'),
  }));

beforeEach(() => {
  window.__STORE_PRELOADED_RPC__ = new Map();
  resetSessionSyncForTests();
  useSession.setState({ status: 'loading', user: null });
  setRuntimeConfig({ supabaseUrl: API, supabaseAnonKey: 'test-anon-key-000000000000', remotes: {} });
});
afterEach(() => {
  vi.unstubAllGlobals();
  window.history.replaceState(null, '', '/');
});

describe("the auth overlay's featured products", () => {
  it('are requested as the overlay opens, with the anon key, without waiting for the session', async () => {
    const fetchMock = stubApi();
    window.history.replaceState(null, '', '/#access_token=abc&refresh_token=def&token_type=bearer');
    settleGuestSession();
    // At once, before the first render and before supabase-js has read anything.
    expect(called(fetchMock).map((c) => c.fn)).toEqual(['get_product_categories_structure']);
    expect(called(fetchMock)[0]?.auth).toBe('Bearer test-anon-key-000000000000');
    await expect.poll(() => fetchMock.mock.calls.length).toBe(3);
    const lists = called(fetchMock).slice(1);
    expect(lists.map((c) => c.body)).toEqual([
      productsListArgs({ category: 'Consoles' }, 1, 10),
      productsListArgs({ category: 'PC Parts' }, 1, 10),
    ]);
    // The carousel's own call is answered from them: no client, no second request.
    const { data, error } = await callRpc(
      'get_products_list',
      productsListArgs({ category: 'PC Parts' }, 1, 10),
    );
    expect(error).toBeNull();
    expect((data as { product_id: string }[])[0]?.product_id).toBe('p1');
    expect(fetchMock).toHaveBeenCalledTimes(3);
    expect(useSession.getState().status).toBe('loading');
  });

  it('are not requested for a plain visit (no overlay)', () => {
    const fetchMock = stubApi();
    settleGuestSession();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(useSession.getState().status).toBe('anonymous');
  });
});
