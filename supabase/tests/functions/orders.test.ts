/**
 * The `orders` function through supabase-js `functions.invoke`: an order placed from the caller's
 * database cart, `{ success, orderId }` or `{ success: false, message }` with the reason, and the
 * idempotency key making a retried Place Order one order.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  ORDER_MESSAGES,
  orderSchema,
  outOfStockMessage,
  type PlaceOrderBody,
  readDisplayNumber,
  readOrderAnswer,
} from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createShopFixture,
  MUMBAI_ADDRESS,
  type ProfileSpec,
  type ShopFixture,
  type ShopProduct,
} from '../db/orders-fixture';
import { anonClient, userClient } from '../helpers/clients';
import type { TestUser } from '../helpers/users';
import { invoke } from './invoke';

let shop: ShopFixture;

beforeAll(async () => {
  shop = await createShopFixture();
});
afterAll(async () => {
  await shop?.drop();
});

interface Shopper {
  user: TestUser;
  client: SupabaseClient;
}

async function shopper(
  label: string,
  lines: [ShopProduct, number][],
  profile?: ProfileSpec | null,
): Promise<Shopper> {
  const user = await shop.user(label, profile);
  const client = userClient(user.accessToken);
  for (const [p, quantity] of lines) {
    const added = await invoke(client, 'cart', { body: { product_uuid: p.id, quantity } });
    expect(added.status).toBe(200);
  }
  return { user, client };
}

function payload(lines: [ShopProduct, number][], extra: Partial<PlaceOrderBody> = {}): PlaceOrderBody {
  return {
    cartItems: lines.map(([p, quantity]) => ({ id: p.id, quantity })),
    userProfile: {
      name: 'Whatever The Client Says',
      email: 'forged@example.test',
      phone: '0000000000',
      address: { ...MUMBAI_ADDRESS, zip: '110001' },
    },
    discountCode: null,
    idempotencyKey: randomUUID(),
    ...extra,
  };
}

describe('orders function', () => {
  it('places the order: 200 { success, orderId, displayNumber }, readable by its owner, cart emptied', async () => {
    const [p] = (await shop.products(1, { stock: 4, price: 3000 })) as [ShopProduct];
    const code = await shop.code({ discount_type: 'fixed', discount_value: 250 });
    const { user, client } = await shopper('order-fn', [[p, 2]]);
    const answer = await invoke(client, 'orders', { body: payload([[p, 2]], { discountCode: code }) });
    expect(answer.status).toBe(200);
    const read = readOrderAnswer(answer.body);
    if (!read.ok) throw new Error(read.message);
    expect(answer.body).toEqual({ success: true, orderId: read.orderId, displayNumber: read.displayNumber });
    expect(readDisplayNumber(read.displayNumber)).toBe(read.displayNumber);

    // A direct table read: select from orders where id and user_id match.
    const { data, error } = await client
      .from('orders')
      .select('*')
      .eq('id', read.orderId)
      .eq('user_id', user.id)
      .single();
    expect(error).toBeNull();
    const order = orderSchema.parse(data);
    expect(order.display_number).toBe(read.displayNumber);
    expect(order.order_details.order_summary).toEqual({
      subtotal: 6000,
      discount_amount: 250,
      discount_code: code,
      discount_type: 'fixed',
      discount_rate: 250,
      total: 5750,
    });
    // The stored profile, not the payload's, is the delivery address.
    expect(order.customer).toContain('400001');
    expect(await shop.stock(p)).toBe(2);
    expect(await invoke(client, 'cart', { method: 'GET' })).toEqual({ status: 200, body: [] });
  });

  it('answers a retried request with the same orderId and one order', async () => {
    const [p] = (await shop.products(1, { stock: 10 })) as [ShopProduct];
    const { user, client } = await shopper('order-retry', [[p, 1]]);
    const body = payload([[p, 1]]);
    const answers = await Promise.all([1, 2, 3].map(() => invoke(client, 'orders', { body })));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    const ids = new Set(answers.map((a) => (a.body as { orderId: string }).orderId));
    expect(ids.size).toBe(1);
    const later = await invoke(client, 'orders', { body });
    expect(later.body).toEqual(answers[0]?.body);
    const { count } = await client
      .from('orders')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', user.id);
    expect(count).toBe(1);
    expect(await shop.stock(p)).toBe(9);
  });

  it('places a body without idempotencyKey once per request', async () => {
    const [p] = (await shop.products(1, { stock: 5 })) as [ShopProduct];
    const { user, client } = await shopper('order-spec-body', [[p, 1]]);
    const { idempotencyKey: _ours, ...specBody } = payload([[p, 1]]);
    const answer = await invoke(client, 'orders', { body: specBody });
    expect(answer.status).toBe(200);
    expect(readOrderAnswer(answer.body).ok).toBe(true);
    const { count } = await client
      .from('orders')
      .select('id', { count: 'exact', head: true })
      .eq('user_id', user.id);
    expect(count).toBe(1);
    expect(await shop.stock(p)).toBe(4);
    // The cart is empty now: the same body again is a new attempt, refused, not a second order.
    const again = await invoke(client, 'orders', { body: specBody });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(readOrderAnswer(again.body).ok).toBe(false);
    expect(await shop.stock(p)).toBe(4);
  });

  it.each([
    ['an incomplete profile', { mobile: '' }, ORDER_MESSAGES.profileIncomplete],
    [
      'a PIN outside the service area',
      { address: { ...MUMBAI_ADDRESS, zip: '560001' } },
      ORDER_MESSAGES.pinUnavailable,
    ],
    ['an unknown PIN', { address: { ...MUMBAI_ADDRESS, zip: '999999' } }, ORDER_MESSAGES.pinInvalid],
  ])('refuses %s with 400 and its message', async (_label, profile, message) => {
    const [p] = (await shop.products(1)) as [ShopProduct];
    const { client } = await shopper('order-profile', [[p, 1]], profile);
    expect(await invoke(client, 'orders', { body: payload([[p, 1]]) })).toEqual({
      status: 400,
      body: { success: false, message, error: message },
    });
  });

  it('refuses out of stock with 409 naming the product', async () => {
    const [p] = (await shop.products(1, { stock: 2 })) as [ShopProduct];
    const { client } = await shopper('order-stock', [[p, 2]]);
    // Another shopper took a unit after these were added to the cart.
    await shop.sql`update public.products set stock_units = 1 where product_id = ${p.id}`;
    const answer = await invoke(client, 'orders', { body: payload([[p, 2]]) });
    expect(answer.status).toBe(409);
    expect(readOrderAnswer(answer.body)).toEqual({ ok: false, message: outOfStockMessage(p.name, 1) });
  });

  it('refuses 409 when the confirmed items are not the cart', async () => {
    const [p, q] = (await shop.products(2)) as [ShopProduct, ShopProduct];
    const { client } = await shopper('order-changed', [[p, 1]]);
    const answer = await invoke(client, 'orders', {
      body: payload([
        [p, 1],
        [q, 1],
      ]),
    });
    expect(answer).toMatchObject({
      status: 409,
      body: { success: false, message: ORDER_MESSAGES.cartChanged },
    });
  });

  it('answers guests 401 with { success: false, message }', async () => {
    const answer = await invoke(anonClient(), 'orders', { body: payload([]) });
    expect(answer).toMatchObject({
      status: 401,
      body: { success: false, message: ORDER_MESSAGES.loginRequired },
    });
  });

  it('answers malformed requests 400 with a message, never 500', async () => {
    const [p] = (await shop.products(1)) as [ShopProduct];
    const { client } = await shopper('order-malformed', [[p, 1]]);
    const base = payload([[p, 1]]);
    const bodies: unknown[] = [
      { ...base, idempotencyKey: 'not-a-uuid' },
      { ...base, idempotencyKey: 42 },
      { ...base, cartItems: 'all of it' },
      { ...base, cartItems: [] },
      { ...base, cartItems: [{ id: p.id, quantity: 0 }] },
      { ...base, cartItems: [{ id: 'x', quantity: 1 }] },
      { ...base, discountCode: 12 },
    ];
    for (const body of bodies) {
      const answer = await invoke(client, 'orders', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(readOrderAnswer(answer.body).ok).toBe(false);
    }
    const empty = await invoke(client, 'orders', { body: { ...base, cartItems: [] } });
    expect(empty.body).toMatchObject({ message: ORDER_MESSAGES.cartEmpty });
  });
});
