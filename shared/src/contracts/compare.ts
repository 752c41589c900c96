/**
 * Compare (docs/product.md#catalogue-and-search): up to four products of one subcategory side by
 * side, chosen with 'Compare' on product cards and product pages, remembered in the browser while
 * the shopper browses and kept in the page's address (`/compare?ids=slug-a,slug-b`) so a
 * comparison can be shared. Pure rules, limits and texts; no zod, no DOM (the apps keep the list
 * in localStorage and read it through `parseStoredCompare`).
 */

/** At most this many products side by side. */
export const COMPARE_MAX_ITEMS = 4;

/** The compare page's path (route `compare` of remotes.ts). */
export const COMPARE_PATH = '/compare';

/** The query parameter holding the products' slugs, comma-separated, in column order. */
export const COMPARE_IDS_PARAM = 'ids';

/** Where the browser keeps the chosen products while the shopper browses. */
export const COMPARE_STORAGE_KEY = 'gamegear:compare';

/** A slug as the catalogue issues them (lower case, digits, hyphens); anything else names nothing. */
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** Longer than any catalogue slug: dropped rather than sent to the API. */
const SLUG_MAX_LENGTH = 200;

/** A product in the compare list: what the tray shows and the one-kind rule needs. */
export interface CompareItem {
  slug: string;
  name: string;
  /** The subcategory's display name ('Laptops'): one kind at a time. */
  subcategory: string;
  image?: string | null;
}

export const COMPARE_TEXT = {
  pageTitle: 'Compare products',
  pageDescription: 'Products of one kind side by side: prices, ratings and specifications.',
  /** The toggle's visible text; its accessible name adds the product on cards. */
  toggle: 'Compare',
  toggleOnPage: 'Add to compare',
  full: `You can compare up to ${COMPARE_MAX_ITEMS} products.`,
  added: 'Added to compare',
  removed: 'Removed from compare',
  emptyTitle: 'No products to compare',
  emptyMessage:
    'Choose Compare on up to 4 products of one kind (two laptops, say) and they appear here side by side.',
  oneProductHint: 'Add another product of the same kind to see the differences.',
  showOnlyDifferences: 'Show only differences',
  noDifferences: 'These products have the same specifications.',
  missingValue: '—',
  differs: 'differs',
  clear: 'Clear',
  trayLabel: 'Compare list',
  loadError: 'The products could not be loaded for comparison.',
  /** A link that named more than the limit keeps its first products. */
  tooMany: `Only the first ${COMPARE_MAX_ITEMS} products of the link are compared.`,
} as const;

/** Adding a product of another subcategory than the list's. */
export function otherKindMessage(listSubcategory: string, wantedSubcategory: string): string {
  return `You can compare products of one kind at a time. Your list has ${listSubcategory}. Clear it to compare ${wantedSubcategory}.`;
}

/** `Compare (n)`: the tray's link to the compare page. */
export function compareLinkText(count: number): string {
  return `Compare (${count})`;
}

/** Unknown, inactive or out-of-place products of a shared link, left out with a note. */
export function droppedNote(count: number, reason: 'unavailable' | 'other-kind'): string {
  const products = count === 1 ? '1 product' : `${count} products`;
  return reason === 'unavailable'
    ? `${products} in this link could not be found or ${count === 1 ? 'is' : 'are'} no longer sold, so ${count === 1 ? 'it was' : 'they were'} left out.`
    : `${products} of another kind ${count === 1 ? 'was' : 'were'} left out: only products of one kind are compared.`;
}

/** Subcategories compare by name, case and spacing aside ('laptops' is 'Laptops'). */
export function sameKind(a: string, b: string): boolean {
  return a.trim().toLowerCase() === b.trim().toLowerCase();
}

export type CompareAddResult =
  | { ok: true; items: CompareItem[] }
  | { ok: false; reason: 'full' | 'other-kind'; message: string };

/**
 * The list with `item` added at its end. Refused: a product of another subcategory than the
 * list's, or a fifth product. A product already held leaves the list as it is.
 */
export function addToCompare(items: readonly CompareItem[], item: CompareItem): CompareAddResult {
  if (items.some((i) => i.slug === item.slug)) return { ok: true, items: [...items] };
  const first = items[0];
  if (first && !sameKind(first.subcategory, item.subcategory))
    return {
      ok: false,
      reason: 'other-kind',
      message: otherKindMessage(first.subcategory, item.subcategory),
    };
  if (items.length >= COMPARE_MAX_ITEMS) return { ok: false, reason: 'full', message: COMPARE_TEXT.full };
  return { ok: true, items: [...items, item] };
}

export function removeFromCompare(items: readonly CompareItem[], slug: string): CompareItem[] {
  return items.filter((i) => i.slug !== slug);
}

/** A slug as stored and sent: trimmed, lower case (as `normaliseProductSlug`). */
function normalise(slug: string): string {
  return slug.trim().toLowerCase();
}

export function isCompareSlug(value: string): boolean {
  return value.length <= SLUG_MAX_LENGTH && SLUG.test(value);
}

export interface ParsedCompareIds {
  /** The slugs to compare, in the link's order: normalised, valid, without repeats, at most 4. */
  slugs: string[];
  /** Entries that cannot be slugs (left out like an unknown product). */
  invalid: number;
  /** Valid slugs beyond the limit (left out with `COMPARE_TEXT.tooMany`). */
  overflow: number;
}

/** The `ids` parameter's value (null when absent) read into the slugs to compare. */
export function parseCompareIds(value: string | null | undefined): ParsedCompareIds {
  const seen = new Set<string>();
  let invalid = 0;
  for (const raw of (value ?? '').split(',')) {
    const slug = normalise(raw);
    if (!slug) continue;
    if (!isCompareSlug(slug)) invalid++;
    else seen.add(slug);
  }
  const all = [...seen];
  return {
    slugs: all.slice(0, COMPARE_MAX_ITEMS),
    invalid,
    overflow: Math.max(0, all.length - COMPARE_MAX_ITEMS),
  };
}

/** The compare page's address for `slugs`, in column order (commas kept readable). */
export function compareHref(slugs: readonly string[]): string {
  if (slugs.length === 0) return COMPARE_PATH;
  return `${COMPARE_PATH}?${COMPARE_IDS_PARAM}=${slugs.map((s) => encodeURIComponent(s)).join(',')}`;
}

/**
 * The stored list (`JSON.parse` of COMPARE_STORAGE_KEY's value, or anything else a stale or
 * hand-edited storage holds) as a valid compare list: well-formed items only, no repeats, one
 * subcategory (the first item's), at most 4.
 */
export function parseStoredCompare(value: unknown): CompareItem[] {
  if (!Array.isArray(value)) return [];
  let items: CompareItem[] = [];
  for (const entry of value) {
    if (typeof entry !== 'object' || entry === null) continue;
    const { slug, name, subcategory, image } = entry as Record<string, unknown>;
    if (typeof slug !== 'string' || typeof name !== 'string' || typeof subcategory !== 'string') continue;
    const item: CompareItem = {
      slug: normalise(slug),
      name,
      subcategory,
      image: typeof image === 'string' ? image : null,
    };
    if (!isCompareSlug(item.slug) || !subcategory.trim()) continue;
    const added = addToCompare(items, item);
    if (added.ok) items = added.items;
  }
  return items;
}
