/** Months in India (UTC+05:30 all year), as `staff_gst_summary` counts them. */
const INDIA_OFFSET_MS = 330 * 60_000;
const MONTH = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The month in India at `at` (default now), as 'YYYY-MM'. */
export function indiaMonth(at: Date = new Date()): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 7);
}

/** A month written 'YYYY-MM' (what `<input type="month">` gives). */
export const isMonth = (value: string | null | undefined): value is string =>
  typeof value === 'string' && MONTH.test(value) && value >= '2000-01';

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'November 2026' for '2026-11'. */
export function formatMonth(month: string): string {
  const [year = '', number = '1'] = month.split('-');
  return `${MONTH_NAMES[Number(number) - 1] ?? ''} ${year}`.trim();
}
