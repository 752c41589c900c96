import { describe, expect, it } from 'vitest';
import { checkPriceDraft, parseAmountInput, pricePresets, priceSliderStep, sliderEnds } from './price-filter';

describe('price filter rules', () => {
  it('steps the slider in proportion to the span of prices', () => {
    expect(priceSliderStep(500, 3000)).toBe(100);
    expect(priceSliderStep(1000, 45_000)).toBe(500);
    expect(priceSliderStep(1000, 60_000)).toBe(1000);
    expect(priceSliderStep(10_000, 3_00_000)).toBe(2500);
    expect(priceSliderStep(10_000, 25_00_000)).toBe(5000);
    expect(sliderEnds(999, 59_990, 1000)).toEqual([0, 60_000]);
  });

  it('offers the fixed budgets that overlap the bounds, else ranges cut from them', () => {
    expect(pricePresets(5000, 2_50_000).map((p) => p.label)).toEqual([
      'Under ₹10,000',
      '₹10,000 – ₹30,000',
      '₹30,000 – ₹60,000',
      '₹60,000 – ₹1,00,000',
      'Over ₹1,00,000',
    ]);
    expect(pricePresets(40_000, 55_000).map((p) => p.label)).toEqual([
      'Under ₹45,000',
      '₹45,000 – ₹50,000',
      'Over ₹50,000',
    ]);
    expect(pricePresets(499, 4999).map((p) => p.label)).toEqual([
      'Under ₹2,000',
      '₹2,000 – ₹4,000',
      'Over ₹4,000',
    ]);
    expect(pricePresets(1000, 1000)).toEqual([]);
  });

  it('validates typed amounts: ₹0 or more, the minimum not above the maximum', () => {
    expect(parseAmountInput('')).toBeNull();
    expect(parseAmountInput('₹1,00,000')).toBe(100_000);
    expect(parseAmountInput('-5')).toBe('invalid');
    expect(parseAmountInput('abc')).toBe('invalid');
    expect(checkPriceDraft('1000', '')).toMatchObject({ min: 1000, max: null, valid: true });
    expect(checkPriceDraft('5000', '1000')).toMatchObject({
      valid: false,
      maxError: 'The minimum price must not be more than the maximum.',
    });
    expect(checkPriceDraft('x', '1000')).toMatchObject({
      valid: false,
      minError: 'Enter an amount of ₹0 or more.',
    });
  });
});
