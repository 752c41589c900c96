import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatIndianNumber, formatRupees } from './indian-number.ts';

describe('formatIndianNumber', () => {
  it('groups the last three digits, then by two', () => {
    expect(formatIndianNumber(0)).toBe('0');
    expect(formatIndianNumber(999)).toBe('999');
    expect(formatIndianNumber(1000)).toBe('1,000');
    expect(formatIndianNumber(123456)).toBe('1,23,456');
    expect(formatIndianNumber(1234567890)).toBe('1,23,45,67,890');
    expect(formatIndianNumber(-98765)).toBe('-98,765');
  });

  it('rounds half away from zero and shows the decimals asked for', () => {
    expect(formatIndianNumber(2.5)).toBe('3');
    expect(formatIndianNumber(-2.5)).toBe('-3');
    expect(formatIndianNumber(1.125, { maxFractionDigits: 2 })).toBe('1.13');
    expect(formatIndianNumber(1.1, { maxFractionDigits: 2 })).toBe('1.1');
    expect(formatIndianNumber(15.6, { maxFractionDigits: 2 })).toBe('15.6');
    expect(formatIndianNumber(7, { minFractionDigits: 2 })).toBe('7.00');
    expect(formatIndianNumber(-0.001, { minFractionDigits: 2 })).toBe('0.00');
    expect(formatIndianNumber(Number.NaN)).toBe('0');
    // Rounded on the shortest decimal that reads back as the number, as Intl does (fast-check found
    // it: its exact binary value is ...835 minus a little).
    expect(formatIndianNumber(853397112367.835, { maxFractionDigits: 2 })).toBe('8,53,39,71,12,367.84');
    expect(formatIndianNumber(0.995, { minFractionDigits: 2 })).toBe('1.00');
    expect(formatIndianNumber(99.995, { minFractionDigits: 2 })).toBe('100.00');
  });

  it('writes what Intl en-IN writes, for any amount', () => {
    const intl = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });
    const fixed = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    fc.assert(
      fc.property(fc.double({ min: -1e12, max: 1e12, noNaN: true }), (value) => {
        if (Object.is(value, -0) || Math.abs(value) < 0.005) return;
        expect(formatIndianNumber(value, { maxFractionDigits: 2 })).toBe(intl.format(value));
        expect(formatIndianNumber(value, { minFractionDigits: 2 })).toBe(fixed.format(value));
      }),
      { numRuns: 20_000 },
    );
  });
});

describe('formatRupees', () => {
  it('writes rupees with two decimals as Intl en-IN does', () => {
    const intl = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });
    for (const amount of [0, 5, 99.99, 5000, 123456, 74999.5, 1234567.891, -250])
      expect(formatRupees(amount)).toBe(intl.format(amount));
    expect(formatRupees(123456)).toBe('₹1,23,456.00');
  });
});
