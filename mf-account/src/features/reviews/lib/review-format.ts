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

/** Pages of reviews for a total (at least 1, so an out-of-range page can be clamped). */
export function reviewPageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** Spec §8: the reviews error text. */
export function reviewsErrorMessage(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error ?? '');
  return `Error loading reviews: ${message || 'Unknown error'}`;
}
