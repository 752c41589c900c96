/**
 * The `submit-review` function through the gateway with supabase-js `functions.invoke`: the form's
 * body creates or updates the caller's review of a delivered purchase (pending until verified);
 * every bad input gets a 4xx `{ success: false, error }` with the rule's message, never a 500.
 */
import { randomUUID } from 'node:crypto';
import { REVIEW_MESSAGES, submitReviewAnswerSchema } from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopFixture, type ShopFixture, type ShopProduct } from '../db/orders-fixture';
import { anonClient, userClient } from '../helpers/clients';
import type { TestUser } from '../helpers/users';
import { invoke } from './invoke';

let shop: ShopFixture;
let product: ShopProduct;
let other: ShopProduct;
let buyer: TestUser;
let orderId: string;

beforeAll(async () => {
  shop = await createShopFixture();
  [product, other] = (await shop.products(2)) as [ShopProduct, ShopProduct];
  buyer = await shop.user('review-fn');
  await shop.rpc(buyer.id, 'cart_add_item', { p_product_id: product.id, p_quantity: 1 });
  ({ orderId } = await shop.rpc<{ orderId: string }>(buyer.id, 'place_order', {
    p_idempotency_key: randomUUID(),
  }));
  await shop.sql`update public.orders set order_status = 'delivered' where id = ${orderId}`;
});
afterAll(async () => {
  await shop?.drop();
});

const body = (extra: Record<string, unknown> = {}) => ({
  productId: product.id,
  productSlug: product.slug,
  orderId,
  rating: 5,
  title: null,
  comment: 'Exactly as described.',
  existingReviewId: null,
  ...extra,
});

const refused = (status: number, error: string) => ({ status, body: { success: false, error } });

describe('submit-review function', () => {
  it('answers guests 401 with the login message', async () => {
    expect(await invoke(anonClient(), 'submit-review', { body: body() })).toEqual(
      refused(401, REVIEW_MESSAGES.loginRequired),
    );
  });

  it('refuses bad fields with the form messages, and malformed ids, before any database write', async () => {
    const client = userClient(buyer.accessToken);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ rating: null }, 400, REVIEW_MESSAGES.ratingRequired],
      [{ rating: 0 }, 400, REVIEW_MESSAGES.ratingRange],
      [{ rating: 6 }, 400, REVIEW_MESSAGES.ratingRange],
      [{ rating: 4.5 }, 400, REVIEW_MESSAGES.ratingRange],
      [{ rating: '5' }, 400, REVIEW_MESSAGES.ratingRange],
      [{ comment: ' \n ' }, 400, REVIEW_MESSAGES.commentRequired],
      [{ comment: 'x'.repeat(5001) }, 400, REVIEW_MESSAGES.commentTooLong],
      [{ title: 'x'.repeat(256) }, 400, REVIEW_MESSAGES.titleTooLong],
      [{ productId: 'nope' }, 400, 'Invalid review request: productId must be an id.'],
      [{ orderId: 12 }, 400, 'Invalid review request: orderId must be an id.'],
      [{ existingReviewId: 'x' }, 400, 'Invalid review request: existingReviewId must be an id.'],
      [{ productId: other.id }, 400, REVIEW_MESSAGES.notInOrder],
      [{ orderId: randomUUID() }, 404, REVIEW_MESSAGES.orderNotReviewable],
      [{ existingReviewId: randomUUID() }, 404, REVIEW_MESSAGES.reviewNotFound],
    ];
    for (const [extra, status, error] of cases) {
      expect(await invoke(client, 'submit-review', { body: body(extra) }), error).toEqual(
        refused(status, error),
      );
    }
    const [row] = await shop.sql<
      { n: number }[]
    >`select count(*)::int as n from public.reviews where user_id = ${buyer.id}`;
    expect(row?.n).toBe(0);
  });

  it('creates a pending review stored as typed, refuses a second, and updates it with existingReviewId', async () => {
    const client = userClient(buyer.accessToken);
    const xss = '<img src=x onerror=alert(1)>';
    const created = await invoke(client, 'submit-review', { body: body({ comment: xss, title: 'Title' }) });
    expect(created.status).toBe(200);
    const { review } = submitReviewAnswerSchema.parse(created.body);
    expect(review).toMatchObject({
      product_id: product.id,
      product_slug: product.slug,
      order_id: orderId,
      rating: 5,
      title: 'Title',
      comment: xss,
      status: 'pending',
    });
    expect(await invoke(client, 'submit-review', { body: body() })).toEqual(
      refused(409, REVIEW_MESSAGES.alreadyReviewed),
    );
    const updated = await invoke(client, 'submit-review', {
      body: body({ existingReviewId: review.review_id, rating: 3, comment: 'Changed my mind.' }),
    });
    expect(submitReviewAnswerSchema.parse(updated.body).review).toMatchObject({
      review_id: review.review_id,
      rating: 3,
      comment: 'Changed my mind.',
      status: 'pending',
    });
  });

  it('answers 405 to other methods and 400 to a body that is not JSON', async () => {
    const client = userClient(buyer.accessToken);
    expect((await invoke(client, 'submit-review', { method: 'GET' })).status).toBe(405);
    expect((await invoke(client, 'submit-review', { body: 'not json' as unknown as object })).status).toBe(
      400,
    );
  });
});
