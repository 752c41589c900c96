/**
 * The shell's entry preloads a page's first calls (shared/preload); the page only finds them if
 * it asks for exactly the same functions and arguments. These tests tie the two together.
 */
import { PAGE_SIZE } from 'shared';
import { type CategoryStructure, parsePricePhrase } from 'shared/contracts';
import { categoryPageCalls, plainSearchCalls, rpcKey } from 'shared/preload';
import { describe, expect, it } from 'vitest';
import { categoryGroups } from '../features/browse/lib/groups';
import { countProductsKeys, findCategory, productsListKeys } from '../features/catalog';
import { searchSuggestionsArgs } from '../features/search/api/get-search-suggestions';
import {
  countParamsOf,
  parseSearchParams,
  toSearchFiltersParams,
  toUnifiedSearchParams,
} from '../features/search/lib/search-params';

const keys = (calls: { fn: string; args?: Record<string, unknown> }[]) => calls.map(rpcKey);

const structure: CategoryStructure = {
  categories: [
    {
      name: 'Gaming PCs',
      slug: 'gaming-pcs',
      subcategories: [
        { name: 'Prebuilt', slug: 'prebuilt', data: { labels: [] } },
        { name: 'Custom Builds', slug: 'custom-builds', data: { labels: [] } },
        { name: 'Mini PCs', slug: 'mini-pcs', data: { labels: [] } },
      ],
    },
  ],
} as CategoryStructure;

describe('first-screen preload of a category page', () => {
  it('asks for the first two rows and the page count exactly as the page does', () => {
    const category = findCategory(structure, 'gaming-pcs');
    if (!category) throw new Error('fixture');
    const [first, second] = categoryGroups(category);
    const row = (filters: object) => ({ ...filters, page: 1, pageSize: PAGE_SIZE.categoryGroup });
    const pageCalls = [first, second].flatMap((group) => [
      { fn: 'get_products_list', args: productsListKeys.list(row(group?.filters ?? {}))[2] },
      { fn: 'count_products', args: countProductsKeys.count(group?.filters ?? {})[2] },
    ]);
    pageCalls.push({ fn: 'count_products', args: countProductsKeys.count({ category: category.name })[2] });
    // By slug or by name, in any case: the page accepts all of them.
    for (const segment of ['gaming-pcs', 'Gaming PCs', 'GAMING pcs']) {
      expect(keys(categoryPageCalls(structure, segment))).toEqual(keys(pageCalls));
    }
  });

  it('asks for nothing when the category does not exist', () => {
    expect(categoryPageCalls(structure, 'Toasters')).toEqual([]);
    expect(categoryPageCalls(undefined, 'Consoles')).toEqual([]);
  });
});

describe('first-screen preload of a search', () => {
  it.each(['gaming laptop', '  ps5  ', `${'x'.repeat(98)} yz trailing`])(
    'asks for the search page calls of ?q=%s',
    (q) => {
      const state = parseSearchParams(new URLSearchParams({ q }));
      const params = toUnifiedSearchParams(state);
      expect(keys(plainSearchCalls(q))).toEqual(
        keys([
          { fn: 'unified_product_search', args: params },
          { fn: 'get_product_search_count', args: countParamsOf(params) },
          { fn: 'get_search_filters', args: toSearchFiltersParams(state) },
          { fn: 'get_search_suggestions', args: searchSuggestionsArgs(params.search_term ?? '') },
        ]),
      );
    },
  );

  it.each(['gaming laptop under 1 lakh', 'ps5 between 40k and 60k', 'rtx 4070'])(
    'asks for the words and the bounds of a price phrase in ?q=%s, as the page does',
    (q) => {
      const state = parseSearchParams(new URLSearchParams({ q }));
      const params = toUnifiedSearchParams(state);
      const parsed = parsePricePhrase(q);
      expect(keys(plainSearchCalls(q, parsed.phrase != null ? parsed : null))).toEqual(
        keys([
          { fn: 'unified_product_search', args: params },
          { fn: 'get_product_search_count', args: countParamsOf(params) },
          { fn: 'get_search_filters', args: toSearchFiltersParams(state) },
          { fn: 'get_search_suggestions', args: searchSuggestionsArgs(params.search_term ?? '') },
        ]),
      );
    },
  );

  it('asks for nothing for a term too short to search', () => {
    expect(plainSearchCalls(' a ')).toEqual([]);
  });
});
