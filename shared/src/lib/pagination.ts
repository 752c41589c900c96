import { PAGINATION_MAX_LINKS } from '../constants/spec';

/**
 * The page numbers a pagination control shows: at most `maxLinks`, the current page centred
 * when possible, the window shifted (not shrunk) at either end. `page` is clamped to 1..total.
 */
export function paginationWindow(
  page: number,
  totalPages: number,
  maxLinks = PAGINATION_MAX_LINKS,
): number[] {
  const total = Math.max(0, Math.floor(totalPages));
  const links = Math.max(1, Math.floor(maxLinks));
  if (total === 0) return [];
  const current = Math.min(Math.max(1, Math.floor(page) || 1), total);
  const count = Math.min(links, total);
  let start = current - Math.floor((count - 1) / 2);
  start = Math.max(1, Math.min(start, total - count + 1));
  return Array.from({ length: count }, (_, i) => start + i);
}

/** Pages of a list of `total` items (at least 1, so a page can always be clamped to it). */
export const pageCount = (total: number, pageSize: number): number =>
  Math.max(1, Math.ceil(Math.max(0, total) / pageSize));

/** The items of one page, 1-based. */
export function pageOf<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (page - 1) * pageSize;
  return items.slice(start, start + pageSize);
}
