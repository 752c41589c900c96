/**
 * The ranking rules of ADR 0007 (migration 20261126000500_search_relevance.sql), on a catalogue of
 * their own whose names carry a random token (so searches see only these products):
 * - a product whose own kind (category, subcategory, label) the query names ranks before products
 *   that merely mention it, and a product whose title is its own ranks before one that names the
 *   query in a specification value naming another kind (a laptop's GPU);
 * - synonyms widen the match and name kinds; filler words are left out;
 * - out-of-stock products come after in-stock ones in every listing and search order except the
 *   price sorts, and are never flagged bestseller ('Popular').
 */
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directSql } from '../helpers/clients';
import { rpc } from './catalog-fixture';

interface Row {
  slug: string;
  product_name: string;
  is_bestseller: boolean;
  stock_units: number;
  relevance: number | null;
}

interface Similar {
  slug: string;
  is_bestseller: boolean;
}

const sql = directSql();
const suffix = Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('');
/** The console's label name and the word every fixture title carries. */
const token = `zr${suffix}`;
const T = token.charAt(0).toUpperCase() + token.slice(1);
/** A chip model: the title of the card, a specification value of the laptop (not a prefix match of the token). */
const model = `zm${suffix}`;
const tag = suffix.charAt(0).toUpperCase() + suffix.slice(1);
const category = { name: `Fixture ${tag}`, slug: `fixture-${suffix}` };
const subs = {
  consoles: { name: `${tag} Consoles`, slug: `consoles-${suffix}`, label: T },
  games: { name: `${tag} Games`, slug: `games-${suffix}`, label: `${tag} Action` },
  cards: { name: `${tag} Cards`, slug: `cards-${suffix}`, label: `${tag} Chips` },
  laptops: { name: `${tag} Laptops`, slug: `laptops-${suffix}`, label: `${tag} Notebooks` },
};
const synonymWord = `${token}syn`;
const fillerWord = `${token}fill`;

interface Product {
  key: string;
  name: string;
  sub: keyof typeof subs;
  stock: number;
  bestseller: boolean;
  daysAgo: number;
  price: number;
  specs: Record<string, unknown>;
}

// Out-of-stock products are bestsellers and newest, and the mentions are bestsellers: every rule
// below has to beat the old order (bestsellers first, then newest).
const products: Product[] = [
  {
    key: 'console',
    name: `${T} Console with Two Games`,
    sub: 'consoles',
    stock: 5,
    bestseller: false,
    daysAgo: 30,
    price: 50000,
    specs: {},
  },
  {
    key: 'console-slim',
    name: `${T} Console Slim`,
    sub: 'consoles',
    stock: 0,
    bestseller: true,
    daysAgo: 1,
    price: 100,
    specs: {},
  },
  {
    key: 'quest',
    name: `Epic Quest (${T})`,
    sub: 'games',
    stock: 9,
    bestseller: true,
    daysAgo: 2,
    price: 4000,
    specs: { platform: T },
  },
  {
    key: 'racer',
    name: `Racer (${T})`,
    sub: 'games',
    stock: 0,
    bestseller: true,
    daysAgo: 0,
    price: 3000,
    specs: { platform: T },
  },
  {
    key: 'puzzle',
    name: `Puzzle (${T})`,
    sub: 'games',
    stock: 3,
    bestseller: false,
    daysAgo: 40,
    price: 2000,
    specs: { platform: T },
  },
  {
    key: 'card',
    name: `${tag} ${model} Card`,
    sub: 'cards',
    stock: 4,
    bestseller: false,
    daysAgo: 50,
    price: 30000,
    specs: { gpu_model: model },
  },
  {
    key: 'laptop',
    name: `${tag} Laptop (${model})`,
    sub: 'laptops',
    stock: 7,
    bestseller: true,
    daysAgo: 3,
    price: 90000,
    specs: { gpu: `${tag} Chips ${model}` },
  },
];
const slug = (key: string) => `${token}-${key}`;
const ids = new Map<string, string>();

beforeAll(async () => {
  await sql.begin(async (tx) => {
    const [cat] = await tx<{ category_id: number }[]>`
      insert into public.categories (name, slug, sort_order) values (${category.name}, ${category.slug}, 9100)
      returning category_id`;
    for (const sub of Object.values(subs)) {
      const [row] = await tx<{ subcategory_id: number }[]>`
        insert into public.subcategories (category_id, name, slug) values (${cat?.category_id ?? 0}, ${sub.name}, ${sub.slug})
        returning subcategory_id`;
      await tx`insert into public.labels (subcategory_id, name, slug)
               values (${row?.subcategory_id ?? 0}, ${sub.label}, ${`label-${sub.slug}`})`;
    }
    for (const p of products) {
      const [row] = await tx<{ product_id: string }[]>`
        insert into public.products (slug, name, brand, price, discount_price, stock_units, is_bestseller, label_id,
          technical_specification, created_at)
        select ${slug(p.key)}, ${p.name}, 'Fixtureco', ${p.price}, ${p.price}, ${p.stock}, ${p.bestseller}, l.label_id,
               ${tx.json(p.specs as never)}, now() - make_interval(days => ${p.daysAgo})
        from public.labels l where l.slug = ${`label-${subs[p.sub].slug}`}
        returning product_id`;
      ids.set(p.key, row?.product_id ?? '');
    }
    await tx`insert into public.search_synonyms (word, phrase) values (${synonymWord}, ${`${tag} cards`}), (${fillerWord}, '')`;
  });
});

afterAll(async () => {
  await sql`delete from public.search_synonyms where word in (${synonymWord}, ${fillerWord})`;
  await sql`delete from public.products where slug like ${`${token}-%`}`;
  await sql`delete from public.categories where slug = ${category.slug}`;
  await sql.end();
});

const search = (args: Record<string, unknown>) =>
  rpc<Row>(sql, 'unified_product_search', { page_size: 50, ...args });
const keys = (rows: { slug: string }[]) => rows.map((r) => r.slug.slice(token.length + 1));
const inStockFirst = (rows: { stock_units: number }[]) =>
  rows.every((r, i) => i === 0 || !(r.stock_units > 0 && (rows[i - 1]?.stock_units ?? 1) === 0));

describe('kind over mention', () => {
  it('ranks the products of the kind a query names before those that mention it', async () => {
    const rows = await search({ search_term: token });
    // The console label is named by the token; the games name it only in their title and platform.
    expect(keys(rows)).toEqual(['console', 'quest', 'puzzle', 'console-slim', 'racer']);
    expect(rows[0]?.relevance).toBe(1);
  });

  it("ranks a product's own title before a specification value naming another kind", async () => {
    // Both titles carry the model; the laptop (bestseller, newer) names it as its GPU, a kind of
    // its own (the cards' label), so the card comes first.
    expect(keys(await search({ search_term: model }))).toEqual(['card', 'laptop']);
    const [mention] = await sql<{ own: boolean; laptop: boolean }[]>`
      select (select mention_vector = ''::tsvector from public.products where slug = ${slug('card')}) as own,
             (select mention_vector @@ plainto_tsquery('english', ${model}) from public.products
              where slug = ${slug('laptop')}) as laptop`;
    expect(mention).toEqual({ own: true, laptop: true });
  });

  it('prefers the kind named by the later words of the query', async () => {
    // 'zr… tag games' matches the console too (its title has 'Games'), but the games subcategory
    // names the last words, the console label only the first.
    const rows = await search({ search_term: `${token} ${tag} games` });
    expect(keys(rows)).toEqual(['quest', 'puzzle', 'console', 'racer']);
  });

  it('matches and ranks through a synonym, and leaves filler words out', async () => {
    // The synonym's phrase names the cards' subcategory: the card first, then the laptop, which
    // only mentions the cards' label.
    expect(keys(await search({ search_term: synonymWord }))).toEqual(['card']);
    expect(keys(await search({ search_term: `${fillerWord} ${token}` }))).toEqual(
      keys(await search({ search_term: token })),
    );
    const suggestions = await rpc<{ suggestion: string }>(sql, 'get_search_suggestions', {
      search_term: `${token} ${fillerWord}`,
    });
    expect(suggestions).toEqual([]);
  });
});

/** The search as anon with the dictionary claiming the words are common (rolled back): the
 * search then reads each tier in index order (the strategy of broad queries at 100k products)
 * instead of sorting one bitmap read of the matches. */
async function searchAsBroad(term: string, page = 1, pageSize = 50): Promise<string[]> {
  let slugs: string[] = [];
  const words = [token, model, tag.toLowerCase(), 'game'];
  await sql
    .begin(async (tx) => {
      await tx`update public.search_terms set doc_count = 50000
               where ${words}::text[] && array[term, lexeme] or term like 'game%'`;
      await tx`select set_config('role', 'anon', true)`;
      const rows = await tx.unsafe(
        'select slug from public.unified_product_search(search_term => $1::text, page_number => $2::integer, page_size => $3::integer)',
        [term, page, pageSize],
      );
      slugs = rows.map((r) => (r as unknown as { slug: string }).slug);
      throw new Error('rollback');
    })
    .catch((error: Error) => {
      if (error.message !== 'rollback') throw error;
    });
  return slugs;
}

describe('broad queries', () => {
  it('rank alike when each tier is read in index order, page by page', async () => {
    for (const term of [token, model, `${token} ${tag} games`, synonymWord]) {
      const expected = (await search({ search_term: term })).map((r) => r.slug);
      expect(await searchAsBroad(term), term).toEqual(expected);
      const paged = [
        ...(await searchAsBroad(term, 1, 2)),
        ...(await searchAsBroad(term, 2, 2)),
        ...(await searchAsBroad(term, 3, 2)),
      ];
      expect(paged, term).toEqual(expected.slice(0, 6));
    }
  });
});

describe('out of stock after in stock', () => {
  it('in category, subcategory and label listings (and the featured carousels built on them)', async () => {
    for (const args of [
      { category_filter: category.slug },
      { subcategory_filter: subs.games.slug },
      { label_filter: `label-${subs.consoles.slug}` },
    ]) {
      const rows = await rpc<Row>(sql, 'get_products_list', { page_size: 50, ...args });
      expect(rows.length).toBeGreaterThan(1);
      expect(inStockFirst(rows), JSON.stringify(args)).toBe(true);
      expect(rows.at(-1)?.stock_units).toBe(0);
    }
    // Bestsellers, then newest, inside each stock group.
    const games = await rpc<Row>(sql, 'get_products_list', { subcategory_filter: subs.games.slug });
    expect(keys(games)).toEqual(['quest', 'puzzle', 'racer']);
  });

  it('in search results with and without a term, and in the autocomplete', async () => {
    for (const args of [
      { search_term: token },
      { p_category: category.slug },
      { search_term: `${tag} games` },
    ]) {
      const rows = await search(args);
      expect(inStockFirst(rows), JSON.stringify(args)).toBe(true);
    }
    const rows = await search({ p_category: category.slug });
    expect(keys(rows)).toEqual(['quest', 'laptop', 'console', 'puzzle', 'card', 'racer', 'console-slim']);
    const auto = await rpc<{ slug: string }>(sql, 'enhanced_autocomplete_search', {
      search_query: token,
      max_results: 20,
    });
    expect(keys(auto)).toEqual(['console', 'quest', 'puzzle', 'console-slim', 'racer']);
  });

  it("in the product page's 'You May Also Like'", async () => {
    const [page] = await rpc<{ o_similar_products: Similar[] }>(sql, 'get_product_details', {
      p_target_product_id: ids.get('quest'),
    });
    expect(keys(page?.o_similar_products ?? [])).toEqual(['puzzle', 'racer']);
    expect(page?.o_similar_products.find((p) => p.slug === slug('racer'))?.is_bestseller).toBe(false);
  });

  it('follows stock changes: a product sold out moves behind the ones in stock', async () => {
    await sql`update public.products set stock_units = 0 where slug = ${slug('quest')}`;
    try {
      const games = await rpc<Row>(sql, 'get_products_list', { subcategory_filter: subs.games.slug });
      expect(keys(games)).toEqual(['puzzle', 'racer', 'quest']);
    } finally {
      await sql`update public.products set stock_units = 9 where slug = ${slug('quest')}`;
    }
  });

  it('except in the explicit price sorts, which keep the price order', async () => {
    const asc = await search({ p_category: category.slug, sort_by: 'price_asc' });
    expect(asc.map((r) => Number((r as unknown as { discount_price: string }).discount_price))).toEqual(
      [...products].map((p) => p.price).sort((a, b) => a - b),
    );
    expect(keys(asc)[0]).toBe('console-slim');
    const desc = await search({ search_term: token, sort_by: 'price_desc' });
    expect(keys(desc)).toEqual(['console', 'quest', 'racer', 'puzzle', 'console-slim']);
  });
});

describe("'Popular'", () => {
  it('is never shown on an out-of-stock product, in any list or sort', async () => {
    const lists = [
      await rpc<Row>(sql, 'get_products_list', { category_filter: category.slug, page_size: 50 }),
      await search({ search_term: token }),
      await search({ p_category: category.slug, sort_by: 'price_asc' }),
      await search({ p_category: category.slug, sort_by: 'price_desc' }),
    ];
    for (const rows of lists) {
      expect(rows.filter((r) => r.stock_units === 0).map((r) => r.is_bestseller)).toEqual(
        rows.filter((r) => r.stock_units === 0).map(() => false),
      );
      // In stock bestsellers keep their flag.
      expect(rows.some((r) => r.stock_units > 0 && r.is_bestseller)).toBe(true);
    }
    // Never ahead of an in-stock item: in the relevance orders every flagged item precedes the
    // out-of-stock ones.
    const listed = lists[0] ?? [];
    const lastFlagged = listed.map((r) => r.is_bestseller).lastIndexOf(true);
    const firstOut = listed.findIndex((r) => r.stock_units === 0);
    expect(lastFlagged).toBeLessThan(firstOut);
  });
});
