import type { CatalogCategory, CatalogLabel, CatalogSubcategory } from 'shared/contracts';
import type { BreadcrumbItem } from 'shared/kit';
import type { ProductFilters } from '../../catalog';
import { categoryPath, labelPath, subcategoryPath } from '../../catalog';

/**
 * One row of a category or subcategory page without filters (docs/product.md#catalogue-and-search):
 * up to 10 products, a heading with the group's size and a 'Show All' link.
 */
export interface BrowseGroup {
  key: string;
  title: string;
  /** What get_products_list and count_products are asked for (display names; the RPCs also take slugs). */
  filters: ProductFilters;
  showAllTo: string;
}

/** A category page: one group per subcategory, linking to /{category}/{subcategory}. */
export function categoryGroups(category: CatalogCategory): BrowseGroup[] {
  return category.subcategories.map((sub) => ({
    key: sub.slug,
    title: sub.name,
    filters: { category: category.name, subcategory: sub.name },
    showAllTo: subcategoryPath(category.name, sub.name),
  }));
}

/**
 * A subcategory page: one group per label, linking to /{category}/{subcategory}?label={label}.
 * The RPCs cannot select products without a label, so such products appear only in the
 * subcategory's filtered grid (a subcategory without labels shows that grid directly).
 */
export function subcategoryGroups(category: CatalogCategory, sub: CatalogSubcategory): BrowseGroup[] {
  return sub.data.labels.map((label) => ({
    // Label slugs repeat across subcategories ('action' in PS5 and PS4 games).
    key: `${sub.slug}/${label.slug}`,
    title: label.name,
    filters: { category: category.name, subcategory: sub.name, label: label.name },
    showAllTo: labelPath(category.name, sub.name, label.name),
  }));
}

/** What a subcategory's label rows can show at most: its products with any of its labels. */
export function labelledProducts(category: CatalogCategory, sub: CatalogSubcategory): ProductFilters {
  // The RPCs take a comma list of label names or slugs.
  const label = sub.data.labels.map((l) => l.slug).join(',');
  return { category: category.name, subcategory: sub.name, label };
}

/** The label(s) of a ?label= value (a comma list is allowed), by name where known. */
export function labelTitle(values: readonly string[], known: readonly (CatalogLabel | null)[]): string {
  return values.map((value, i) => known[i]?.name ?? value).join(', ');
}

/** Breadcrumbs: Home, category, subcategory, label; the last is plain text (the component's rule). */
export function browseBreadcrumbs(
  category: CatalogCategory,
  sub?: CatalogSubcategory | null,
  label?: string | null,
): BreadcrumbItem[] {
  const items: BreadcrumbItem[] = [
    { label: 'Home', to: '/' },
    { label: category.name, to: categoryPath(category.name) },
  ];
  if (sub) items.push({ label: sub.name, to: subcategoryPath(category.name, sub.name) });
  if (sub && label) items.push({ label });
  return items;
}
