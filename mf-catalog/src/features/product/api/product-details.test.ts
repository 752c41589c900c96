import { getSupabase } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadSchemas } from '../../catalog/api/load-schemas';
import { PRODUCT_ID, productFixture } from '../test-fixtures';
import { getProductById, productByIdQueryOptions } from './get-product-by-id';
import { getProductBySlug, productBySlugQueryOptions } from './get-product-by-slug';
import { firstProductRow, PRODUCT_UNREACHABLE, UNEXPECTED_PRODUCT_ANSWER } from './product-details';

vi.mock('shared', async (original) => {
  const getSupabase = vi.fn();
  // The fetchers call through callRpc (shared/preload's answers first): route it to the stub.
  const callRpc = async (...call: [string, object?]) => (await getSupabase()).rpc(...call);
  return { ...(await original<typeof import('shared')>()), getSupabase, callRpc };
});

const rpc = vi.fn();
beforeEach(() => {
  vi.mocked(getSupabase).mockResolvedValue({ rpc } as never);
});
afterEach(() => {
  vi.clearAllMocks();
});

describe('firstProductRow', () => {
  it('uses the first row and treats no row as not found', async () => {
    const schemas = await loadSchemas();
    const first = productFixture();
    expect(firstProductRow(schemas, [first, productFixture({ o_slug: 'other' })])).toEqual(first);
    expect(firstProductRow(schemas, [])).toBeNull();
    expect(firstProductRow(schemas, null)).toBeNull();
  });

  it('refuses an answer that does not match the contract', async () => {
    const schemas = await loadSchemas();
    expect(() => firstProductRow(schemas, [{ o_product_id: 1 }])).toThrow(UNEXPECTED_PRODUCT_ANSWER);
    expect(() => firstProductRow(schemas, {})).toThrow(UNEXPECTED_PRODUCT_ANSWER);
  });
});

describe('product fetchers', () => {
  it('look a slug up by its normalised form', async () => {
    rpc.mockResolvedValue({ data: [productFixture()], error: null });
    await expect(getProductBySlug(' Lenovo-Legion ')).resolves.toEqual(productFixture());
    expect(rpc).toHaveBeenCalledWith('get_product_details_by_slug', { p_target_slug: 'lenovo-legion' });
  });

  it('look an id up with get_product_details', async () => {
    rpc.mockResolvedValue({ data: [], error: null });
    await expect(getProductById(PRODUCT_ID)).resolves.toBeNull();
    expect(rpc).toHaveBeenCalledWith('get_product_details', { p_target_product_id: PRODUCT_ID });
  });

  it('turn a backend error into an Error with its message', async () => {
    rpc.mockResolvedValue({ data: null, error: { message: 'permission denied' } });
    await expect(getProductBySlug('x')).rejects.toThrow('permission denied');
  });

  it('say the store could not be reached when the request got no answer, not the browser’s words', async () => {
    // What supabase-js answers when fetch fails (the API down, offline).
    rpc.mockResolvedValue({ data: null, error: { message: 'TypeError: Failed to fetch', code: '' } });
    await expect(getProductBySlug('x')).rejects.toThrow(PRODUCT_UNREACHABLE);
    await expect(getProductById(PRODUCT_ID)).rejects.toThrow(PRODUCT_UNREACHABLE);
    // A server error that happens to mention a type keeps its own text.
    rpc.mockResolvedValue({ data: null, error: { message: 'TypeError in input', code: '22023' } });
    await expect(getProductBySlug('x')).rejects.toThrow('TypeError in input');
  });

  it('cache for the documented times under product keys', () => {
    const bySlug = productBySlugQueryOptions('PS5');
    expect(bySlug.queryKey).toEqual(['product', 'slug', 'ps5']);
    expect(bySlug.staleTime).toBe(10 * 60_000);
    expect(bySlug.gcTime).toBe(30 * 60_000);
    expect(productByIdQueryOptions(PRODUCT_ID).queryKey).toEqual(['product', 'id', PRODUCT_ID]);
  });
});
