import { describe, expect, it } from 'vitest';
import { offerSummary } from './offer-summary';

const offer = (over: Partial<Parameters<typeof offerSummary>[0]>) => ({
  discount_type: 'percentage' as const,
  value: 10,
  max_discount: null,
  min_subtotal: 0,
  ...over,
});

describe('offerSummary', () => {
  it('reads a percentage with its cap: WELCOME10', () => {
    expect(offerSummary(offer({ value: 10, max_discount: 2000 }))).toBe('10% off up to ₹2,000');
  });

  it('reads a fixed amount with its minimum: FLAT500 and MEGA2000', () => {
    expect(offerSummary(offer({ discount_type: 'fixed', value: 500, min_subtotal: 5000 }))).toBe(
      '₹500 off on orders of ₹5,000 or more',
    );
    expect(offerSummary(offer({ discount_type: 'fixed', value: 2000, min_subtotal: 50000 }))).toBe(
      '₹2,000 off on orders of ₹50,000 or more',
    );
  });

  it('leaves out what does not apply and keeps paise and fractions that do', () => {
    expect(offerSummary(offer({ value: 15 }))).toBe('15% off');
    expect(offerSummary(offer({ value: 12.5, max_discount: 1500, min_subtotal: 100000 }))).toBe(
      '12.5% off up to ₹1,500 on orders of ₹1,00,000 or more',
    );
    expect(offerSummary(offer({ discount_type: 'fixed', value: 499.5, max_discount: 100 }))).toBe(
      '₹499.50 off',
    );
  });
});
