/**
 * The URL state of the search page and of the category pages' filtered grid
 * (docs/product.md#catalogue-and-search): parsing (invalid values dropped, defaults applied),
 * canonical serialisation (defaults omitted), the state transitions of the filter panel (any filter
 * change resets the page to 1; 'Clear all' keeps only the query) and the conversion to the search
 * RPCs' parameters (supabase/migrations/*_catalog_rpcs.sql).
 *
 * Comma lists: category, subcategory, label, condition and spec_{key}. Spec values may contain
 * commas themselves ('AMD APU (Zen 2, 6 nm)'), so inside a value a comma is written `\,` and a
 * backslash `\\`; the taxonomy lists hold slugs, which never contain either.
 */
import { PAGE_SIZE, SEARCH } from 'shared';
import {
  PRODUCT_CONDITIONS,
  type PricePhrase,
  type ProductCondition,
  parsePricePhrase,
  SEARCH_SORTS,
  type SearchSort,
} from 'shared/contracts';

export interface NumericRange {
  min: number | null;
  max: number | null;
}

export interface SearchUrlState {
  /** As typed (the search box shows it); the RPCs get it trimmed. */
  q: string;
  sortBy: SearchSort;
  /** 1-based. */
  page: number;
  pageSize: number;
  category: string[];
  subcategory: string[];
  label: string[];
  condition: ProductCondition[];
  /** spec_{key}=a,b: products whose spec equals (or, for list specs, contains) any of the values. */
  specValues: Record<string, string[]>;
  /** spec_{key}_min / spec_{key}_max: numeric specs within the range. */
  specRanges: Record<string, NumericRange>;
  filterByDiscount: boolean;
  minDiscountPrice: number | null;
  maxDiscountPrice: number | null;
}

/** The filter part of the state: what 'Clear all' removes. */
export type SearchFilterState = Omit<SearchUrlState, 'q' | 'page' | 'pageSize' | 'sortBy'>;

/** A category page's fixed taxonomy; it replaces the URL's category and subcategory. */
export interface SearchScope {
  category?: string | null;
  subcategory?: string | null;
}

/** The RPCs' limits (22023 otherwise): term length, page size, spec keys and values. */
export const SEARCH_LIMITS = {
  termMaxLength: 100,
  pageSizeMax: 100,
  specFiltersMax: 20,
  specValuesMax: 50,
} as const;

const SPEC_PREFIX = 'spec_';
const SPEC_KEY = /^[a-z][a-z0-9_]{0,62}$/;
const RANGE_SUFFIX = /_(min|max)$/;

/** Every parameter this module owns; anything else in the URL is left alone. */
const OWNED_PARAMS = [
  'q',
  'sortBy',
  'page',
  'pageSize',
  'category',
  'subcategory',
  'label',
  'condition',
  'filterByDiscount',
  'minDiscountPrice',
  'maxDiscountPrice',
] as const;

export const DEFAULT_SEARCH_STATE: SearchUrlState = Object.freeze({
  q: '',
  sortBy: SEARCH.defaultSort,
  page: SEARCH.defaultPage,
  pageSize: PAGE_SIZE.search,
  category: [],
  subcategory: [],
  label: [],
  condition: [],
  specValues: {},
  specRanges: {},
  filterByDiscount: false,
  minDiscountPrice: null,
  maxDiscountPrice: null,
}) as SearchUrlState;

// Comma lists --------------------------------------------------------------------------------

/** Splits `a,b\,c` into ['a', 'b,c']; values trimmed, empty ones and duplicates dropped. */
export function splitList(raw: string | null | undefined): string[] {
  if (!raw) return [];
  const values: string[] = [];
  let current = '';
  for (let i = 0; i < raw.length; i++) {
    const ch = raw[i];
    if (ch === '\\' && i + 1 < raw.length) {
      current += raw[i + 1];
      i++;
    } else if (ch === ',') {
      values.push(current);
      current = '';
    } else {
      current += ch;
    }
  }
  values.push(current);
  return unique(values.map((v) => v.trim()).filter((v) => v !== ''));
}

/** The inverse of splitList. */
export function joinList(values: readonly string[]): string {
  return values.map((v) => v.replace(/\\/g, '\\\\').replace(/,/g, '\\,')).join(',');
}

function unique(values: readonly string[]): string[] {
  return [...new Set(values)];
}

// Parsing --------------------------------------------------------------------------------------

function parseNumber(raw: string | null): number | null {
  if (raw == null || raw.trim() === '') return null;
  const n = Number(raw);
  return Number.isFinite(n) ? n : null;
}

function parseIntIn(raw: string | null, min: number, max: number): number | null {
  const n = parseNumber(raw);
  return n != null && Number.isInteger(n) && n >= min && n <= max ? n : null;
}

function parsePrice(raw: string | null): number | null {
  const n = parseNumber(raw);
  return n != null && n >= 0 ? n : null;
}

function parseSort(raw: string | null): SearchSort {
  return (SEARCH_SORTS as readonly string[]).includes(raw ?? '') ? (raw as SearchSort) : SEARCH.defaultSort;
}

function parseConditions(raw: string | null): ProductCondition[] {
  const wanted = new Set(splitList(raw).map((v) => v.toLowerCase()));
  return PRODUCT_CONDITIONS.filter((c) => wanted.has(c));
}

function parseBoolean(raw: string | null): boolean {
  return raw === 'true' || raw === '1';
}

/** A pair whose minimum exceeds its maximum is dropped whole: neither bound is meaningful. */
function consistentRange(min: number | null, max: number | null): NumericRange {
  return min != null && max != null && min > max ? { min: null, max: null } : { min, max };
}

function parseSpecs(params: URLSearchParams): Pick<SearchUrlState, 'specValues' | 'specRanges'> {
  const values: Record<string, string[]> = {};
  const ranges: Record<string, { min: number | null; max: number | null }> = {};
  for (const [name, raw] of params) {
    if (!name.startsWith(SPEC_PREFIX)) continue;
    const rest = name.slice(SPEC_PREFIX.length);
    const bound = RANGE_SUFFIX.exec(rest);
    if (bound) {
      const key = rest.slice(0, -bound[0].length);
      const n = parseNumber(raw);
      if (!SPEC_KEY.test(key) || n == null) continue;
      ranges[key] ??= { min: null, max: null };
      ranges[key][bound[1] as 'min' | 'max'] = n;
    } else if (SPEC_KEY.test(rest)) {
      const list = splitList(raw).slice(0, SEARCH_LIMITS.specValuesMax);
      if (list.length > 0) values[rest] = list;
    }
  }

  const specValues: Record<string, string[]> = {};
  const specRanges: Record<string, NumericRange> = {};
  // One filter per key (values win over a range for the same key), sorted, at most 20 keys.
  const keys = unique([...Object.keys(values), ...Object.keys(ranges)]).sort();
  for (const key of keys.slice(0, SEARCH_LIMITS.specFiltersMax)) {
    if (values[key]) {
      specValues[key] = values[key];
    } else if (ranges[key]) {
      const range = consistentRange(ranges[key].min, ranges[key].max);
      if (range.min != null || range.max != null) specRanges[key] = range;
    }
  }
  return { specValues, specRanges };
}

/** The state of a URL's query; anything missing or invalid takes its default. */
export function parseSearchParams(input: URLSearchParams | string): SearchUrlState {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const price = consistentRange(
    parsePrice(params.get('minDiscountPrice')),
    parsePrice(params.get('maxDiscountPrice')),
  );
  return {
    q: params.get('q') ?? '',
    sortBy: parseSort(params.get('sortBy')),
    page: parseIntIn(params.get('page'), 1, Number.MAX_SAFE_INTEGER) ?? SEARCH.defaultPage,
    pageSize: parseIntIn(params.get('pageSize'), 1, SEARCH_LIMITS.pageSizeMax) ?? PAGE_SIZE.search,
    category: splitList(params.get('category')),
    subcategory: splitList(params.get('subcategory')),
    label: splitList(params.get('label')),
    condition: parseConditions(params.get('condition')),
    ...parseSpecs(params),
    filterByDiscount: parseBoolean(params.get('filterByDiscount')),
    minDiscountPrice: price.min,
    maxDiscountPrice: price.max,
  };
}

// Serialisation --------------------------------------------------------------------------------

function isSpecParam(name: string): boolean {
  return name.startsWith(SPEC_PREFIX);
}

/**
 * The state written into `base` (other parameters kept, this module's replaced), in a canonical
 * order with defaults omitted, so equal states give equal URLs.
 */
export function serializeSearchParams(
  state: SearchUrlState,
  base?: URLSearchParams | string,
): URLSearchParams {
  const out = new URLSearchParams();
  const set = (name: string, value: string | null) => {
    if (value != null && value !== '') out.set(name, value);
  };
  set('q', state.q);
  set('category', joinList(state.category));
  set('subcategory', joinList(state.subcategory));
  set('label', joinList(state.label));
  set('condition', joinList(state.condition));
  for (const key of Object.keys(state.specValues).sort()) {
    set(`${SPEC_PREFIX}${key}`, joinList(state.specValues[key] ?? []));
  }
  for (const key of Object.keys(state.specRanges).sort()) {
    const range = state.specRanges[key];
    if (!range) continue;
    set(`${SPEC_PREFIX}${key}_min`, range.min != null ? String(range.min) : null);
    set(`${SPEC_PREFIX}${key}_max`, range.max != null ? String(range.max) : null);
  }
  if (state.filterByDiscount) set('filterByDiscount', 'true');
  set('minDiscountPrice', state.minDiscountPrice != null ? String(state.minDiscountPrice) : null);
  set('maxDiscountPrice', state.maxDiscountPrice != null ? String(state.maxDiscountPrice) : null);
  if (state.sortBy !== SEARCH.defaultSort) set('sortBy', state.sortBy);
  if (state.page !== SEARCH.defaultPage) set('page', String(state.page));
  if (state.pageSize !== PAGE_SIZE.search) set('pageSize', String(state.pageSize));

  if (base != null) {
    const kept = typeof base === 'string' ? new URLSearchParams(base) : base;
    for (const [name, value] of kept) {
      if (!(OWNED_PARAMS as readonly string[]).includes(name) && !isSpecParam(name)) out.append(name, value);
    }
  }
  return out;
}

/** `/search?q=...` (or another path) for a state; no `?` when nothing is set. */
export function searchHref(state: SearchUrlState, pathname = '/search'): string {
  const query = serializeSearchParams(state).toString();
  return query ? `${pathname}?${query}` : pathname;
}

// Transitions ----------------------------------------------------------------------------------

/** A filter change: the patch applied and the page back to 1. */
export function withFilters(state: SearchUrlState, patch: Partial<SearchFilterState>): SearchUrlState {
  return { ...state, ...patch, page: SEARCH.defaultPage };
}

/** A new sort order starts again at page 1 too. */
export function withSort(state: SearchUrlState, sortBy: SearchSort): SearchUrlState {
  return { ...state, sortBy, page: SEARCH.defaultPage };
}

export function withPage(state: SearchUrlState, page: number): SearchUrlState {
  return { ...state, page: Math.max(1, Math.floor(page) || 1) };
}

/** Adds or removes one value of a list. */
export function toggleValue<T extends string>(list: readonly T[], value: T, on: boolean): T[] {
  return on ? (unique([...list, value]) as T[]) : list.filter((v) => v !== value);
}

/** Sets (or, with an empty list, removes) a spec's chosen values; any range on the key goes. */
export function withSpecValues(
  state: SearchUrlState,
  key: string,
  values: readonly string[],
): SearchUrlState {
  const specValues = { ...state.specValues };
  const specRanges = { ...state.specRanges };
  delete specRanges[key];
  if (values.length > 0) specValues[key] = unique(values);
  else delete specValues[key];
  return withFilters(state, { specValues, specRanges });
}

/** Sets (or, with both bounds null, removes) a spec's range; any chosen values on the key go. */
export function withSpecRange(state: SearchUrlState, key: string, range: NumericRange): SearchUrlState {
  const specValues = { ...state.specValues };
  const specRanges = { ...state.specRanges };
  delete specValues[key];
  if (range.min != null || range.max != null) specRanges[key] = consistentRange(range.min, range.max);
  else delete specRanges[key];
  return withFilters(state, { specValues, specRanges });
}

/** 'Clear all': filters, spec filters, page and sort go; the query (and page size) stay. */
export function clearAllFilters(state: SearchUrlState): SearchUrlState {
  return { ...DEFAULT_SEARCH_STATE, q: state.q, pageSize: state.pageSize };
}

function hasPriceFilter(state: SearchUrlState): boolean {
  return state.minDiscountPrice != null || state.maxDiscountPrice != null || state.filterByDiscount;
}

function hasSpecFilter(state: SearchUrlState): boolean {
  return Object.keys(state.specValues).length > 0 || Object.keys(state.specRanges).length > 0;
}

/**
 * Whether a label, condition, sort, price or spec filter is present: a category page then shows
 * the filtered grid instead of its groups (docs/product.md#catalogue-and-search).
 * The discount-only switch counts as a price filter.
 */
export function hasActiveFilters(state: SearchUrlState): boolean {
  return (
    state.label.length > 0 ||
    state.condition.length > 0 ||
    state.sortBy !== SEARCH.defaultSort ||
    hasPriceFilter(state) ||
    hasSpecFilter(state)
  );
}

/** Whether 'Clear all' would change anything (taxonomy included). */
export function hasAnyFilter(state: SearchUrlState): boolean {
  return (
    hasActiveFilters(state) ||
    state.category.length > 0 ||
    state.subcategory.length > 0 ||
    state.page !== SEARCH.defaultPage
  );
}

/** How many filters are set (each chosen value, range and switch counts once), for badges. */
export function countActiveFilters(state: SearchUrlState): number {
  const specValueCount = Object.values(state.specValues).reduce((n, v) => n + v.length, 0);
  return (
    state.category.length +
    state.subcategory.length +
    state.label.length +
    state.condition.length +
    specValueCount +
    Object.keys(state.specRanges).length +
    (state.minDiscountPrice != null || state.maxDiscountPrice != null ? 1 : 0) +
    (state.filterByDiscount ? 1 : 0)
  );
}

// RPC parameters -------------------------------------------------------------------------------

// Prices in the query ("gaming laptop under 1 lakh") -------------------------------------------

/**
 * The query's price phrase (shared/contracts price-phrase.ts): the words left to search, the
 * bounds and the phrase as typed. Derived from `q` alone, so the URL stays the shareable truth.
 */
export function queryPricePhrase(state: Pick<SearchUrlState, 'q'>): PricePhrase {
  return parsePricePhrase(state.q);
}

/** The words searched: without the price phrase when there is one, else `q` as typed. */
export function searchWords(state: Pick<SearchUrlState, 'q'>): string {
  const parsed = queryPricePhrase(state);
  return parsed.phrase != null ? parsed.text : state.q.trim();
}

/**
 * The price range searched: the phrase's bounds intersected with the panel's range
 * (`minDiscountPrice`/`maxDiscountPrice`). When they do not overlap, min exceeds max: nothing is
 * found (see `isEmptyPriceRange`), and nothing is requested.
 */
export function effectivePriceRange(
  state: Pick<SearchUrlState, 'q' | 'minDiscountPrice' | 'maxDiscountPrice'>,
): NumericRange {
  const parsed = queryPricePhrase(state);
  const pick = (a: number | null, b: number | null, f: (x: number, y: number) => number) =>
    a == null ? b : b == null ? a : f(a, b);
  return {
    min: pick(parsed.min, state.minDiscountPrice, Math.max),
    max: pick(parsed.max, state.maxDiscountPrice, Math.min),
  };
}

/** Bounds no price can meet (the phrase's range and the panel's do not overlap). */
export function isEmptyPriceRange(range: { min_price: number | null; max_price: number | null }): boolean {
  return range.min_price != null && range.max_price != null && range.min_price > range.max_price;
}

/** Removing the price chip: the words stay in the box and `q`, the phrase's bounds go. */
export function withoutPricePhrase(state: SearchUrlState): SearchUrlState {
  return { ...state, q: queryPricePhrase(state).text, page: SEARCH.defaultPage };
}

/** A corrected or suggested term keeps the price phrase the shopper typed ('Did you mean'). */
export function withPricePhraseOf(state: Pick<SearchUrlState, 'q'>, term: string): string {
  const { phrase } = queryPricePhrase(state);
  return phrase ? `${term.trim()} ${phrase}` : term;
}

/** The term the RPCs accept: the words without a price phrase, trimmed, 2-100 characters, else none. */
export function searchTerm(state: Pick<SearchUrlState, 'q'>): string | null {
  const term = searchWords(state).slice(0, SEARCH_LIMITS.termMaxLength).trim();
  return term.length >= SEARCH.minChars ? term : null;
}

function scopedTaxonomy(state: SearchUrlState, scope?: SearchScope) {
  const list = (values: readonly string[]) => (values.length > 0 ? values.join(',') : null);
  const fixed = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);
  const category = scope?.category !== undefined ? fixed(scope.category) : list(state.category);
  // A fixed category without a fixed subcategory still lets the URL narrow by subcategory.
  const subcategory =
    scope?.subcategory !== undefined && scope.subcategory !== null
      ? fixed(scope.subcategory)
      : list(state.subcategory);
  return { category, subcategory, label: list(state.label) };
}

/**
 * Unified search needs a term or a category, subcategory or label
 * (docs/product.md#catalogue-and-search); without one the RPCs answer 400, so nothing is requested.
 */
export function canSearch(state: SearchUrlState, scope?: SearchScope): boolean {
  const t = scopedTaxonomy(state, scope);
  return searchTerm(state) != null || t.category != null || t.subcategory != null || t.label != null;
}

/** p_spec_filters: {"key": ["a", "b"]} and {"key": {"min": n, "max": n}}; null when none. */
export function toSpecFiltersJson(
  state: Pick<SearchUrlState, 'specValues' | 'specRanges'>,
): Record<string, string[] | { min?: number; max?: number }> | null {
  const out: Record<string, string[] | { min?: number; max?: number }> = {};
  for (const key of Object.keys(state.specRanges).sort()) {
    const range = state.specRanges[key];
    if (!range || (range.min == null && range.max == null)) continue;
    out[key] = {
      ...(range.min != null ? { min: range.min } : {}),
      ...(range.max != null ? { max: range.max } : {}),
    };
  }
  for (const key of Object.keys(state.specValues).sort()) {
    const values = state.specValues[key];
    if (values && values.length > 0) out[key] = [...values];
  }
  return Object.keys(out).length > 0 ? out : null;
}

/**
 * unified_product_search's parameters: the words of `q` without its price phrase, and the price
 * range intersected with the phrase's bounds.
 */
export function toUnifiedSearchParams(state: SearchUrlState, scope?: SearchScope) {
  const t = scopedTaxonomy(state, scope);
  const price = effectivePriceRange(state);
  return {
    search_term: searchTerm(state),
    p_category: t.category,
    p_subcategory: t.subcategory,
    p_label: t.label,
    min_price: price.min,
    max_price: price.max,
    condition_filter: state.condition.length > 0 ? [...state.condition] : null,
    include_inactive: false,
    sort_by: state.sortBy,
    page_number: state.page,
    page_size: state.pageSize,
    min_relevance: SEARCH.minRelevance,
    p_spec_filters: toSpecFiltersJson(state),
    filter_by_discount: state.filterByDiscount,
  };
}
export type UnifiedSearchParams = ReturnType<typeof toUnifiedSearchParams>;

/** get_product_search_count's parameters for a search (the label is `label_filter` there). */
export function countParamsOf(params: UnifiedSearchParams) {
  const { p_label, sort_by: _sort, page_number: _page, page_size: _size, ...rest } = params;
  return { ...rest, label_filter: p_label };
}
export type SearchCountParams = ReturnType<typeof countParamsOf>;

export function toSearchCountParams(state: SearchUrlState, scope?: SearchScope): SearchCountParams {
  return countParamsOf(toUnifiedSearchParams(state, scope));
}

/**
 * get_search_filters' parameters. The panel describes the term and the taxonomy only (the RPC
 * ignores condition, price, discount and spec choices when counting), so those are not sent:
 * toggling them keeps the panel's cache entry.
 */
export function toSearchFiltersParams(state: SearchUrlState, scope?: SearchScope) {
  const t = scopedTaxonomy(state, scope);
  return {
    search_term: searchTerm(state),
    p_category: t.category,
    p_subcategory: t.subcategory,
    p_label: t.label,
    include_inactive: false,
    min_relevance: SEARCH.minRelevance,
  };
}
export type SearchFiltersParams = ReturnType<typeof toSearchFiltersParams>;
