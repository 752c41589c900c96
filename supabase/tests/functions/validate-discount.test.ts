/**
 * The `validate-discount` function through supabase-js `functions.invoke`: the discount
 * result (docs/product.md#discount-codes) priced on the caller's database cart (the sent
 * cartSubtotal changes nothing), its messages, and a discount result in every answer, errors
 * included.
 */

import type { SupabaseClient } from '@supabase/supabase-js';
import { DISCOUNT_MESSAGES, discountResultSchema } from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createShopFixture, type ShopFixture, type ShopProduct } from '../db/orders-fixture';
import { anonClient, userClient } from '../helpers/clients';
import { invoke } from './invoke';

let shop: ShopFixture;
let product: ShopProduct;
let percent: string;
let flat: string;

beforeAll(async () => {
  shop = await createShopFixture();
  product = await shop.product({ price: 2500, discountPrice: 2499.5, stock: 100 });
  percent = await shop.code({ discount_type: 'percentage', discount_value: 0.1 });
  flat = await shop.code({ discount_type: 'fixed', discount_value: 500, min_subtotal: 5000 });
});
afterAll(async () => {
  await shop?.drop();
});

async function withCart(label: string, quantity: number): Promise<SupabaseClient> {
  const user = await shop.user(label);
  if (quantity > 0)
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: product.id, p_quantity: quantity });
  return userClient(user.accessToken);
}

describe('validate-discount function', () => {
  it('answers the discount result for the database cart, whatever cartSubtotal says', async () => {
    const client = await withCart('discount-ok', 2);
    for (const cartSubtotal of [4999, 1_000_000, 0, -5]) {
      const answer = await invoke(client, 'validate-discount', {
        body: { discountCode: percent.toLowerCase(), cartSubtotal },
      });
      expect(answer.status).toBe(200);
      expect(discountResultSchema.parse(answer.body)).toEqual({
        isValid: true,
        discountCode: percent,
        rate: 0.1,
        type: 'percentage',
        calculatedDiscountAmount: 499.9,
        maxDiscount: null,
        message: DISCOUNT_MESSAGES.applied,
      });
    }
  });

  it('applies the minimum subtotal of a fixed code to the real cart', async () => {
    const small = await withCart('discount-small', 1);
    const refused = await invoke(small, 'validate-discount', {
      body: { discountCode: flat, cartSubtotal: 99_999 },
    });
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({
      isValid: false,
      message: 'This code needs a cart subtotal of at least ₹5,000.00.',
    });
    const big = await withCart('discount-big', 3);
    const applied = await invoke(big, 'validate-discount', { body: { discountCode: flat, cartSubtotal: 1 } });
    expect(applied.body).toMatchObject({
      isValid: true,
      type: 'fixed',
      rate: 500,
      calculatedDiscountAmount: 500,
    });
  });

  it("answers 'Add items to cart first.' for an empty cart and the fallback for an unknown code", async () => {
    const empty = await withCart('discount-empty', 0);
    const first = await invoke(empty, 'validate-discount', {
      body: { discountCode: percent, cartSubtotal: 5000 },
    });
    expect(first).toMatchObject({
      status: 200,
      body: { isValid: false, message: DISCOUNT_MESSAGES.addItemsFirst },
    });
    const client = await withCart('discount-unknown', 1);
    const unknown = await invoke(client, 'validate-discount', {
      body: { discountCode: 'NO-SUCH-CODE', cartSubtotal: 1 },
    });
    expect(unknown).toMatchObject({
      status: 200,
      body: {
        isValid: false,
        discountCode: 'NO-SUCH-CODE',
        message: DISCOUNT_MESSAGES.invalidOrInapplicable,
      },
    });
  });

  it("answers guests 401 'Please log in to apply discounts.' with a discount result", async () => {
    const answer = await invoke(anonClient(), 'validate-discount', {
      body: { discountCode: percent, cartSubtotal: 1 },
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toMatchObject({
      error: DISCOUNT_MESSAGES.loginRequired,
      message: DISCOUNT_MESSAGES.loginRequired,
    });
    expect(discountResultSchema.parse(answer.body).isValid).toBe(false);
  });

  it.each([[{ cartSubtotal: 10 }], [{ discountCode: '   ', cartSubtotal: 10 }], [{ discountCode: 42 }]])(
    'answers %j with 400 and a discount result',
    async (body) => {
      const answer = await invoke(await withCart('discount-bad', 1), 'validate-discount', { body });
      expect(answer.status).toBe(400);
      expect(discountResultSchema.parse(answer.body)).toMatchObject({
        isValid: false,
        message: DISCOUNT_MESSAGES.enterCode,
      });
    },
  );

  it('answers other methods 405', async () => {
    const answer = await invoke(await withCart('discount-get', 1), 'validate-discount', { method: 'GET' });
    expect(answer.status).toBe(405);
  });
});
