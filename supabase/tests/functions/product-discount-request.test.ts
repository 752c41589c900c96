/**
 * The `product-discount-request` function through the gateway with supabase-js: the form's
 * payload files a pending request without an offer (staff-only fields sent by the client are
 * ignored), every rule answers 400 with its message and writes nothing, guests 401, more than 10
 * an hour 429.
 */
import { DISCOUNT_REQUEST_MESSAGES, urlNotFromSiteMessage } from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopFixture, type ShopFixture } from '../db/orders-fixture';
import { anonClient, userClient } from '../helpers/clients';
import { invoke } from './invoke';

const NAME = 'product-discount-request';
let shop: ShopFixture;

beforeAll(async () => {
  shop = await createShopFixture();
});
afterAll(async () => {
  await shop?.drop();
});

const payload = (over: Record<string, unknown> = {}) => ({
  product_type: 'Laptops',
  ecom_site: 'Flipkart.in',
  product_url: 'https://www.flipkart.com/asus-tuf-gaming-f15/p/itm6f1a2b3c4d5e6',
  current_price: 45999,
  ...over,
});

async function rowsOf(userId: string) {
  return await shop.sql`select * from public.product_discount_requests where user_id = ${userId}`;
}

describe('product-discount-request', () => {
  it('files a pending request; offers, statuses and remarks sent by the client are ignored', async () => {
    const user = await shop.user('dr-fn');
    const answer = await invoke(userClient(user.accessToken), NAME, {
      body: payload({ current_price: '45,999', our_price: 1, status: 'approved', remarks: 'free please' }),
    });
    expect(answer.status).toBe(200);
    const body = answer.body as { success: boolean; requestId: string };
    expect(body.success).toBe(true);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: body.requestId, status: 'pending', our_price: null, remarks: null });
    expect(Number(rows[0]?.current_price)).toBe(45999);
  });

  it.each([
    [{ product_type: '' }, DISCOUNT_REQUEST_MESSAGES.productTypeRequired],
    [{ product_type: 'Phones' }, DISCOUNT_REQUEST_MESSAGES.productTypeRequired],
    [{ ecom_site: 'Flipkart.com' }, DISCOUNT_REQUEST_MESSAGES.siteRequired],
    [{ product_url: 'flipkart' }, DISCOUNT_REQUEST_MESSAGES.urlInvalid],
    [{ product_url: 'javascript:alert(1)//www.flipkart.com' }, DISCOUNT_REQUEST_MESSAGES.urlInvalid],
    [{ product_url: 'http://fkrt.it' }, DISCOUNT_REQUEST_MESSAGES.urlShort],
    [{ product_url: 'https://www.amazon.in/dp/B0CS19ZR3M' }, urlNotFromSiteMessage('Flipkart.in')],
    [{ current_price: '' }, DISCOUNT_REQUEST_MESSAGES.priceRequired],
    [{ current_price: undefined }, DISCOUNT_REQUEST_MESSAGES.priceRequired],
    [{ current_price: 'cheap' }, DISCOUNT_REQUEST_MESSAGES.priceNumber],
    [{ current_price: -10 }, DISCOUNT_REQUEST_MESSAGES.pricePositive],
    [{ current_price: 99 }, DISCOUNT_REQUEST_MESSAGES.priceMin],
  ])('answers 400 for %j with its message and writes nothing', async (over, message) => {
    const user = await shop.user('dr-fn-bad');
    const answer = await invoke(userClient(user.accessToken), NAME, { body: payload(over) });
    expect(answer).toEqual({ status: 400, body: { success: false, error: message } });
    expect(await rowsOf(user.id)).toHaveLength(0);
  });

  it('answers 401 to guests and 400 to an incomplete profile', async () => {
    expect(await invoke(anonClient(), NAME, { body: payload() })).toEqual({
      status: 401,
      body: { success: false, error: DISCOUNT_REQUEST_MESSAGES.loginRequired },
    });
    const user = await shop.user('dr-fn-none', null);
    expect(await invoke(userClient(user.accessToken), NAME, { body: payload() })).toEqual({
      status: 400,
      body: { success: false, error: 'Please complete your profile first.' },
    });
  });

  it('answers 429 past 10 requests an hour', async () => {
    const user = await shop.user('dr-fn-flood');
    const client = userClient(user.accessToken);
    for (let i = 0; i < 10; i += 1)
      expect((await invoke(client, NAME, { body: payload() })).status).toBe(200);
    const refused = await invoke(client, NAME, { body: payload() });
    expect(refused).toEqual({
      status: 429,
      body: {
        success: false,
        error: 'Too many discount requests. You can send up to 10 an hour; please try again later.',
      },
    });
    expect(await rowsOf(user.id)).toHaveLength(10);
  });
});
