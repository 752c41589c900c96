/**
 * The search box's choosable options and where each one leads. Kept free of data fetching and
 * UI so the eager part of the box (input + keyboard) can use it without the results' code.
 */

export type SearchOption =
  | { kind: 'did-you-mean'; id: string; term: string }
  | { kind: 'product'; id: string; slug: string; name: string }
  | { kind: 'suggestion'; id: string; term: string };

/** /search?q=<url-encoded trimmed term> (docs/product.md#catalogue-and-search). */
export function searchPath(term: string): string {
  return `/search?q=${encodeURIComponent(term.trim())}`;
}

/** /product/{slug}. */
export function productPath(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}

/** What an option stands for, independent of its position in the list. */
export function optionKey(option: SearchOption): string {
  return option.kind === 'product' ? `product:${option.slug}` : `${option.kind}:${option.term}`;
}

export function optionPath(option: SearchOption): string {
  return option.kind === 'product' ? productPath(option.slug) : searchPath(option.term);
}

/**
 * Arrow-key movement through the options: -1 is the input itself. Down from the last option and
 * Up from the first return to the input, so the text can be edited again without Escape.
 */
export function nextActiveIndex(current: number, count: number, key: 'ArrowDown' | 'ArrowUp'): number {
  if (count === 0) return -1;
  if (key === 'ArrowDown') return current >= count - 1 ? -1 : current + 1;
  if (current === -1) return count - 1;
  return current - 1;
}
