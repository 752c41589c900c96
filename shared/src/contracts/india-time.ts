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
