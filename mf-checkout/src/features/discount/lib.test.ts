import { describe, expect, it } from 'vitest';
import { applyDiscountCheck, describeRate, invalidMessage } from './lib';

describe('discount display and checks', () => {
  it('describes percentage rates as percent and fixed ones in rupees', () => {
    expect(describeRate({ type: 'percentage', rate: 0.1 })).toBe('10% off');
    expect(describeRate({ type: 'percentage', rate: 0.125 })).toBe('12.5% off');
    expect(describeRate({ type: 'percentage', rate: 0.1, maxDiscount: 2000 })).toBe(
      '10% off up to ₹2,000.00',
    );
    expect(describeRate({ type: 'fixed', rate: 500 })).toBe('₹500.00 off');
  });

  it('checks login first, then a positive subtotal (with the documented toast)', () => {
    expect(applyDiscountCheck({ signedIn: false, subtotal: 0 })).toEqual({
      message: 'Please log in to apply discounts.',
    });
    expect(applyDiscountCheck({ signedIn: true, subtotal: 0 })).toEqual({
      message: 'Add items to cart first.',
      toast: { title: 'Cannot apply discount', description: 'Please add items to your cart first' },
    });
    expect(applyDiscountCheck({ signedIn: true, subtotal: 1 })).toBeNull();
  });

  it("shows the server's reason, else the documented fallback", () => {
    expect(invalidMessage({ message: 'This discount code has expired.' })).toBe(
      'This discount code has expired.',
    );
    expect(invalidMessage({ message: '  ' })).toBe('Invalid or inapplicable discount code.');
  });
});
