import { formatIndiaDate } from 'shared/contracts';

/**
 * Days and times in India (UTC+05:30 all year: no daylight saving), as `staff_list_payments`
 * counts its days, whatever the device's time zone.
 */
const INDIA_OFFSET_MS = 330 * 60_000;
const INDIA_OFFSET = '+05:30';
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The day in India at `at` (default now), as 'YYYY-MM-DD'. */
export function indiaDay(at: Date = new Date()): string {
  return new Date(at.getTime() + INDIA_OFFSET_MS).toISOString().slice(0, 10);
}

/** A real calendar day written 'YYYY-MM-DD' (not '2026-02-30'). */
export function isDay(value: string | null | undefined): value is string {
  const match = value ? DAY.exec(value) : null;
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** The day `days` after `day` (before it when negative): '2026-11-30' + 1 = '2026-12-01'. */
export function shiftDay(day: string, days: number): string {
  const [y = 0, m = 1, d = 1] = day.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** '28 Nov 2026' for '2026-11-28'. */
export const formatDay = (day: string): string => formatIndiaDate(`${day}T12:00:00${INDIA_OFFSET}`);

/**
 * An ISO time written in India's time: '2026-11-28T15:30:05+05:30' for '2026-11-28T10:00:05Z'
 * (to the second); '' for an unreadable time.
 */
export function indiaIsoTime(value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  return `${new Date(time + INDIA_OFFSET_MS).toISOString().slice(0, 19)}${INDIA_OFFSET}`;
}

let timeFormat: Intl.DateTimeFormat | undefined;
/** '3:45 pm' in India's time; '' for an unreadable time. */
export function formatIndiaTime(value: string): string {
  const time = Date.parse(value);
  if (Number.isNaN(time)) return '';
  timeFormat ??= new Intl.DateTimeFormat('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  return timeFormat.format(time);
}
