import { describe, expect, it } from 'vitest';
import {
  canSearch,
  clearAllFilters,
  countActiveFilters,
  DEFAULT_SEARCH_STATE,
  hasActiveFilters,
  joinList,
  parseSearchParams,
  type SearchUrlState,
  searchHref,
  serializeSearchParams,
  splitList,
  toggleValue,
  toSearchCountParams,
  toSearchFiltersParams,
  toSpecFiltersJson,
  toUnifiedSearchParams,
  withFilters,
  withPage,
  withSort,
  withSpecRange,
  withSpecValues,
} from './search-params';

const state = (patch: Partial<SearchUrlState> = {}): SearchUrlState => ({
  ...DEFAULT_SEARCH_STATE,
  ...patch,
});

describe('comma lists', () => {
  it('splits, trims and drops empty and repeated values', () => {
    expect(splitList(' a, b ,,a,')).toEqual(['a', 'b']);
    expect(splitList('')).toEqual([]);
    expect(splitList(null)).toEqual([]);
  });

  it('round-trips values that contain commas and backslashes', () => {
    const values = ['AMD APU (Zen 2, 6 nm)', 'back\\slash', 'plain'];
    expect(joinList(values)).toBe('AMD APU (Zen 2\\, 6 nm),back\\\\slash,plain');
    expect(splitList(joinList(values))).toEqual(values);
  });
});

describe('parseSearchParams', () => {
  it('gives the defaults for an empty query: page 1, 20 per page, relevance', () => {
    expect(parseSearchParams('')).toEqual(DEFAULT_SEARCH_STATE);
    expect(DEFAULT_SEARCH_STATE).toMatchObject({ page: 1, pageSize: 20, sortBy: 'relevance' });
  });

  it('reads every parameter of docs/product.md', () => {
    const parsed = parseSearchParams(
      'q=ps5%20pro&sortBy=price_desc&page=3&pageSize=40&category=consoles,pc-parts&subcategory=playstation' +
        '&label=ps5&condition=pre-owned,new&spec_storage_gb=825,1000&spec_refresh_rate_hz_min=144' +
        '&spec_refresh_rate_hz_max=240&filterByDiscount=true&minDiscountPrice=1000&maxDiscountPrice=50000',
    );
    expect(parsed).toEqual({
      q: 'ps5 pro',
      sortBy: 'price_desc',
      page: 3,
      pageSize: 40,
      category: ['consoles', 'pc-parts'],
      subcategory: ['playstation'],
      label: ['ps5'],
      // PRODUCT_CONDITIONS order (new, refurbished, pre-owned), not URL order.
      condition: ['new', 'pre-owned'],
      specValues: { storage_gb: ['825', '1000'] },
      specRanges: { refresh_rate_hz: { min: 144, max: 240 } },
      filterByDiscount: true,
      minDiscountPrice: 1000,
      maxDiscountPrice: 50000,
    });
  });

  it('drops invalid values and keeps the defaults instead', () => {
    const parsed = parseSearchParams(
      'sortBy=cheapest&page=0&pageSize=1000&condition=mint,NEW&filterByDiscount=yes' +
        '&minDiscountPrice=-5&maxDiscountPrice=abc&spec_Bad-Key=1&spec_ram_gb_min=lots&spec_x=',
    );
    expect(parsed).toEqual({ ...DEFAULT_SEARCH_STATE, condition: ['new'] });
    expect(parseSearchParams('page=2.5').page).toBe(1);
    expect(parseSearchParams('page=-1').page).toBe(1);
    expect(parseSearchParams('pageSize=0').pageSize).toBe(20);
  });

  it('drops a price or spec range whose minimum exceeds its maximum', () => {
    const parsed = parseSearchParams(
      'minDiscountPrice=5000&maxDiscountPrice=100&spec_ram_gb_min=64&spec_ram_gb_max=8&spec_cores_min=8',
    );
    expect(parsed.minDiscountPrice).toBeNull();
    expect(parsed.maxDiscountPrice).toBeNull();
    expect(parsed.specRanges).toEqual({ cores: { min: 8, max: null } });
  });

  it('keeps one filter per spec key (values over a range) and at most 20 keys', () => {
    expect(parseSearchParams('spec_ram_gb=16&spec_ram_gb_min=8').specRanges).toEqual({});
    const many = Array.from({ length: 25 }, (_, i) => `spec_k${String(i).padStart(2, '0')}=1`).join('&');
    const parsed = parseSearchParams(many);
    expect(Object.keys(parsed.specValues)).toHaveLength(20);
    expect(Object.keys(parsed.specValues)[0]).toBe('k00');
  });
});

describe('serializeSearchParams', () => {
  it('omits defaults', () => {
    expect(serializeSearchParams(DEFAULT_SEARCH_STATE).toString()).toBe('');
    expect(serializeSearchParams(state({ q: 'gpu' })).toString()).toBe('q=gpu');
  });

  it('round-trips a full state', () => {
    const full = state({
      q: 'rtx',
      sortBy: 'price_asc',
      page: 2,
      pageSize: 40,
      category: ['pc-parts'],
      subcategory: ['graphics-cards'],
      label: ['nvidia-geforce'],
      condition: ['refurbished'],
      specValues: { processor: ['AMD APU (Zen 2, 6 nm)'], wireless: ['true'] },
      specRanges: { gpu_memory_gb: { min: 8, max: null } },
      filterByDiscount: true,
      minDiscountPrice: 100,
      maxDiscountPrice: 90000,
    });
    const query = serializeSearchParams(full);
    expect(query.get('spec_processor')).toBe('AMD APU (Zen 2\\, 6 nm)');
    expect(query.get('spec_gpu_memory_gb_min')).toBe('8');
    expect(query.has('spec_gpu_memory_gb_max')).toBe(false);
    expect(parseSearchParams(query.toString())).toEqual(full);
  });

  it('keeps parameters it does not own and replaces its own', () => {
    const out = serializeSearchParams(state({ q: 'new' }), 'utm_source=mail&q=old&spec_ram_gb=8&page=4');
    expect(out.toString()).toBe('q=new&utm_source=mail');
  });

  it('builds links', () => {
    expect(searchHref(state({ q: 'play station' }))).toBe('/search?q=play+station');
    expect(searchHref(DEFAULT_SEARCH_STATE, '/consoles')).toBe('/consoles');
  });
});

describe('transitions', () => {
  const onPage3 = state({ q: 'ssd', page: 3 });

  it('any filter change resets the page to 1', () => {
    expect(withFilters(onPage3, { condition: ['new'] }).page).toBe(1);
    expect(withFilters(onPage3, { filterByDiscount: true }).page).toBe(1);
    expect(withSpecValues(onPage3, 'brand', ['Samsung']).page).toBe(1);
    expect(withSpecRange(onPage3, 'storage_gb', { min: 500, max: null }).page).toBe(1);
    expect(withSort(onPage3, 'price_asc')).toMatchObject({ page: 1, sortBy: 'price_asc' });
  });

  it('moves between pages', () => {
    expect(withPage(onPage3, 5).page).toBe(5);
    expect(withPage(onPage3, 0).page).toBe(1);
  });

  it('sets and removes spec filters, one kind per key', () => {
    const withValues = withSpecValues(onPage3, 'ram_gb', ['16', '32']);
    expect(withValues.specValues).toEqual({ ram_gb: ['16', '32'] });
    const withRange = withSpecRange(withValues, 'ram_gb', { min: 8, max: 64 });
    expect(withRange.specValues).toEqual({});
    expect(withRange.specRanges).toEqual({ ram_gb: { min: 8, max: 64 } });
    expect(withSpecRange(withRange, 'ram_gb', { min: null, max: null }).specRanges).toEqual({});
    expect(withSpecValues(withValues, 'ram_gb', []).specValues).toEqual({});
  });

  it('toggles list values', () => {
    expect(toggleValue(['a'], 'b', true)).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a', true)).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a', false)).toEqual(['b']);
  });

  it("'Clear all' removes filters, spec filters, page and sort but keeps the query", () => {
    const busy = state({
      q: 'keyboard',
      sortBy: 'price_desc',
      page: 4,
      category: ['accessories'],
      subcategory: ['keyboards'],
      label: ['mechanical'],
      condition: ['new'],
      specValues: { layout: ['TKL'] },
      specRanges: { weight_g: { min: 500, max: null } },
      filterByDiscount: true,
      minDiscountPrice: 1000,
      maxDiscountPrice: 9000,
    });
    expect(clearAllFilters(busy)).toEqual({ ...DEFAULT_SEARCH_STATE, q: 'keyboard' });
  });
});

describe('hasActiveFilters (the category page switches to the filtered grid)', () => {
  it('is false for a plain query, taxonomy or page', () => {
    expect(hasActiveFilters(state({ q: 'gpu', category: ['pc-parts'], subcategory: ['gpu'], page: 2 }))).toBe(
      false,
    );
  });

  it.each<[string, Partial<SearchUrlState>]>([
    ['label', { label: ['ps5'] }],
    ['condition', { condition: ['pre-owned'] }],
    ['sort', { sortBy: 'price_asc' }],
    ['minimum price', { minDiscountPrice: 100 }],
    ['maximum price', { maxDiscountPrice: 100 }],
    ['discount only', { filterByDiscount: true }],
    ['spec values', { specValues: { brand: ['Sony'] } }],
    ['spec range', { specRanges: { ram_gb: { min: 8, max: null } } }],
  ])('is true with a %s', (_name, patch) => {
    expect(hasActiveFilters(state(patch))).toBe(true);
  });

  it('counts chosen filters for the Filters button', () => {
    expect(
      countActiveFilters(
        state({
          condition: ['new', 'pre-owned'],
          specValues: { brand: ['Sony'] },
          specRanges: { ram_gb: { min: 8, max: null } },
          minDiscountPrice: 1,
          maxDiscountPrice: 2,
        }),
      ),
    ).toBe(5);
  });
});

describe('RPC parameters', () => {
  const s = state({
    q: '  ps5  ',
    sortBy: 'price_asc',
    page: 2,
    category: ['consoles'],
    label: ['ps5', 'ps5-pro'],
    condition: ['new'],
    specValues: { storage_gb: ['825'] },
    specRanges: { age_rating: { min: 12, max: null } },
    filterByDiscount: true,
    minDiscountPrice: 1000,
    maxDiscountPrice: 60000,
  });

  it('maps the state onto unified_product_search', () => {
    expect(toUnifiedSearchParams(s)).toEqual({
      search_term: 'ps5',
      p_category: 'consoles',
      p_subcategory: null,
      p_label: 'ps5,ps5-pro',
      min_price: 1000,
      max_price: 60000,
      condition_filter: ['new'],
      include_inactive: false,
      sort_by: 'price_asc',
      page_number: 2,
      page_size: 20,
      min_relevance: 0.1,
      p_spec_filters: { age_rating: { min: 12 }, storage_gb: ['825'] },
      filter_by_discount: true,
    });
  });

  it('names the label label_filter in the count and sends no sort or page', () => {
    const count = toSearchCountParams(s);
    expect(count.label_filter).toBe('ps5,ps5-pro');
    expect(count).not.toHaveProperty('p_label');
    expect(count).not.toHaveProperty('sort_by');
    expect(count).not.toHaveProperty('page_number');
    expect(count.p_spec_filters).toEqual({ age_rating: { min: 12 }, storage_gb: ['825'] });
  });

  it('describes the filter panel by term and taxonomy only', () => {
    expect(toSearchFiltersParams(s)).toEqual({
      search_term: 'ps5',
      p_category: 'consoles',
      p_subcategory: null,
      p_label: 'ps5,ps5-pro',
      include_inactive: false,
      min_relevance: 0.1,
    });
  });

  it("uses a category page's fixed taxonomy instead of the URL's", () => {
    const fromUrl = state({ category: ['other'], subcategory: ['elsewhere'], label: ['ps5'] });
    expect(
      toUnifiedSearchParams(fromUrl, { category: 'consoles', subcategory: 'playstation' }),
    ).toMatchObject({
      p_category: 'consoles',
      p_subcategory: 'playstation',
      p_label: 'ps5',
    });
    // A category page without a subcategory still narrows by the URL's subcategory.
    expect(toUnifiedSearchParams(fromUrl, { category: 'consoles' })).toMatchObject({
      p_category: 'consoles',
      p_subcategory: 'elsewhere',
    });
  });

  it('sends no term shorter than 2 characters and caps it at 100', () => {
    expect(toUnifiedSearchParams(state({ q: ' a ', category: ['consoles'] })).search_term).toBeNull();
    expect(toUnifiedSearchParams(state({ q: 'x'.repeat(150) })).search_term).toHaveLength(100);
  });

  it('needs a term or a category, subcategory or label to search', () => {
    expect(canSearch(state({ q: 'a' }))).toBe(false);
    expect(canSearch(state({ q: 'ab' }))).toBe(true);
    expect(canSearch(state({ label: ['ps5'] }))).toBe(true);
    expect(canSearch(state({ q: '' }), { category: 'consoles' })).toBe(true);
    expect(canSearch(state({ specValues: { brand: ['Sony'] } }))).toBe(false);
  });

  it('has no spec filter JSON without spec filters', () => {
    expect(toSpecFiltersJson(DEFAULT_SEARCH_STATE)).toBeNull();
    expect(toUnifiedSearchParams(state({ q: 'ab' })).p_spec_filters).toBeNull();
  });
});
