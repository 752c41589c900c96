/**
 * Display numbers: what people read and type for an order or request ('GG-26-7K3M9Q',
 * 'RP-26-…', 'GL-26-…', 'PM-26-…', 'RT-26-…'). The database gives every row one that never
 * changes (private.assign_display_number, supabase/schemas/00_roles_and_extensions.sql); the
 * uuids stay internal (routes and links may still carry them).
 */

/** Two letters, the two-digit year (India time), six characters of Crockford's base 32. */
export const DISPLAY_NUMBER_PATTERN = /^[A-Z]{2}-\d{2}-[0-9A-HJKMNP-TV-Z]{6}$/;

/** The prefixes of the kinds of rows that have one. */
export const DISPLAY_NUMBER_PREFIXES = {
  order: 'GG',
  repair: 'RP',
  gameLoad: 'GL',
  discount: 'PM',
  return: 'RT',
} as const;

/**
 * A display number as typed ('gg-26-7k3m9q ', '#GG-26-7K3M9Q'): trimmed, without the leading '#',
 * upper-cased; null when it is not one (as private.display_number_of).
 */
export function readDisplayNumber(text: string | null | undefined): string | null {
  const value = (text ?? '').trim().replace(/^#+/, '').toUpperCase();
  return DISPLAY_NUMBER_PATTERN.test(value) ? value : null;
}

/**
 * How a row is named to people (without the '#'): its display number, else (a row read before the
 * column existed) the first 8 characters of its id.
 */
export function itemNumber(row: { id: string; display_number?: string | null }): string {
  return row.display_number || row.id.slice(0, 8);
}
