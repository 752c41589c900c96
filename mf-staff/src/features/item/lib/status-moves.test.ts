import { describe, expect, it } from 'vitest';
import { closingPaymentNote, isDangerMove, statusMoves } from './status-moves';

describe('statusMoves', () => {
  it('keeps offer_sent out of a pending discount request (the offer moves it)', () => {
    expect(statusMoves('discount_request', 'pending')).toEqual({ offering: true, next: [] });
    expect(statusMoves('discount_request', 'offer_sent')).toEqual({
      offering: false,
      next: ['approved', 'rejected'],
    });
    expect(statusMoves('order', 'delivered')).toEqual({ offering: false, next: [] });
  });

  it('marks the unsuccessful ends as danger', () => {
    expect(['cancelled', 'failed', 'rejected'].every(isDangerMove)).toBe(true);
    expect(isDangerMove('shipped')).toBe(false);
  });
});

describe('orders and their payments', () => {
  it('lets staff only cancel an order waiting for its online payment', () => {
    expect(statusMoves('order', 'payment_pending')).toEqual({ offering: false, next: ['cancelled'] });
    expect(statusMoves('order', 'payment_expired')).toEqual({ offering: false, next: [] });
  });

  it('says that closing an order paid online refunds it', () => {
    const paid = { payment_method: 'online', payment_status: 'paid' };
    expect(closingPaymentNote('order', paid, 'cancelled')).toBe(
      ' What is left of its online payment is refunded to the shopper.',
    );
    expect(closingPaymentNote('order', paid, 'failed')).not.toBe('');
    expect(closingPaymentNote('order', paid, 'shipped')).toBe('');
    expect(
      closingPaymentNote('order', { payment_method: 'cod', payment_status: 'cod_due' }, 'cancelled'),
    ).toBe('');
    expect(
      closingPaymentNote('order', { payment_method: 'online', payment_status: 'refunded' }, 'cancelled'),
    ).toBe('');
  });
});
