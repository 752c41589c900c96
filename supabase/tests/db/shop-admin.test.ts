/**
 * Running the shop without SQL (18_shop_admin.sql; docs/product.md#staff-console): products made
 * and changed by staff reach the catalogue and search at once, stock moves relative to what orders
 * take and is recorded, discount codes are capped and enforced at order time, the live offers are
 * everyone's, and the dashboard counts what happened. Every write is staff only.
 */
import { randomUUID } from 'node:crypto';
import {
  availableOfferSchema,
  DISCOUNT_ADMIN_MESSAGES,
  PRODUCT_ADMIN_MESSAGES,
  STOCK_MESSAGES,
  staffDashboardSchema,
  staffDiscountCodeRowSchema,
  staffProductListSchema,
  staffProductSchema,
} from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { directSql } from '../helpers/clients';
import type { TestUser } from '../helpers/users';
import { all, createShopFixture, failure, type ShopFixture } from './orders-fixture';

let shop: ShopFixture;
let staffer: TestUser;
let shopper: TestUser;
let taxonomy: { category_id: number; subcategory_id: number };
const createdCodes: string[] = [];

beforeAll(async () => {
  shop = await createShopFixture();
  staffer = await shop.user('admin-staff');
  shopper = await shop.user('admin-shopper');
  await shop.sql`insert into public.staff (user_id) values (${staffer.id})`;
  const seedProduct = await shop.product({ stock: 1 });
  const [row] = await shop.sql<{ category_id: number; subcategory_id: number }[]>`
    select category_id, subcategory_id from public.products where product_id = ${seedProduct.id}`;
  if (!row) throw new Error('fixture product missing');
  taxonomy = row;
}, 60_000);

afterAll(async () => {
  // The fixture's users go first, with their orders and redemptions; then the codes they used.
  await shop?.drop();
  if (createdCodes.length) {
    const db = directSql();
    try {
      await db`delete from public.discount_codes where code in ${db(createdCodes)}`;
    } finally {
      await db.end();
    }
  }
});

const asStaff = <T>(fn: string, args: Record<string, unknown> = {}) => shop.rpc<T>(staffer.id, fn, args);

/** A word of letters only, so search tokenises it as one word whatever the random draw. */
const randomWord = () =>
  Array.from(randomUUID().replaceAll('-', '').slice(0, 10), (c) =>
    String.fromCharCode(97 + (parseInt(c, 16) % 26)),
  ).join('');

function productInput(extra: Record<string, unknown> = {}) {
  const word = `zq${randomWord()}`;
  const slug = `admin-${word}`;
  return {
    name: `Admin Test Console ${word}`,
    slug,
    word,
    description: 'Made in the staff console.',
    brand: 'GameGear',
    condition: 'new',
    price: 49_990,
    discount_price: 44_990,
    ...taxonomy,
    label_id: null,
    technical_specification: { Storage: '1 TB' },
    search_keywords: ['admin test console'],
    is_bestseller: false,
    is_active: true,
    country_of_origin: 'Japan',
    warranty_months: 12,
    return_window_days: 7,
    hsn_code: '9504',
    gst_rate: 18,
    low_stock_threshold: 2,
    stock_units: 5,
    ...extra,
  };
}

/** staff_upsert_discount_code as `who` (its p_code is jsonb, unlike validate_discount_code's). */
const upsertCode = (values: Record<string, unknown>, who: string = staffer.id) =>
  shop.as(who, async (tx) => {
    const [row] = await tx<{ code: string }[]>`
      select public.staff_upsert_discount_code(${JSON.stringify(values)}::jsonb) as code`;
    return row?.code;
  });

const upsert = ({ word: _word, ...product }: Record<string, unknown>, who: string = staffer.id) =>
  shop.rpc<string>(who, 'staff_upsert_product', { p_product: product });

async function placeOrder(user: TestUser, productId: string, quantity = 1, code?: string, db = shop.sql) {
  await shop.rpc(user.id, 'cart_add_item', { p_product_id: productId, p_quantity: quantity }, db);
  return await shop.rpc<{ orderId: string; total: number }>(
    user.id,
    'place_order',
    { p_idempotency_key: randomUUID(), p_payment_method: 'cod', ...(code ? { p_discount_code: code } : {}) },
    db,
  );
}

describe('products', () => {
  it('are created and edited by staff, and reach the catalogue and search at once', async () => {
    const input = productInput();
    const id = await upsert(input);
    const read = staffProductSchema.parse(await asStaff('staff_get_product', { p_product_id: id }));
    expect(read).toMatchObject({
      name: input.name,
      slug: input.slug,
      price: 49_990,
      discount_price: 44_990,
      stock_units: 5,
    });
    expect(read.hsn_code).toBe('9504');

    const found = await shop.as(
      'anon',
      (tx) => tx<{ product_name: string }[]>`
      select product_name from public.unified_product_search(search_term => ${input.word})`,
    );
    expect(found.map((f) => f.product_name)).toContain(input.name);

    // A new price and a new name; the slug stays.
    await upsert({ ...input, product_id: id, name: `${input.name} Pro`, discount_price: 41_990 });
    const [row] = await shop.sql<{ name: string; discount_price: string; slug: string }[]>`
      select name, discount_price::text, slug from public.products where product_id = ${id}`;
    expect(row).toEqual({ name: `${input.name} Pro`, discount_price: '41990.00', slug: input.slug });
    expect((await failure(() => upsert({ ...input, product_id: id, slug: `${input.slug}-2` }))).message).toBe(
      PRODUCT_ADMIN_MESSAGES.slugFixed,
    );

    // Deactivated: gone from the catalogue, and nobody can add it to a cart.
    await upsert({ ...input, product_id: id, is_active: false });
    const buyer = await shop.user('admin-inactive-buyer');
    expect(
      (await failure(() => shop.rpc(buyer.id, 'cart_add_item', { p_product_id: id, p_quantity: 1 }))).message,
    ).toBe('This product is not available.');
    const list = staffProductListSchema.parse(await asStaff('staff_list_products', { p_query: input.slug }));
    expect(list.items.map((i) => [i.product_id, i.is_active])).toEqual([[id, false]]);
  });

  it('refuses bad fields with the contract messages, and anyone but staff', async () => {
    const input = productInput();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: ' ' }, PRODUCT_ADMIN_MESSAGES.name],
      [{ slug: 'Bad Slug' }, PRODUCT_ADMIN_MESSAGES.slug],
      [{ price: 0 }, PRODUCT_ADMIN_MESSAGES.price],
      [{ price: 10.005 }, PRODUCT_ADMIN_MESSAGES.price],
      [{ discount_price: 60_000 }, PRODUCT_ADMIN_MESSAGES.discountPrice],
      [{ subcategory_id: 2_000_000_000 }, PRODUCT_ADMIN_MESSAGES.category],
      [{ hsn_code: '95' }, PRODUCT_ADMIN_MESSAGES.hsn],
      [{ gst_rate: 7 }, PRODUCT_ADMIN_MESSAGES.gstRate],
      [{ stock_units: -1 }, PRODUCT_ADMIN_MESSAGES.stock],
      [{ warranty_months: 121 }, PRODUCT_ADMIN_MESSAGES.warranty],
      [{ return_window_days: 91 }, PRODUCT_ADMIN_MESSAGES.returns],
      [{ replacement_window_days: 91 }, PRODUCT_ADMIN_MESSAGES.replacements],
      [{ replacement_window_days: 1.5 }, PRODUCT_ADMIN_MESSAGES.replacements],
      [{ country_of_origin: 'X' }, PRODUCT_ADMIN_MESSAGES.origin],
    ];
    for (const [change, message] of cases)
      expect(await failure(() => upsert({ ...input, ...change })), JSON.stringify(change)).toEqual({
        code: '22023',
        message,
      });
    await upsert(input);
    expect((await failure(() => upsert({ ...input, name: 'Another' }))).message).toBe(
      PRODUCT_ADMIN_MESSAGES.slugTaken,
    );

    const refused = await failure(() => upsert(productInput(), shopper.id));
    expect(refused).toEqual({ code: '42501', message: PRODUCT_ADMIN_MESSAGES.staffOnly });
    expect(
      (await failure(() => shop.as('anon', (tx) => tx`select public.staff_upsert_product('{}')`))).code,
    ).toBe('42501');
  });
});

describe('the catalogue version', () => {
  const version = async () => Number(await shop.rpc<number>('anon', 'get_catalogue_version'));

  it('moves with every staff change shoppers see, not with orders, and anyone may read it', async () => {
    const before = await version();
    const id = await upsert(productInput({ stock_units: 5 }));
    const created = await version();
    expect(created).toBeGreaterThan(before);
    await asStaff('staff_adjust_stock', { p_product_id: id, p_delta: 2, p_reason: 'Delivery' });
    const restocked = await version();
    expect(restocked).toBeGreaterThan(created);
    // An order takes a unit: the page servers keep their answers (the stock line may lag a few
    // seconds; the order itself is priced and stocked by the database).
    await placeOrder(shopper, id);
    expect(await version()).toBe(restocked);
  });
});

describe('stock', () => {
  it('moves by adjustments and concurrent orders without losing a unit, each adjustment recorded', async () => {
    const id = await upsert(productInput({ stock_units: 30 }));
    const buyers = await Promise.all(Array.from({ length: 10 }, (_, i) => shop.user(`admin-stock-${i}`)));
    const deltas = [3, -2, 5, -1, 4, -3, 2, 1, -4, 6];
    const results = await all(20, (i) =>
      i % 2 === 0
        ? placeOrder(buyers[i / 2] as TestUser, id, 1, undefined, shop.pool)
        : shop.rpc(
            staffer.id,
            'staff_adjust_stock',
            { p_product_id: id, p_delta: deltas[(i - 1) / 2], p_reason: 'Recount' },
            shop.pool,
          ),
    );
    expect(results.filter((r) => r.status === 'rejected')).toEqual([]);
    const [row] = await shop.sql<
      { stock_units: number }[]
    >`select stock_units from public.products where product_id = ${id}`;
    expect(row?.stock_units).toBe(30 - 10 + deltas.reduce((s, d) => s + d, 0));

    const history = z
      .array(
        z.object({
          delta: z.number(),
          from_units: z.number(),
          to_units: z.number(),
          reason: z.string(),
          actor_name: z.nullable(z.string()),
        }),
      )
      .parse(await asStaff('staff_list_stock_adjustments', { p_product_id: id }));
    // The ten adjustments and the initial stock, each from -> to adding up.
    expect(history).toHaveLength(11);
    for (const h of history) expect(h.to_units).toBe(h.from_units + h.delta);
    expect(history.at(-1)).toMatchObject({ reason: 'Initial stock', from_units: 0, to_units: 30 });
    expect(history[0]?.actor_name).toBe('Shopper admin-staff');
  }, 60_000);

  it('never goes below zero, and needs a reason', async () => {
    const id = await upsert(productInput({ stock_units: 2 }));
    const adjust = (delta: number, reason: string) =>
      asStaff('staff_adjust_stock', { p_product_id: id, p_delta: delta, p_reason: reason });
    expect((await failure(() => adjust(-3, 'Damaged in store'))).message).toBe(STOCK_MESSAGES.belowZero);
    expect((await failure(() => adjust(0, 'Nothing'))).message).toBe(STOCK_MESSAGES.delta);
    expect((await failure(() => adjust(1, 'ok'))).message).toBe(STOCK_MESSAGES.reason);
    expect(await adjust(-2, 'Damaged in store')).toEqual({ from_units: 2, to_units: 0 });
    expect(
      (
        await failure(() =>
          shop.rpc(shopper.id, 'staff_adjust_stock', {
            p_product_id: id,
            p_delta: 5,
            p_reason: 'Free units',
          }),
        )
      ).code,
    ).toBe('42501');
  });
});

describe('discount codes', () => {
  const code = (suffix: string) => {
    const c = `${shop.tag}${suffix}`.slice(0, 32);
    createdCodes.push(c);
    return c;
  };

  it('cap a percentage at its maximum discount, in the cart and in the order', async () => {
    const capped = code('CAP10');
    expect(
      await upsertCode({
        is_new: true,
        code: capped.toLowerCase(),
        discount_type: 'percentage',
        value: 10,
        max_discount: 2000,
        min_subtotal: 0,
        is_active: true,
        is_public: false,
      }),
    ).toBe(capped);
    const [product] = await shop.products(1, { price: 49_000, discountPrice: 45_000, stock: 10 });
    const buyer = await shop.user('admin-cap');
    await shop.rpc(buyer.id, 'cart_add_item', { p_product_id: product?.id, p_quantity: 1 });
    const checked = await shop.rpc<{ calculatedDiscountAmount: number }>(buyer.id, 'validate_discount_code', {
      p_code: capped,
    });
    expect(checked.calculatedDiscountAmount).toBe(2000);
    const placed = await shop.rpc<{ orderId: string; total: number }>(buyer.id, 'place_order', {
      p_idempotency_key: randomUUID(),
      p_payment_method: 'cod',
      p_discount_code: capped,
    });
    expect(placed.total).toBe(43_000);

    const rows = z.array(staffDiscountCodeRowSchema).parse(await asStaff('staff_list_discount_codes'));
    expect(rows.find((r) => r.code === capped)).toMatchObject({
      value: 10,
      max_discount: 2000,
      times_used: 1,
      state: 'active',
    });
    expect(
      (await failure(() => upsertCode({ is_new: true, code: capped, discount_type: 'percentage', value: 5 })))
        .message,
    ).toBe(DISCOUNT_ADMIN_MESSAGES.codeTaken);
  });

  it('hold their total and per-shopper uses under parallel orders', async () => {
    const limited = code('LIM3');
    await upsertCode({
      code: limited,
      discount_type: 'fixed',
      value: 100,
      usage_limit_total: 3,
      usage_limit_per_user: 1,
      is_active: true,
    });
    const [product] = await shop.products(1, { price: 1_000, discountPrice: 1_000, stock: 50 });
    const buyers = await Promise.all(Array.from({ length: 8 }, (_, i) => shop.user(`admin-lim-${i}`)));
    for (const b of buyers)
      await shop.rpc(b.id, 'cart_add_item', { p_product_id: product?.id, p_quantity: 1 });
    const results = await all(8, (i) =>
      shop.rpc<{ total: number }>(
        (buyers[i] as TestUser).id,
        'place_order',
        { p_idempotency_key: randomUUID(), p_payment_method: 'cod', p_discount_code: limited },
        shop.pool,
      ),
    );
    const placed = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.total] : []));
    expect(placed.filter((t) => t === 900)).toHaveLength(3);
    const [row] = await shop.sql<
      { times_used: number }[]
    >`select times_used from public.discount_codes where code = ${limited}`;
    expect(row?.times_used).toBe(3);
  }, 60_000);

  it('are refused with the contract messages, and to anyone but staff', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ code: 'x' }, DISCOUNT_ADMIN_MESSAGES.code],
      [{ value: 0 }, DISCOUNT_ADMIN_MESSAGES.value],
      [{ value: 101 }, DISCOUNT_ADMIN_MESSAGES.value],
      [{ max_discount: -5 }, DISCOUNT_ADMIN_MESSAGES.maxDiscount],
      [
        { starts_at: '2026-12-10T00:00:00Z', ends_at: '2026-12-01T00:00:00Z' },
        DISCOUNT_ADMIN_MESSAGES.window,
      ],
      [{ usage_limit_total: 0 }, DISCOUNT_ADMIN_MESSAGES.limits],
    ];
    for (const [change, message] of cases)
      expect(
        (
          await failure(() =>
            upsertCode({ code: code('BAD'), discount_type: 'percentage', value: 10, ...change }),
          )
        ).message,
        JSON.stringify(change),
      ).toBe(message);
    expect(
      await failure(() => upsertCode({ code: 'HACK50', discount_type: 'percentage', value: 50 }, shopper.id)),
    ).toEqual({ code: '42501', message: DISCOUNT_ADMIN_MESSAGES.staffOnly });
  });

  it('listed to shoppers are the public ones usable now, readable by guests', async () => {
    const shown = code('SHOWN');
    const hidden = code('HIDDEN');
    const paused = code('PAUSED');
    const ended = code('ENDED');
    const base = { discount_type: 'fixed', value: 250, is_active: true, is_public: true };
    await upsertCode({ ...base, code: shown, description: 'Flat ₹250 off' });
    await upsertCode({ ...base, code: hidden, is_public: false });
    await upsertCode({ ...base, code: paused, is_active: false });
    await upsertCode({
      ...base,
      code: ended,
      starts_at: '2025-01-01T00:00:00Z',
      ends_at: '2025-02-01T00:00:00Z',
    });
    const offers = z.array(availableOfferSchema).parse(await shop.rpc('anon', 'get_available_offers'));
    const codes = offers.map((o) => o.code);
    expect(codes).toContain(shown);
    for (const c of [hidden, paused, ended]) expect(codes).not.toContain(c);
    expect(offers.find((o) => o.code === shown)).toEqual({
      code: shown,
      description: 'Flat ₹250 off',
      discount_type: 'fixed',
      value: 250,
      max_discount: null,
      min_subtotal: 0,
      ends_at: null,
    });
  });
});

describe('the dashboard', () => {
  it("counts today's orders and revenue for staff, and refuses shoppers", async () => {
    const before = staffDashboardSchema.parse(await asStaff('staff_dashboard'));
    const [product] = await shop.products(1, { price: 1_234, discountPrice: 1_234, stock: 5 });
    const buyer = await shop.user('admin-dash');
    await placeOrder(buyer, product?.id ?? '');
    const after = staffDashboardSchema.parse(await asStaff('staff_dashboard'));
    expect(after.today.orders).toBeGreaterThanOrEqual(before.today.orders + 1);
    expect(after.today.revenue).toBeGreaterThanOrEqual(before.today.revenue + 1_234);
    expect(after.week.orders).toBeGreaterThanOrEqual(after.today.orders);
    expect(Object.keys(after.orders_waiting).sort()).toEqual([
      'out for delivery',
      'pending',
      'processing',
      'shipped',
    ]);
    expect(after.orders_waiting.pending).toBeGreaterThanOrEqual(1);
    expect((await failure(() => shop.rpc(shopper.id, 'staff_dashboard'))).code).toBe('42501');
  });
});
