import { reviewsLoadErrorMessage } from 'shared/contracts';

let dateFormat: Intl.DateTimeFormat | undefined;

/** A review's date as shoppers in India write it: '14 Oct 2026' (en-IN, shown in IST). */
export function formatReviewDate(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return dateFormat.format(date);
}

/** 'Based on 1 verified review' / 'Based on 8 verified reviews'. */
export function verifiedReviewsLabel(count: number): string {
  return `Based on ${count} verified ${count === 1 ? 'review' : 'reviews'}`;
}

/** Spec §8: the reviews error text. */
export function reviewsErrorMessage(error: unknown): string {
  return reviewsLoadErrorMessage(error instanceof Error ? error.message : String(error ?? ''));
}
