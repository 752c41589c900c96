/**
 * The `cart` function through the gateway with supabase-js `functions.invoke`: the methods and
 * payloads of docs/product.md#cart, each answering the cart items; 401 for guests; 4xx with the
 * rule's message for bad input, never 500.
 */
import { CART_MESSAGES, cartListSchema } from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopFixture, type ShopFixture, type ShopProduct } from '../db/orders-fixture';
import { anonClient, userClient } from '../helpers/clients';
import { invoke } from './invoke';

let shop: ShopFixture;
let products: ShopProduct[];
let inactive: ShopProduct;

beforeAll(async () => {
  shop = await createShopFixture();
  products = await shop.products(21, { stock: 200 });
  inactive = await shop.product({ active: false });
});
afterAll(async () => {
  await shop?.drop();
});

async function signedIn(label: string) {
  return userClient((await shop.user(label)).accessToken);
}

describe('cart function', () => {
  it('walks the methods: GET, POST (add), PATCH, DELETE one, DELETE all', async () => {
    const client = await signedIn('cart-fn');
    const [a, b] = products as [ShopProduct, ShopProduct];
    expect(await invoke(client, 'cart', { method: 'GET' })).toEqual({ status: 200, body: [] });

    const added = await invoke(client, 'cart', { body: { product_uuid: a.id, quantity: 2 } });
    expect(added.status).toBe(200);
    expect(cartListSchema.parse(added.body)).toEqual([
      {
        id: a.id,
        slug: a.slug,
        title: a.name,
        price: a.price,
        discount_price: a.discountPrice,
        image: a.image,
        quantity: 2,
      },
    ]);
    const more = await invoke(client, 'cart', { body: { product_uuid: a.id, quantity: 98 } });
    expect(cartListSchema.parse(more.body)[0]?.quantity).toBe(99);
    await invoke(client, 'cart', { body: { product_uuid: b.id, quantity: 1 } });

    const patched = await invoke(client, 'cart', {
      method: 'PATCH',
      body: { product_uuid: a.id, quantity: 5 },
    });
    expect(cartListSchema.parse(patched.body).map((l) => [l.id, l.quantity])).toEqual([
      [a.id, 5],
      [b.id, 1],
    ]);
    const clamped = await invoke(client, 'cart', {
      method: 'PATCH',
      body: { product_uuid: a.id, quantity: 500 },
    });
    expect(cartListSchema.parse(clamped.body)[0]?.quantity).toBe(99);

    const removed = await invoke(client, 'cart', { method: 'DELETE', query: `product_uuid=${a.id}` });
    expect(cartListSchema.parse(removed.body).map((l) => l.id)).toEqual([b.id]);
    const zero = await invoke(client, 'cart', { method: 'PATCH', body: { product_uuid: b.id, quantity: 0 } });
    expect(zero).toEqual({ status: 200, body: [] });

    await invoke(client, 'cart', { body: { product_uuid: b.id, quantity: 1 } });
    expect(await invoke(client, 'cart', { method: 'DELETE', query: 'clear=true' })).toEqual({
      status: 200,
      body: [],
    });
    expect(await invoke(client, 'cart', { method: 'GET' })).toEqual({ status: 200, body: [] });
  });

  it('answers guests 401 "Please log in" on every method', async () => {
    const guest = anonClient();
    for (const method of ['GET', 'POST', 'PATCH', 'DELETE'] as const) {
      const body =
        method === 'POST' || method === 'PATCH' ? { product_uuid: products[0]?.id, quantity: 1 } : undefined;
      expect(
        await invoke(guest, 'cart', { method, body, query: method === 'DELETE' ? 'clear=true' : '' }),
      ).toEqual({
        status: 401,
        body: { error: CART_MESSAGES.loginRequired },
      });
    }
  });

  it.each([
    ['quantity 0', { quantity: 0 }, 400, CART_MESSAGES.quantityRange],
    ['quantity 100', { quantity: 100 }, 400, CART_MESSAGES.quantityRange],
    ['a negative quantity', { quantity: -4 }, 400, CART_MESSAGES.quantityRange],
    ['a fractional quantity', { quantity: 1.5 }, 400, CART_MESSAGES.quantityRange],
    ['a quantity as text', { quantity: '2' }, 400, CART_MESSAGES.quantityRange],
    ['no quantity', { quantity: undefined }, 400, CART_MESSAGES.quantityRange],
    [
      'a product id that is not a uuid',
      { product_uuid: "1'; drop table cart_items; --" },
      400,
      CART_MESSAGES.invalidProduct,
    ],
    [
      'an unknown product',
      { product_uuid: '00000000-0000-4000-8000-000000000000' },
      404,
      CART_MESSAGES.productUnavailable,
    ],
  ])('POST with %s: %i and the message', async (_label, change, status, message) => {
    const client = await signedIn('cart-bad');
    const body = { product_uuid: products[0]?.id, quantity: 1, ...change };
    expect(await invoke(client, 'cart', { body })).toEqual({ status, body: { error: message } });
  });

  it('refuses an inactive product with 404', async () => {
    const client = await signedIn('cart-inactive');
    expect(await invoke(client, 'cart', { body: { product_uuid: inactive.id, quantity: 1 } })).toEqual({
      status: 404,
      body: { error: CART_MESSAGES.productUnavailable },
    });
  });

  it("refuses the 21st distinct product with 'Cart full (max 20 unique items)'", async () => {
    const client = await signedIn('cart-full');
    for (const p of products.slice(0, 20)) {
      expect((await invoke(client, 'cart', { body: { product_uuid: p.id, quantity: 1 } })).status).toBe(200);
    }
    expect(await invoke(client, 'cart', { body: { product_uuid: products[20]?.id, quantity: 1 } })).toEqual({
      status: 400,
      body: { error: CART_MESSAGES.cartFull },
    });
  });

  it('answers malformed requests with 4xx, not 500', async () => {
    const client = await signedIn('cart-malformed');
    const cases = [
      await invoke(client, 'cart', {
        method: 'PATCH',
        body: { product_uuid: products[0]?.id, quantity: 'lots' },
      }),
      await invoke(client, 'cart', { method: 'PATCH', body: { product_uuid: products[0]?.id, quantity: 3 } }),
      await invoke(client, 'cart', { method: 'DELETE' }),
      await invoke(client, 'cart', { method: 'DELETE', query: 'product_uuid=abc' }),
      await invoke(client, 'cart', { body: [1, 2, 3] }),
    ];
    expect(cases.map((c) => c.status)).toEqual([400, 404, 400, 400, 400]);
    expect(cases[1]?.body).toEqual({ error: CART_MESSAGES.notInCart });
  });
});
