import { COMPARE_TEXT, type ProductDetails, sameKind } from 'shared/contracts';
import { formatSpecValue } from '../../product';

/** One specification across the compared products: a value per column, '—' where one has none. */
export interface CompareRow {
  key: string;
  label: string;
  values: string[];
  /** The columns do not all say the same (a missing value differs from any value). */
  differs: boolean;
}

export interface CompareGroup {
  name: string;
  rows: CompareRow[];
}

const OTHER_GROUP = 'Other';

/** Whether the columns' values differ; one column differs from nothing. */
export function valuesDiffer(values: readonly unknown[]): boolean {
  return values.length > 1 && new Set(values).size > 1;
}

/**
 * The specification rows of the compare table, from each product's `o_specifications` (the
 * product page's spec definitions: display names, groups, units, display order). Every key any
 * product has is a row, in the order the products list them (the first product's order, then
 * keys only later products have); rows are grouped by spec group in order of first appearance.
 * Values are formatted as on the product page; a spec no product states is left out.
 */
export function compareSpecifications(products: readonly ProductDetails[]): CompareGroup[] {
  const rows = new Map<string, { label: string; group: string; unit: string | null }>();
  for (const product of products)
    for (const spec of product.o_specifications ?? [])
      if (!rows.has(spec.key))
        rows.set(spec.key, {
          label: spec.displayName,
          group: spec.group?.trim() || OTHER_GROUP,
          unit: spec.unit,
        });

  const valuesByProduct = products.map(
    (product) => new Map((product.o_specifications ?? []).map((spec) => [spec.key, spec] as const)),
  );
  const groups = new Map<string, CompareRow[]>();
  for (const [key, { label, group, unit }] of rows) {
    const values = valuesByProduct.map((specs) => {
      const spec = specs.get(key);
      return (spec && formatSpecValue(spec.value, spec.unit ?? unit)) || COMPARE_TEXT.missingValue;
    });
    if (values.every((v) => v === COMPARE_TEXT.missingValue)) continue;
    let list = groups.get(group);
    if (!list) {
      list = [];
      groups.set(group, list);
    }
    list.push({ key, label, values, differs: valuesDiffer(values) });
  }
  return Array.from(groups, ([name, list]) => ({ name, rows: list }));
}

/** Only the rows that differ; groups left empty are dropped. */
export function onlyDifferences(groups: readonly CompareGroup[]): CompareGroup[] {
  return groups
    .map((group) => ({ ...group, rows: group.rows.filter((row) => row.differs) }))
    .filter((group) => group.rows.length > 0);
}

export interface ComparedProducts {
  /** The products to show, in the link's order: found, of the first one's subcategory. */
  products: ProductDetails[];
  /** Slugs of the link that name no active product (or cannot be slugs). */
  unavailable: number;
  /** Products of another subcategory than the first one's. */
  otherKind: number;
}

/**
 * The link's lookups (null: no active product has that slug) as the columns to compare: the
 * first product found sets the kind, products of another kind are left out (a hand-made link).
 */
export function comparedProducts(found: readonly (ProductDetails | null)[], invalid = 0): ComparedProducts {
  const present = found.filter((p): p is ProductDetails => p !== null);
  const kind = present[0]?.o_subcategory_name;
  const products = kind === undefined ? [] : present.filter((p) => sameKind(p.o_subcategory_name, kind));
  return {
    products,
    unavailable: found.length - present.length + invalid,
    otherKind: present.length - products.length,
  };
}
