import { BADGE, ID_DISPLAY } from '../constants/spec';

export const ELLIPSIS = '…';

/**
 * Cuts `text` to at most `max` characters INCLUDING the trailing '…', so the result always fits
 * the limit (a 160-character meta description stays 160). Counts code points, so an emoji is
 * never split in half; whitespace before the ellipsis is dropped.
 */
export function truncate(text: string | null | undefined, max: number): string {
  const value = text ?? '';
  const limit = Math.floor(max);
  if (!(limit > 0)) return '';
  const chars = Array.from(value);
  if (chars.length <= limit) return value;
  if (limit === 1) return ELLIPSIS;
  return (
    chars
      .slice(0, limit - 1)
      .join('')
      .trimEnd() + ELLIPSIS
  );
}

/** First `n` characters of an id (8 in lists, up to 36 in details: docs/product.md#common-rules). */
export function shortId(id: string | null | undefined, n: number = ID_DISPLAY.short): string {
  return (id ?? '').slice(0, Math.max(0, n));
}

/** Counts read 'item(s)' regardless of the number (docs/product.md): pluralize(3, 'item') -> '3 item(s)'. */
export function pluralize(count: number, noun: string): string {
  return `${count} ${noun}(s)`;
}

/** The header cart button's tooltip, verbatim from docs/product.md#layout-and-home-page. */
export function cartTooltip(n: number): string {
  return `View Cart (${pluralize(n, 'item')})`;
}

/** Badge text: counts above 9 show as '9+'. Non-positive counts give '' (no badge). */
export function capBadge(n: number, max: number = BADGE.max): string {
  if (!Number.isFinite(n) || n <= 0) return '';
  return n > max ? `${max}+` : String(Math.floor(n));
}
