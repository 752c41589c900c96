import { describe, expect, it } from 'vitest';
import { isDangerMove, statusMoves } from './status-moves';

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
