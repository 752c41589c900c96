/**
 * Verified-purchase reviews against a hostile client (docs/product.md#reviews): only the
 * owner of a delivered order containing the product may review it, once per product and order,
 * within the field limits; a new or edited review stays hidden until staff approve it through
 * moderate_review (who and when recorded); nobody writes the table directly; and no one but the
 * author reads a review row's user_id or order_id.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/users';
import { createShopFixture, failure, type ShopFixture, type ShopProduct } from './orders-fixture';

let shop: ShopFixture;
let buyer: TestUser;
let stranger: TestUser;
let staffer: TestUser;
let bought: ShopProduct;
let notBought: ShopProduct;
let delivered: string;
let pending: string;

async function order(user: TestUser, products: ShopProduct[], status: string): Promise<string> {
  for (const p of products) await shop.rpc(user.id, 'cart_add_item', { p_product_id: p.id, p_quantity: 1 });
  const { orderId } = await shop.rpc<{ orderId: string }>(user.id, 'place_order', {
    p_idempotency_key: randomUUID(),
  });
  await shop.sql`update public.orders set order_status = ${status} where id = ${orderId}`;
  return orderId;
}

type Review = { review_id: string; status: string; rating: number; title: string | null; comment: string };

const submit = (who: string, args: Record<string, unknown>) =>
  shop.rpc<Review & { product_slug: string }>(who, 'submit_review', {
    p_product_id: bought.id,
    p_order_id: delivered,
    p_rating: 4,
    p_title: null,
    p_comment: 'Solid build, fast delivery.',
    ...args,
  });

const publicReviews = async () =>
  shop.as(
    'anon',
    (tx) => tx<{ review_id: string; user_name: string }[]>`
    select review_id, user_name from public.get_product_reviews(${bought.id}::uuid)`,
  );

const rating = async () => {
  const [row] = await shop.as(
    'anon',
    (tx) => tx<{ avg: string; n: number }[]>`
    select public.get_average_product_rating(${bought.id}::uuid)::text as avg,
           public.count_verified_product_reviews(${bought.id}::uuid) as n`,
  );
  return row;
};

beforeAll(async () => {
  shop = await createShopFixture();
  [bought, notBought] = (await shop.products(2, { stock: 20 })) as [ShopProduct, ShopProduct];
  buyer = await shop.user('review-buyer', { name: 'Meera Joshi' });
  stranger = await shop.user('review-stranger');
  staffer = await shop.user('review-staff');
  await shop.sql`insert into public.staff (user_id) values (${staffer.id})`;
  delivered = await order(buyer, [bought], 'delivered');
  pending = await order(buyer, [bought], 'shipped');
});
afterAll(async () => {
  await shop?.drop();
});

describe('submit_review', () => {
  it('refuses guests, and anyone reviewing an order that is not theirs', async () => {
    expect(await failure(() => submit('anon', {}))).toMatchObject({ code: '42501' });
    expect(await failure(() => submit(stranger.id, {}))).toEqual({
      code: 'PT404',
      message:
        'Order not found, you are not authorized to review this order, or it has not been delivered yet.',
    });
  });

  it('refuses an undelivered order and a product that is not in the order', async () => {
    expect(await failure(() => submit(buyer.id, { p_order_id: pending }))).toEqual({
      code: '22023',
      message: 'You can only review products from delivered orders.',
    });
    expect(await failure(() => submit(buyer.id, { p_product_id: notBought.id }))).toEqual({
      code: '22023',
      message: 'This product is not part of this order.',
    });
  });

  it('refuses every field outside its rules with its message', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ p_rating: null }, 'Please select a rating.'],
      [{ p_rating: 0 }, 'Rating must be from 1 to 5 stars.'],
      [{ p_rating: 6 }, 'Rating must be from 1 to 5 stars.'],
      [{ p_comment: '   ' }, 'Please write a comment.'],
      [{ p_comment: null }, 'Please write a comment.'],
      [{ p_comment: 'x'.repeat(5001) }, 'Comment cannot exceed 5000 characters.'],
      [{ p_title: 't'.repeat(256) }, 'Title cannot exceed 255 characters.'],
    ];
    for (const [args, message] of cases) {
      expect(await failure(() => submit(buyer.id, args)), message).toEqual({ code: '22023', message });
    }
    const [row] = await shop.sql<
      { n: number }[]
    >`select count(*)::int as n from public.reviews where user_id = ${buyer.id}`;
    expect(row?.n).toBe(0);
  });

  it('lets nobody write the table directly, not even the author', async () => {
    const insert = () =>
      shop.as(
        buyer.id,
        (tx) => tx`
        insert into public.reviews (product_id, user_id, order_id, rating, comment, status)
        values (${bought.id}, ${buyer.id}, ${delivered}, 5, 'Direct write', 'approved')`,
      );
    expect((await failure(insert)).code).toBe('42501');
  });

  it('stores a pending review hidden from others until staff approve it, then counts it', async () => {
    const before = await rating();
    const review = await submit(buyer.id, {
      p_rating: 5,
      p_title: '  Great console  ',
      p_comment: '  <img src=x onerror=alert(1)> works  ',
    });
    expect(review).toMatchObject({
      status: 'pending',
      rating: 5,
      title: 'Great console',
      comment: '<img src=x onerror=alert(1)> works',
      product_slug: bought.slug,
    });
    // One review per product and order.
    expect(await failure(() => submit(buyer.id, {}))).toEqual({
      code: 'PT409',
      message: 'You have already reviewed this product for this order.',
    });

    expect(await publicReviews()).toEqual([]);
    expect(await rating()).toEqual(before);
    // The author sees it as pending on the product page.
    const own = await shop.as(
      buyer.id,
      (tx) => tx<{ review_id: string; status: string }[]>`
      select review_id, status from public.get_my_unpublished_product_reviews(${bought.id}::uuid)`,
    );
    expect(own).toEqual([{ review_id: review.review_id, status: 'pending' }]);
    const lookup = await shop.as(
      buyer.id,
      (tx) => tx<{ status: string }[]>`
      select status from public.get_user_review_for_product_order(${buyer.id}::uuid, ${bought.id}::uuid, ${delivered}::uuid)`,
    );
    expect(lookup).toEqual([{ status: 'pending' }]);

    // A shopper cannot moderate, not even their own review.
    for (const who of [buyer.id, stranger.id]) {
      expect(
        await failure(() =>
          shop.rpc(who, 'moderate_review', { p_review_id: review.review_id, p_status: 'approved' }),
        ),
      ).toEqual({ code: '42501', message: 'Only staff can moderate reviews.' });
    }
    expect(
      (
        await failure(() =>
          shop.rpc('anon', 'moderate_review', { p_review_id: review.review_id, p_status: 'approved' }),
        )
      ).code,
    ).toBe('42501');
    expect(
      await failure(() =>
        shop.rpc(staffer.id, 'moderate_review', { p_review_id: review.review_id, p_status: 'published' }),
      ),
    ).toMatchObject({ code: '22023' });

    const moderated = await shop.rpc<{ status: string; moderated_by: string; moderated_at: string }>(
      staffer.id,
      'moderate_review',
      { p_review_id: review.review_id, p_status: 'approved' },
    );
    expect(moderated).toMatchObject({ status: 'approved', moderated_by: staffer.id });
    expect(Date.now() - Date.parse(moderated.moderated_at)).toBeLessThan(60_000);

    expect(await publicReviews()).toEqual([{ review_id: review.review_id, user_name: 'Meera Joshi' }]);
    expect(await rating()).toEqual({ avg: '5.00', n: 1 });
  });

  it('puts an edited review back to pending, and only its author may edit it', async () => {
    const [existing] = await shop.sql<{ review_id: string }[]>`
      select review_id from public.reviews where user_id = ${buyer.id} and order_id = ${delivered}`;
    const id = existing?.review_id ?? '';
    expect(await failure(() => submit(stranger.id, { p_existing_review_id: id }))).toMatchObject({
      code: 'PT404',
    });

    const edited = await submit(buyer.id, {
      p_existing_review_id: id,
      p_rating: 2,
      p_comment: 'Fan got loud.',
    });
    expect(edited).toMatchObject({ review_id: id, status: 'pending', rating: 2, comment: 'Fan got loud.' });
    expect(await publicReviews()).toEqual([]);
    expect(await rating()).toEqual({ avg: '0', n: 0 });

    await shop.rpc(staffer.id, 'moderate_review', { p_review_id: id, p_status: 'rejected' });
    const [row] = await shop.sql<{ status: string; is_verified: boolean; moderated_by: string }[]>`
      select status, is_verified, moderated_by from public.reviews where review_id = ${id}`;
    expect(row).toEqual({ status: 'rejected', is_verified: false, moderated_by: staffer.id });
    expect(await publicReviews()).toEqual([]);
  });
});

describe('review privacy', () => {
  it('shows no user_id or order_id of a review to guests or other shoppers', async () => {
    expect(
      (await failure(() => shop.as('anon', (tx) => tx`select user_id, order_id from public.reviews limit 1`)))
        .code,
    ).toBe('42501');
    const seen = await shop.as(
      stranger.id,
      (tx) => tx<{ user_id: string }[]>`
      select user_id from public.reviews where user_id <> ${stranger.id}`,
    );
    expect(seen).toEqual([]);
  });
});

describe('get_order_for_review', () => {
  it("answers the caller's delivered order with their review of each product", async () => {
    const answer = await shop.rpc<{
      id: string;
      products: { id: string; slug: string; review: { status: string } | null }[];
    }>(buyer.id, 'get_order_for_review', { p_order_id: delivered });
    expect(answer.id).toBe(delivered);
    expect(answer.products).toEqual([
      expect.objectContaining({
        id: bought.id,
        slug: bought.slug,
        review: expect.objectContaining({ status: 'rejected' }),
      }),
    ]);
  });

  it("refuses another shopper's order and an undelivered one with the not-found message", async () => {
    const message =
      'Order not found, you are not authorized to review this order, or it has not been delivered yet.';
    for (const [who, id] of [
      [stranger.id, delivered],
      [buyer.id, pending],
      [buyer.id, randomUUID()],
    ] as const) {
      expect(await failure(() => shop.rpc(who, 'get_order_for_review', { p_order_id: id }))).toEqual({
        code: 'PT404',
        message,
      });
    }
  });
});
