import { describe, expect, it } from 'vitest';
import { reviewsErrorMessage, verifiedReviewsLabel } from './review-format';

describe('review formatting', () => {
  it('words the summary and the error as docs/product.md does', () => {
    expect(verifiedReviewsLabel(1)).toBe('Based on 1 verified review');
    expect(verifiedReviewsLabel(8)).toBe('Based on 8 verified reviews');
    expect(reviewsErrorMessage(new Error('timeout'))).toBe('Error loading reviews: timeout');
  });
});
