import { describe, expect, it } from 'vitest';
import { formatRating, ratingStars } from './rating';

describe('ratingStars', () => {
  it('adds a half star only at a fraction of 0.5 or more', () => {
    expect(ratingStars(4.49)).toEqual({ full: 4, half: 0, empty: 1 });
    expect(ratingStars(4.5)).toEqual({ full: 4, half: 1, empty: 0 });
    expect(ratingStars(3.7)).toEqual({ full: 3, half: 1, empty: 1 });
  });

  it('handles the ends of the scale', () => {
    expect(ratingStars(0)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(ratingStars(5)).toEqual({ full: 5, half: 0, empty: 0 });
  });

  it('clamps out-of-range and missing values', () => {
    expect(ratingStars(7)).toEqual({ full: 5, half: 0, empty: 0 });
    expect(ratingStars(-1)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(ratingStars(null)).toEqual({ full: 0, half: 0, empty: 5 });
    expect(ratingStars(Number.NaN)).toEqual({ full: 0, half: 0, empty: 5 });
  });

  it('always totals five stars', () => {
    for (let r = 0; r <= 5; r += 0.05) {
      const { full, half, empty } = ratingStars(r);
      expect(full + half + empty).toBe(5);
    }
  });
});

describe('formatRating', () => {
  it('shows one decimal', () => {
    expect(formatRating(4)).toBe('4.0');
    expect(formatRating(4.46)).toBe('4.5');
    expect(formatRating(3.04)).toBe('3.0');
    expect(formatRating(undefined)).toBe('0.0');
    expect(formatRating(9)).toBe('5.0');
  });
});
