/**
 * get_user_review_for_product_order (docs/product.md#reviews): the caller's review of a product of
 * one of their delivered orders; nothing for other orders, other users, or a forged user id.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/users';
import { createShopFixture, type ShopFixture, type ShopProduct } from './orders-fixture';

let shop: ShopFixture;
let buyer: TestUser;
let other: TestUser;
let product: ShopProduct;
let orderId: string;

type ReviewRow = { review_id: string; rating: number; comment: string };

/** The RPC as PostgREST calls a set-returning function: every row. */
const lookup = (who: TestUser, userId: string, productId: string, order: string) =>
  shop
    .as(
      who.id,
      (tx) => tx<ReviewRow[]>`
      select * from public.get_user_review_for_product_order(
        p_user_id_check => ${userId}::uuid, p_product_id_check => ${productId}::uuid,
        p_order_id_check => ${order}::uuid)`,
    )
    .then((rows) => [...rows]);

async function review(user: TestUser, order: string, comment: string) {
  await shop.sql`
    insert into public.reviews (product_id, user_id, order_id, rating, comment)
    values (${product.id}, ${user.id}, ${order}, 4, ${comment})`;
}

beforeAll(async () => {
  shop = await createShopFixture();
  [product] = (await shop.products(1, { stock: 10 })) as [ShopProduct];
  buyer = await shop.user('reviewer');
  other = await shop.user('other-reviewer');
  await shop.rpc(buyer.id, 'cart_add_item', { p_product_id: product.id, p_quantity: 1 });
  ({ orderId } = await shop.rpc<{ orderId: string }>(buyer.id, 'place_order', {
    p_idempotency_key: randomUUID(),
  }));
});
afterAll(async () => {
  await shop?.drop();
});

describe('get_user_review_for_product_order', () => {
  it('answers nothing before the order is delivered, even with a review', async () => {
    await review(buyer, orderId, 'Arrived early, works well.');
    expect(await lookup(buyer, buyer.id, product.id, orderId)).toEqual([]);
  });

  it("answers the caller's review once the order is delivered", async () => {
    await shop.sql`update public.orders set order_status = 'delivered' where id = ${orderId}`;
    const rows = await lookup(buyer, buyer.id, product.id, orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 4, comment: 'Arrived early, works well.' });
  });

  it("never reveals another user's review, whatever user id is sent", async () => {
    expect(await lookup(other, buyer.id, product.id, orderId)).toEqual([]);
    expect(await lookup(other, other.id, product.id, orderId)).toEqual([]);
    // A forged id does not widen the caller's own answer either.
    expect(await lookup(buyer, other.id, product.id, orderId)).toEqual([]);
  });

  it('is not callable by guests', async () => {
    await expect(lookup({ id: 'anon' } as TestUser, buyer.id, product.id, orderId)).rejects.toThrow(
      /permission denied/,
    );
  });
});
