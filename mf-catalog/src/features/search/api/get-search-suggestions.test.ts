import { getSupabase } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  didYouMean,
  getSearchSuggestions,
  isSearchableTerm,
  searchSuggestionsQueryOptions,
} from './get-search-suggestions';

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

const suggestion = (text: string, score: number) => ({
  suggestion: text,
  similarity_score: score,
  estimated_results: 3,
});

describe('didYouMean', () => {
  it('is the top suggestion when its similarity is above 0.6', () => {
    expect(didYouMean([suggestion('playstation', 0.82), suggestion('playstation 5', 0.7)])).toBe(
      'playstation',
    );
  });

  it('is null at exactly 0.6 and below', () => {
    expect(didYouMean([suggestion('xbox', 0.6)])).toBeNull();
    expect(didYouMean([suggestion('xbox', 0.45)])).toBeNull();
  });

  it('is null without suggestions', () => {
    expect(didYouMean([])).toBeNull();
    expect(didYouMean(undefined)).toBeNull();
    expect(didYouMean(null)).toBeNull();
  });

  it('takes the highest score even when the list is not sorted', () => {
    expect(didYouMean([suggestion('ps4', 0.5), suggestion('ps5', 0.9)])).toBe('ps5');
  });
});

describe('getSearchSuggestions', () => {
  it('calls the RPC with the trimmed term, the maximum and similarity 0.3', async () => {
    rpc.mockResolvedValue({ data: [suggestion('playstation', 0.82)], error: null });
    expect(await getSearchSuggestions('  playstaton ', 4)).toEqual([suggestion('playstation', 0.82)]);
    expect(rpc).toHaveBeenCalledWith('get_search_suggestions', {
      search_term: 'playstaton',
      max_suggestions: 4,
      min_similarity: 0.3,
    });
  });

  it('asks for 5 suggestions by default (the search hook)', async () => {
    rpc.mockResolvedValue({ data: [], error: null });
    await getSearchSuggestions('ryzen');
    expect(rpc).toHaveBeenCalledWith(
      'get_search_suggestions',
      expect.objectContaining({ max_suggestions: 5 }),
    );
  });

  it('throws the server error', async () => {
    rpc.mockResolvedValue({ data: null, error: { message: 'max_suggestions must be between 1 and 20' } });
    await expect(getSearchSuggestions('ryzen', 50)).rejects.toThrow(
      'max_suggestions must be between 1 and 20',
    );
  });

  it('rejects an answer of the wrong shape', async () => {
    rpc.mockResolvedValue({ data: [{ suggestion: 'x' }], error: null });
    await expect(getSearchSuggestions('ryzen')).rejects.toThrow();
  });
});

describe('searchSuggestionsQueryOptions', () => {
  it('is enabled only for 2 or more trimmed characters', () => {
    expect(searchSuggestionsQueryOptions(' p ').enabled).toBe(false);
    expect(searchSuggestionsQueryOptions('ps').enabled).toBe(true);
    expect(isSearchableTerm('  ')).toBe(false);
  });

  it('keys by the trimmed term and the maximum', () => {
    expect(searchSuggestionsQueryOptions(' ps5 ', 4).queryKey).toEqual(['search', 'suggestions', 'ps5', 4]);
  });
});
