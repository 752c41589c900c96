import { describe, expect, it } from 'vitest';
import {
  canCancelOrder,
  canRetryPayment,
  codAllowedFor,
  codOptionHint,
  holdEndsAt,
  paymentSummaryText,
} from './order-payment';

const NOW = Date.parse('2026-11-20T10:00:00Z');
const waiting = {
  order_status: 'payment_pending',
  payment_method: 'online' as const,
  payment_status: 'pending' as const,
  payment_hold_until: '2026-11-20T10:15:00Z',
};

describe('payment rules of an order', () => {
  it('offers Retry payment for an online order waiting for its payment until its hold ends', () => {
    expect(canRetryPayment(waiting, NOW)).toBe(true);
    expect(canRetryPayment({ ...waiting, payment_status: 'failed' }, NOW)).toBe(true);
    expect(canRetryPayment(waiting, Date.parse('2026-11-20T10:15:00Z'))).toBe(false);
    expect(canRetryPayment({ ...waiting, payment_hold_until: null }, NOW)).toBe(true);
    expect(canRetryPayment({ ...waiting, order_status: 'pending' }, NOW)).toBe(false);
    expect(canRetryPayment({ ...waiting, order_status: 'payment_expired' }, NOW)).toBe(false);
    expect(canRetryPayment({ ...waiting, payment_method: 'cod' }, NOW)).toBe(false);
    expect(holdEndsAt({ payment_hold_until: 'soon' })).toBeNull();
  });

  it('lets the shopper cancel while payment_pending, pending or processing', () => {
    for (const status of ['payment_pending', 'pending', 'processing'])
      expect(canCancelOrder({ order_status: status })).toBe(true);
    for (const status of [
      'shipped',
      'out for delivery',
      'delivered',
      'cancelled',
      'payment_expired',
      'failed',
    ])
      expect(canCancelOrder({ order_status: status })).toBe(false);
  });

  it('offers cash on delivery up to ₹50,000', () => {
    expect(codAllowedFor(50_000)).toBe(true);
    expect(codAllowedFor(50_000.01)).toBe(false);
    expect(codOptionHint()).toBe('Pay when it arrives. Orders up to ₹50,000.');
  });

  it("summarises the payment in a line, saying 'Cash on delivery' once", () => {
    expect(paymentSummaryText(waiting)).toBe('Pay online · Awaiting payment');
    expect(paymentSummaryText({ ...waiting, payment_status: 'refunded' })).toBe('Pay online · Refunded');
    expect(
      paymentSummaryText({ order_status: 'pending', payment_method: 'cod', payment_status: 'cod_due' }),
    ).toBe('Cash on delivery');
    expect(paymentSummaryText({ order_status: 'pending' })).toBeNull();
  });
});
