import type { StaffProductRow } from 'shared/contracts';

/** A product's conditions (as `products_condition_valid` lists them). */
export const PRODUCT_CONDITIONS = ['new', 'refurbished', 'pre-owned'] as const;

export type ProductCondition = (typeof PRODUCT_CONDITIONS)[number];
export type StockFilter = '' | 'out' | 'low';
export type ActiveFilter = '' | 'active' | 'inactive';

/** The list shown: what `/staff/products?q=…&category=…&subcategory=…&condition=…&stock=…&active=…&page=…` says. */
export interface ProductListQuery {
  /** Trimmed; '' for none. */
  search: string;
  categoryId: number | null;
  /** Only with a category. */
  subcategoryId: number | null;
  condition: ProductCondition | '';
  stock: StockFilter;
  active: ActiveFilter;
  /** 1-based. */
  page: number;
}

const positiveInt = (raw: string | null): number | null => {
  if (!raw || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const n = Number(raw);
  return n <= 2_147_483_647 ? n : null;
};

/** Reads the address's query; unknown values fall back to 'all'. */
export function readProductListQuery(params: URLSearchParams): ProductListQuery {
  const categoryId = positiveInt(params.get('category'));
  const rawCondition = params.get('condition') ?? '';
  const rawStock = params.get('stock') ?? '';
  const rawActive = params.get('active') ?? '';
  return {
    search: (params.get('q') ?? '').trim(),
    categoryId,
    subcategoryId: categoryId === null ? null : positiveInt(params.get('subcategory')),
    condition: (PRODUCT_CONDITIONS as readonly string[]).includes(rawCondition)
      ? (rawCondition as ProductCondition)
      : '',
    stock: rawStock === 'out' || rawStock === 'low' ? rawStock : '',
    active: rawActive === 'active' || rawActive === 'inactive' ? rawActive : '',
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** Whether any filter narrows the list (for the empty state's wording). */
export const isFiltered = (q: ProductListQuery): boolean =>
  Boolean(q.search || q.categoryId || q.condition || q.stock || q.active);

export const CONDITION_LABELS: Record<ProductCondition, string> = {
  new: 'New',
  refurbished: 'Refurbished',
  'pre-owned': 'Pre-owned',
};

/** 'out' with none left, 'low' from 1 to the product's low-stock level (as the database counts). */
export function stockLevel(
  row: Pick<StaffProductRow, 'stock_units' | 'low_stock_threshold'>,
): 'out' | 'low' | 'ok' {
  if (row.stock_units <= 0) return 'out';
  if (row.stock_units <= row.low_stock_threshold) return 'low';
  return 'ok';
}

/** Where the console edits products. */
export const PRODUCTS_BASE = '/staff/products';
export const NEW_PRODUCT_PATH = `${PRODUCTS_BASE}/new`;
export const productEditPath = (id: string): string => `${PRODUCTS_BASE}/${encodeURIComponent(id)}`;
