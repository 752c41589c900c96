import { describe, expect, it } from 'vitest';
import { formatReviewDate, reviewsErrorMessage, verifiedReviewsLabel } from './review-format';

describe('review formatting', () => {
  it('writes dates en-IN in Indian time', () => {
    expect(formatReviewDate('2026-10-14T04:30:00+00:00')).toBe('14 Oct 2026');
    // 20:00 UTC is already the next day in India.
    expect(formatReviewDate('2026-10-14T20:00:00Z')).toBe('15 Oct 2026');
    expect(formatReviewDate('not a date')).toBe('');
  });

  it('words the summary and the error as the spec does', () => {
    expect(verifiedReviewsLabel(1)).toBe('Based on 1 verified review');
    expect(verifiedReviewsLabel(8)).toBe('Based on 8 verified reviews');
    expect(reviewsErrorMessage(new Error('timeout'))).toBe('Error loading reviews: timeout');
  });
});
