import type { CategoryStructure, ProductListItem } from 'shared/contracts';
import { subcategoryPath } from '../../catalog';

/** One featured carousel of the home page: a subcategory and its 'Show All' target. */
export interface FeaturedGroup {
  key: string;
  category: string;
  subcategory: string;
  /** /{category}/{subcategory} */
  path: string;
}

/** Every subcategory, in the structure's order (categories, then their subcategories). */
export function featuredGroups(structure: CategoryStructure | undefined): FeaturedGroup[] {
  if (!structure) return [];
  return structure.categories.flatMap((category) =>
    category.subcategories.map((sub) => ({
      key: `${category.slug}/${sub.slug}`,
      category: category.name,
      subcategory: sub.name,
      path: subcategoryPath(category.name, sub.name),
    })),
  );
}

/** Fisher-Yates on a copy; `random` returns [0, 1) like Math.random (injectable for tests). */
export function shuffle<T>(items: readonly T[], random: () => number = Math.random): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * The loading overlay's products (docs/product.md#common-rules: up to `perGroup` per category,
 * shuffled): the first `perGroup` of each loaded category, without duplicates, in random order.
 * Categories that failed or have not answered are skipped.
 */
export function overlayProducts(
  groups: readonly (readonly ProductListItem[] | undefined)[],
  perGroup: number,
  random: () => number = Math.random,
): ProductListItem[] {
  const seen = new Set<string>();
  const picked: ProductListItem[] = [];
  for (const group of groups) {
    for (const product of group?.slice(0, perGroup) ?? []) {
      if (seen.has(product.product_id)) continue;
      seen.add(product.product_id);
      picked.push(product);
    }
  }
  return shuffle(picked, random);
}
