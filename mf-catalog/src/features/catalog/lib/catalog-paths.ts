import {
  type CatalogCategory,
  type CatalogLabel,
  type CatalogSubcategory,
  type CategoryStructure,
  namesCatalogItem as matches,
} from 'shared/contracts';

/** URLs of the catalogue pages: shared with the web server (server-written head, sitemap). */
export { categoryPath, labelPath, subcategoryPath } from 'shared/seo';

/** The category a URL segment names (name or slug, any case), or null. */
export function findCategory(
  structure: CategoryStructure | undefined,
  value: string | undefined,
): CatalogCategory | null {
  if (!structure || !value) return null;
  return structure.categories.find((c) => matches(value, c)) ?? null;
}

/** The subcategory of `category` a URL segment names, or null. */
export function findSubcategory(
  category: CatalogCategory | null,
  value: string | undefined,
): CatalogSubcategory | null {
  if (!category || !value) return null;
  return category.subcategories.find((s) => matches(value, s)) ?? null;
}

/** The label of `subcategory` a ?label= value names, or null (label slugs repeat across subcategories). */
export function findLabel(
  subcategory: CatalogSubcategory | null,
  value: string | null | undefined,
): CatalogLabel | null {
  if (!subcategory || !value) return null;
  return subcategory.data.labels.find((l) => matches(value, l)) ?? null;
}

export interface CatalogLocation {
  category: CatalogCategory | null;
  subcategory: CatalogSubcategory | null;
  label: CatalogLabel | null;
}

/** Resolves the route's segments against the structure in one go. */
export function resolveCatalogLocation(
  structure: CategoryStructure | undefined,
  params: { category?: string; subcategory?: string; label?: string | null },
): CatalogLocation {
  const category = findCategory(structure, params.category);
  const subcategory = findSubcategory(category, params.subcategory);
  const label = findLabel(subcategory, params.label);
  return { category, subcategory, label };
}
