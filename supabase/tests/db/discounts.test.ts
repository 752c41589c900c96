/**
 * Discount codes (docs/product.md#discount-codes): validate_discount_code's discount result
 * on the caller's real cart, each rule's message, the amounts the shared cartTotals shows, the
 * limits recorded by orders (also under concurrency), and codes hidden from clients.
 */
import { randomUUID } from 'node:crypto';
import {
  cartTotals,
  DISCOUNT_MESSAGES,
  type DiscountResult,
  discountMinimumMessage,
  discountResultSchema,
} from 'shared/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../helpers/users';
import { all, createShopFixture, failure, type ShopFixture, type ShopProduct } from './orders-fixture';

let shop: ShopFixture;
let cheap: ShopProduct;
let pricey: ShopProduct;

beforeAll(async () => {
  shop = await createShopFixture();
  cheap = await shop.product({ price: 1299, discountPrice: 1234.55, stock: 1000 });
  pricey = await shop.product({ price: 129_999, discountPrice: 99_999.99, stock: 1000 });
});
afterAll(async () => {
  await shop?.drop();
});

async function shopper(label: string, lines: [ShopProduct, number][]): Promise<TestUser> {
  const user = await shop.user(label);
  for (const [p, quantity] of lines) {
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: p.id, p_quantity: quantity });
  }
  return user;
}

async function validate(user: TestUser | 'anon', code: string | null): Promise<DiscountResult> {
  const answer = await shop.rpc(typeof user === 'string' ? user : user.id, 'validate_discount_code', {
    p_code: code,
  });
  return discountResultSchema.parse(answer);
}

describe('validate_discount_code', () => {
  it('takes a percentage of the database subtotal, as cartTotals computes it', async () => {
    const code = await shop.code({ discount_type: 'percentage', discount_value: 0.125 });
    const user = await shopper('pct', [[cheap, 3]]);
    const result = await validate(user, ` ${code.toLowerCase()} `);
    const expected = cartTotals([{ discount_price: 1234.55, quantity: 3 }], result);
    expect(result).toEqual({
      isValid: true,
      discountCode: code,
      rate: 0.125,
      type: 'percentage',
      calculatedDiscountAmount: expected.discountAmount,
      maxDiscount: null,
      message: DISCOUNT_MESSAGES.applied,
    });
    // 3 x 1234.55 = 3703.65; x 12.5 % = 462.95625 -> 462.96
    expect(expected.discountAmount).toBe(462.96);
  });

  it('takes a fixed amount, never more than the subtotal', async () => {
    const code = await shop.code({ discount_type: 'fixed', discount_value: 5000 });
    expect(await validate(await shopper('fixed-big', [[cheap, 1]]), code)).toMatchObject({
      isValid: true,
      type: 'fixed',
      rate: 5000,
      calculatedDiscountAmount: 1234.55,
    });
    expect(await validate(await shopper('fixed', [[pricey, 1]]), code)).toMatchObject({
      isValid: true,
      calculatedDiscountAmount: 5000,
    });
  });

  it('refuses below the minimum subtotal with the amount in en-IN rupees', async () => {
    const code = await shop.code({ discount_type: 'fixed', discount_value: 500, min_subtotal: 150_000 });
    const user = await shopper('minimum', [[pricey, 1]]);
    expect(await validate(user, code)).toEqual({
      isValid: false,
      discountCode: code,
      rate: 0,
      type: 'fixed',
      calculatedDiscountAmount: 0,
      maxDiscount: null,
      message: discountMinimumMessage(150_000),
    });
    expect(discountMinimumMessage(150_000)).toBe('This code needs a cart subtotal of at least ₹1,50,000.00.');
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: pricey.id, p_quantity: 1 });
    expect((await validate(user, code)).isValid).toBe(true);
  });

  it('formats rupees like en-IN for every magnitude', async () => {
    for (const amount of [0, 5, 999.5, 1000, 12345.6, 100000, 9876543.21, 10000000]) {
      const [row] = await shop.sql<{ text: string }[]>`select private.format_inr(${amount}) as text`;
      expect(row?.text).toBe(
        `₹${amount.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`,
      );
    }
  });

  it.each([
    ['unknown', null, DISCOUNT_MESSAGES.invalidOrInapplicable],
    ['inactive', { is_active: false }, DISCOUNT_MESSAGES.invalidOrInapplicable],
    ['expired', { ends_at: new Date(Date.now() - 60_000).toISOString() }, DISCOUNT_MESSAGES.expired],
    [
      'not started',
      { starts_at: new Date(Date.now() + 3_600_000).toISOString() },
      DISCOUNT_MESSAGES.notYetActive,
    ],
    ['used up', { usage_limit_total: 5, times_used: 5 }, DISCOUNT_MESSAGES.exhausted],
  ])('refuses a code that is %s', async (_label, values, message) => {
    const code = values ? await shop.code(values) : `${shop.tag}NOSUCHCODE`;
    const result = await validate(await shopper('refused', [[cheap, 1]]), code);
    expect(result).toMatchObject({
      isValid: false,
      discountCode: code,
      rate: 0,
      calculatedDiscountAmount: 0,
      message,
    });
  });

  it("answers 'Add items to cart first.' for an empty cart, and asks for a code when none is given", async () => {
    const code = await shop.code({});
    const empty = await shop.user('empty-cart');
    expect(await validate(empty, code)).toMatchObject({
      isValid: false,
      message: DISCOUNT_MESSAGES.addItemsFirst,
    });
    const user = await shopper('no-code', [[cheap, 1]]);
    for (const blank of ['', '   ', null]) {
      expect(await validate(user, blank)).toMatchObject({
        isValid: false,
        message: DISCOUNT_MESSAGES.enterCode,
      });
    }
  });

  it('counts only active cart lines in the subtotal', async () => {
    const code = await shop.code({ discount_type: 'fixed', discount_value: 100 });
    const gone = await shop.product({ price: 5000 });
    const user = await shopper('inactive-line', [[gone, 1]]);
    await shop.sql`update public.products set is_active = false where product_id = ${gone.id}`;
    expect(await validate(user, code)).toMatchObject({
      isValid: false,
      message: DISCOUNT_MESSAGES.addItemsFirst,
    });
  });

  it('requires a signed-in user', async () => {
    expect(await failure(() => validate('anon', 'ANY'))).toMatchObject({ code: '42501' });
    expect(
      await failure(() => shop.rpc('service_role', 'validate_discount_code', { p_code: 'ANY' })),
    ).toEqual({
      code: '42501',
      message: DISCOUNT_MESSAGES.loginRequired,
    });
  });
});

describe('usage limits', () => {
  it('refuses a code a user already used up, after their order', async () => {
    const code = await shop.code({ usage_limit_per_user: 1 });
    const user = await shopper('once', [[cheap, 1]]);
    await shop.rpc(user.id, 'place_order', { p_idempotency_key: randomUUID(), p_discount_code: code });
    await shop.rpc(user.id, 'cart_add_item', { p_product_id: cheap.id, p_quantity: 1 });
    expect(await validate(user, code)).toMatchObject({
      isValid: false,
      message: DISCOUNT_MESSAGES.alreadyUsed,
    });
    // Another shopper may still use it.
    expect((await validate(await shopper('other', [[cheap, 1]]), code)).isValid).toBe(true);
  });

  it('never lets more orders use a code than its total limit, under concurrency', async () => {
    const code = await shop.code({ usage_limit_total: 3, discount_type: 'fixed', discount_value: 100 });
    const users = await Promise.all(Array.from({ length: 10 }, (_, i) => shopper(`rush-${i}`, [[cheap, 1]])));
    const results = await all(10, (i) =>
      shop.rpc(
        users[i]?.id ?? '',
        'place_order',
        { p_idempotency_key: randomUUID(), p_discount_code: code },
        shop.pool,
      ),
    );
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results.filter((x): x is PromiseRejectedResult => x.status === 'rejected')) {
      expect((r.reason as Error).message).toBe(DISCOUNT_MESSAGES.exhausted);
    }
    const [row] = await shop.sql<{ times_used: number; redemptions: number; orders: number }[]>`
      select d.times_used,
             (select count(*)::int from public.discount_redemptions r where r.code = d.code) as redemptions,
             (select count(*)::int from public.orders o where o.discount_code = d.code) as orders
      from public.discount_codes d where d.code = ${code}`;
    expect(row).toEqual({ times_used: 3, redemptions: 3, orders: 3 });
  });
});

describe('codes are not for clients to read or write', () => {
  it('denies the API roles any access to discount_codes', async () => {
    for (const who of ['anon', (await shop.user('peek')).id]) {
      const denied = await failure(() => shop.as(who, (tx) => tx`select code from public.discount_codes`));
      expect(denied.code).toBe('42501');
      const write = await failure(() =>
        shop.as(who, (tx) => tx`update public.discount_codes set times_used = 0`),
      );
      expect(write.code).toBe('42501');
    }
  });

  it('shows a user their own redemptions only, and lets them write none', async () => {
    const code = await shop.code({});
    const user = await shopper('redeemer', [[cheap, 1]]);
    const other = await shop.user('redeem-peek');
    await shop.rpc(user.id, 'place_order', { p_idempotency_key: randomUUID(), p_discount_code: code });
    expect(await shop.as(user.id, (tx) => tx`select code from public.discount_redemptions`)).toEqual([
      { code },
    ]);
    expect(await shop.as(other.id, (tx) => tx`select code from public.discount_redemptions`)).toEqual([]);
    const forged = await failure(() =>
      shop.as(other.id, (tx) => tx`delete from public.discount_redemptions where code = ${code}`),
    );
    expect(forged.code).toBe('42501');
  });

  it.each([
    ['a percentage above 100 %', { discount_type: 'percentage', discount_value: 1.5 }],
    ['a zero value', { discount_type: 'fixed', discount_value: 0 }],
    ['a fixed value in fractions of paise', { discount_type: 'fixed', discount_value: 10.005 }],
    ['a window ending before it starts', { starts_at: '2026-02-01', ends_at: '2026-01-01' }],
    ['more uses than its limit', { usage_limit_total: 2, times_used: 3 }],
  ])('refuses to store %s', async (_label, values) => {
    const failed = await failure(() => shop.code(values));
    expect(failed.code).toBe('23514');
  });

  it('stores codes upper case only', async () => {
    const failed = await failure(
      () => shop.sql`insert into public.discount_codes (code, discount_type, discount_value)
                     values (${`${shop.tag.toLowerCase()}x`}, 'percentage', 0.1)`,
    );
    expect(failed).toMatchObject({
      code: '23514',
      message: expect.stringContaining('discount_codes_code_format'),
    });
  });
});
