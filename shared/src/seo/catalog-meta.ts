import type { CatalogCategory, CatalogLabel, CatalogSubcategory } from '../contracts/catalog';
import { categoryPath, labelPath, subcategoryPath } from './catalog-paths';
import type { PageMeta } from './page-meta';

/*
 * Head metadata of the catalogue's browse pages and the shop's public landing pages: pure
 * builders used by the pages in the browser and by the web server for the HTML it sends.
 */

/** /{category}: its name, its description (or its subcategories), the category canonical. */
export function categoryPageMeta(category: CatalogCategory): PageMeta {
  return {
    title: category.name,
    description:
      category.description ||
      `Shop ${category.name} in India: ${category.subcategories.map((s) => s.name).join(', ')}.`,
    canonicalPath: categoryPath(category.name),
  };
}

/**
 * /{category}/{subcategory}(?label=): `labelValues` are the ?label= values as typed, `labels`
 * what each names (null when unknown). A single known label is a page of its own (its canonical
 * keeps ?label=); other filters, sort and page are not.
 */
export function subcategoryPageMeta(
  category: CatalogCategory,
  subcategory: CatalogSubcategory,
  labelValues: readonly string[] = [],
  labels: readonly (CatalogLabel | null)[] = [],
): PageMeta {
  const label = labelValues.length > 0 ? labelValues.map((v, i) => labels[i]?.name ?? v).join(', ') : null;
  const singleLabel = labels.length === 1 ? labels[0] : null;
  const labelNames = subcategory.data.labels.map((l) => l.name).join(', ');
  return {
    title: label ? `${label} - ${subcategory.name}` : `${subcategory.name} - ${category.name}`,
    description: label
      ? `Shop ${label} ${subcategory.name} in India at the best prices.`
      : `Shop ${subcategory.name} in India${labelNames ? `: ${labelNames}` : ''}.`,
    canonicalPath: singleLabel
      ? labelPath(category.name, subcategory.name, singleLabel.name)
      : subcategoryPath(category.name, subcategory.name),
  };
}

export const HOME_PAGE_META = {
  title: 'Consoles, gaming PCs and PC parts',
  description:
    'Shop gaming consoles, gaming PCs, laptops and PC parts in India at discounted prices, with device repair, PS4/PS5 game loading and price-match discount requests.',
  canonicalPath: '/',
} as const satisfies PageMeta;

export const SUPPORT_PAGE_META = {
  title: 'Support',
  description: 'Contact GameGear support about an order, a discount request or a product.',
} as const satisfies PageMeta;

export const REPAIR_HOME_PAGE_META = {
  title: 'Repair Services',
  description:
    'Console, gaming PC and laptop repair with free pickup in the Mumbai region: free diagnostic, genuine parts, most repairs in 48-72 hours.',
} as const satisfies PageMeta;

export const GAME_LOAD_HOME_PAGE_META = {
  title: 'Game Load Service',
  description: 'Get games loaded onto your PS4 or PS5: doorstep pickup, secure installation, insured return.',
} as const satisfies PageMeta;

export const DISCOUNT_REQUEST_HOME_PAGE_META = {
  title: 'Product Discount Request',
  description: 'Found a PC part or laptop on Amazon.in or Flipkart.in? Ask us for a better price.',
} as const satisfies PageMeta;

/** The public landing pages by path (their canonical is the path itself). */
export const LANDING_PAGE_META: Readonly<Record<string, PageMeta>> = {
  '/support': SUPPORT_PAGE_META,
  '/repair-home': REPAIR_HOME_PAGE_META,
  '/game-load-service': GAME_LOAD_HOME_PAGE_META,
  '/product-discount-request': DISCOUNT_REQUEST_HOME_PAGE_META,
};

/** /search: its heading as the title; never indexed, one canonical whatever the query. */
export function searchPageTitle(term: string): string {
  const value = term.trim();
  return value.length >= 2 ? `Search results for “${value}”` : 'Search results';
}

export function searchPageMeta(term: string): PageMeta {
  const value = term.trim();
  return {
    title: searchPageTitle(value),
    description: value ? `Products matching “${value}” at GameGear India.` : undefined,
    canonicalPath: '/search',
    noindex: true,
  };
}
