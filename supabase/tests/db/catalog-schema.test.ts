/**
 * Catalogue schema: constraints, row-level security (shoppers read the active catalogue and never
 * write), privileges of the internal helpers, the seed, and the search dictionary kept in step
 * with product writes.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { directSql } from '../helpers/clients';
import { asRole, type CatalogFixture, createCatalogFixture, failure } from './catalog-fixture';

let fx: CatalogFixture;
const sql = directSql();

beforeAll(async () => {
  fx = await createCatalogFixture();
});

afterAll(async () => {
  await fx?.drop();
  await sql.end();
});

describe('seed catalogue', () => {
  it('has at least 400 active products over 6 categories and 25 subcategories', async () => {
    const [row] = await sql<
      { products: number; categories: number; subcategories: number; inactive: number }[]
    >`
      select (select count(*)::integer from public.products p
              join public.categories c using (category_id) where p.is_active and c.slug not like 'fixture-%') as products,
             (select count(*)::integer from public.categories where slug not like 'fixture-%') as categories,
             (select count(*)::integer from public.subcategories s join public.categories c using (category_id)
              where c.slug not like 'fixture-%') as subcategories,
             (select count(*)::integer from public.products where not is_active) as inactive`;
    expect(row?.products).toBeGreaterThanOrEqual(400);
    expect(row?.categories).toBeGreaterThanOrEqual(6);
    expect(row?.subcategories).toBeGreaterThanOrEqual(25);
    expect(row?.inactive).toBeGreaterThan(0);
  });

  it('labels gaming laptops and gives every product a primary image with its size', async () => {
    const [row] = await sql<{ gaming: number; missing: number }[]>`
      select (select count(*)::integer from public.products p join public.labels l using (label_id)
              join public.subcategories s on s.subcategory_id = p.subcategory_id
              where l.name = 'Gaming Laptop' and s.name = 'Laptops') as gaming,
             (select count(*)::integer from public.products p
              where not exists (select 1 from public.product_images i
                                where i.product_id = p.product_id and i.position = 0 and i.width > 0 and i.height > 0)) as missing`;
    expect(row?.gaming).toBeGreaterThan(10);
    expect(row?.missing).toBe(0);
  });

  it('references only images that the seed ships (supabase/seed/images, served at /img/products/)', async () => {
    const imageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../seed/images');
    const urls = await sql<{ url: string }[]>`
      select i.url from public.product_images i
      join public.products p using (product_id)
      join public.categories c using (category_id)
      where c.slug not like 'fixture-%'
      union select display_url from public.labels where display_url like '/img/products/label-%'
        and subcategory_id in (select subcategory_id from public.subcategories s
                               join public.categories c using (category_id) where c.slug not like 'fixture-%')
      union select display_url from public.subcategories where display_url is not null
      union select display_url from public.categories where display_url is not null`;
    expect(urls.length).toBeGreaterThan(400);
    const missing = urls
      .map((u) => u.url)
      .filter(
        (url) => !url.startsWith('/img/products/') || !fs.existsSync(path.join(imageDir, url.slice(14))),
      );
    expect(missing).toEqual([]);
    const svg = fs.readFileSync(path.join(imageDir, urls[0]?.url.slice(14) ?? ''), 'utf8');
    expect(svg).toMatch(/<svg [^>]*width="\d+" height="\d+"/);
  });

  it('describes every filterable spec key the products use', async () => {
    const keys = await sql<{ key: string }[]>`
      select distinct e.key
      from public.products p
      join public.categories c using (category_id)
      cross join lateral jsonb_each(p.technical_specification) e
      where c.slug not like 'fixture-%'
        and not exists (select 1 from public.spec_definitions d where d.key = e.key)`;
    expect(keys).toEqual([]);
  });
});

describe('constraints', () => {
  const insert = (overrides: Record<string, unknown>) => {
    const p = {
      slug: `${fx.token}-bad-${Math.random().toString(36).slice(2, 8)}`,
      name: 'Bad',
      condition: 'new',
      price: 100,
      discount_price: 90,
      stock_units: 1,
      ...overrides,
    };
    return sql`insert into public.products (slug, name, condition, price, discount_price, stock_units, label_id)
               select ${p.slug as string}, ${p.name as string}, ${p.condition as string}, ${p.price as number},
                      ${p.discount_price as number}, ${p.stock_units as number}, label_id
               from public.labels where slug = ${`alpha-${fx.token.slice(2)}`}`;
  };

  it('refuses a discount price above the price, negative amounts and stock, unknown conditions', async () => {
    expect((await failure(() => insert({ discount_price: 101 }))).message).toMatch(
      /products_discount_not_above_price/,
    );
    expect((await failure(() => insert({ price: -1, discount_price: -1 }))).code).toBe('23514');
    expect((await failure(() => insert({ stock_units: -1 }))).message).toMatch(/products_stock_not_negative/);
    expect((await failure(() => insert({ condition: 'used' }))).message).toMatch(/products_condition_valid/);
    expect((await failure(() => insert({ slug: 'Not A Slug' }))).message).toMatch(/products_slug_format/);
  });

  it('defaults the discount price to the price and derives the category from the label', async () => {
    const slug = `${fx.token}-defaults`;
    const [row] = await sql<{ discount_price: string; category_slug: string }[]>`
      with ins as (
        insert into public.products (slug, name, price, label_id)
        select ${slug}, 'Defaults', 1234.5, label_id from public.labels where slug = ${`beta-${fx.token.slice(2)}`}
        returning discount_price, category_id
      )
      select ins.discount_price::text, c.slug as category_slug from ins join public.categories c using (category_id)`;
    expect(row).toEqual({ discount_price: '1234.50', category_slug: fx.category.slug });
    await sql`delete from public.products where slug = ${slug}`;
  });

  it('keeps reviews within their limits (rating 1-5, title 255, comment 5000)', async () => {
    const pro = fx.byKey('pro');
    const review = (rating: number, title: string | null, comment: string) =>
      sql`insert into public.reviews (product_id, user_id, order_id, rating, title, comment)
          values (${pro.id}, ${fx.users.unnamed.id}, gen_random_uuid(), ${rating}, ${title}, ${comment})`;
    expect((await failure(() => review(6, null, 'ok'))).message).toMatch(/reviews_rating_range/);
    expect((await failure(() => review(0, null, 'ok'))).message).toMatch(/reviews_rating_range/);
    expect((await failure(() => review(5, 'x'.repeat(256), 'ok'))).message).toMatch(/reviews_title_length/);
    expect((await failure(() => review(5, null, 'x'.repeat(5001)))).message).toMatch(
      /reviews_comment_length/,
    );
    expect((await failure(() => review(5, null, '   '))).message).toMatch(/reviews_comment_length/);
  });
});

describe('row-level security', () => {
  it('shows anon the active products only, and only their images', async () => {
    const rows = await asRole(
      sql,
      'anon',
      (tx) => tx<{ slug: string }[]>`select slug from public.products where slug like ${`${fx.token}-%`}`,
    );
    const slugs = rows.map((r) => r.slug);
    expect(slugs).toContain(fx.byKey('pro').slug);
    expect(slugs).not.toContain(fx.byKey('ghost').slug);
    expect(slugs).toHaveLength(fx.products.filter((p) => p.active).length);
    const images = await asRole(
      sql,
      'anon',
      (tx) =>
        tx<
          { n: number }[]
        >`select count(*)::integer as n from public.product_images where product_id = ${fx.byKey('ghost').id}`,
    );
    expect(images[0]?.n).toBe(0);
    const all = await asRole(
      sql,
      'service_role',
      (tx) =>
        tx<
          { n: number }[]
        >`select count(*)::integer as n from public.products where slug like ${`${fx.token}-%`}`,
    );
    expect(all[0]?.n).toBe(fx.products.length);
  });

  it('lets nobody write the catalogue through the API roles', async () => {
    for (const role of ['anon', 'authenticated'] as const) {
      const attempts = [
        () =>
          asRole(
            sql,
            role,
            (tx) => tx`update public.products set price = 1 where slug = ${fx.byKey('pro').slug}`,
          ),
        () => asRole(sql, role, (tx) => tx`delete from public.products where slug = ${fx.byKey('pro').slug}`),
        () =>
          asRole(
            sql,
            role,
            (tx) => tx`insert into public.categories (name, slug) values ('Hack', ${`hack-${fx.token}`})`,
          ),
        () =>
          asRole(
            sql,
            role,
            (tx) => tx`insert into public.search_terms (term, lexeme, doc_count) values ('hack', 'hack', 1)`,
          ),
        () =>
          asRole(
            sql,
            role,
            (tx) => tx`update public.reviews set is_verified = true where user_id = ${fx.users.named.id}`,
            fx.users.named.id,
          ),
      ];
      for (const attempt of attempts) expect((await failure(attempt)).code).toBe('42501');
    }
  });

  it('keeps review rows (with user_id and order_id) to their author; the public reads the RPCs', async () => {
    const pro = fx.byKey('pro');
    const anon = await failure(() =>
      asRole(
        sql,
        'anon',
        (tx) => tx`select user_id, order_id from public.reviews where product_id = ${pro.id}`,
      ),
    );
    expect(anon.code).toBe('42501');
    const own = await asRole(
      sql,
      'authenticated',
      (tx) =>
        tx<
          { rating: number; user_id: string }[]
        >`select rating, user_id from public.reviews where product_id = ${pro.id} order by rating`,
      fx.users.named.id,
    );
    expect(own.map((r) => r.rating)).toEqual([1, 5]);
    expect(new Set(own.map((r) => r.user_id))).toEqual(new Set([fx.users.named.id]));
    const other = await asRole(
      sql,
      'authenticated',
      (tx) =>
        tx<
          { rating: number }[]
        >`select rating from public.reviews where product_id = ${pro.id} and user_id <> ${fx.users.unnamed.id}`,
      fx.users.unnamed.id,
    );
    expect(other).toEqual([]);
    // The public view of the same reviews: only what docs/product.md#reviews shows.
    const published = await asRole(
      sql,
      'anon',
      (tx) => tx<Record<string, unknown>[]>`select * from public.get_product_reviews(${pro.id}::uuid)`,
    );
    expect(published).toHaveLength(2);
    for (const row of published) {
      expect(Object.keys(row).sort()).toEqual([
        'comment',
        'created_at',
        'rating',
        'review_id',
        'title',
        'user_name',
      ]);
    }
  });

  it('keeps the internal helpers out of reach of the API roles', async () => {
    const calls = [
      'select private.refresh_search_terms()',
      `select private.build_text_query('ps5', 0.3)`,
      `select private.ordered_ids(null::private.catalog_filter, 'true', 'true', 'p.product_id', 1, 0)`,
    ];
    for (const call of calls) {
      const error = await failure(() => asRole(sql, 'anon', (tx) => tx.unsafe(call)));
      expect(error.code).toBe('42501');
    }
    // Every function of the private schema, read from the catalogue: only the one granted on
    // purpose (invoker listings call it as the caller) is executable by an API role.
    const open = await sql<{ name: string }[]>`
      select distinct p.proname as name
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'private'
        and (has_function_privilege('anon', p.oid, 'execute')
             or has_function_privilege('authenticated', p.oid, 'execute'))
      order by 1`;
    expect(open.map((r) => r.name)).toEqual(['product_rating']);
  });
});

describe('search dictionary', () => {
  it('counts the active products containing each word', async () => {
    const [row] = await sql<{ doc_count: number }[]>`
      select doc_count from public.search_terms where term = ${fx.token}`;
    // Every active fixture product has the token in its name or brand; the inactive one does not count.
    expect(row?.doc_count).toBe(fx.products.filter((p) => p.active).length);
  });

  it('follows inserts, deactivation, renames and deletes', async () => {
    const word = `${fx.token}novum`;
    const count = async (term: string) =>
      (await sql<{ doc_count: number }[]>`select doc_count from public.search_terms where term = ${term}`)[0]
        ?.doc_count ?? 0;
    const slug = `${fx.token}-novum`;
    await sql`insert into public.products (slug, name, price, label_id)
              select ${slug}, ${`Shiny ${word} Thing`}, 10, label_id from public.labels
              where slug = ${`gamma-${fx.token.slice(2)}`}`;
    expect(await count(word)).toBe(1);
    // Stock and price changes leave the dictionary alone; deactivation removes the words.
    await sql`update public.products set stock_units = 9, price = 20, discount_price = 15 where slug = ${slug}`;
    expect(await count(word)).toBe(1);
    await sql`update public.products set is_active = false where slug = ${slug}`;
    expect(await count(word)).toBe(0);
    await sql`update public.products set is_active = true, name = ${`Shiny ${word}x Thing`} where slug = ${slug}`;
    expect(await count(word)).toBe(0);
    expect(await count(`${word}x`)).toBe(1);
    // A renamed label is searchable under its new name.
    const labelSlug = `gamma-${fx.token.slice(2)}`;
    await sql`update public.labels set name = ${`Gamma ${word}lbl`} where slug = ${labelSlug}`;
    expect(await count(`${word}lbl`)).toBe(
      fx.products.filter((p) => p.label === 'gamma' && p.active).length + 1,
    );
    const [hit] = await sql<{ n: number }[]>`
      select count(*)::integer as n from public.products
      where search_vector @@ to_tsquery('english', ${`${word}lbl`})`;
    expect(hit?.n).toBe(fx.products.filter((p) => p.label === 'gamma').length + 1);
    await sql`update public.labels set name = ${fx.labels.gamma} where slug = ${labelSlug}`;
    await sql`delete from public.products where slug = ${slug}`;
    expect(await count(`${word}x`)).toBe(0);
    expect(await count(`${word}lbl`)).toBe(0);
  });

  it('rebuilds to the same counts it maintains incrementally', async () => {
    const before = await sql<{ term: string; doc_count: number }[]>`
      select term, doc_count from public.search_terms order by term`;
    await sql.begin(async (tx) => {
      await tx`select private.refresh_search_terms()`;
      const after = await tx<{ term: string; doc_count: number }[]>`
        select term, doc_count from public.search_terms order by term`;
      expect(after).toEqual(before);
    });
  });
});
