import { getSupabase } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { autocompleteQueryOptions, getAutocomplete } from './get-autocomplete';

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

const row = {
  product_id: '7d4c1c1e-0000-4000-8000-000000000001',
  slug: 'sony-playstation-5-slim',
  product_name: 'Sony PlayStation 5 Slim',
  primary_image: '/img/products/ps5.svg',
  price: 54990,
  discount_price: 44990,
  category: 'Consoles',
  subcategory: 'PlayStation',
  label: null,
  average_rating: 4.5,
  review_count: 12,
  similarity_score: 0.7,
};

describe('getAutocomplete', () => {
  it('asks for 5 products at similarity 0.2 for the trimmed term', async () => {
    rpc.mockResolvedValue({ data: [row], error: null });
    expect(await getAutocomplete(' ps5 ')).toEqual([row]);
    expect(rpc).toHaveBeenCalledWith('enhanced_autocomplete_search', {
      search_query: 'ps5',
      max_results: 5,
      similarity_threshold: 0.2,
    });
  });

  it('throws the server error and rejects a malformed answer', async () => {
    rpc.mockResolvedValueOnce({
      data: null,
      error: { message: 'search_query must be at most 100 characters' },
    });
    await expect(getAutocomplete('x'.repeat(101))).rejects.toThrow(
      'search_query must be at most 100 characters',
    );
    rpc.mockResolvedValueOnce({ data: [{ ...row, price: '54990' }], error: null });
    await expect(getAutocomplete('ps5')).rejects.toThrow();
  });

  it('is enabled from 2 trimmed characters', () => {
    expect(autocompleteQueryOptions(' a ').enabled).toBe(false);
    expect(autocompleteQueryOptions(' ab ').queryKey).toEqual(['search', 'autocomplete', 'ab']);
    expect(autocompleteQueryOptions(' ab ').enabled).toBe(true);
  });
});
