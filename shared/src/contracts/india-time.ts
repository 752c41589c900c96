/**
 * Dates as the shop shows them: en-IN, in India's time zone whatever the device's, so a shopper
 * abroad, the staff console and the server render the same day. The formatters are made on
 * first use: the first en-IN formatter of a page loads ICU's locale data (see indian-number.ts).
 */

let dateFormat: Intl.DateTimeFormat | undefined;
let dateTimeFormat: Intl.DateTimeFormat | undefined;

function readDate(value: string | null | undefined): Date | null {
  const date = value ? new Date(value) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
}

/** '5 Jan 2026'; '' for a missing or unreadable date. */
export function formatIndiaDate(value: string | null | undefined): string {
  const date = readDate(value);
  if (!date) return '';
  dateFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return dateFormat.format(date);
}

/** '27 Nov 2026, 3:45 pm'; '' for a missing or unreadable date. */
export function formatIndiaDateTime(value: string | null | undefined): string {
  const date = readDate(value);
  if (!date) return '';
  dateTimeFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Asia/Kolkata',
  });
  return dateTimeFormat.format(date);
}

/*
 * `<input type="datetime-local">` values ('2026-12-01T10:00') read and written in India's time
 * (UTC+05:30 all year, no daylight saving), whatever the device's time zone: a discount code's
 * window or a repair's estimate is the shop's time, not the laptop's.
 */
const INDIA_OFFSET_MS = 330 * 60_000;
const DATETIME_LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** '2026-12-01T10:00' (India) for '2026-12-01T04:30:00Z'; '' for a missing or unreadable instant. */
export function toIndiaLocalInput(value: unknown): string {
  const time = typeof value === 'string' && value ? Date.parse(value) : Number.NaN;
  if (Number.isNaN(time)) return '';
  return new Date(time + INDIA_OFFSET_MS).toISOString().slice(0, 16);
}

/**
 * The instant of a datetime-local value read in India's time: '2026-12-01T10:00' ->
 * '2026-12-01T04:30:00.000Z'; null when empty; undefined when it is no date and time.
 */
export function fromIndiaLocalInput(value: string): string | null | undefined {
  const text = value.trim();
  if (!text) return null;
  if (!DATETIME_LOCAL.test(text)) return undefined;
  const time = Date.parse(`${text}:00+05:30`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
