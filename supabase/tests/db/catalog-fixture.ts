/**
 * A small catalogue of its own for the catalogue tests: one category, two subcategories, three
 * labels and products whose names carry a random token (`zq` + 6 letters), so searches for the token
 * see exactly these products whatever else the database holds. Dropped afterwards (the dictionary
 * triggers remove its words again).
 */
import { randomBytes } from 'node:crypto';
import type postgres from 'postgres';
import { directSql } from '../helpers/clients';
import { createTestUser, type TestUser } from '../helpers/users';

/** A product list/search item as the RPCs answer it (docs/product.md#catalogue-and-search). */
export interface ProductListRow {
  product_id: string;
  slug: string;
  product_name: string;
  primary_image: string | null;
  price: string;
  discount_price: string;
  is_bestseller: boolean;
  category: string;
  subcategory: string;
  label: string | null;
  condition: string;
  average_rating: string;
  review_count: number;
}

export interface FixtureProduct {
  key: string;
  id: string;
  slug: string;
  name: string;
  subcategory: 'gadgets' | 'gizmos';
  label: 'alpha' | 'beta' | 'gamma';
  condition: 'new' | 'pre-owned' | 'refurbished';
  price: number;
  discountPrice: number;
  bestseller: boolean;
  active: boolean;
  daysAgo: number;
  specs: Record<string, unknown>;
  brand: string;
}

export interface CatalogFixture {
  /** Lowercase letters: a word no other product has. */
  token: string;
  /** Capitalised suffix used in taxonomy names. */
  tag: string;
  category: { name: string; slug: string };
  subcategories: { gadgets: { name: string; slug: string }; gizmos: { name: string; slug: string } };
  labels: { alpha: string; beta: string; gamma: string };
  products: FixtureProduct[];
  byKey(key: string): FixtureProduct;
  users: { named: TestUser; unnamed: TestUser };
  drop(): Promise<void>;
}

function letters(n: number): string {
  const bytes = randomBytes(n);
  return Array.from(bytes, (b) => String.fromCharCode(97 + (b % 26))).join('');
}

export async function createCatalogFixture(): Promise<CatalogFixture> {
  const suffix = letters(6);
  const token = `zq${suffix}`;
  const tag = suffix.charAt(0).toUpperCase() + suffix.slice(1);
  const category = { name: `Fixture ${tag}`, slug: `fixture-${suffix}` };
  const subcategories = {
    gadgets: { name: `Gadgets ${tag}`, slug: `gadgets-${suffix}` },
    gizmos: { name: `Gizmos ${tag}`, slug: `gizmos-${suffix}` },
  };
  const labels = { alpha: `Alpha ${tag}`, beta: `Beta ${tag}`, gamma: `Gamma ${tag}` };
  const T = token.charAt(0).toUpperCase() + token.slice(1);

  const base: Omit<FixtureProduct, 'id' | 'slug'>[] = [
    {
      key: 'pro',
      name: `${T} Widget Pro`,
      subcategory: 'gadgets',
      label: 'alpha',
      condition: 'new',
      price: 1000,
      discountPrice: 900,
      bestseller: true,
      active: true,
      daysAgo: 1,
      brand: 'Acme',
      specs: { memory_gb: 8, wireless: true, features: ['RGB', 'USB-C'], panel_type: 'IPS' },
    },
    {
      key: 'lite',
      name: `${T} Widget Lite`,
      subcategory: 'gadgets',
      label: 'alpha',
      condition: 'refurbished',
      price: 800,
      discountPrice: 800,
      bestseller: false,
      active: true,
      daysAgo: 2,
      brand: 'Acme',
      specs: { memory_gb: 16, wireless: false, features: ['USB-C'], panel_type: 'VA' },
    },
    {
      key: 'max',
      name: `${T} Widget Max`,
      subcategory: 'gadgets',
      label: 'beta',
      condition: 'pre-owned',
      price: 1500,
      discountPrice: 1200,
      bestseller: false,
      active: true,
      daysAgo: 3,
      brand: 'Acme',
      specs: { memory_gb: 32, wireless: true, features: ['RGB'], panel_type: 'OLED' },
    },
    {
      key: 'ghost',
      name: `${T} Widget Ghost`,
      subcategory: 'gadgets',
      label: 'alpha',
      condition: 'new',
      price: 600,
      discountPrice: 100,
      bestseller: true,
      active: false,
      daysAgo: 0,
      brand: 'Acme',
      specs: { memory_gb: 8, wireless: true, features: ['RGB'], panel_type: 'IPS' },
    },
    // The token only in the brand: a match outside the title, ranked after title matches.
    {
      key: 'branded',
      name: 'Mystery Box Deluxe',
      subcategory: 'gizmos',
      label: 'gamma',
      condition: 'new',
      price: 300,
      discountPrice: 300,
      bestseller: true,
      active: true,
      daysAgo: 0,
      brand: T,
      specs: { memory_gb: 4 },
    },
    ...Array.from({ length: 24 }, (_, i) => ({
      key: `bulk${i + 1}`,
      name: `${T} Gizmo Unit ${i + 1}`,
      subcategory: 'gizmos' as const,
      label: 'gamma' as const,
      condition: (['new', 'new', 'refurbished'] as const)[i % 3] as FixtureProduct['condition'],
      // Distinct prices (with a tie) so price sorts are checkable.
      price: 2000 + ((i * 37) % 24) * 10,
      discountPrice: 2000 + ((i * 37) % 24) * 10 - (i % 2 === 0 ? 5 : 0),
      bestseller: i % 7 === 0,
      active: true,
      daysAgo: 10 + i,
      brand: 'Bulkco',
      specs: { memory_gb: [8, 16, 32][i % 3] as number, wireless: i % 2 === 0 },
    })),
  ];
  const products: FixtureProduct[] = base.map((p) => ({
    ...p,
    id: '',
    slug: `${token}-${p.key}`,
  }));

  const sql = directSql();
  let users: CatalogFixture['users'] | null = null;
  try {
    await sql.begin(async (tx) => {
      const [cat] = await tx<{ category_id: number }[]>`
        insert into public.categories (name, slug, sort_order) values (${category.name}, ${category.slug}, 9000)
        returning category_id`;
      for (const [key, sub] of Object.entries(subcategories)) {
        const [row] = await tx<{ subcategory_id: number }[]>`
          insert into public.subcategories (category_id, name, slug, sort_order)
          values (${cat?.category_id ?? 0}, ${sub.name}, ${sub.slug}, ${key === 'gadgets' ? 1 : 2})
          returning subcategory_id`;
        const subLabels = key === 'gadgets' ? (['alpha', 'beta'] as const) : (['gamma'] as const);
        for (const label of subLabels) {
          await tx`insert into public.labels (subcategory_id, name, slug, display_url)
                   values (${row?.subcategory_id ?? 0}, ${labels[label]}, ${`${label}-${suffix}`},
                           ${`/img/products/label-${label}.svg`})`;
        }
      }
      for (const p of products) {
        const [row] = await tx<{ product_id: string }[]>`
          insert into public.products (slug, name, description, brand, condition, price, discount_price, stock_units,
            is_bestseller, is_active, label_id, technical_specification, created_at)
          select ${p.slug}, ${p.name}, ${`Fixture product ${p.key}`}, ${p.brand}, ${p.condition}, ${p.price},
                 ${p.discountPrice}, 5, ${p.bestseller}, ${p.active}, l.label_id, ${tx.json(p.specs as never)},
                 now() - make_interval(days => ${p.daysAgo})
          from public.labels l
          join public.subcategories s on s.subcategory_id = l.subcategory_id
          where s.slug = ${subcategories[p.subcategory].slug} and l.slug = ${`${p.label}-${suffix}`}
          returning product_id`;
        p.id = row?.product_id ?? '';
        await tx`insert into public.product_images (product_id, position, url, width, height, alt) values
                 (${p.id}, 1, ${`/img/products/${p.slug}-2.svg`}, 800, 800, 'second'),
                 (${p.id}, 0, ${`/img/products/${p.slug}.svg`}, 800, 800, 'first')`;
      }
    });
    const named = await createTestUser('reviewer');
    const unnamed = await createTestUser('reviewer');
    users = { named, unnamed };
    const pro = products.find((p) => p.key === 'pro') as FixtureProduct;
    const ghost = products.find((p) => p.key === 'ghost') as FixtureProduct;
    await sql`insert into public.user_profiles (user_id, name) values (${named.id}, ${`Reviewer ${tag}`})`;
    await sql`
      insert into public.reviews (product_id, user_id, order_id, rating, title, comment, is_verified, created_at)
      values (${pro.id}, ${named.id}, null, 5, 'Great', 'Works well', true, now() - interval '2 days'),
             (${pro.id}, ${unnamed.id}, null, 4, null, 'Good enough', true, now() - interval '1 day'),
             (${pro.id}, ${named.id}, gen_random_uuid(), 1, 'Bad', 'Not verified yet', false, now()),
             (${ghost.id}, ${named.id}, null, 5, 'Hidden', 'On an inactive product', true, now())`;
  } catch (error) {
    await sql.end();
    throw error;
  }
  await sql.end();

  const ready = users as CatalogFixture['users'];
  return {
    token,
    tag,
    category,
    subcategories,
    labels,
    products,
    users: ready,
    byKey(key) {
      const found = products.find((p) => p.key === key);
      if (!found) throw new Error(`no fixture product ${key}`);
      return found;
    },
    async drop() {
      const db = directSql();
      try {
        await db`delete from public.products where slug like ${`${token}-%`}`;
        await db`delete from public.categories where slug = ${category.slug}`;
      } finally {
        await db.end();
      }
      await ready.named.remove();
      await ready.unnamed.remove();
    },
  };
}

export type Db = postgres.Sql;

/** Runs `fn` in a transaction as an API role, the way the gateway does, then rolls back. */
export async function asRole<T>(
  sql: postgres.Sql,
  role: 'anon' | 'authenticated' | 'service_role',
  fn: (tx: postgres.TransactionSql) => Promise<T>,
  userId?: string,
): Promise<T> {
  let result: T | undefined;
  await sql
    .begin(async (tx) => {
      const claims = JSON.stringify({ role, ...(userId ? { sub: userId } : {}) });
      await tx`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${claims}, true)`;
      result = await fn(tx);
      throw new RollbackSignal();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RollbackSignal)) throw error;
    });
  return result as T;
}

class RollbackSignal extends Error {}

/** The PostgresError's SQLSTATE and message of a statement that must fail. */
export async function failure(run: () => Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await run();
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return { code: e.code ?? '', message: e.message ?? '' };
  }
  throw new Error('expected the statement to fail');
}

/** Parameter types of the catalogue RPCs, for named-argument calls with casts. */
const PARAM_TYPES: Record<string, string> = {
  search_term: 'text',
  search_query: 'text',
  p_category: 'text',
  p_subcategory: 'text',
  p_label: 'text',
  label_filter: 'text',
  category_filter: 'text',
  subcategory_filter: 'text',
  min_price: 'numeric',
  max_price: 'numeric',
  condition_filter: 'text[]',
  include_inactive: 'boolean',
  sort_by: 'text',
  page_number: 'integer',
  page_size: 'integer',
  min_relevance: 'real',
  p_spec_filters: 'jsonb',
  filter_by_discount: 'boolean',
  max_results: 'integer',
  similarity_threshold: 'real',
  max_suggestions: 'integer',
  min_similarity: 'real',
  p_target_slug: 'text',
  p_target_product_id: 'uuid',
  p_product_id: 'uuid',
  p_page_number: 'integer',
  p_page_size: 'integer',
};

/** Calls an RPC by named arguments as an API role (anon by default), like PostgREST does. */
export async function rpc<T extends object>(
  sql: postgres.Sql,
  fn: string,
  args: Record<string, unknown> = {},
  role: 'anon' | 'authenticated' | 'service_role' = 'anon',
  userId?: string,
): Promise<T[]> {
  const values: unknown[] = [];
  const named = Object.entries(args).map(([key, value]) => {
    const type = PARAM_TYPES[key];
    if (!type) throw new Error(`unknown parameter ${key}`);
    values.push(type === 'jsonb' && value !== null ? JSON.stringify(value) : value);
    return `${key} => $${values.length}${type === 'jsonb' ? '::text::jsonb' : `::${type}`}`;
  });
  return await asRole(
    sql,
    role,
    async (tx) =>
      (await tx.unsafe(
        `select * from public.${fn}(${named.join(', ')})`,
        values as never[],
      )) as unknown as T[],
    userId,
  );
}

/** A scalar RPC's value. */
export async function rpcValue<T>(
  sql: postgres.Sql,
  fn: string,
  args: Record<string, unknown> = {},
  role: 'anon' | 'authenticated' | 'service_role' = 'anon',
): Promise<T> {
  const [row] = await rpc<Record<string, T>>(sql, fn, args, role);
  return (row as Record<string, T>)[fn] as T;
}
