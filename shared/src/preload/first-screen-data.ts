/**
 * The data of a page's first screen, requested by the shell's entry while the scripts download
 * (docs/adr/0005, "First-screen data"): on a throttled phone the page's own queries would start
 * only after ~300 KiB of JavaScript, and a category page's rows only after its structure. Each
 * call below is the one the catalogue's page makes (same builders, shared/contracts), so the
 * page finds the answer waiting; a call the page does not make is one wasted request, no more.
 */

import { PAGE_SIZE, SEARCH } from '../constants/spec';
import {
  EAGER_CATALOG_GROUPS,
  namesCatalogItem,
  productBySlugArgs,
  productsListArgs,
  toFilterParams,
} from '../contracts/catalog-params.ts';
import { type PreloadConfig, preloadImage, preloadRpc, type RpcCall } from './preloaded-rpc';

export type FirstScreenRoute =
  | { id: 'category'; category: string }
  | { id: 'product'; idOrSlug: string }
  | { id: 'search'; query: string };

interface StructureAnswer {
  categories?: { name: string; slug: string; subcategories?: { name: string; slug: string }[] }[];
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Images of the first row worth fetching before the page renders (a phone shows about two). */
const FIRST_ROW_IMAGES = 2;

/** The first product cards' images (list and search rows carry `primary_image`). */
function preloadFirstImages(rows: unknown): void {
  if (!Array.isArray(rows)) return;
  for (const item of rows.slice(0, FIRST_ROW_IMAGES)) {
    const image = (item as { primary_image?: unknown }).primary_image;
    if (typeof image === 'string') preloadImage(image);
  }
}

/**
 * A category page's first calls once its structure is known: the page's count, then each eager
 * row's products and count (the first row's products first: its images are the LCP). Empty when
 * the structure has no such category (the page shows its not-found view).
 */
export function categoryPageCalls(structure: unknown, category: string): RpcCall[] {
  const found = (structure as StructureAnswer | undefined)?.categories?.find((c) =>
    namesCatalogItem(category, c),
  );
  if (!found) return [];
  const calls: RpcCall[] = [];
  for (const sub of (found.subcategories ?? []).slice(0, EAGER_CATALOG_GROUPS)) {
    const filters = { category: found.name, subcategory: sub.name };
    calls.push(
      { fn: 'get_products_list', args: productsListArgs(filters, 1, PAGE_SIZE.categoryGroup) },
      { fn: 'count_products', args: toFilterParams(filters) },
    );
  }
  calls.push({ fn: 'count_products', args: toFilterParams({ category: found.name }) });
  return calls;
}

function preloadCategory(category: string, config: PreloadConfig): void {
  preloadRpc({ fn: 'get_product_categories_structure' }, config).then((structure) => {
    categoryPageCalls(structure, category).forEach((call, i) => {
      const answer = preloadRpc(call, config);
      if (i === 0) answer.then((rows) => preloadFirstImages(rows));
    });
  });
}

function preloadProduct(idOrSlug: string, config: PreloadConfig): void {
  // An id address is replaced by the slug address first; only slug pages are worth it.
  if (UUID.test(idOrSlug)) return;
  preloadRpc({ fn: 'get_product_details_by_slug', args: productBySlugArgs(idOrSlug) }, config).then(
    (answer) => {
      const product = Array.isArray(answer) ? (answer[0] as { o_images?: unknown } | undefined) : undefined;
      const first = Array.isArray(product?.o_images) ? (product.o_images[0] as { url?: unknown }) : undefined;
      if (typeof first?.url === 'string') preloadImage(first.url);
    },
  );
}

/** Longest search term the search page sends (its URL state trims longer ones). */
const SEARCH_TERM_MAX = 100;

/** A price phrase of the query ("under 1 lakh"): the words left to search and its bounds. */
export interface QueryPrice {
  text: string;
  min: number | null;
  max: number | null;
}

/**
 * The search page's calls for a URL holding only `q` (its other defaults: first page, relevance,
 * no filters): results, count, 'Did you mean' and the filter panel; with the query's price phrase
 * (`price`, from contracts/price-phrase.ts) the words without it and its bounds, as the page does.
 * A mf-catalog test keeps them equal to the page's own parameters.
 */
export function plainSearchCalls(query: string, price: QueryPrice | null = null): RpcCall[] {
  const term = (price ? price.text : query.trim()).slice(0, SEARCH_TERM_MAX).trim();
  if (term.length < SEARCH.minChars) return [];
  const filters = {
    search_term: term,
    p_category: null,
    p_subcategory: null,
    min_price: price?.min ?? null,
    max_price: price?.max ?? null,
    condition_filter: null,
    include_inactive: false,
    min_relevance: SEARCH.minRelevance,
    p_spec_filters: null,
    filter_by_discount: false,
  };
  return [
    {
      fn: 'unified_product_search',
      args: {
        ...filters,
        p_label: null,
        sort_by: SEARCH.defaultSort,
        page_number: 1,
        page_size: PAGE_SIZE.search,
      },
    },
    { fn: 'get_product_search_count', args: { ...filters, label_filter: null } },
    {
      fn: 'get_search_filters',
      args: {
        search_term: term,
        p_category: null,
        p_subcategory: null,
        p_label: null,
        include_inactive: false,
        min_relevance: SEARCH.minRelevance,
      },
    },
    {
      fn: 'get_search_suggestions',
      args: {
        search_term: term,
        max_suggestions: SEARCH.suggestionsMaxHook,
        min_similarity: SEARCH.suggestionsMinSimilarity,
      },
    },
  ];
}

function preloadSearchCalls(calls: RpcCall[], config: PreloadConfig): void {
  for (const call of calls) {
    const answer = preloadRpc(call, config);
    if (call.fn === 'unified_product_search') answer.then((rows) => preloadFirstImages(rows));
  }
}

/**
 * A price phrase needs a number: only then is the parser fetched (a chunk of its own, so the
 * entry every page loads stays as small as it was).
 */
function preloadSearch(query: string, config: PreloadConfig): void {
  if (!/\d/.test(query)) {
    preloadSearchCalls(plainSearchCalls(query), config);
    return;
  }
  void import('../contracts/price-phrase')
    .then(({ parsePricePhrase }) => {
      const parsed = parsePricePhrase(query);
      preloadSearchCalls(plainSearchCalls(query, parsed.phrase != null ? parsed : null), config);
    })
    .catch(() => {});
}

/** Starts the first screen's queries (and its LCP image once known). Never throws. */
export function preloadFirstScreenData(route: FirstScreenRoute, config: PreloadConfig): void {
  try {
    if (route.id === 'category') preloadCategory(route.category, config);
    else if (route.id === 'product') preloadProduct(route.idOrSlug, config);
    else preloadSearch(route.query, config);
  } catch {
    // A preload is an optimisation; the page loads its data itself.
  }
}
