/**
 * Price-match offers that sell (docs/product.md#price-match-requests; 07_staff.sql,
 * 10_service_requests.sql): staff send an offer for one of the shop's products, the shopper buys
 * one unit at that price with a personal single-use code, the request becomes ordered with the
 * order, and opens again if that order does not go through. Nobody else can use the offer.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userClient } from '../helpers/clients';
import type { TestUser } from '../helpers/users';
import { createShopFixture, failure, type ShopFixture, type ShopProduct } from './orders-fixture';

let shop: ShopFixture;
let staffer: TestUser;
let buyer: TestUser;
let other: TestUser;
let console5: ShopProduct;
let cable: ShopProduct;

beforeAll(async () => {
  shop = await createShopFixture();
  staffer = await shop.user('pm-staff');
  buyer = await shop.user('pm-buyer');
  other = await shop.user('pm-other');
  await shop.sql`insert into public.staff (user_id) values (${staffer.id})`;
  console5 = await shop.product({ price: 79_990, discountPrice: 77_990, stock: 10 });
  cable = await shop.product({ price: 1_000, stock: 10 });
}, 60_000);

afterAll(async () => {
  await shop?.drop();
});

interface DiscountResult {
  isValid: boolean;
  rate: number;
  type: string;
  calculatedDiscountAmount: number;
  message: string;
}
/** A request's offer as the history lists it (and the table read with the product embedded). */
interface HistoryOffer {
  product_id: string | null;
  offer_code: string | null;
  offer_expires_at: string | null;
  order_id: string | null;
  offer_product: { name: string; slug: string } | null;
  status: string;
}

async function request(user: TestUser, site = 'Croma', url = 'https://www.croma.com/sony-ps5/p/300000') {
  return shop.rpc<string>(user.id, 'create_product_discount_request', {
    p_product_type: 'Consoles',
    p_ecom_site: site,
    p_product_url: url,
    p_current_price: 74_999,
  });
}

const sendOffer = (id: string, extra: Record<string, unknown> = {}) =>
  shop.rpc<{ status: string; offer_code: string; offer_expires_at: string }>(
    staffer.id,
    'staff_send_discount_offer',
    {
      p_id: id,
      p_our_price: 74_499,
      p_remarks: 'We match Croma.',
      p_product_id: console5.id,
      ...extra,
    },
  );

async function statusOf(id: string): Promise<{ status: string; order_id: string | null }> {
  const [row] = await shop.sql<{ status: string; order_id: string | null }[]>`
    select status, order_id from public.product_discount_requests where id = ${id}`;
  if (!row) throw new Error('request missing');
  return row;
}

async function offerInHistory(user: TestUser, id: string): Promise<HistoryOffer | null> {
  const [page] = await shop.as(
    user.id,
    (tx) =>
      tx<{ requests: ({ id: string } & HistoryOffer)[] }[]>`
      select requests from public.get_user_product_discount_requests(1, 50)`,
  );
  return page?.requests.find((r) => r.id === id) ?? null;
}

const validate = (user: TestUser, code: string) =>
  shop.rpc<DiscountResult>(user.id, 'validate_discount_code', { p_code: code });

const order = (user: TestUser, code: string, db = shop.sql) =>
  shop.rpc<{ orderId: string; total: number }>(
    user.id,
    'place_order',
    {
      p_idempotency_key: randomUUID(),
      p_discount_code: code,
      // Above the cash-on-delivery limit: paid online.
      p_payment_method: 'online',
    },
    db,
  );

describe('the retailers and product types shoppers compare with', () => {
  it('accepts consoles and the Indian retailers by their hosts, and refuses a link from another site', async () => {
    const user = await shop.user('pm-sites');
    for (const [site, url] of [
      ['Reliance Digital', 'https://www.reliancedigital.in/sony-ps5/p/491936180'],
      ['Vijay Sales', 'https://www.vijaysales.com/sony-ps5/24186'],
      ['MD Computers', 'https://mdcomputers.in/rtx-4070-super.html'],
      ['PrimeABGB', 'https://www.primeabgb.com/online-price-reviews-india/rtx-4070/'],
      ['Vedant Computers', 'https://www.vedantcomputers.com/rtx-4070-super'],
    ]) {
      expect(typeof (await request(user, site, url))).toBe('string');
    }
    expect(await failure(() => request(user, 'Croma', 'https://www.amazon.in/dp/B0CL5KNB9M'))).toEqual({
      code: '22023',
      message: 'This link is not from Croma. Please paste the product link from the site you selected.',
    });
  });
});

describe('sending an offer', () => {
  it('needs one of the shop’s active products, a price below ours and 1 to 30 days; staff only', async () => {
    const id = await request(buyer);
    expect(await failure(() => sendOffer(id, { p_product_id: null }))).toMatchObject({
      message: 'Choose the product this offer is for.',
    });
    expect(await failure(() => sendOffer(id, { p_our_price: 77_990 }))).toMatchObject({
      message: 'The offer must be below our price of ₹77,990.00.',
    });
    expect(await failure(() => sendOffer(id, { p_valid_days: 31 }))).toMatchObject({
      message: 'An offer holds for 1 to 30 days.',
    });
    expect(
      await failure(() =>
        shop.rpc(buyer.id, 'staff_send_discount_offer', {
          p_id: id,
          p_our_price: 1,
          p_product_id: console5.id,
        }),
      ),
    ).toMatchObject({ code: '42501' });
    expect((await statusOf(id)).status).toBe('pending');

    const sent = await sendOffer(id, { p_valid_days: 3 });
    expect(sent.status).toBe('offer_sent');
    expect(sent.offer_code).toMatch(/^PM-[A-HJKMNP-Z2-9]{8}$/);
    // Until the end of the third day after today, India time.
    const days = (Date.parse(sent.offer_expires_at) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(3);
    expect(days).toBeLessThanOrEqual(4);
  });

  it('keeps the personal code out of the staff code list and out of staff edits', async () => {
    const id = await request(buyer);
    const { offer_code: code } = await sendOffer(id);
    const list = await shop.rpc<{ code: string }[]>(staffer.id, 'staff_list_discount_codes');
    expect(list.map((c) => c.code)).not.toContain(code);
    expect(
      await failure(() =>
        shop.as(
          staffer.id,
          (tx) =>
            tx`select public.staff_upsert_discount_code(${JSON.stringify({
              code,
              discount_type: 'fixed',
              value: 70_000,
              is_active: true,
            })}::jsonb)`,
        ),
      ),
    ).toMatchObject({
      message: "This is a shopper's price-match code: it changes only through its request.",
    });
  });
});

describe('buying at the offered price', () => {
  it('is the requesting shopper’s alone', async () => {
    const id = await request(buyer);
    const { offer_code: code } = await sendOffer(id);
    await shop.rpc(other.id, 'cart_add_item', { p_product_id: console5.id, p_quantity: 1 });
    expect(await validate(other, code)).toMatchObject({
      isValid: false,
      message: 'Invalid or inapplicable discount code.',
    });
    expect(await failure(() => order(other, code))).toMatchObject({
      message: 'Invalid or inapplicable discount code.',
    });
    expect(await failure(() => shop.rpc(other.id, 'add_price_match_to_cart', { p_request_id: id }))).toEqual({
      code: 'PT404',
      message: 'This offer was not found.',
    });
    expect(await offerInHistory(other, id)).toBeNull();
    await shop.rpc(other.id, 'cart_clear');
  });

  it('puts one unit in the cart, takes it to the offered price, and orders the request with the order', async () => {
    const id = await request(buyer);
    const { offer_code: code } = await sendOffer(id);
    await shop.rpc(buyer.id, 'cart_add_item', { p_product_id: cable.id, p_quantity: 2 });
    expect(await validate(buyer, code)).toMatchObject({
      isValid: false,
      message: `This offer is for ${console5.name}: add it to your cart to use it.`,
    });
    // The request page's own read (the table, the product embedded) says the same, to its owner only.
    const read = (user: TestUser) =>
      userClient(user.accessToken)
        .from('product_discount_requests')
        .select('id, status, offer_code, offer_expires_at, order_id, offer_product:products(name, slug)')
        .eq('id', id);
    expect((await read(buyer)).data).toEqual([
      expect.objectContaining({
        offer_code: code,
        offer_product: { name: console5.name, slug: console5.slug },
      }),
    ]);
    expect((await read(other)).data).toEqual([]);
    expect(await offerInHistory(buyer, id)).toMatchObject({
      offer_code: code,
      product_id: console5.id,
      offer_product: { name: console5.name, slug: console5.slug },
      order_id: null,
      status: 'offer_sent',
    });

    expect(await shop.rpc(buyer.id, 'add_price_match_to_cart', { p_request_id: id })).toEqual({
      code,
      productId: console5.id,
    });
    // 77,990 - 74,499: one unit at the offered price, whatever else is in the cart.
    expect(await validate(buyer, code)).toMatchObject({
      isValid: true,
      type: 'fixed',
      rate: 3_491,
      calculatedDiscountAmount: 3_491,
    });

    const placed = await order(buyer, code);
    expect(placed.total).toBe(74_499 + 2_000);
    expect(await statusOf(id)).toEqual({ status: 'ordered', order_id: placed.orderId });
    const [event] = await shop.sql<{ to_status: string; actor_role: string }[]>`
      select to_status, actor_role from public.item_events
      where kind = 'discount_request' and item_id = ${id} order by id desc limit 1`;
    expect(event).toEqual({ to_status: 'ordered', actor_role: 'shopper' });

    // Single use: the code and the button both say so.
    await shop.rpc(buyer.id, 'cart_add_item', { p_product_id: console5.id, p_quantity: 1 });
    expect(await validate(buyer, code)).toMatchObject({
      isValid: false,
      message: 'This discount code has reached its usage limit.',
    });
    expect(await failure(() => shop.rpc(buyer.id, 'add_price_match_to_cart', { p_request_id: id }))).toEqual({
      code: 'PT409',
      message: 'You have already ordered at this price.',
    });
    expect(await offerInHistory(buyer, id)).toMatchObject({ order_id: placed.orderId, status: 'ordered' });

    // Staff cannot move it out of ordered by hand.
    expect(
      await failure(() =>
        shop.rpc(staffer.id, 'staff_transition', {
          p_kind: 'discount_request',
          p_id: id,
          p_status: 'offer_sent',
        }),
      ),
    ).toMatchObject({
      code: 'PT409',
      message: 'A discount request is ordered when the shopper orders at the offered price.',
    });

    // The order is cancelled: the offer is open again while it lasts, and the code works again.
    await shop.rpc(staffer.id, 'staff_transition', {
      p_kind: 'order',
      p_id: placed.orderId,
      p_status: 'cancelled',
    });
    expect(await statusOf(id)).toEqual({ status: 'offer_sent', order_id: null });
    expect(await validate(buyer, code)).toMatchObject({ isValid: true, calculatedDiscountAmount: 3_491 });
    await shop.rpc(buyer.id, 'cart_clear');
  });

  it('says so when the offer has ended or its product is withdrawn', async () => {
    const id = await request(buyer);
    const { offer_code: code } = await sendOffer(id);
    await shop.rpc(buyer.id, 'add_price_match_to_cart', { p_request_id: id });
    await shop.rpc(buyer.id, 'cart_add_item', { p_product_id: cable.id, p_quantity: 1 });

    await shop.sql`update public.products set is_active = false where product_id = ${console5.id}`;
    try {
      expect(await validate(buyer, code)).toMatchObject({
        isValid: false,
        message: 'The product of this offer is no longer available.',
      });
    } finally {
      await shop.sql`update public.products set is_active = true where product_id = ${console5.id}`;
    }

    await shop.sql`update public.discount_codes set ends_at = now() - interval '1 minute', starts_at = null
                   where code = ${code}`;
    await shop.sql`update public.product_discount_requests set offer_expires_at = now() - interval '1 minute'
                   where id = ${id}`;
    expect(await validate(buyer, code)).toMatchObject({
      isValid: false,
      message: 'This discount code has expired.',
    });
    expect(await failure(() => shop.rpc(buyer.id, 'add_price_match_to_cart', { p_request_id: id }))).toEqual({
      code: 'PT409',
      message: 'This offer has expired.',
    });
    await shop.rpc(buyer.id, 'cart_clear');
  });

  it('holds once under two parallel orders with the same code', async () => {
    const id = await request(buyer);
    const { offer_code: code } = await sendOffer(id);
    await shop.rpc(buyer.id, 'add_price_match_to_cart', { p_request_id: id });
    const [first, second] = await Promise.allSettled([
      order(buyer, code, shop.pool),
      order(buyer, code, shop.pool),
    ]);
    // One order; the other finds the cart already ordered (empty) or the code used.
    expect(
      [first, second].filter((r) => r.status === 'fulfilled'),
      JSON.stringify([first, second]),
    ).toHaveLength(1);
    const [used] = await shop.sql<{ uses: number }[]>`
      select count(*)::int as uses from public.discount_redemptions where code = ${code}`;
    expect(used?.uses).toBe(1);
    expect((await statusOf(id)).status).toBe('ordered');
  });
});
