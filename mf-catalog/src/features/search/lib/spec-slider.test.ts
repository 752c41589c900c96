import { describe, expect, it } from 'vitest';
import {
  isSliderSpec,
  numericOptions,
  sliderStep,
  snapToValue,
  specControl,
  specSliderModel,
} from './spec-slider';

describe('numeric-only options', () => {
  it('reads numbers and numeric strings, sorted and distinct', () => {
    expect(numericOptions([16, '8', 32, 8, '4.5'])).toEqual([4.5, 8, 16, 32]);
  });

  it('is null as soon as one option is not a number', () => {
    expect(numericOptions([8, '16GB'])).toBeNull();
    expect(numericOptions([8, true])).toBeNull();
    expect(numericOptions(['', 1])).toBeNull();
  });

  it('becomes a slider only with more than 2 options', () => {
    expect(isSliderSpec([8, 16])).toBe(false);
    expect(isSliderSpec([8, 16, 32])).toBe(true);
    expect(isSliderSpec(['DDR4', 'DDR5', 'LPDDR5'])).toBe(false);
    expect(specSliderModel([8, 16])).toBeNull();
    expect(specSliderModel(['a', 'b', 'c'])).toBeNull();
  });
});

describe('slider step', () => {
  it('is the smallest gap for at most 10 values', () => {
    expect(sliderStep([4, 6, 11])).toBe(2);
    expect(sliderStep([120, 240, 280, 360])).toBe(40);
    // Fractions stay exact: 3.5 -> 3.6 is a 0.1 gap.
    expect(sliderStep([3.2, 3.5, 3.6, 5.7])).toBe(0.1);
    // Exactly 10 values is still the gap rule.
    expect(sliderStep([1, 2, 3, 4, 5, 6, 7, 8, 9, 100])).toBe(1);
  });

  it('is the range divided by min(20, count) for more than 10 values', () => {
    // 11 values over 0..1100: 1100 / 11 = 100.
    const eleven = Array.from({ length: 11 }, (_, i) => i * 110);
    expect(sliderStep(eleven)).toBe(100);
    // 25 values over 0..1000: divided by 20 (not 25) = 50.
    const twentyFive = Array.from({ length: 25 }, (_, i) => (i === 24 ? 1000 : i * 10));
    expect(sliderStep(twentyFive)).toBe(50);
  });

  it('is at least 1 for more than 10 values', () => {
    const clocks = Array.from({ length: 12 }, (_, i) => 3 + i * 0.2);
    // (5.2 - 3) / 12 = 0.18 -> 1.
    expect(sliderStep(clocks)).toBe(1);
  });
});

describe('specSliderModel', () => {
  it('lists its values when there are at most 10', () => {
    expect(specSliderModel([32, 8, 16, 24])).toEqual({
      values: [8, 16, 24, 32],
      min: 8,
      max: 32,
      step: 8,
      marks: [8, 16, 24, 32],
    });
  });

  it('lists no values above 10', () => {
    const values = Array.from({ length: 11 }, (_, i) => i);
    expect(specSliderModel(values)).toMatchObject({ min: 0, max: 10, step: 1, marks: null });
  });
});

describe('snapToValue', () => {
  const values = [4, 6, 11];

  it('moves to the nearest available value', () => {
    expect(snapToValue(values, 8)).toBe(6);
    expect(snapToValue(values, 10)).toBe(11);
    expect(snapToValue(values, 1)).toBe(4);
    expect(snapToValue(values, 99)).toBe(11);
  });

  it('keeps an available value and takes the lower one on a tie', () => {
    expect(snapToValue(values, 6)).toBe(6);
    expect(snapToValue([10, 20], 15)).toBe(10);
  });
});

describe('specControl', () => {
  it('keeps booleans and list specs', () => {
    expect(specControl({ filterType: 'boolean', options: [true, false] })).toBe('boolean');
    expect(specControl({ filterType: 'checkbox', options: [false, true] })).toBe('boolean');
    expect(specControl({ filterType: 'array-checkbox', options: [1, 2, 3] })).toBe('array-checkbox');
  });

  it('makes numeric-only specs with more than 2 options sliders, whatever their declared type', () => {
    expect(specControl({ filterType: 'checkbox', options: [1, 2, 3] })).toBe('numeric-slider');
    expect(specControl({ filterType: 'numeric-slider', options: [8, 16, 32] })).toBe('numeric-slider');
  });

  it('shows 2 or fewer numbers, or text, as checkboxes', () => {
    expect(specControl({ filterType: 'numeric-slider', options: [8, 16] })).toBe('checkbox');
    expect(specControl({ filterType: 'checkbox', options: ['Sony', 'Microsoft', 'Nintendo'] })).toBe(
      'checkbox',
    );
  });
});
