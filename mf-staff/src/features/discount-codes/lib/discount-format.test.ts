import { describe, expect, it } from 'vitest';
import { discountValueLabel, minimumOrderLabel, rupees, usesLabel, windowLabel } from './discount-format';

describe('discount code labels', () => {
  it('writes values as the console shows them', () => {
    expect(discountValueLabel({ discount_type: 'percentage', value: 10, max_discount: 2000 })).toBe(
      '10% up to ₹2,000',
    );
    expect(discountValueLabel({ discount_type: 'percentage', value: 12.5, max_discount: null })).toBe(
      '12.5% off',
    );
    expect(discountValueLabel({ discount_type: 'fixed', value: 500, max_discount: null })).toBe('₹500 off');
    expect(rupees(150000)).toBe('₹1,50,000');
    expect(rupees(499.5)).toBe('₹499.50');
    expect(minimumOrderLabel(0)).toBe('None');
    expect(usesLabel({ times_used: 1234, usage_limit_total: null })).toBe('1,234 / no limit');
    expect(windowLabel({ starts_at: null, ends_at: null })).toBe('Always');
  });
});
