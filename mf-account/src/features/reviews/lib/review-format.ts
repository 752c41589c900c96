import { reviewsLoadErrorMessage } from 'shared/contracts';

/** 'Based on 1 verified review' / 'Based on 8 verified reviews'. */
export function verifiedReviewsLabel(count: number): string {
  return `Based on ${count} verified ${count === 1 ? 'review' : 'reviews'}`;
}

/** The reviews error text (docs/product.md#reviews). */
export function reviewsErrorMessage(error: unknown): string {
  return reviewsLoadErrorMessage(error instanceof Error ? error.message : String(error ?? ''));
}
