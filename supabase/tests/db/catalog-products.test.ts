/**
 * Catalogue pages and the product page: get_product_categories_structure, get_products_list,
 * count_products, get_product_details(_by_slug), get_product_reviews,
 * count_verified_product_reviews and get_average_product_rating, called as anon.
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

type ListRow = ProductListRow;

interface Details {
  o_product_id: string;
  o_product_name: string;
  o_product_description: string;
  o_slug: string;
  o_price: string;
  o_discount_price: string;
  o_images: { url: string; width: number; height: number; alt: string }[];
  o_category_name: string;
  o_subcategory_name: string;
  o_label: string;
  o_condition: string;
  o_stock_units: number;
  o_is_bestseller: boolean;
  o_average_rating: string;
  o_review_count: number;
  o_similar_products: Record<string, unknown>[];
  o_technical_specification: Record<string, unknown>;
  o_specifications: { key: string; displayName: string; group: string; value: unknown }[];
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
const staticOrder = (a: FixtureProduct, b: FixtureProduct) =>
  Number(b.bestseller) - Number(a.bestseller) || a.daysAgo - b.daysAgo;

describe('get_product_categories_structure', () => {
  it('gives categories with subcategories and their labels with icons', async () => {
    const structure = await rpcValue<{
      categories: {
        name: string;
        slug: string;
        subcategories: {
          name: string;
          slug: string;
          data: { labels: { name: string; display_url: string }[] };
        }[];
      }[];
    }>(sql, 'get_product_categories_structure');
    const names = structure.categories.map((c) => c.name);
    expect(names.slice(0, 6)).toEqual([
      'Consoles',
      'Computers',
      'PC Parts',
      'Monitors',
      'Accessories',
      'Games',
    ]);
    const computers = structure.categories.find((c) => c.name === 'Computers');
    const laptops = computers?.subcategories.find((s) => s.name === 'Laptops');
    expect(laptops?.data.labels.map((l) => l.name)).toContain('Gaming Laptop');
    expect(laptops?.data.labels[0]?.display_url).toMatch(/^\/img\/products\/label-.+\.svg$/);
    const mine = structure.categories.find((c) => c.slug === fx.category.slug);
    expect(mine?.subcategories.map((s) => s.name)).toEqual([
      fx.subcategories.gadgets.name,
      fx.subcategories.gizmos.name,
    ]);
    expect(mine?.subcategories[0]?.data.labels.map((l) => l.name)).toEqual([fx.labels.alpha, fx.labels.beta]);
  });
});

describe('get_products_list and count_products', () => {
  const list = (args: Record<string, unknown>) => rpc<ListRow>(sql, 'get_products_list', args);
  const count = (args: Record<string, unknown>) => rpcValue<number>(sql, 'count_products', args);

  it('lists a category 12 at a time by default, bestsellers then newest, pages matching the count', async () => {
    const first = await list({ category_filter: fx.category.slug });
    expect(first).toHaveLength(12);
    const all: ListRow[] = [];
    for (let page = 1; page <= 5; page++)
      all.push(...(await list({ category_filter: fx.category.slug, page_number: page })));
    expect(all.map((r) => r.slug)).toEqual([...active()].sort(staticOrder).map((p) => p.slug));
    expect(await count({ category_filter: fx.category.slug })).toBe(active().length);
    expect(all.find((r) => r.slug === fx.byKey('pro').slug)).toMatchObject({
      primary_image: `/img/products/${fx.byKey('pro').slug}.svg`,
      category: fx.category.name,
      subcategory: fx.subcategories.gadgets.name,
      label: fx.labels.alpha,
      condition: 'new',
      average_rating: '4.50',
      review_count: 2,
    });
  });

  it('filters by subcategory, label and conditions; unknown names give nothing', async () => {
    const cases: [Record<string, unknown>, (p: FixtureProduct) => boolean][] = [
      [
        { category_filter: fx.category.name, subcategory_filter: fx.subcategories.gadgets.name },
        (p) => p.subcategory === 'gadgets',
      ],
      [
        { subcategory_filter: fx.subcategories.gadgets.slug, label_filter: fx.labels.alpha },
        (p) => p.label === 'alpha',
      ],
      [
        { category_filter: fx.category.slug, condition_filter: ['refurbished', 'pre-owned'] },
        (p) => p.condition !== 'new',
      ],
      [{ category_filter: fx.category.slug, subcategory_filter: 'no-such-thing' }, () => false],
    ];
    for (const [args, keep] of cases) {
      const rows = await list({ ...args, page_size: 100 });
      const expected = active()
        .filter(keep)
        .sort(staticOrder)
        .map((p) => p.slug);
      expect(rows.map((r) => r.slug)).toEqual(expected);
      expect(await count(args)).toBe(expected.length);
    }
  });

  it('rejects bad pages and conditions with SQLSTATE 22023', async () => {
    for (const args of [
      { page_number: 0 },
      { page_size: 0 },
      { page_size: 101 },
      { condition_filter: ['broken'] },
    ]) {
      const error = await failure(() => list({ category_filter: fx.category.slug, ...args }));
      expect(error.code).toBe('22023');
    }
    expect((await failure(() => count({ condition_filter: ['broken'] }))).code).toBe('22023');
  });
});

describe('get_product_details', () => {
  const details = (args: Record<string, unknown>) => rpc<Details>(sql, 'get_product_details', args);
  const bySlug = (slug: string) => rpc<Details>(sql, 'get_product_details_by_slug', { p_target_slug: slug });

  it('answers the product page with images in order, rating and similar products', async () => {
    const pro = fx.byKey('pro');
    const [row] = await details({ p_target_product_id: pro.id });
    expect(row).toMatchObject({
      o_product_id: pro.id,
      o_product_name: pro.name,
      o_slug: pro.slug,
      o_price: '1000.00',
      o_discount_price: '900.00',
      o_category_name: fx.category.name,
      o_subcategory_name: fx.subcategories.gadgets.name,
      o_label: fx.labels.alpha,
      o_condition: 'new',
      o_stock_units: 5,
      o_is_bestseller: true,
      o_average_rating: '4.50',
      o_review_count: 2,
      o_technical_specification: pro.specs,
    });
    expect(row?.o_images.map((i) => i.url)).toEqual([
      `/img/products/${pro.slug}.svg`,
      `/img/products/${pro.slug}-2.svg`,
    ]);
    expect(row?.o_images[0]).toMatchObject({ width: 800, height: 800 });
    // Same subcategory, same label first, never itself nor an inactive product.
    const similar = row?.o_similar_products ?? [];
    expect(similar.map((s) => s.slug)).toEqual([fx.byKey('lite').slug, fx.byKey('max').slug]);
    expect(similar[0]).toMatchObject({
      product_name: fx.byKey('lite').name,
      condition: 'refurbished',
      primary_image: `/img/products/${fx.byKey('lite').slug}.svg`,
      review_count: 0,
    });
    expect(row?.o_specifications.find((s) => s.key === 'features')).toMatchObject({
      displayName: 'Features',
      value: ['RGB', 'USB-C'],
    });
  });

  it('gives up to 10 similar products', async () => {
    const [row] = await details({ p_target_product_id: fx.byKey('bulk1').id });
    const similar = row?.o_similar_products ?? [];
    expect(similar).toHaveLength(10);
    expect(similar.some((s) => s.slug === fx.byKey('bulk1').slug)).toBe(false);
  });

  it('finds the same row by slug; nothing for unknown or inactive products', async () => {
    const [byId] = await details({ p_target_product_id: fx.byKey('max').id });
    const [viaSlug] = await bySlug(fx.byKey('max').slug);
    expect(viaSlug).toEqual(byId);
    expect(await bySlug(`${fx.token}-nothing`)).toEqual([]);
    expect(await bySlug(fx.byKey('ghost').slug)).toEqual([]);
    expect(await details({ p_target_product_id: fx.byKey('ghost').id })).toEqual([]);
  });
});

describe('reviews', () => {
  it('lists verified reviews newest first with the reviewer name or Customer', async () => {
    const rows = await rpc<{
      review_id: string;
      user_name: string;
      rating: number;
      title: string | null;
      comment: string;
    }>(sql, 'get_product_reviews', { p_product_id: fx.byKey('pro').id });
    expect(rows.map((r) => [r.user_name, r.rating, r.title, r.comment])).toEqual([
      ['Customer', 4, null, 'Good enough'],
      [`Reviewer ${fx.tag}`, 5, 'Great', 'Works well'],
    ]);
    const page2 = await rpc(sql, 'get_product_reviews', {
      p_product_id: fx.byKey('pro').id,
      p_page_number: 2,
      p_page_size: 1,
    });
    expect(page2).toHaveLength(1);
  });

  it('counts and averages verified reviews only, and nothing of inactive products', async () => {
    expect(await rpcValue(sql, 'count_verified_product_reviews', { p_product_id: fx.byKey('pro').id })).toBe(
      2,
    );
    expect(await rpcValue(sql, 'get_average_product_rating', { p_product_id: fx.byKey('pro').id })).toBe(
      '4.50',
    );
    expect(await rpcValue(sql, 'count_verified_product_reviews', { p_product_id: fx.byKey('lite').id })).toBe(
      0,
    );
    expect(await rpcValue(sql, 'get_average_product_rating', { p_product_id: fx.byKey('lite').id })).toBe(
      '0',
    );
    expect(
      await rpcValue(sql, 'count_verified_product_reviews', { p_product_id: fx.byKey('ghost').id }),
    ).toBe(0);
    expect(await rpc(sql, 'get_product_reviews', { p_product_id: fx.byKey('ghost').id })).toEqual([]);
  });

  it('rejects bad pages with SQLSTATE 22023', async () => {
    for (const args of [{ p_page_number: 0 }, { p_page_size: 0 }, { p_page_size: 51 }]) {
      const error = await failure(() =>
        rpc(sql, 'get_product_reviews', { p_product_id: fx.byKey('pro').id, ...args }),
      );
      expect(error.code).toBe('22023');
    }
  });
});
