import { describe, expect, it } from 'vitest';
import { formatINR } from './format';

// Intl may use a narrow no-break space in some locales; normalise nothing — en-IN INR has none.
describe('formatINR', () => {
  it('uses Indian digit grouping (lakh, crore) and two decimals', () => {
    expect(formatINR(123456)).toBe('₹1,23,456.00');
    expect(formatINR(12345678.9)).toBe('₹1,23,45,678.90');
  });

  it('shows small amounts and zero with two decimals', () => {
    expect(formatINR(0)).toBe('₹0.00');
    expect(formatINR(999)).toBe('₹999.00');
    expect(formatINR(6999)).toBe('₹6,999.00');
  });

  it('rounds to two decimals', () => {
    expect(formatINR(1999.999)).toBe('₹2,000.00');
    expect(formatINR(10.004)).toBe('₹10.00');
  });

  it('formats large numbers', () => {
    expect(formatINR(1_00_00_00_000)).toBe('₹1,00,00,00,000.00');
  });

  it('formats negative amounts with a minus sign', () => {
    expect(formatINR(-1500.5)).toBe('-₹1,500.50');
  });

  it('treats non-finite input as zero instead of printing NaN', () => {
    expect(formatINR(Number.NaN)).toBe('₹0.00');
  });
});
