import { QueryClient } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SEARCH_STATE, toUnifiedSearchParams } from '../lib/search-params';
import { fakeRpc, filterSet, resultItem } from '../test/render';
import { getProductSearchCount } from './product-search-count';
import { getSearchFilters } from './search-filters';
import { getSearchResponse, totalPagesOf, unifiedProductSearch } from './unified-search';

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

const params = toUnifiedSearchParams({ ...DEFAULT_SEARCH_STATE, q: 'playstaton', page: 2 });
const client = () => new QueryClient({ defaultOptions: { queries: { retry: false } } });

describe('totalPagesOf', () => {
  it('rounds up and is 0 without results', () => {
    expect(totalPagesOf(0, 20)).toBe(0);
    expect(totalPagesOf(20, 20)).toBe(1);
    expect(totalPagesOf(21, 20)).toBe(2);
  });
});

describe('getSearchResponse', () => {
  it('combines the page, the count and the did-you-mean suggestion', async () => {
    rpc.mockImplementation(
      fakeRpc({
        unified_product_search: () => ({ data: [resultItem(1), resultItem(2)], error: null }),
        get_product_search_count: () => ({ data: 42, error: null }),
        get_search_suggestions: () => ({
          data: [{ suggestion: 'playstation', similarity_score: 0.91, estimated_results: 35 }],
          error: null,
        }),
      }),
    );
    const response = await getSearchResponse(client(), params, true);
    expect(response).toMatchObject({ totalResults: 42, totalPages: 3, didYouMean: 'playstation' });
    expect(response.results.map((r) => r.slug)).toEqual(['product-1', 'product-2']);
    expect(rpc).toHaveBeenCalledWith('unified_product_search', params);
    expect(rpc).toHaveBeenCalledWith('get_product_search_count', {
      search_term: 'playstaton',
      p_category: null,
      p_subcategory: null,
      label_filter: null,
      min_price: null,
      max_price: null,
      condition_filter: null,
      include_inactive: false,
      min_relevance: 0.1,
      p_spec_filters: null,
      filter_by_discount: false,
    });
  });

  it('ignores a failing suggestion call (search failures are silent)', async () => {
    rpc.mockImplementation(
      fakeRpc({
        unified_product_search: () => ({ data: [], error: null }),
        get_product_search_count: () => ({ data: 0, error: null }),
        get_search_suggestions: () => ({ data: null, error: { message: 'down' } }),
      }),
    );
    expect(await getSearchResponse(client(), params, true)).toMatchObject({
      didYouMean: null,
      suggestions: [],
    });
  });

  it('asks for no suggestions when told not to', async () => {
    rpc.mockImplementation(
      fakeRpc({
        unified_product_search: () => ({ data: [], error: null }),
        get_product_search_count: () => ({ data: 0, error: null }),
      }),
    );
    await getSearchResponse(client(), params, false);
    expect(rpc.mock.calls.map(([name]) => name).sort()).toEqual([
      'get_product_search_count',
      'unified_product_search',
    ]);
  });
});

describe('fetchers', () => {
  it('accept a null relevance (no term) and reject malformed rows', async () => {
    rpc.mockResolvedValueOnce({ data: [resultItem(1, { relevance: null })], error: null });
    expect(await unifiedProductSearch(params)).toHaveLength(1);
    rpc.mockResolvedValueOnce({ data: [{ slug: 'x' }], error: null });
    await expect(unifiedProductSearch(params)).rejects.toThrow('Failed to load search results.');
  });

  it('turn RPC errors and odd counts into the page message', async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { message: 'bad' } });
    await expect(unifiedProductSearch(params)).rejects.toThrow('Failed to load search results.');
    rpc.mockResolvedValueOnce({ data: '12', error: null });
    await expect(getProductSearchCount({ ...params, label_filter: null } as never)).rejects.toThrow(
      'Failed to load search results.',
    );
  });

  it('parse the filter set', async () => {
    rpc.mockResolvedValueOnce({ data: filterSet(), error: null });
    const filters = await getSearchFilters({
      search_term: 'ps5',
      p_category: null,
      p_subcategory: null,
      p_label: null,
      include_inactive: false,
      min_relevance: 0.1,
    });
    expect(filters.discountPriceBounds).toEqual([1000, 60000]);
    rpc.mockResolvedValueOnce({ data: { categories: [] }, error: null });
    await expect(
      getSearchFilters({
        search_term: 'ps5',
        p_category: null,
        p_subcategory: null,
        p_label: null,
        include_inactive: false,
        min_relevance: 0.1,
      }),
    ).rejects.toThrow('Failed to load filters.');
  });
});
