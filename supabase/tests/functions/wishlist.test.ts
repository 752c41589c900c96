/**
 * The `wishlist` function through the gateway with supabase-js `functions.invoke`: the methods
 * and payloads of docs/product.md#wishlist; a repeat POST answers `alreadyExisted` and never
 * stores a second row; 401 'Login required.' for guests; 4xx with a clear message for bad ids,
 * never 500.
 */
import {
  WISHLIST_MESSAGES,
  wishlistAddAnswerSchema,
  wishlistDeleteAnswerSchema,
  wishlistListSchema,
} from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopFixture, type ShopFixture, type ShopProduct } from '../db/orders-fixture';
import { anonClient, userClient } from '../helpers/clients';
import { invoke } from './invoke';

let shop: ShopFixture;
let a: ShopProduct;
let b: ShopProduct;
let inactive: ShopProduct;

beforeAll(async () => {
  shop = await createShopFixture();
  [a, b] = (await shop.products(2)) as [ShopProduct, ShopProduct];
  inactive = await shop.product({ active: false });
});
afterAll(async () => {
  await shop?.drop();
});

async function signedIn(label: string) {
  const user = await shop.user(label);
  return { user, client: userClient(user.accessToken) };
}

describe('wishlist function', () => {
  it('walks the methods: GET, POST, POST again, DELETE one, DELETE all', async () => {
    const { user, client } = await signedIn('wish-fn');
    expect(await invoke(client, 'wishlist', { method: 'GET' })).toEqual({ status: 200, body: [] });

    const added = await invoke(client, 'wishlist', { body: { product_uuid: a.id } });
    expect(added.status).toBe(200);
    expect(wishlistAddAnswerSchema.parse(added.body)).toEqual({
      success: true,
      alreadyExisted: false,
      items: [
        {
          id: a.id,
          slug: a.slug,
          title: a.name,
          price: a.price,
          discount_price: a.discountPrice,
          image: a.image,
          stock_units: 50,
        },
      ],
    });
    const again = wishlistAddAnswerSchema.parse(
      (await invoke(client, 'wishlist', { body: { product_uuid: a.id } })).body,
    );
    expect(again.alreadyExisted).toBe(true);
    expect(again.items).toHaveLength(1);
    const [rows] = await shop.sql<{ n: number }[]>`
      select count(*)::int as n from public.wishlist_items where user_id = ${user.id}`;
    expect(rows?.n).toBe(1);

    await invoke(client, 'wishlist', { body: { product_uuid: b.id.toUpperCase() } });
    const listed = wishlistListSchema.parse((await invoke(client, 'wishlist', { method: 'GET' })).body);
    // Newest first.
    expect(listed.map((i) => i.id)).toEqual([b.id, a.id]);

    const removed = await invoke(client, 'wishlist', { method: 'DELETE', query: `product_uuid=${b.id}` });
    expect(wishlistDeleteAnswerSchema.parse(removed.body).items.map((i) => i.id)).toEqual([a.id]);
    const cleared = await invoke(client, 'wishlist', { method: 'DELETE', query: 'clear=true' });
    expect(cleared).toEqual({ status: 200, body: { success: true, items: [] } });
    expect(await invoke(client, 'wishlist', { method: 'GET' })).toEqual({ status: 200, body: [] });
  });

  it("answers guests 401 'Login required.' on every method", async () => {
    const guest = anonClient();
    for (const call of [
      { method: 'GET' as const },
      { method: 'POST' as const, body: { product_uuid: a.id } },
      { method: 'DELETE' as const, query: `product_uuid=${a.id}` },
      { method: 'DELETE' as const, query: 'clear=true' },
    ]) {
      expect(await invoke(guest, 'wishlist', call)).toEqual({
        status: 401,
        body: { error: WISHLIST_MESSAGES.loginRequired },
      });
    }
  });

  it('refuses malformed and unknown product ids with a 4xx and a clear message', async () => {
    const { client } = await signedIn('wish-bad');
    for (const product_uuid of ['not-a-uuid', 42, null, '', `${a.id}x`]) {
      expect(await invoke(client, 'wishlist', { body: { product_uuid } })).toEqual({
        status: 400,
        body: { error: WISHLIST_MESSAGES.invalidProduct },
      });
    }
    expect(await invoke(client, 'wishlist', { body: {} })).toMatchObject({ status: 400 });
    expect(
      await invoke(client, 'wishlist', { body: { product_uuid: '00000000-0000-4000-8000-000000000000' } }),
    ).toEqual({
      status: 404,
      body: { error: WISHLIST_MESSAGES.productUnavailable },
    });
    expect(await invoke(client, 'wishlist', { body: { product_uuid: inactive.id } })).toEqual({
      status: 404,
      body: { error: WISHLIST_MESSAGES.productUnavailable },
    });
    expect(await invoke(client, 'wishlist', { method: 'DELETE', query: 'product_uuid=nope' })).toEqual({
      status: 400,
      body: { error: WISHLIST_MESSAGES.invalidProduct },
    });
    expect((await invoke(client, 'wishlist', { method: 'DELETE' })).status).toBe(400);
    expect((await invoke(client, 'wishlist', { method: 'PATCH', body: {} })).status).toBe(405);
  });

  it('hides a product deactivated after it was added, and shows it again when it returns', async () => {
    const { client } = await signedIn('wish-hidden');
    const c = await shop.product();
    await invoke(client, 'wishlist', { body: { product_uuid: c.id } });
    await shop.sql`update public.products set is_active = false where product_id = ${c.id}`;
    expect((await invoke(client, 'wishlist', { method: 'GET' })).body).toEqual([]);
    await shop.sql`update public.products set is_active = true where product_id = ${c.id}`;
    expect(wishlistListSchema.parse((await invoke(client, 'wishlist', { method: 'GET' })).body)).toHaveLength(
      1,
    );
  });
});
