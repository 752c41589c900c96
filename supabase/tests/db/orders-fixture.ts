/**
 * A shop of its own for the cart, discount and order tests: a category with products whose stock
 * and prices the test chooses, users with a complete, serviceable profile (Mumbai 400001), discount
 * codes with a random prefix, and calls made as a given user the way PostgREST makes them (role and
 * claims set for the transaction, which commits). Everything is removed by `drop()`.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { createSql } from '../../local/src/db';
import { directSql } from '../helpers/clients';
import { requireDbUrl } from '../helpers/target';
import { createTestUser, type TestUser } from '../helpers/users';

export interface ShopProduct {
  id: string;
  slug: string;
  name: string;
  price: number;
  discountPrice: number;
  image: string;
}

export interface ProductSpec {
  stock?: number;
  price?: number;
  discountPrice?: number;
  active?: boolean;
}

export interface ProfileSpec {
  name?: string;
  mobile?: string;
  address?: Record<string, string>;
}

export const MUMBAI_ADDRESS = {
  line1: '12 Marine Drive',
  line2: 'Churchgate',
  city: 'Mumbai',
  state: 'Maharashtra',
  zip: '400001',
  country: 'India',
};

export type Role = 'anon' | 'authenticated' | 'service_role';

export interface ShopFixture {
  /** Superuser connection (fixtures, assertions). */
  sql: postgres.Sql;
  /** A pool for concurrent calls (up to 24 connections). */
  pool: postgres.Sql;
  tag: string;
  product(spec?: ProductSpec): Promise<ShopProduct>;
  products(count: number, spec?: ProductSpec): Promise<ShopProduct[]>;
  /** A user with a complete profile in the service area (or the given profile; null: none). */
  user(label: string, profile?: ProfileSpec | null): Promise<TestUser>;
  /** A discount code (prefixed with the fixture's tag); returns the stored code. */
  code(values: Record<string, unknown>): Promise<string>;
  stock(product: ShopProduct): Promise<number>;
  /** The display number of an order or request ('GG-26-7K3M9Q', 00_roles_and_extensions.sql). */
  displayNumber(id: string): Promise<string>;
  /** Runs `fn` as `userId` (or anon/service role) in a committed transaction on `db`. */
  as<T>(who: string | Role, fn: (tx: postgres.TransactionSql) => Promise<T>, db?: postgres.Sql): Promise<T>;
  /** An RPC's answer as `who` (jsonb answers parsed). */
  rpc<T = unknown>(
    who: string | Role,
    fn: string,
    args?: Record<string, unknown>,
    db?: postgres.Sql,
  ): Promise<T>;
  drop(): Promise<void>;
}

const RPC_ARG_TYPES: Record<string, string> = {
  p_product_id: 'uuid',
  p_quantity: 'integer',
  p_code: 'text',
  p_idempotency_key: 'uuid',
  p_discount_code: 'text',
  p_cart_items: 'jsonb',
  p_page_number: 'integer',
  p_page_size: 'integer',
  p_status_group: 'text',
  p_search: 'text',
  p_order_id: 'uuid',
  p_document_id: 'uuid',
  p_product: 'jsonb',
  p_delta: 'integer',
  p_rating: 'integer',
  p_existing_review_id: 'uuid',
  p_review_id: 'uuid',
  // Payments (13_payments.sql).
  p_amount_paise: 'bigint',
  p_amount: 'numeric',
  p_limit: 'integer',
  p_day: 'date',
  p_id: 'uuid',
  // Price-match offers (07_staff.sql, 10_service_requests.sql).
  p_current_price: 'numeric',
  p_our_price: 'numeric',
  p_valid_days: 'integer',
  p_request_id: 'uuid',
  // Returns (20_returns.sql).
  p_resellable: 'boolean',
};

export async function createShopFixture(): Promise<ShopFixture> {
  const sql = directSql();
  const pool = createSql(requireDbUrl(), { max: 24, applicationName: 'store-tests-pool' });
  const suffix = Array.from(randomBytes(6), (b) => String.fromCharCode(97 + (b % 26))).join('');
  const tag = suffix.toUpperCase();
  const [category] = await sql<{ category_id: number }[]>`
    insert into public.categories (name, slug, sort_order, hsn_code)
    values (${`Checkout ${tag}`}, ${`checkout-${suffix}`}, 9100, '8471') returning category_id`;
  const [subcategory] = await sql<{ subcategory_id: number }[]>`
    insert into public.subcategories (category_id, name, slug, sort_order)
    values (${category?.category_id ?? 0}, ${`Gear ${tag}`}, ${`gear-${suffix}`}, 0) returning subcategory_id`;
  const users: TestUser[] = [];
  const codes: string[] = [];
  let productCount = 0;

  async function product(spec: ProductSpec = {}): Promise<ShopProduct> {
    productCount += 1;
    const price = spec.price ?? 1000 * productCount;
    const discountPrice = spec.discountPrice ?? price;
    const slug = `checkout-${suffix}-item-${productCount}`;
    const name = `Checkout ${tag} Item ${productCount}`;
    const [row] = await sql<{ product_id: string }[]>`
      insert into public.products (slug, name, price, discount_price, stock_units, is_active, category_id, subcategory_id)
      values (${slug}, ${name}, ${price}, ${discountPrice}, ${spec.stock ?? 50}, ${spec.active ?? true},
              ${category?.category_id ?? 0}, ${subcategory?.subcategory_id ?? 0})
      returning product_id`;
    const id = row?.product_id ?? '';
    const image = `/img/products/${slug}.svg`;
    await sql`insert into public.product_images (product_id, position, url, width, height, alt)
              values (${id}, 0, ${image}, 800, 800, ${name}), (${id}, 1, ${`/img/products/${slug}-2.svg`}, 800, 800, ${name})`;
    return { id, slug, name, price, discountPrice, image };
  }

  async function as<T>(
    who: string | Role,
    fn: (tx: postgres.TransactionSql) => Promise<T>,
    db: postgres.Sql = sql,
  ): Promise<T> {
    const role: Role = who === 'anon' || who === 'service_role' ? who : 'authenticated';
    const claims = JSON.stringify(role === 'authenticated' ? { sub: who, role } : { role });
    return (await db.begin(async (tx) => {
      await tx`select set_config('role', ${role}, true), set_config('request.jwt.claims', ${claims}, true)`;
      return await fn(tx);
    })) as T;
  }

  return {
    sql,
    pool,
    tag,
    product,
    async products(count, spec = {}) {
      const out: ShopProduct[] = [];
      for (let i = 0; i < count; i += 1) out.push(await product(spec));
      return out;
    },
    async user(label, profile = {}) {
      const user = await createTestUser(label);
      users.push(user);
      if (profile) {
        await sql`insert into public.user_profiles (user_id, name, mobile, address)
                  values (${user.id}, ${profile.name ?? `Shopper ${label}`}, ${profile.mobile ?? '9876543210'},
                          ${JSON.stringify(profile.address ?? MUMBAI_ADDRESS)}::text::jsonb)`;
      }
      return user;
    },
    async code(values) {
      const code = `${tag}${String(values.code ?? randomUUID().slice(0, 6)).toUpperCase()}`.slice(0, 32);
      const row = { discount_type: 'percentage', discount_value: 0.1, ...values, code };
      await sql`insert into public.discount_codes ${sql(row as Record<string, postgres.SerializableParameter>)}`;
      codes.push(code);
      return code;
    },
    async stock(p) {
      const [row] = await sql<{ stock_units: number }[]>`
        select stock_units from public.products where product_id = ${p.id}`;
      return row?.stock_units ?? Number.NaN;
    },
    as,
    async displayNumber(id) {
      const [row] = await sql<{ n: string }[]>`
        select display_number as n from public.orders where id = ${id}
        union all select display_number from public.repairrequests where id = ${id}
        union all select display_number from public.game_load_requests where id = ${id}
        union all select display_number from public.product_discount_requests where id = ${id}
        union all select display_number from public.return_requests where id = ${id}`;
      if (!row) throw new Error(`no display number for ${id}`);
      return row.n;
    },
    async rpc<T>(who: string | Role, fn: string, args: Record<string, unknown> = {}, db: postgres.Sql = sql) {
      const names = Object.keys(args);
      const list = names.map((n, i) => `${n} => $${i + 1}::${RPC_ARG_TYPES[n] ?? 'text'}`).join(', ');
      const values = names.map((n) => {
        const v = args[n];
        return v !== null && typeof v === 'object' ? JSON.stringify(v) : v;
      }) as postgres.ParameterOrJSON<never>[];
      return await as(
        who,
        async (tx) => {
          const rows = await tx.unsafe(`select public.${fn}(${list}) as result`, values);
          return (rows[0] as { result: T } | undefined)?.result as T;
        },
        db,
      );
    },
    async drop() {
      try {
        // Users first: their orders (and line items), carts and redemptions go with them.
        for (const user of users) await user.remove();
        if (codes.length) await sql`delete from public.discount_codes where code in ${sql(codes)}`;
        await sql`delete from public.products where subcategory_id = ${subcategory?.subcategory_id ?? 0}`;
        await sql`delete from public.subcategories where subcategory_id = ${subcategory?.subcategory_id ?? 0}`;
        await sql`delete from public.categories where category_id = ${category?.category_id ?? 0}`;
      } finally {
        await pool.end();
        await sql.end();
      }
    },
  };
}

/** The SQLSTATE and message of a call that must fail. */
export async function failure(run: () => Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await run();
  } catch (error) {
    const e = error as { code?: string; message?: string };
    return { code: e.code ?? '', message: e.message ?? '' };
  }
  throw new Error('expected the call to fail');
}

/** Runs `count` calls at once and waits for every one (results in call order). */
export async function all<T>(
  count: number,
  call: (i: number) => Promise<T>,
): Promise<PromiseSettledResult<T>[]> {
  return await Promise.allSettled(Array.from({ length: count }, (_, i) => call(i)));
}
