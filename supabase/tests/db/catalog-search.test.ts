/**
 * unified_product_search, get_product_search_count, get_search_filters, enhanced_autocomplete_search
 * and get_search_suggestions, called as anon the way the gateway calls them. Exact expectations
 * come from the fixture catalogue (its token matches only its own products); typo behaviour is
 * also checked on the seed catalogue.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directSql } from '../helpers/clients';
import {
  type CatalogFixture,
  createCatalogFixture,
  type FixtureProduct,
  failure,
  type ProductListRow,
  rpc,
  rpcValue,
} from './catalog-fixture';

interface SearchRow extends ProductListRow {
  stock_units: number;
  technical_specification: Record<string, unknown>;
  relevance: number | null;
}

let fx: CatalogFixture;
const sql = directSql();

beforeAll(async () => {
  fx = await createCatalogFixture();
});

afterAll(async () => {
  await fx?.drop();
  await sql.end();
});

const active = () => fx.products.filter((p) => p.active);
const slugsOf = (rows: { slug: string }[]) => rows.map((r) => r.slug).sort();
const slugsWhere = (keep: (p: FixtureProduct) => boolean) =>
  active()
    .filter(keep)
    .map((p) => p.slug)
    .sort();

async function search(args: Record<string, unknown>, role: 'anon' | 'service_role' = 'anon') {
  return await rpc<SearchRow>(sql, 'unified_product_search', { page_size: 100, ...args }, role);
}

async function count(args: Record<string, unknown>, role: 'anon' | 'service_role' = 'anon') {
  const { p_label, page_size: _s, sort_by: _o, page_number: _n, ...rest } = args;
  return await rpcValue<number>(
    sql,
    'get_product_search_count',
    p_label === undefined ? rest : { ...rest, label_filter: p_label },
    role,
  );
}

/** Fetches every page of a search and checks the pages against the count. */
async function allPages(args: Record<string, unknown>, pageSize = 7) {
  const rows: SearchRow[] = [];
  for (let page = 1; page <= 20; page++) {
    const chunk = await rpc<SearchRow>(sql, 'unified_product_search', {
      ...args,
      page_number: page,
      page_size: pageSize,
    });
    rows.push(...chunk);
    if (chunk.length < pageSize) break;
  }
  return rows;
}

describe('unified_product_search', () => {
  it('finds every active product with the term and none of the inactive ones', async () => {
    const rows = await search({ search_term: fx.token });
    expect(slugsOf(rows)).toEqual(slugsWhere(() => true));
    expect(await count({ search_term: fx.token })).toBe(active().length);
    const row = rows.find((r) => r.slug === fx.byKey('pro').slug) as SearchRow;
    expect(row).toMatchObject({
      product_name: fx.byKey('pro').name,
      primary_image: `/img/products/${fx.byKey('pro').slug}.svg`,
      price: '1000.00',
      discount_price: '900.00',
      is_bestseller: true,
      category: fx.category.name,
      subcategory: fx.subcategories.gadgets.name,
      label: fx.labels.alpha,
      condition: 'new',
      average_rating: '4.50',
      review_count: 2,
      technical_specification: fx.byKey('pro').specs,
    });
  });

  it('ignores include_inactive for shoppers and honours it for the service role', async () => {
    expect(slugsOf(await search({ search_term: fx.token, include_inactive: true }))).not.toContain(
      fx.byKey('ghost').slug,
    );
    expect(await count({ search_term: fx.token, include_inactive: true })).toBe(active().length);
    const admin = await search({ search_term: fx.token, include_inactive: true }, 'service_role');
    expect(slugsOf(admin)).toContain(fx.byKey('ghost').slug);
    expect(await count({ search_term: fx.token, include_inactive: true }, 'service_role')).toBe(
      fx.products.length,
    );
  });

  it('ranks title matches first, then bestsellers, then newest', async () => {
    const rows = await search({ search_term: fx.token });
    const titled = active().filter((p) => p.key !== 'branded');
    const expected = [...titled]
      .sort((a, b) => Number(b.bestseller) - Number(a.bestseller) || a.daysAgo - b.daysAgo)
      .map((p) => p.slug);
    expect(rows.map((r) => r.slug)).toEqual([...expected, fx.byKey('branded').slug]);
    expect(rows.slice(0, -1).every((r) => r.relevance === 1)).toBe(true);
    expect(rows.at(-1)?.relevance).toBeCloseTo(0.6, 5);
  });

  it('pages through the results without gaps or repeats, matching the count', async () => {
    for (const args of [
      { search_term: fx.token },
      { search_term: fx.token, sort_by: 'price_asc' },
      { search_term: fx.token, sort_by: 'price_desc' },
      { p_category: fx.category.slug },
      { p_subcategory: fx.subcategories.gizmos.slug, sort_by: 'price_asc', condition_filter: ['new'] },
    ]) {
      const paged = await allPages(args);
      const whole = await search(args);
      expect(paged.map((r) => r.slug)).toEqual(whole.map((r) => r.slug));
      expect(new Set(paged.map((r) => r.slug)).size).toBe(paged.length);
      expect(await count(args)).toBe(paged.length);
    }
  });

  it('sorts by the selling price both ways', async () => {
    const asc = await search({ search_term: fx.token, sort_by: 'price_asc' });
    const prices = asc.map((r) => Number(r.discount_price));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    expect(asc[0]?.slug).toBe(fx.byKey('branded').slug);
    const desc = await search({ search_term: fx.token, sort_by: 'price_desc' });
    const down = desc.map((r) => Number(r.discount_price));
    expect(down).toEqual([...down].sort((a, b) => b - a));
    expect(slugsOf(desc)).toEqual(slugsOf(asc));
  });

  it('filters by category, subcategory and label, by name or slug, case-insensitive', async () => {
    const cases: [Record<string, unknown>, (p: FixtureProduct) => boolean][] = [
      [{ p_category: fx.category.slug }, () => true],
      [{ p_category: fx.category.name.toUpperCase() }, () => true],
      [{ p_subcategory: fx.subcategories.gadgets.name }, (p) => p.subcategory === 'gadgets'],
      [
        { p_category: fx.category.slug, p_subcategory: fx.subcategories.gizmos.slug },
        (p) => p.subcategory === 'gizmos',
      ],
      [{ p_label: fx.labels.alpha }, (p) => p.label === 'alpha'],
      [{ p_label: `${fx.labels.alpha.toLowerCase()},${fx.labels.beta}` }, (p) => p.label !== 'gamma'],
      [
        { search_term: fx.token, p_subcategory: fx.subcategories.gadgets.slug },
        (p) => p.subcategory === 'gadgets',
      ],
    ];
    for (const [args, keep] of cases) {
      expect(slugsOf(await search(args))).toEqual(slugsWhere(keep));
      expect(await count(args)).toBe(slugsWhere(keep).length);
    }
    // A subcategory outside the chosen category, or an unknown name, matches nothing.
    expect(await search({ p_category: 'consoles', p_subcategory: fx.subcategories.gadgets.slug })).toEqual(
      [],
    );
    expect(await search({ p_category: `nothing-${fx.token}` })).toEqual([]);
    expect(await count({ p_category: `nothing-${fx.token}` })).toBe(0);
  });

  it('filters by conditions, price range and discount', async () => {
    const cases: [Record<string, unknown>, (p: FixtureProduct) => boolean][] = [
      [{ condition_filter: ['refurbished'] }, (p) => p.condition === 'refurbished'],
      [{ condition_filter: ['new', 'Pre-owned'] }, (p) => p.condition !== 'refurbished'],
      [{ min_price: 800, max_price: 2050 }, (p) => p.discountPrice >= 800 && p.discountPrice <= 2050],
      [{ max_price: 300 }, (p) => p.discountPrice <= 300],
      [{ filter_by_discount: true }, (p) => p.discountPrice < p.price],
      [
        { condition_filter: ['new'], filter_by_discount: true, min_price: 2000 },
        (p) => p.condition === 'new' && p.discountPrice < p.price && p.discountPrice >= 2000,
      ],
    ];
    for (const [filters, keep] of cases) {
      for (const sort_by of ['relevance', 'price_asc']) {
        const args = { search_term: fx.token, sort_by, ...filters };
        expect(slugsOf(await search(args))).toEqual(slugsWhere(keep));
        expect(await count(args)).toBe(slugsWhere(keep).length);
      }
    }
  });

  it('filters by spec values, array specs, booleans and numeric ranges', async () => {
    const specOf = (p: FixtureProduct, key: string) => p.specs[key];
    const cases: [Record<string, unknown>, (p: FixtureProduct) => boolean][] = [
      [{ memory_gb: [16] }, (p) => specOf(p, 'memory_gb') === 16],
      [{ memory_gb: ['8', 32] }, (p) => [8, 32].includes(specOf(p, 'memory_gb') as number)],
      [{ features: ['RGB'] }, (p) => ((specOf(p, 'features') as string[] | undefined) ?? []).includes('RGB')],
      [{ wireless: [true] }, (p) => specOf(p, 'wireless') === true],
      [{ wireless: ['false'] }, (p) => specOf(p, 'wireless') === false],
      [{ memory_gb: { min: 10, max: 20 } }, (p) => specOf(p, 'memory_gb') === 16],
      [{ memory_gb: { min: '16' } }, (p) => (specOf(p, 'memory_gb') as number) >= 16],
      [
        { panel_type: ['IPS', 'OLED'], wireless: [true] },
        (p) => ['IPS', 'OLED'].includes(specOf(p, 'panel_type') as string) && specOf(p, 'wireless') === true,
      ],
      [{ memory_gb: [] }, () => true],
    ];
    for (const [p_spec_filters, keep] of cases) {
      const args = { search_term: fx.token, p_spec_filters };
      expect(slugsOf(await search(args))).toEqual(slugsWhere(keep));
      expect(await count(args)).toBe(slugsWhere(keep).length);
    }
  });

  it('browses a category without a term: bestsellers first, then newest', async () => {
    const rows = await search({ p_category: fx.category.slug });
    const expected = [...active()]
      .sort((a, b) => Number(b.bestseller) - Number(a.bestseller) || a.daysAgo - b.daysAgo)
      .map((p) => p.slug);
    expect(rows.map((r) => r.slug)).toEqual(expected);
    expect(rows.every((r) => r.relevance === null)).toBe(true);
  });

  it('finds products despite a typo, with a lower relevance', async () => {
    const typo = `${fx.token.slice(0, -1)}${fx.token.endsWith('x') ? 'y' : 'x'}`;
    const rows = await search({ search_term: `${typo} widget` });
    expect(slugsOf(rows)).toEqual(slugsWhere((p) => p.name.includes('Widget')));
    expect(rows[0]?.relevance).toBeGreaterThan(0.8);
    expect(rows[0]?.relevance).toBeLessThan(1);
    // Above the quality of the correction nothing qualifies, and the count agrees.
    expect(await search({ search_term: typo, min_relevance: 0.95 })).toEqual([]);
    expect(await count({ search_term: typo, min_relevance: 0.95 })).toBe(0);
    // Matches outside the title (relevance 0.6) drop out above 0.6.
    expect(slugsOf(await search({ search_term: fx.token, min_relevance: 0.7 }))).toEqual(
      slugsWhere((p) => p.key !== 'branded'),
    );
  });

  it("finds PlayStation products for 'playstaton' in the seed catalogue", async () => {
    const rows = await search({ search_term: 'playstaton', page_size: 20 });
    expect(rows.length).toBe(20);
    expect(rows.every((r) => /playstation/i.test(r.product_name))).toBe(true);
    expect(await count({ search_term: 'playstaton' })).toBe(await count({ search_term: 'playstation' }));
  });

  it('matches the last word as a prefix and stems the others', async () => {
    expect(slugsOf(await search({ search_term: `${fx.token} widg` }))).toEqual(
      slugsWhere((p) => p.name.includes('Widget')),
    );
    expect(slugsOf(await search({ search_term: `${fx.token} widgets max` }))).toEqual([fx.byKey('max').slug]);
  });

  it('rejects bad parameters with SQLSTATE 22023 and a clear message', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ search_term: fx.token, page_size: 0 }, /page_size must be between 1 and 100/],
      [{ search_term: fx.token, page_size: 101 }, /page_size must be between 1 and 100/],
      [{ search_term: fx.token, page_number: 0 }, /page_number must be 1 or more/],
      [
        { search_term: fx.token, sort_by: 'cheapest' },
        /sort_by must be one of relevance, price_asc, price_desc/,
      ],
      [
        { search_term: fx.token, min_price: 500, max_price: 100 },
        /min_price must not be greater than max_price/,
      ],
      [{ search_term: fx.token, min_price: -1 }, /must not be negative/],
      [{}, /at least one of term, category, subcategory or label is required/],
      [{ search_term: '   ' }, /at least one of term, category, subcategory or label is required/],
      [{ search_term: 'a' }, /search_term must be at least 2 characters/],
      [{ search_term: 'x'.repeat(101) }, /search_term must be at most 100 characters/],
      [
        { search_term: fx.token, condition_filter: ['used'] },
        /condition_filter values must be new, pre-owned or refurbished/,
      ],
      [{ search_term: fx.token, min_relevance: 2 }, /min_relevance must be between 0 and 1/],
      [{ search_term: fx.token, p_spec_filters: ['x'] }, /p_spec_filters must be an object/],
      [{ search_term: fx.token, p_spec_filters: { 'Bad Key': [1] } }, /invalid spec key/],
      [
        { search_term: fx.token, p_spec_filters: { memory_gb: { min: 'a lot' } } },
        /min and max must be numbers/,
      ],
      [
        { search_term: fx.token, p_spec_filters: { memory_gb: { min: 9, max: 1 } } },
        /min must not be greater than max/,
      ],
      [
        { search_term: fx.token, p_spec_filters: { memory_gb: [{ nested: true }] } },
        /values must be strings, numbers/,
      ],
    ];
    for (const [args, message] of cases) {
      const error = await failure(() => rpc(sql, 'unified_product_search', args));
      expect(error.code, JSON.stringify(args)).toBe('22023');
      expect(error.message).toMatch(message);
      if (!('page_size' in args || 'page_number' in args || 'sort_by' in args)) {
        const countError = await failure(() => count(args));
        expect(countError.code).toBe('22023');
      }
    }
  });
});

describe('get_search_filters', () => {
  type Facet = { name: string; count: number };
  interface Filters {
    categories: (Facet & { slug: string })[];
    subcategories: (Facet & { slug: string; category: string })[];
    labels: (Facet & { slug: string; subcategory: string; display_url: string })[];
    conditions: Facet[];
    specGroups: {
      name: string;
      specs: { key: string; displayName: string; filterType: string; options: unknown[] }[];
    }[];
    discountPriceBounds: [number, number];
  }
  const filters = (args: Record<string, unknown>) => rpcValue<Filters>(sql, 'get_search_filters', args);
  const countBy = (items: FixtureProduct[], key: (p: FixtureProduct) => string) =>
    Object.entries(
      items.reduce<Record<string, number>>((acc, p) => {
        acc[key(p)] = (acc[key(p)] ?? 0) + 1;
        return acc;
      }, {}),
    )
      .map(([name, n]) => ({ name, count: n }))
      .sort((a, b) => a.name.localeCompare(b.name));
  const names = (facets: Facet[]) =>
    facets.map(({ name, count: c }) => ({ name, count: c })).sort((a, b) => a.name.localeCompare(b.name));

  it('counts every level, the conditions and the price bounds of a term', async () => {
    const f = await filters({ search_term: fx.token });
    expect(f.categories).toEqual([
      { name: fx.category.name, slug: fx.category.slug, count: active().length },
    ]);
    expect(names(f.subcategories)).toEqual(countBy(active(), (p) => fx.subcategories[p.subcategory].name));
    expect(names(f.labels)).toEqual(countBy(active(), (p) => fx.labels[p.label]));
    expect(names(f.conditions)).toEqual(countBy(active(), (p) => p.condition));
    expect(f.conditions.map((c) => c.name)).toEqual(['new', 'refurbished', 'pre-owned']);
    const prices = active().map((p) => p.discountPrice);
    expect(f.discountPriceBounds).toEqual([Math.min(...prices), Math.max(...prices)]);
  });

  it('lists spec options with their definitions, grouped', async () => {
    const f = await filters({ search_term: fx.token });
    const specs = Object.fromEntries(f.specGroups.flatMap((g) => g.specs.map((s) => [s.key, s])));
    expect(specs.features).toMatchObject({
      displayName: 'Features',
      filterType: 'array-checkbox',
      options: ['RGB', 'USB-C'],
    });
    expect(specs.wireless).toMatchObject({ filterType: 'boolean', options: [false, true] });
    expect(specs.panel_type?.options).toEqual(['IPS', 'OLED', 'VA']);
    // Keys without a definition are not filters.
    expect(specs.memory_gb).toBeUndefined();
  });

  it('counts each level without its own selection, and the rest within the selection', async () => {
    const f = await filters({
      search_term: fx.token,
      p_subcategory: fx.subcategories.gadgets.slug,
      condition_filter: ['new'],
      max_price: 10,
    });
    expect(f.categories[0]?.count).toBe(active().length);
    expect(names(f.subcategories)).toEqual(countBy(active(), (p) => fx.subcategories[p.subcategory].name));
    const gadgets = active().filter((p) => p.subcategory === 'gadgets');
    expect(names(f.labels)).toEqual(countBy(gadgets, (p) => fx.labels[p.label]));
    expect(names(f.conditions)).toEqual(countBy(gadgets, (p) => p.condition));
    const prices = gadgets.map((p) => p.discountPrice);
    expect(f.discountPriceBounds).toEqual([Math.min(...prices), Math.max(...prices)]);
  });

  it('works without a term and answers empty sets for unknown names', async () => {
    const f = await filters({ p_category: fx.category.slug });
    expect(f.categories.map((c) => c.slug)).toContain('consoles');
    expect(f.categories.find((c) => c.slug === fx.category.slug)?.count).toBe(active().length);
    const none = await filters({ p_category: `nothing-${fx.token}` });
    expect(none).toEqual({
      categories: [],
      subcategories: [],
      labels: [],
      conditions: [],
      specGroups: [],
      discountPriceBounds: [0, 0],
    });
    expect((await failure(() => filters({}))).code).toBe('22023');
  });
});

describe('enhanced_autocomplete_search', () => {
  interface Suggestion {
    product_id: string;
    slug: string;
    product_name: string;
    primary_image: string;
    price: string;
    discount_price: string;
    category: string;
    subcategory: string;
    label: string;
    average_rating: string;
    review_count: number;
    similarity_score: number;
  }
  const autocomplete = (args: Record<string, unknown>) =>
    rpc<Suggestion>(sql, 'enhanced_autocomplete_search', args);

  it("finds PS5 products for 'ps5', five at most by default", async () => {
    const rows = await autocomplete({ search_query: 'ps5' });
    expect(rows).toHaveLength(5);
    expect(rows.every((r) => /ps5|playstation 5/i.test(r.product_name))).toBe(true);
    expect(rows[0]).toMatchObject({
      category: expect.any(String),
      primary_image: expect.stringMatching(/^\/img\//),
    });
  });

  it('completes a prefix, corrects a typo and falls back to substrings of names', async () => {
    const prefix = await autocomplete({ search_query: fx.token.slice(0, 6), max_results: 20 });
    expect(prefix.filter((r) => r.slug.startsWith(`${fx.token}-`)).length).toBeGreaterThan(0);
    const typo = `${fx.token.slice(0, -1)}${fx.token.endsWith('x') ? 'y' : 'x'}`;
    const corrected = await autocomplete({ search_query: typo, max_results: 20 });
    expect(corrected.map((r) => r.slug).sort()).toEqual(
      active()
        .filter((p) => p.key !== 'branded')
        .sort((a, b) => Number(b.bestseller) - Number(a.bestseller) || a.daysAgo - b.daysAgo)
        .slice(0, 20)
        .map((p) => p.slug)
        .sort(),
    );
    // 'q' + the rest of the token appears inside the names only: no full-text match, a substring one.
    const inner = await autocomplete({ search_query: fx.token.slice(1), max_results: 3 });
    expect(inner).toHaveLength(3);
    expect(inner.every((r) => r.slug.startsWith(`${fx.token}-`))).toBe(true);
  });

  it('never shows inactive products and answers nothing for one character', async () => {
    const rows = await autocomplete({ search_query: `${fx.token} ghost`, max_results: 20 });
    expect(rows).toEqual([]);
    expect(await autocomplete({ search_query: 'p' })).toEqual([]);
  });

  it('rejects bad parameters with SQLSTATE 22023', async () => {
    for (const args of [
      { search_query: 'ps5', max_results: 0 },
      { search_query: 'ps5', max_results: 21 },
      { search_query: 'ps5', similarity_threshold: 1.5 },
      { search_query: 'x'.repeat(101) },
    ]) {
      expect((await failure(() => autocomplete(args))).code).toBe('22023');
    }
  });
});

describe('get_search_suggestions', () => {
  interface Suggestion {
    suggestion: string;
    similarity_score: number;
    estimated_results: number;
  }
  const suggest = (args: Record<string, unknown>) => rpc<Suggestion>(sql, 'get_search_suggestions', args);

  it("suggests 'playstation' for 'playstaton', above the did-you-mean threshold", async () => {
    const [top] = await suggest({ search_term: 'playstaton' });
    expect(top?.suggestion).toBe('playstation');
    expect(top?.similarity_score).toBeGreaterThan(0.6);
    expect(top?.estimated_results).toBeGreaterThan(0);
  });

  it('corrects words inside a phrase and one-letter slips', async () => {
    const [phrase] = await suggest({ search_term: 'Sony Playstaton' });
    expect(phrase?.suggestion).toBe('sony playstation');
    expect(phrase?.similarity_score).toBeGreaterThan(0.6);
    const [keyboard] = await suggest({ search_term: 'keybord' });
    expect(keyboard?.suggestion).toBe('keyboard');
    expect(keyboard?.similarity_score).toBeGreaterThan(0.6);
    const typo = `${fx.token.slice(0, -1)}${fx.token.endsWith('x') ? 'y' : 'x'}`;
    const [own] = await suggest({ search_term: typo });
    expect(own).toEqual({
      suggestion: fx.token,
      similarity_score: expect.any(Number),
      estimated_results: active().length,
    });
    expect(own?.similarity_score).toBeGreaterThan(0.6);
  });

  it('offers no did-you-mean for a correct query and respects the limits', async () => {
    const rows = await suggest({ search_term: fx.token });
    expect(rows.some((r) => r.suggestion === fx.token)).toBe(false);
    expect(rows.filter((r) => r.similarity_score > 0.6)).toEqual([]);
    const completions = await suggest({ search_term: 'ps', max_suggestions: 4 });
    expect(completions.length).toBeGreaterThan(0);
    expect(completions.length).toBeLessThanOrEqual(4);
    expect(completions.every((r) => r.similarity_score >= 0.3)).toBe(true);
    const strict = await suggest({ search_term: 'playstaton', min_similarity: 0.95 });
    expect(strict).toEqual([]);
    expect(await suggest({ search_term: 'p' })).toEqual([]);
  });

  it('rejects bad parameters with SQLSTATE 22023', async () => {
    for (const args of [
      { search_term: 'ps', max_suggestions: 0 },
      { search_term: 'ps', min_similarity: -0.1 },
      { search_term: 'x'.repeat(101) },
    ]) {
      expect((await failure(() => suggest(args))).code).toBe('22023');
    }
  });
});
