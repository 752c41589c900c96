import { RATING_MAX } from '../constants/spec';

export interface StarCounts {
  full: number;
  half: number;
  empty: number;
}

function clampRating(rating: number | null | undefined): number {
  if (rating == null || !Number.isFinite(rating)) return 0;
  return Math.min(RATING_MAX, Math.max(0, rating));
}

/**
 * Stars for a rating (clamped to 0..5): a half star when the fraction is 0.5 or more, so 4.49
 * shows four stars and 4.5 four and a half. The raw value decides, not the rounded label.
 */
export function ratingStars(rating: number | null | undefined): StarCounts {
  const r = clampRating(rating);
  const full = Math.floor(r);
  const half = r - full >= 0.5 ? 1 : 0;
  return { full, half, empty: RATING_MAX - full - half };
}

/** One decimal, as docs/product.md#catalogue-and-search shows ratings: 4 -> '4.0', 4.46 -> '4.5'. */
export function formatRating(rating: number | null | undefined): string {
  return clampRating(rating).toFixed(1);
}
