/**
 * place_order and get_user_orders (docs/product.md#orders; docs/adr/0008): the
 * order stored from the database's cart and prices, the profile and PIN rules shared with the
 * apps, stock under concurrency without deadlocks, idempotency, and a hostile client.
 */
import { randomUUID } from 'node:crypto';
import {
  DISCOUNT_MESSAGES,
  isProfileCompleteForOrdering,
  isServiceableDistrict,
  ORDER_MESSAGES,
  ORDER_STATUS_GROUPS,
  orderSchema,
  outOfStockMessage,
  productUnavailableMessage,
  profilePincodeProblem,
  toPincodeLookupResult,
  toProfile,
  UNPAID_ORDER_LIMITS,
  unpaidOrdersLimitMessage,
  unpaidUnitsLimitMessage,
  userOrdersAnswerSchema,
} from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_AREA_DISTRICTS } from '../../../shared/src/constants/spec';
import type { TestUser } from '../helpers/users';
import {
  all,
  createShopFixture,
  failure,
  MUMBAI_ADDRESS,
  type ProfileSpec,
  type ShopFixture,
  type ShopProduct,
} from './orders-fixture';

let shop: ShopFixture;

beforeAll(async () => {
  shop = await createShopFixture();
});
afterAll(async () => {
  await shop?.drop();
});

interface Placed {
  success: boolean;
  orderId: string;
  paymentMethod: 'online' | 'cod';
  /** Rupees, the database's figure. */
  total: number;
  replayed?: boolean;
}

async function shopper(label: string, lines: [ShopProduct, number][], profile?: ProfileSpec | null) {
  const user = await shop.user(label, profile);
  for (const [p, quantity] of lines) {
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: p.id, p_quantity: quantity });
  }
  return user;
}

const place = (
  user: TestUser,
  args: { key?: string; code?: string | null; items?: unknown; method?: string } = {},
  db = shop.sql,
) =>
  shop.rpc<Placed>(
    user.id,
    'place_order',
    {
      p_idempotency_key: args.key ?? randomUUID(),
      ...(args.code !== undefined ? { p_discount_code: args.code } : {}),
      ...(args.items !== undefined ? { p_cart_items: args.items } : {}),
      ...(args.method !== undefined ? { p_payment_method: args.method } : {}),
    },
    db,
  );

const cartOf = (user: TestUser) => shop.rpc<unknown[]>(user.id, 'get_cart');

async function orderRow(id: string) {
  const [row] = await shop.sql`select * from public.orders where id = ${id}`;
  return row;
}

describe('place_order', () => {
  it('stores the order from the database cart, takes the stock and clears the cart', async () => {
    const [a, b] = await shop.products(2, { stock: 10 });
    const pa = { ...(a as ShopProduct) };
    const pb = { ...(b as ShopProduct) };
    await shop.sql`update public.products set price = 54990, discount_price = 49990.5 where product_id = ${pa.id}`;
    const code = await shop.code({ discount_type: 'percentage', discount_value: 0.1 });
    const user = await shopper('happy', [
      [pb, 1],
      [pa, 2],
    ]);
    // Above the cash-on-delivery limit: paid online (the order waits for its payment).
    const placed = await place(user, {
      code,
      method: 'online',
      // Whatever else a client adds to the lines (a price, a total) is not read.
      items: [
        { id: pa.id, quantity: 2, price: 1, discount_price: 1 },
        { id: pb.id, quantity: 1, subtotal: 0 },
      ],
    });
    expect(placed).toEqual({
      success: true,
      orderId: expect.any(String),
      displayNumber: expect.stringMatching(/^GG-\d{2}-[0-9A-HJKMNP-TV-Z]{6}$/),
      paymentMethod: 'online',
      total: 91782.9,
    });

    const [order] = await shop.as(
      user.id,
      (tx) => tx`select * from public.orders where id = ${placed.orderId}`,
    );
    if (!order) throw new Error('the owner cannot read the order');
    const parsed = orderSchema.parse({
      ...order,
      created_at: (order.created_at as Date).toISOString(),
      updated_at: (order.updated_at as Date).toISOString(),
      payment_hold_until: (order.payment_hold_until as Date).toISOString(),
      amount_paid: Number(order.amount_paid),
      amount_refunded: Number(order.amount_refunded),
    });
    const subtotal = 49990.5 * 2 + pb.discountPrice;
    expect(parsed).toMatchObject({
      user_id: user.id,
      order_status: 'payment_pending',
      payment_method: 'online',
      payment_status: 'pending',
      amount_paid: 0,
      amount_refunded: 0,
      remark: null,
      customer: `Shopper happy, 12 Marine Drive, Churchgate, Mumbai, Maharashtra 400001, India. Phone: 9876543210`,
      order_details: {
        products: [
          {
            id: pb.id,
            slug: pb.slug,
            name: pb.name,
            image: pb.image,
            quantity: 1,
            subtotal: pb.discountPrice,
          },
          { id: pa.id, slug: pa.slug, name: pa.name, image: pa.image, quantity: 2, subtotal: 99981 },
        ],
        order_summary: {
          subtotal,
          discount_amount: Math.round(subtotal * 10) / 100,
          discount_code: code,
          discount_type: 'percentage',
          discount_rate: 0.1,
          total: subtotal - Math.round(subtotal * 10) / 100,
        },
      },
    });
    expect(Number.isNaN(Date.parse(parsed.order_details.order_date))).toBe(false);
    expect(order).toMatchObject({ subtotal: '101981.00', discount_amount: '10198.10', total: '91782.90' });

    expect(await shop.stock(pa)).toBe(8);
    expect(await shop.stock(pb)).toBe(9);
    expect(await cartOf(user)).toEqual([]);
    const items = await shop.sql`
      select product_id, quantity, unit_price, list_price, subtotal from public.order_items
      where order_id = ${placed.orderId} order by subtotal`;
    expect(items).toEqual([
      {
        product_id: pb.id,
        quantity: 1,
        unit_price: `${pb.discountPrice}.00`,
        list_price: `${pb.price}.00`,
        subtotal: `${pb.discountPrice}.00`,
      },
      {
        product_id: pa.id,
        quantity: 2,
        unit_price: '49990.50',
        list_price: '54990.00',
        subtotal: '99981.00',
      },
    ]);
    const [redemption] = await shop.sql`
      select code, user_id, discount_amount from public.discount_redemptions where order_id = ${placed.orderId}`;
    expect(redemption).toEqual({ code, user_id: user.id, discount_amount: '10198.10' });
  });

  it('orders without a code when none (or a blank one) is given', async () => {
    const [p] = await shop.products(1);
    for (const code of [null, '  ']) {
      const user = await shopper('no-code', [[p as ShopProduct, 1]]);
      const { orderId } = await place(user, { code });
      expect((await orderRow(orderId))?.order_details.order_summary).toEqual({
        subtotal: p?.discountPrice,
        discount_amount: 0,
        discount_code: null,
        discount_type: null,
        discount_rate: null,
        total: p?.discountPrice,
      });
    }
  });

  it('refuses an inapplicable code with its message and keeps everything as it was', async () => {
    const [p] = await shop.products(1, { stock: 5, price: 1000 });
    const code = await shop.code({ discount_type: 'fixed', discount_value: 100, min_subtotal: 5000 });
    const user = await shopper('bad-code', [[p as ShopProduct, 2]]);
    expect(await failure(() => place(user, { code }))).toEqual({
      code: 'P0001',
      message: 'This code needs a cart subtotal of at least ₹5,000.00.',
    });
    expect(await failure(() => place(user, { code: 'NOPE-NOPE' }))).toMatchObject({
      message: DISCOUNT_MESSAGES.invalidOrInapplicable,
    });
    expect(await shop.stock(p as ShopProduct)).toBe(5);
    expect(await cartOf(user)).toHaveLength(1);
  });

  it('refuses an order whose confirmed lines differ from the cart', async () => {
    const [a, b] = (await shop.products(2)) as [ShopProduct, ShopProduct];
    const user = await shopper('changed', [
      [a, 1],
      [b, 2],
    ]);
    const changed = { code: 'PT409', message: ORDER_MESSAGES.cartChanged };
    for (const items of [
      [{ id: a.id, quantity: 1 }],
      [
        { id: a.id, quantity: 1 },
        { id: b.id, quantity: 3 },
      ],
      [
        { id: a.id, quantity: 1 },
        { id: b.id, quantity: 2 },
        { id: randomUUID(), quantity: 1 },
      ],
      [
        { id: a.id, quantity: 1 },
        { id: b.id, quantity: -2 },
      ],
      [{ id: a.id }, { id: b.id, quantity: 2 }],
      [
        { id: a.id, quantity: 1 },
        { id: a.id, quantity: 1 },
        { id: b.id, quantity: 2 },
      ],
    ]) {
      expect(await failure(() => place(user, { items }))).toEqual(changed);
    }
    expect(await failure(() => place(user, { items: { id: a.id } }))).toMatchObject({ code: '22023' });
    const ok = await place(user, {
      items: [
        { id: b.id.toUpperCase(), quantity: 2 },
        { id: a.id, quantity: 1 },
      ],
    });
    expect(ok.success).toBe(true);
  });

  it('names the product that is out of stock and changes nothing', async () => {
    // The cart never takes more than the stock (cart.test.ts); here the stock falls after the lines
    // were added, as when other shoppers buy the same units first.
    const [a, b] = (await shop.products(2, { stock: 3 })) as [ShopProduct, ShopProduct];
    const user = await shopper('short', [[a, 3]]);
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: b.id, p_quantity: 1 });
    await shop.sql`update public.products set stock_units = 0 where product_id = ${b.id}`;
    expect(await failure(() => place(user))).toEqual({
      code: 'PT409',
      message: outOfStockMessage(b.name, 0),
    });
    await shop.rpc(user.id, 'cart_remove_item', { p_product_id: b.id });
    await shop.sql`update public.products set stock_units = 2 where product_id = ${a.id}`;
    expect(await failure(() => place(user))).toEqual({
      code: 'PT409',
      message: outOfStockMessage(a.name, 2),
    });
    expect(outOfStockMessage(a.name, 2)).toBe(`Only 2 left in stock for ${a.name}.`);
    expect(await shop.stock(a)).toBe(2);
    expect(await cartOf(user)).toHaveLength(1);
    const [{ n } = { n: -1 }] = await shop.sql<{ n: number }[]>`
      select count(*)::int as n from public.orders where user_id = ${user.id}`;
    expect(n).toBe(0);
  });

  it('leaves out lines of products withdrawn after they were added, and clears them', async () => {
    const [kept, gone] = (await shop.products(2)) as [ShopProduct, ShopProduct];
    const user = await shopper('withdrawn', [
      [kept, 1],
      [gone, 1],
    ]);
    await shop.sql`update public.products set is_active = false where product_id = ${gone.id}`;
    const { orderId } = await place(user, { items: [{ id: kept.id, quantity: 1 }] });
    const order = await orderRow(orderId);
    expect(order?.order_details.products.map((p: { id: string }) => p.id)).toEqual([kept.id]);
    expect(await shop.sql`select 1 from public.cart_items where user_id = ${user.id}`).toHaveLength(0);
    expect(productUnavailableMessage(gone.name)).toContain(gone.name);
  });

  it("refuses an empty cart: 'Your cart is empty'", async () => {
    const user = await shop.user('empty');
    expect(await failure(() => place(user))).toEqual({ code: 'P0001', message: ORDER_MESSAGES.cartEmpty });
  });

  it('refuses guests and callers without a user', async () => {
    for (const who of ['anon', 'service_role'] as const) {
      const denied = await failure(() => shop.rpc(who, 'place_order', { p_idempotency_key: randomUUID() }));
      expect(denied.code).toBe('42501');
    }
  });
});

describe('the profile and PIN checks before an order (shared rules)', () => {
  it.each([
    ['no profile at all', null, ORDER_MESSAGES.profileIncomplete],
    ['no phone', { mobile: '' }, ORDER_MESSAGES.profileIncomplete],
    ['a blank name', { name: '   ' }, ORDER_MESSAGES.profileIncomplete],
    ['no city', { address: { ...MUMBAI_ADDRESS, city: '' } }, ORDER_MESSAGES.profileIncomplete],
    ['a 5-digit PIN', { address: { ...MUMBAI_ADDRESS, zip: '40001' } }, ORDER_MESSAGES.pinInvalid],
    ['an unknown PIN', { address: { ...MUMBAI_ADDRESS, zip: '999999' } }, ORDER_MESSAGES.pinInvalid],
    [
      'a PIN outside the service area (Bengaluru)',
      { address: { ...MUMBAI_ADDRESS, city: 'Bengaluru', state: 'Karnataka', zip: '560001' } },
      ORDER_MESSAGES.pinUnavailable,
    ],
  ])('refuses %s with its message', async (_label, profile, message) => {
    const [p] = await shop.products(1);
    const user = await shopper('profile', [[p as ShopProduct, 1]], profile as ProfileSpec | null);
    expect(await failure(() => place(user))).toEqual({ code: 'P0001', message });
    expect(await cartOf(user)).toHaveLength(1);
  });

  it('checks completeness before the cart, and the cart before the PIN', async () => {
    const incomplete = await shop.user('order-1', { mobile: '' });
    expect((await failure(() => place(incomplete))).message).toBe(ORDER_MESSAGES.profileIncomplete);
    const outside = await shop.user('order-2', { address: { ...MUMBAI_ADDRESS, zip: '560001' } });
    expect((await failure(() => place(outside))).message).toBe(ORDER_MESSAGES.cartEmpty);
  });

  it('agrees with isProfileCompleteForOrdering and profilePincodeProblem', async () => {
    const pins = await shop.sql<{ pincode: string; district: string; state: string }[]>`
      select pincode::text, district, state from public.pincodes where pincode in ('400001', '400601', '421301', '110001', '560001')`;
    const lookup = (zip: string) => {
      const place = pins.find((p) => p.pincode === zip);
      return toPincodeLookupResult(place ? { district: place.district, state: place.state } : null);
    };
    const cases: { email: string; name: string; mobile: string; address: Record<string, string> }[] = [];
    for (const zip of ['400001', '400601', '421301', '110001', '560001', '999999', '40001', '']) {
      cases.push({ email: 'a@b.in', name: 'A', mobile: '9876543210', address: { ...MUMBAI_ADDRESS, zip } });
    }
    for (const key of ['line1', 'city', 'state'] as const) {
      cases.push({ email: 'a@b.in', name: 'A', mobile: '1', address: { ...MUMBAI_ADDRESS, [key]: ' ' } });
    }
    cases.push({ email: '', name: 'A', mobile: '1', address: MUMBAI_ADDRESS });
    cases.push({
      email: 'a@b.in',
      name: 'A',
      mobile: '1',
      address: { ...MUMBAI_ADDRESS, line2: '', country: '' },
    });
    for (const c of cases) {
      const profile = toProfile({ name: c.name, mobile: c.mobile, address: c.address }, c.email);
      const expected = isProfileCompleteForOrdering(profile)
        ? profilePincodeProblem(profile.address.zip, lookup(profile.address.zip.trim()))
        : ORDER_MESSAGES.profileIncomplete;
      const [row] = await shop.sql<{ problem: string | null }[]>`
        select private.order_profile_problem(${c.email}, ${c.name}, ${c.mobile}, ${JSON.stringify(c.address)}::text::jsonb) as problem`;
      expect(row?.problem, JSON.stringify(c)).toBe(expected);
    }
  });

  it('uses the same service-area districts and rule as the apps', async () => {
    const [row] = await shop.sql<{ areas: string[] }[]>`select private.service_area_districts() as areas`;
    expect(row?.areas).toEqual([...SERVICE_AREA_DISTRICTS]);
    for (const district of [
      'Mumbai',
      'mumbai suburban',
      'Thane',
      'Navi Mumbai',
      'Pune',
      'Bangalore',
      '',
      ' ',
    ]) {
      const [r] = await shop.sql<
        { ok: boolean }[]
      >`select private.is_serviceable_district(${district}) as ok`;
      expect(r?.ok, district).toBe(isServiceableDistrict(district));
    }
  });
});

describe('idempotency', () => {
  it('answers the same order for the same key and takes the stock once', async () => {
    const [p] = (await shop.products(1, { stock: 10 })) as [ShopProduct];
    const user = await shopper('retry', [[p, 2]]);
    const key = randomUUID();
    const first = await place(user, { key });
    expect(first).toEqual({
      success: true,
      orderId: expect.any(String),
      displayNumber: expect.stringMatching(/^GG-\d{2}-[0-9A-HJKMNP-TV-Z]{6}$/),
      paymentMethod: 'cod',
      total: 2 * p.discountPrice,
    });
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: p.id, p_quantity: 1 });
    // Another payment method with the same key is still the same order.
    const again = await place(user, { key, method: 'online' });
    expect(again).toEqual({ ...first, replayed: true });
    expect(await shop.stock(p)).toBe(8);
    // The retry did not touch the new cart.
    expect(await cartOf(user)).toHaveLength(1);
  });

  it('creates one order when the same request arrives many times at once', async () => {
    const [p] = (await shop.products(1, { stock: 10 })) as [ShopProduct];
    const user = await shopper('double-click', [[p, 1]]);
    const key = randomUUID();
    const results = await all(8, () => place(user, { key }, shop.pool));
    const ids = new Set(results.map((r) => (r.status === 'fulfilled' ? r.value.orderId : String(r.reason))));
    expect([...ids]).toHaveLength(1);
    expect(results.every((r) => r.status === 'fulfilled')).toBe(true);
    const [{ n } = { n: 0 }] = await shop.sql<{ n: number }[]>`
      select count(*)::int as n from public.orders where user_id = ${user.id}`;
    expect(n).toBe(1);
    expect(await shop.stock(p)).toBe(9);
  });

  it('keys are per user: another user may use the same key', async () => {
    const [p] = (await shop.products(1)) as [ShopProduct];
    const key = randomUUID();
    const a = await place(await shopper('key-a', [[p, 1]]), { key });
    const b = await place(await shopper('key-b', [[p, 1]]), { key });
    expect(a.orderId).not.toBe(b.orderId);
  });
});

describe('concurrency', () => {
  it('sells exactly the last units to parallel buyers, without deadlocks', async () => {
    const [p] = (await shop.products(1, { stock: 5 })) as [ShopProduct];
    const users = await Promise.all(Array.from({ length: 14 }, (_, i) => shopper(`last-${i}`, [[p, 1]])));
    const results = await all(users.length, (i) => place(users[i] as TestUser, {}, shop.pool));
    const sold = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
    expect(sold).toHaveLength(5);
    for (const r of refused) {
      expect(r.reason).toMatchObject({ code: 'PT409', message: outOfStockMessage(p.name, 0) });
    }
    expect(await shop.stock(p)).toBe(0);
  });

  it('decides under the row lock: stock taken or a product withdrawn while the order waited', async () => {
    const cases = [
      { change: 'stock_units = 1', message: (p: ShopProduct) => outOfStockMessage(p.name, 1) },
      { change: 'is_active = false', message: (p: ShopProduct) => productUnavailableMessage(p.name) },
    ];
    for (const { change, message } of cases) {
      const [p] = (await shop.products(1, { stock: 3 })) as [ShopProduct];
      const user = await shopper('waiter', [[p, 2]]);
      const holder = await shop.pool.reserve();
      try {
        await holder`begin`;
        await holder`select 1 from public.products where product_id = ${p.id} for update`;
        const pending = place(user, {}, shop.pool).then(
          () => null,
          (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
        );
        // Settled state: place_order passed its unlocked checks and waits for the row.
        const deadline = Date.now() + 10_000;
        for (;;) {
          const [row] = await shop.sql<{ n: number }[]>`
            select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock' and query like '%place_order%' and pid <> pg_backend_pid()`;
          if ((row?.n ?? 0) > 0) break;
          if (Date.now() > deadline) throw new Error('place_order never waited for the product row');
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await holder.unsafe(`update public.products set ${change} where product_id = $1`, [p.id]);
        await holder`commit`;
        expect(await pending, change).toEqual({ code: 'PT409', message: message(p) });
      } finally {
        holder.release();
      }
      expect(await cartOf(user)).toHaveLength(change.startsWith('is_active') ? 0 : 1);
    }
  });

  it('keeps stock exact for overlapping multi-item carts in any order, without deadlocks', async () => {
    // Priced so that any cart stays under the cash-on-delivery limit: only stock may refuse one.
    const products = (await shop.products(4, { stock: 9, price: 1000 })) as ShopProduct[];
    // Each cart holds 2-4 of the products, added in a different order.
    const users = await Promise.all(
      Array.from({ length: 16 }, (_, i) => {
        const picked = products.filter((_, j) => (i + j) % 4 !== 0 || i % 3 === 0);
        const ordered = i % 2 ? picked.reverse() : picked;
        return shopper(
          `overlap-${i}`,
          ordered.map((p, j) => [p, 1 + ((i + j) % 2)] as [ShopProduct, number]),
        );
      }),
    );
    const results = await all(users.length, (i) => place(users[i] as TestUser, {}, shop.pool));
    for (const r of results) {
      if (r.status === 'rejected') expect((r.reason as { code: string }).code).toBe('PT409');
    }
    expect(results.some((r) => r.status === 'fulfilled')).toBe(true);
    for (const p of products) {
      const [row] = await shop.sql<{ stock: number; sold: number }[]>`
        select (select stock_units from public.products where product_id = ${p.id}) as stock,
               coalesce((select sum(quantity) from public.order_items where product_id = ${p.id}), 0)::int as sold`;
      expect((row?.stock ?? 0) + (row?.sold ?? 0), p.name).toBe(9);
      expect(row?.stock).toBeGreaterThanOrEqual(0);
    }
  });
});

describe('a hostile client', () => {
  let owner: TestUser;
  let intruder: TestUser;
  let ownerOrder: string;

  beforeAll(async () => {
    const [p] = (await shop.products(1)) as [ShopProduct];
    owner = await shopper('victim', [[p, 1]]);
    intruder = await shop.user('intruder');
    ownerOrder = (await place(owner)).orderId;
  });

  it("cannot read another user's orders or their line items", async () => {
    expect(
      await shop.as(intruder.id, (tx) => tx`select id from public.orders where id = ${ownerOrder}`),
    ).toEqual([]);
    expect(
      await shop.as(intruder.id, (tx) => tx`select * from public.order_items where order_id = ${ownerOrder}`),
    ).toEqual([]);
    expect(await shop.as(owner.id, (tx) => tx`select id from public.orders`)).toEqual([{ id: ownerOrder }]);
    const page = await shop.rpc<{ totalCount: number }>(intruder.id, 'get_user_orders', { p_page_number: 1 });
    expect(page.totalCount).toBe(0);
    const anon = await failure(() => shop.as('anon', (tx) => tx`select id from public.orders`));
    expect(anon.code).toBe('42501');
  });

  it('cannot insert, update or delete orders or items, not even its own', async () => {
    const details = JSON.stringify({ order_date: new Date().toISOString(), products: [], order_summary: {} });
    const attempts = [
      (tx: Parameters<Parameters<ShopFixture['as']>[1]>[0]) =>
        tx`insert into public.orders (user_id, idempotency_key, order_details, customer, subtotal, total)
           values (${owner.id}, ${randomUUID()}, ${details}::text::jsonb, 'x', 0, 0)`,
      (tx: Parameters<Parameters<ShopFixture['as']>[1]>[0]) =>
        tx`update public.orders set order_status = 'delivered', total = 1 where id = ${ownerOrder}`,
      (tx: Parameters<Parameters<ShopFixture['as']>[1]>[0]) =>
        tx`delete from public.orders where id = ${ownerOrder}`,
      (tx: Parameters<Parameters<ShopFixture['as']>[1]>[0]) =>
        tx`update public.order_items set unit_price = 0 where order_id = ${ownerOrder}`,
    ];
    for (const who of [owner.id, intruder.id]) {
      for (const attempt of attempts) expect((await failure(() => shop.as(who, attempt))).code).toBe('42501');
    }
    expect((await orderRow(ownerOrder))?.order_status).toBe('pending');
  });

  it('cannot forge a price: place_order takes none, and ignores what the lines carry', async () => {
    const rows = await shop.sql<{ args: string }[]>`
      select pg_get_function_identity_arguments(p.oid) as args from pg_proc p
      where p.oid::regprocedure::text like 'place_order(%' and p.pronamespace = 'public'::regnamespace`;
    expect(rows.map((r) => r.args)).toEqual([
      'p_idempotency_key uuid, p_discount_code text, p_cart_items jsonb, p_payment_method text',
    ]);
    const [p] = (await shop.products(1, { price: 7000 })) as [ShopProduct];
    const user = await shopper('forger', [[p, 1]]);
    const { orderId } = await place(user, {
      items: [{ id: p.id, quantity: 1, price: 1, discount_price: 0, total: 0 }],
    });
    expect(await orderRow(orderId)).toMatchObject({ subtotal: '7000.00', total: '7000.00' });
  });

  it("cannot order someone else's cart: the user is the token's", async () => {
    const [p] = (await shop.products(1)) as [ShopProduct];
    const victim = await shopper('cart-victim', [[p, 3]]);
    expect(await failure(() => place(intruder, { items: [{ id: p.id, quantity: 3 }] }))).toMatchObject({
      message: ORDER_MESSAGES.cartEmpty,
    });
    expect(await cartOf(victim)).toHaveLength(1);
  });

  it('lets the shop change status and remark, but never what was sold or its price', async () => {
    await shop.sql`update public.orders set order_status = 'shipped', remark = 'AWB 123' where id = ${ownerOrder}`;
    const frozen = [
      shop.sql`update public.orders set total = 0, subtotal = 0 where id = ${ownerOrder}`,
      shop.sql`update public.orders set order_details = '{}' where id = ${ownerOrder}`,
      shop.sql`update public.orders set user_id = ${intruder.id} where id = ${ownerOrder}`,
      shop.sql`update public.order_items set quantity = 2 where order_id = ${ownerOrder}`,
    ];
    for (const attempt of frozen) expect((await failure(() => attempt)).code).toBe('23514');
    expect(
      await failure(() => shop.sql`update public.orders set order_status = 'lost' where id = ${ownerOrder}`),
    ).toMatchObject({ code: '23514' });
  });
});

describe('what one shopper may hold in unpaid orders', () => {
  const { maxUnitsPerProduct: MAX_UNITS, maxOrders: MAX_ORDERS } = UNPAID_ORDER_LIMITS;

  /** Everything a refused order must leave as it was: orders, events, e-mails, cart and stock. */
  async function footprint(user: TestUser, products: ShopProduct[]) {
    const [row] = await shop.sql`
      select (select count(*)::int from public.orders where user_id = ${user.id}) as orders,
             (select count(*)::int from public.item_events where user_id = ${user.id}) as events,
             (select count(*)::int from private.email_outbox where to_email = ${user.email}) as mails,
             (select coalesce(json_agg(json_build_array(c.product_id, c.quantity) order by c.product_id), '[]')
              from public.cart_items c where c.user_id = ${user.id}) as cart,
             (select json_agg(p.stock_units order by p.product_id) from public.products p
              where p.product_id = any(${products.map((p) => p.id)}::uuid[])) as stock`;
    return row;
  }

  /** The units of each product in the user's unpaid orders. */
  async function held(user: TestUser) {
    const rows = await shop.sql<{ product_id: string; units: number }[]>`
      select i.product_id, sum(i.quantity)::int as units
      from public.orders o join public.order_items i on i.order_id = o.id
      where o.user_id = ${user.id} and private.is_unpaid(o.order_status, o.payment_status)
      group by i.product_id`;
    return Object.fromEntries(rows.map((r) => [r.product_id, r.units]));
  }

  const fill = async (user: TestUser, lines: [ShopProduct, number][]) => {
    for (const [p, quantity] of lines) {
      await shop.rpc(user.id, 'cart_add_item', { p_product_id: p.id, p_quantity: quantity });
    }
  };

  /** Refused for a limit: 422 and `message`, and nothing of the order remains. */
  async function refusedForLimit(user: TestUser, products: ShopProduct[], message: string) {
    const before = await footprint(user, products);
    expect(await failure(() => place(user))).toEqual({ code: 'PT422', message });
    expect(await footprint(user, products)).toEqual(before);
  }

  it(`refuses more than ${MAX_UNITS} units of a product in unpaid orders, in one order or across several`, async () => {
    // Cheap enough for cash on delivery: the unpaid limits refuse, not the payment method.
    const [p, q] = (await shop.products(2, { stock: 100, price: 1000 })) as [ShopProduct, ShopProduct];
    // The finding: 76 units of one product in one order for a free account.
    const hoarder = await shopper('unpaid-hoarder', [[p, 76]]);
    await refusedForLimit(hoarder, [p], unpaidUnitsLimitMessage(p.name, 0));
    await shop.rpc(hoarder.id, 'cart_set_quantity', { p_product_id: p.id, p_quantity: MAX_UNITS + 1 });
    await refusedForLimit(hoarder, [p], unpaidUnitsLimitMessage(p.name, 0));
    await shop.rpc(hoarder.id, 'cart_set_quantity', { p_product_id: p.id, p_quantity: MAX_UNITS });
    expect((await place(hoarder)).success).toBe(true);

    // Across orders: 3 held, 3 more refused naming the product over the limit, 2 more pass.
    const user = await shopper('unpaid-units', [[p, 3]]);
    await place(user);
    await fill(user, [
      [q, 1],
      [p, 3],
    ]);
    await refusedForLimit(user, [p, q], unpaidUnitsLimitMessage(p.name, 3));
    await shop.rpc(user.id, 'cart_set_quantity', { p_product_id: p.id, p_quantity: 2 });
    expect((await place(user)).success).toBe(true);
    expect(await held(user)).toEqual({ [p.id]: MAX_UNITS, [q.id]: 1 });
    await fill(user, [[p, 1]]);
    await refusedForLimit(user, [p, q], unpaidUnitsLimitMessage(p.name, MAX_UNITS));
    expect(await shop.stock(p)).toBe(100 - MAX_UNITS - MAX_UNITS);
  });

  it(`refuses a ${MAX_ORDERS + 1}th unpaid order`, async () => {
    const products = (await shop.products(MAX_ORDERS + 1, { stock: 10 })) as ShopProduct[];
    const user = await shop.user('unpaid-orders');
    for (const p of products.slice(0, MAX_ORDERS)) {
      await fill(user, [[p, 1]]);
      expect((await place(user)).success).toBe(true);
    }
    const last = products[MAX_ORDERS] as ShopProduct;
    await fill(user, [[last, 1]]);
    await refusedForLimit(user, products, unpaidOrdersLimitMessage(MAX_ORDERS));
    // Unpaid orders are the shopper's to pay for or cancel (cancel_my_order), not the shop's to confirm.
    expect(unpaidOrdersLimitMessage(MAX_ORDERS)).toMatch(/^You have 5 unpaid orders\. .*pay for or cancel/);
  });

  it('counts unpaid orders only: cancelling, failing or confirming one frees its room', async () => {
    const [p] = (await shop.products(1, { stock: 20 })) as [ShopProduct];
    const user = await shop.user('unpaid-freed');
    const orders: string[] = [];
    for (let i = 0; i < MAX_ORDERS; i += 1) {
      await fill(user, [[p, 1]]);
      orders.push((await place(user)).orderId);
    }
    await fill(user, [[p, 1]]);
    await refusedForLimit(user, [p], unpaidOrdersLimitMessage(MAX_ORDERS));
    // The shop's moves (staff_transition runs private.transition): each frees one order's room.
    for (const [i, status] of ['cancelled', 'failed', 'processing'].entries()) {
      await shop.sql`select private.transition('order', ${orders[i] ?? ''}::uuid, ${status}, null)`;
      const placed = await place(user);
      expect(placed.success, status).toBe(true);
      orders.push(placed.orderId);
      await fill(user, [[p, 1]]);
      await refusedForLimit(user, [p], unpaidOrdersLimitMessage(MAX_ORDERS));
    }
    expect(await held(user)).toEqual({ [p.id]: MAX_UNITS });
    // Cancelled and failed orders gave their units back; the confirmed one keeps its unit.
    expect(await shop.stock(p)).toBe(20 - MAX_ORDERS - 1);
  });

  it('still answers a retried order at the limit with the order it placed', async () => {
    const [p] = (await shop.products(1, { stock: 20, price: 1000 })) as [ShopProduct];
    const user = await shopper('unpaid-retry', [[p, MAX_UNITS]]);
    const key = randomUUID();
    const first = await place(user, { key });
    const retries = await all(4, () => place(user, { key }, shop.pool));
    expect(retries.map((r) => (r.status === 'fulfilled' ? r.value : r.reason))).toEqual(
      Array.from({ length: 4 }, () => ({ ...first, replayed: true })),
    );
  });

  it("decides after the shopper's lock: an order committed while it waited counts", async () => {
    for (const outcome of ['rollback', 'commit'] as const) {
      const [p] = (await shop.products(1, { stock: 20 })) as [ShopProduct];
      const user = await shop.user(`unpaid-edge-${outcome}`);
      for (let i = 0; i < MAX_ORDERS - 1; i += 1) {
        await fill(user, [[p, 1]]);
        await place(user);
      }
      await fill(user, [[p, 1]]);
      // Another order of this shopper in flight: it holds the shopper's lock and takes the last room.
      const other = await shop.pool.reserve();
      try {
        await other`begin`;
        await other`select private.lock_user_cart(${user.id}::uuid)`;
        const orderId = randomUUID();
        await other`
          insert into public.orders (id, user_id, idempotency_key, order_details, customer, subtotal, total)
          values (${orderId}, ${user.id}, ${randomUUID()}, '{"products": []}', 'In flight', ${p.discountPrice}, ${p.discountPrice})`;
        await other`
          insert into public.order_items (order_id, product_id, quantity, unit_price, list_price, subtotal, product_name, product_slug)
          values (${orderId}, ${p.id}, 1, ${p.discountPrice}, ${p.price}, ${p.discountPrice}, ${p.name}, ${p.slug})`;
        const pending = place(user, {}, shop.pool).then(
          (answer) => answer,
          (error: { code: string; message: string }) => ({ code: error.code, message: error.message }),
        );
        const deadline = Date.now() + 10_000;
        for (;;) {
          const [row] = await shop.sql<{ n: number }[]>`
            select count(*)::int as n from pg_stat_activity
            where wait_event_type = 'Lock' and wait_event = 'advisory' and query like '%place_order%'
              and pid <> pg_backend_pid()`;
          if ((row?.n ?? 0) > 0) break;
          if (Date.now() > deadline) throw new Error("place_order never waited for the shopper's lock");
          await new Promise((resolve) => setTimeout(resolve, 20));
        }
        await other.unsafe(outcome);
        if (outcome === 'rollback') expect(await pending).toMatchObject({ success: true });
        else expect(await pending).toEqual({ code: 'PT422', message: unpaidOrdersLimitMessage(MAX_ORDERS) });
      } finally {
        other.release();
      }
      expect(await held(user)).toEqual({ [p.id]: MAX_ORDERS });
    }
  });

  it('lets only one of many parallel orders at the edge through', async () => {
    const [p] = (await shop.products(1, { stock: 20, price: 1000 })) as [ShopProduct];
    const user = await shopper('unpaid-parallel', [[p, MAX_UNITS - 1]]);
    await place(user);
    await fill(user, [[p, 1]]);
    const results = await all(6, () => place(user, {}, shop.pool));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) {
      expect(r.reason).toMatchObject({ code: 'P0001', message: ORDER_MESSAGES.cartEmpty });
    }
    expect(await held(user)).toEqual({ [p.id]: MAX_UNITS });
    expect(await shop.stock(p)).toBe(20 - MAX_UNITS);
  });

  it('words its refusals as shared/contracts does', async () => {
    const names = ['Sony PlayStation 5 Slim', 'Say "cheese" 100% <b>'];
    for (const name of names) {
      for (let held = 0; held <= MAX_UNITS + 1; held += 1) {
        const [row] = await shop.sql<{ message: string }[]>`
          select private.unpaid_units_message(${name}, ${held}, ${MAX_UNITS}) as message`;
        expect(row?.message, `${name} ${held}`).toBe(unpaidUnitsLimitMessage(name, held));
      }
    }
    for (const n of [MAX_ORDERS, MAX_ORDERS + 2]) {
      const [row] = await shop.sql<
        { message: string }[]
      >`select private.unpaid_orders_message(${n}) as message`;
      expect(row?.message).toBe(unpaidOrdersLimitMessage(n));
    }
    // Unpaid orders are the shopper's to pay for or cancel, not the shop's to confirm.
    for (const held of [MAX_UNITS, MAX_UNITS - 2])
      expect(unpaidUnitsLimitMessage('PS5', held)).toMatch(/in unpaid orders\. .*pay for or cancel/);
  });
});

describe('get_user_orders', () => {
  let user: TestUser;
  const byStatus: Record<string, string> = {};
  // Every status once, and a second delivered and pending order.
  const statuses = [...ORDER_STATUS_GROUPS.active, ...ORDER_STATUS_GROUPS.completed, 'delivered', 'pending'];
  const inTab = (tab: 'active' | 'completed') =>
    statuses.filter((s) => (ORDER_STATUS_GROUPS[tab] as readonly string[]).includes(s));
  const idOf = (status: string) => byStatus[`${status}#${statuses.indexOf(status)}`] ?? '';

  beforeAll(async () => {
    const [p, q] = (await shop.products(2)) as [ShopProduct, ShopProduct];
    user = await shop.user('history');
    for (const [i, status] of statuses.entries()) {
      await shop.rpc(user.id, 'cart_add_item', { p_product_id: (i % 2 ? q : p).id, p_quantity: 1 });
      // The payment statuses belong to online orders.
      const { orderId } = await place(user, status.startsWith('payment_') ? { method: 'online' } : {});
      // Distinct placement times, oldest first, then the shop's status.
      await shop.sql`update public.orders set order_status = ${status},
                       created_at = now() - make_interval(days => ${statuses.length - i}) where id = ${orderId}`;
      byStatus[`${status}#${i}`] = orderId;
    }
  });

  const page = (args: Record<string, unknown>) =>
    shop.rpc(user.id, 'get_user_orders', args).then((a) => userOrdersAnswerSchema.parse(a));

  it('answers { orders, totalCount }, 5 per page by default, newest first', async () => {
    const n = statuses.length;
    const first = await page({ p_page_number: 1 });
    expect(first.totalCount).toBe(n);
    expect(first.orders).toHaveLength(5);
    const second = await page({ p_page_number: 2 });
    expect(second.orders).toHaveLength(5);
    const third = await page({ p_page_number: 3 });
    expect(third.orders).toHaveLength(n - 10);
    const all = [...first.orders, ...second.orders, ...third.orders];
    const times = all.map((o) => Date.parse(o.created_at ?? ''));
    expect(times).toEqual([...times].sort((x, y) => y - x));
    expect(new Set(all.map((o) => o.id)).size).toBe(n);
    expect((await page({ p_page_number: 4 })).orders).toEqual([]);
    expect((await page({ p_page_number: 1, p_page_size: 20 })).orders).toHaveLength(n);
  });

  it("carries each order's payment: method, status, hold, amounts paid and refunded", async () => {
    const { orders } = await page({ p_page_number: 1, p_page_size: 20 });
    for (const o of orders) {
      expect(o, o.order_status).toMatchObject({ amount_paid: 0, amount_refunded: 0 });
      expect(o.payment_method, o.order_status).toBe(o.order_status.startsWith('payment_') ? 'online' : 'cod');
    }
    const [holding] = await shop.sql<{ hold: string }[]>`
      select to_jsonb(payment_hold_until) #>> '{}' as hold from public.orders where id = ${idOf('payment_pending')}`;
    expect(holding?.hold).toEqual(expect.any(String));
    expect(orders.find((o) => o.id === idOf('payment_pending'))).toMatchObject({
      order_status: 'payment_pending',
      payment_method: 'online',
      payment_status: 'pending',
      payment_hold_until: holding?.hold,
    });
    expect(orders.find((o) => o.id === idOf('delivered'))).toMatchObject({
      payment_method: 'cod',
      payment_status: 'cod_due',
      payment_hold_until: null,
    });
  });

  it('pages each tab on the server: Active and Completed', async () => {
    // Active: payment_pending, pending x2, processing, shipped, out for delivery, failed.
    expect(inTab('active')).toHaveLength(7);
    const active = await page({ p_page_number: 1, p_status_group: 'active' });
    expect(active.totalCount).toBe(7);
    expect(
      active.orders.every((o) => (ORDER_STATUS_GROUPS.active as readonly string[]).includes(o.order_status)),
    ).toBe(true);
    const completed = await page({ p_page_number: 1, p_status_group: 'completed' });
    expect(completed.totalCount).toBe(4);
    expect(completed.orders.map((o) => o.order_status).sort()).toEqual([
      'cancelled',
      'delivered',
      'delivered',
      'payment_expired',
    ]);
    const activeRest = await page({ p_page_number: 2, p_status_group: 'active' });
    expect(activeRest.orders).toHaveLength(2);
    expect([...active.orders, ...activeRest.orders].map((o) => o.order_status).sort()).toEqual(
      [...inTab('active')].sort(),
    );
  });

  it('searches the order id, the product names and the status', async () => {
    const id = idOf('shipped');
    expect(id).not.toBe('');
    const byId = await page({ p_page_number: 1, p_search: id.slice(0, 8).toUpperCase() });
    expect(byId.orders.map((o) => o.id)).toEqual([id]);
    const byStatusWord = await page({ p_page_number: 1, p_search: 'out for' });
    expect(byStatusWord.orders.map((o) => o.order_status)).toEqual(['out for delivery']);
    const byProduct = await page({
      p_page_number: 1,
      p_search: `${shop.tag.toLowerCase()} item`,
      p_page_size: 20,
    });
    expect(byProduct.totalCount).toBe(statuses.length);
    const delivered = await page({ p_page_number: 1, p_search: 'deliver', p_status_group: 'completed' });
    expect(delivered.totalCount).toBe(2);
    expect((await page({ p_page_number: 1, p_search: '%' })).totalCount).toBe(0);
    expect((await page({ p_page_number: 1, p_search: '   ' })).totalCount).toBe(statuses.length);
  });

  it.each([
    [{ p_page_number: 0 }],
    [{ p_page_number: 1, p_page_size: 0 }],
    [{ p_page_number: 1, p_page_size: 101 }],
    [{ p_page_number: 1, p_status_group: 'archived' }],
  ])('refuses %j with 22023', async (args) => {
    expect((await failure(() => page(args))).code).toBe('22023');
  });

  it('refuses guests', async () => {
    expect((await failure(() => shop.rpc('anon', 'get_user_orders', { p_page_number: 1 }))).code).toBe(
      '42501',
    );
  });
});

describe('the demo seed', () => {
  const DEMO = '0d6f3a58-7a1e-4c2b-9a51-000000000001';

  it('gives the demo account orders in every status, more than a page per tab', async () => {
    const rows = await shop.sql<{ order_status: string; n: number }[]>`
      select order_status, count(*)::int as n from public.orders where user_id = ${DEMO} group by 1`;
    const counts = Object.fromEntries(rows.map((r) => [r.order_status, r.n]));
    for (const status of [...ORDER_STATUS_GROUPS.active, ...ORDER_STATUS_GROUPS.completed]) {
      expect(counts[status], status).toBeGreaterThan(0);
    }
    const tab = (statuses: readonly string[]) => statuses.reduce((n, s) => n + (counts[s] ?? 0), 0);
    const total = rows.reduce((n, r) => n + r.n, 0);
    // Each tab pages (5 orders a page), and every order is in one tab.
    expect(tab(ORDER_STATUS_GROUPS.active)).toBeGreaterThan(5);
    expect(tab(ORDER_STATUS_GROUPS.completed)).toBeGreaterThan(5);
    expect(tab(ORDER_STATUS_GROUPS.active) + tab(ORDER_STATUS_GROUPS.completed)).toBe(total);
    const answer = await shop.rpc(DEMO, 'get_user_orders', { p_page_number: 1 });
    expect(userOrdersAnswerSchema.parse(answer).totalCount).toBe(total);
    for (const group of ['active', 'completed'] as const) {
      const inTab = await shop.rpc(DEMO, 'get_user_orders', { p_page_number: 1, p_status_group: group });
      expect(userOrdersAnswerSchema.parse(inTab).totalCount, group).toBe(tab(ORDER_STATUS_GROUPS[group]));
    }
  });

  it('leaves products of delivered orders for the demo account to review', async () => {
    const [row] = await shop.sql<{ unreviewed: number }[]>`
      select count(*)::int as unreviewed
      from public.orders o join public.order_items i on i.order_id = o.id
      where o.user_id = ${DEMO} and o.order_status = 'delivered'
        and not exists (select 1 from public.reviews r where r.user_id = o.user_id and r.product_id = i.product_id)`;
    expect(row?.unreviewed).toBeGreaterThanOrEqual(5);
  });

  it('leaves the demo account room under the unpaid limits', async () => {
    const [row] = await shop.sql<{ orders: number; units: number }[]>`
      select (select count(*)::int from public.orders
              where user_id = ${DEMO} and private.is_unpaid(order_status, payment_status)) as orders,
             (select coalesce(max(s.units), 0)::int
              from (select sum(i.quantity) as units
                    from public.orders o join public.order_items i on i.order_id = o.id
                    where o.user_id = ${DEMO} and private.is_unpaid(o.order_status, o.payment_status)
                    group by i.product_id) s) as units`;
    expect(row?.orders).toBeLessThan(UNPAID_ORDER_LIMITS.maxOrders);
    expect(row?.units).toBeLessThan(UNPAID_ORDER_LIMITS.maxUnitsPerProduct);
  });

  it('lets the demo account check out: its profile PIN is serviceable', async () => {
    const [row] = await shop.sql<{ problem: string | null }[]>`
      select private.order_profile_problem(u.email, p.name, p.mobile, p.address) as problem
      from auth.users u join public.user_profiles p on p.user_id = u.id where u.id = ${DEMO}`;
    expect(row).toEqual({ problem: null });
  });

  it('seeds the discount codes of the demo', async () => {
    const rows = await shop.sql<{ code: string }[]>`
      select code from public.discount_codes
      where code in ('WELCOME10', 'GAMER5', 'FLAT500', 'MEGA2000', 'DIWALI15', 'NEWYEAR20', 'LAUNCH100') order by code`;
    expect(rows).toHaveLength(7);
  });
});
