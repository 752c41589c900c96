/**
 * datetime-local values read and written in India's time (UTC+05:30 all year, no daylight
 * saving), whatever the device's time zone: a code's window is the shop's, not the laptop's.
 */
const INDIA_OFFSET_MS = 330 * 60_000;
const LOCAL = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

/** '2026-12-01T10:00' (India) for '2026-12-01T04:30:00Z'; '' when there is none. */
export function toIndiaLocalInput(value: string | null | undefined): string {
  const time = value ? Date.parse(value) : Number.NaN;
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
  if (!LOCAL.test(text)) return undefined;
  const time = Date.parse(`${text}:00+05:30`);
  return Number.isNaN(time) ? undefined : new Date(time).toISOString();
}
