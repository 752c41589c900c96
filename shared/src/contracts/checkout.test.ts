import { describe, expect, it } from 'vitest';
import { CART, ORDER_STATUSES } from '../constants/spec';
import {
  CART_MESSAGES,
  cartAddBodySchema,
  cartItemSchema,
  cartSubtotal,
  cartTotals,
  clampCartQuantity,
  DISCOUNT_MESSAGES,
  type DiscountResult,
  discountAmount,
  discountMinimumMessage,
  ORDER_MESSAGES,
  ORDER_STATUS_LIST,
  orderSchema,
  orderStatusGroup,
  outOfStockMessage,
  placeOrderBodySchema,
  readOrderAnswer,
  userOrdersAnswerSchema,
} from './index';

const line = (discount_price: number, quantity: number) => ({ discount_price, quantity });

const percent = (rate: number): DiscountResult => ({
  isValid: true,
  discountCode: 'WELCOME10',
  rate,
  type: 'percentage',
  calculatedDiscountAmount: 0,
  message: DISCOUNT_MESSAGES.applied,
});

const fixed = (amount: number, calculated: number): DiscountResult => ({
  isValid: true,
  discountCode: 'FLAT500',
  rate: amount,
  type: 'fixed',
  calculatedDiscountAmount: calculated,
  message: DISCOUNT_MESSAGES.applied,
});

describe('cart total (docs/product.md#cart)', () => {
  it('sums discount_price x quantity to the paisa', () => {
    expect(cartSubtotal([line(0.1, 3), line(0.2, 1)])).toBe(0.5);
    expect(cartSubtotal([line(49_999.99, 2), line(1_299, 3)])).toBe(103_896.98);
    expect(cartSubtotal([])).toBe(0);
  });

  it('takes subtotal x rate off for a percentage code, rounding half up to the paisa', () => {
    expect(cartTotals([line(1000, 2)], percent(0.1))).toEqual({
      subtotal: 2000,
      discountAmount: 200,
      total: 1800,
    });
    // 123.45 x 10 % = 12.345 -> 12.35 (Postgres round(numeric, 2) rounds half away from zero)
    expect(discountAmount(123.45, percent(0.1))).toBe(12.35);
    expect(discountAmount(99.99, percent(0.125))).toBe(12.5);
  });

  it('stops a percentage code at its cap, as the database does (10% up to ₹2,000)', () => {
    const capped = { ...percent(0.1), maxDiscount: 2000 };
    expect(cartTotals([line(1_40_980, 1)], capped)).toEqual({
      subtotal: 140_980,
      discountAmount: 2000,
      total: 138_980,
    });
    expect(discountAmount(15_000, capped)).toBe(1500);
    expect(discountAmount(15_000, { ...percent(0.1), maxDiscount: null })).toBe(1500);
  });

  it("applies a fixed code's server amount, never more than the subtotal", () => {
    expect(cartTotals([line(6000, 1)], fixed(500, 500))).toEqual({
      subtotal: 6000,
      discountAmount: 500,
      total: 5500,
    });
    expect(cartTotals([line(300, 1)], fixed(500, 500))).toEqual({
      subtotal: 300,
      discountAmount: 300,
      total: 0,
    });
  });

  it('never goes below zero and ignores invalid or missing discounts', () => {
    expect(cartTotals([line(100, 1)], percent(1.5)).total).toBe(0);
    expect(cartTotals([line(100, 1)], { ...percent(0.1), isValid: false })).toEqual({
      subtotal: 100,
      discountAmount: 0,
      total: 100,
    });
    expect(cartTotals([line(100, 1)], null).total).toBe(100);
    expect(discountAmount(0, percent(0.1))).toBe(0);
    expect(discountAmount(100, percent(-0.1))).toBe(0);
  });
});

describe('cart rules', () => {
  it('accepts add quantities 1-99 only, whole numbers', () => {
    const id = '00000000-0000-4000-8000-000000000001';
    expect(cartAddBodySchema.safeParse({ product_uuid: id, quantity: 1 }).success).toBe(true);
    expect(cartAddBodySchema.safeParse({ product_uuid: id, quantity: CART.maxQuantity }).success).toBe(true);
    for (const quantity of [0, -1, 100, 1.5]) {
      expect(cartAddBodySchema.safeParse({ product_uuid: id, quantity }).success).toBe(false);
    }
  });

  it('clamps updates above 99 and removes below 1', () => {
    expect(clampCartQuantity(150)).toBe(99);
    expect(clampCartQuantity(5)).toBe(5);
    expect(clampCartQuantity(0)).toBeNull();
    expect(clampCartQuantity(-3)).toBeNull();
  });

  it('parses a cart item as docs/product.md lists it', () => {
    const item = {
      id: 'p1',
      slug: 'ps5',
      title: 'PS5',
      price: 54990,
      discount_price: 49990,
      image: null,
      quantity: 2,
    };
    expect(cartItemSchema.parse(item)).toEqual(item);
  });

  it('quotes the messages of docs/product.md', () => {
    expect(CART_MESSAGES.quantityRange).toBe('Quantity must be 1-99');
    expect(CART_MESSAGES.cartFull).toBe('Cart full (max 20 unique items)');
    expect(DISCOUNT_MESSAGES.loginRequired).toBe('Please log in to apply discounts.');
    expect(DISCOUNT_MESSAGES.addItemsFirst).toBe('Add items to cart first.');
    expect(ORDER_MESSAGES.profileIncomplete).toBe('Please complete your profile first.');
    expect(ORDER_MESSAGES.pinUnavailable).toBe('Service is unavailable for the PIN code in your profile.');
    expect(discountMinimumMessage(5000)).toBe('This code needs a cart subtotal of at least ₹5,000.00.');
    expect(outOfStockMessage('PS5', 0)).toBe('PS5 is out of stock.');
    expect(outOfStockMessage('PS5', 2)).toBe('Only 2 left in stock for PS5.');
  });
});

describe('orders', () => {
  it('groups statuses into the Active and Completed tabs', () => {
    for (const s of ORDER_STATUSES.active) expect(orderStatusGroup(s)).toBe('active');
    for (const s of ORDER_STATUSES.completed) expect(orderStatusGroup(s)).toBe('completed');
    expect(orderStatusGroup('on hold')).toBeNull();
    expect(ORDER_STATUS_LIST).toHaveLength(ORDER_STATUSES.active.length + ORDER_STATUSES.completed.length);
  });

  it('takes a uuid idempotency key on the order payload, or none (docs/product.md#orders)', () => {
    const body = { cartItems: [{ id: 'p1', quantity: 1 }], discountCode: null };
    expect(placeOrderBodySchema.safeParse({ ...body, idempotencyKey: 'twice' }).success).toBe(false);
    expect(placeOrderBodySchema.safeParse(body).success).toBe(true);
    expect(
      placeOrderBodySchema.safeParse({ ...body, idempotencyKey: '3f1c2a4e-8b7d-4c6e-9a1b-2d3e4f5a6b7c' })
        .success,
    ).toBe(true);
  });

  it('reads order answers with the fallbacks of docs/product.md', () => {
    expect(readOrderAnswer({ success: true, orderId: 'o1' })).toEqual({ ok: true, orderId: 'o1' });
    expect(readOrderAnswer({ success: false, message: 'PS5 is out of stock.' })).toEqual({
      ok: false,
      message: 'PS5 is out of stock.',
    });
    expect(readOrderAnswer({ error: 'Login required.' })).toEqual({ ok: false, message: 'Login required.' });
    expect(readOrderAnswer(null)).toEqual({ ok: false, message: ORDER_MESSAGES.invalidResponse });
    expect(readOrderAnswer({ success: true })).toEqual({
      ok: false,
      message: ORDER_MESSAGES.invalidResponse,
    });
  });

  it('parses the get_user_orders answer', () => {
    const order = {
      id: 'o1',
      user_id: 'u1',
      order_status: 'out for delivery',
      updated_at: '2026-11-20T10:00:00Z',
      remark: null,
      order_details: {
        order_date: '2026-11-18T10:00:00Z',
        products: [{ id: 'p1', slug: 'ps5', name: 'PS5', image: null, quantity: 1, subtotal: 49990 }],
        order_summary: {
          subtotal: 49990,
          discount_amount: 0,
          discount_code: null,
          discount_type: null,
          discount_rate: null,
          total: 49990,
        },
      },
      customer: 'Demo Gamer',
    };
    expect(orderSchema.parse(order)).toEqual(order);
    expect(userOrdersAnswerSchema.parse({ orders: [order], totalCount: 1 }).totalCount).toBe(1);
  });
});
