import { PRODUCT_ADMIN_MESSAGES, type StaffProductInput, staffProductInputSchema } from 'shared/contracts';
import type { ProductDetail } from '../api/products';
import type { ProductCondition } from './product-query';

/** The kinds of a specification value (the column holds text, numbers, yes/no or lists of text). */
export type SpecKind = 'text' | 'number' | 'boolean' | 'list';

export interface SpecRow {
  /** Stable key for React (rows are added and removed). */
  key: number;
  name: string;
  kind: SpecKind;
  value: string;
}

/** The form's fields, in its order (the first invalid one gets the focus). */
export const PRODUCT_FIELDS = [
  'name',
  'slug',
  'brand',
  'condition',
  'description',
  'category_id',
  'subcategory_id',
  'label_id',
  'price',
  'discount_price',
  'stock_units',
  'low_stock_threshold',
  'technical_specification',
  'search_keywords',
  'hsn_code',
  'gst_rate',
  'warranty_months',
  'return_window_days',
  'replacement_window_days',
  'country_of_origin',
  'is_active',
  'is_bestseller',
] as const;
export type ProductField = (typeof PRODUCT_FIELDS)[number];

export interface ProductFormValues {
  name: string;
  slug: string;
  brand: string;
  condition: ProductCondition;
  description: string;
  category_id: string;
  subcategory_id: string;
  label_id: string;
  price: string;
  discount_price: string;
  stock_units: string;
  low_stock_threshold: string;
  spec: SpecRow[];
  /** Comma-separated. */
  search_keywords: string;
  hsn_code: string;
  /** '' for the category's. */
  gst_rate: string;
  warranty_months: string;
  return_window_days: string;
  replacement_window_days: string;
  country_of_origin: string;
  is_active: boolean;
  is_bestseller: boolean;
}

export type ProductFormErrors = Partial<Record<ProductField, string>>;

/** The form's own messages (rules the schema states without a message of its own). */
export const PRODUCT_FORM_MESSAGES = {
  brand: 'Brand must be at most 60 characters.',
  keywords: 'At most 20 search keywords.',
  specName: 'Give every specification row a name.',
  specDuplicate: 'Each specification name can be used once.',
  specNumber: 'A number specification needs a number, such as 16 or 2.5.',
  specBoolean: 'A yes/no specification needs yes or no.',
} as const;

let nextSpecKey = 1;
export const newSpecRow = (name = '', kind: SpecKind = 'text', value = ''): SpecRow => ({
  key: nextSpecKey++,
  name,
  kind,
  value,
});

function specRows(spec: ProductDetail['technical_specification']): SpecRow[] {
  return Object.entries(spec ?? {}).map(([name, value]) =>
    Array.isArray(value)
      ? newSpecRow(name, 'list', value.join(', '))
      : typeof value === 'number'
        ? newSpecRow(name, 'number', String(value))
        : typeof value === 'boolean'
          ? newSpecRow(name, 'boolean', value ? 'yes' : 'no')
          : newSpecRow(name, 'text', value),
  );
}

/** A new product's starting values (the database's defaults). */
export function emptyProductValues(): ProductFormValues {
  return {
    name: '',
    slug: '',
    brand: '',
    condition: 'new',
    description: '',
    category_id: '',
    subcategory_id: '',
    label_id: '',
    price: '',
    discount_price: '',
    stock_units: '0',
    low_stock_threshold: '3',
    spec: [],
    search_keywords: '',
    hsn_code: '',
    gst_rate: '',
    warranty_months: '12',
    return_window_days: '7',
    replacement_window_days: '7',
    country_of_origin: 'India',
    is_active: true,
    is_bestseller: false,
  };
}

/** A saved product's values. */
export function productFormValues(p: ProductDetail): ProductFormValues {
  const condition = (['new', 'refurbished', 'pre-owned'] as const).find((c) => c === p.condition) ?? 'new';
  return {
    name: p.name,
    slug: p.slug,
    brand: p.brand ?? '',
    condition,
    description: p.description ?? '',
    category_id: String(p.category_id),
    subcategory_id: String(p.subcategory_id),
    label_id: p.label_id === null ? '' : String(p.label_id),
    price: String(Number(p.price)),
    discount_price: String(Number(p.discount_price)),
    stock_units: String(p.stock_units),
    low_stock_threshold: String(p.low_stock_threshold),
    spec: specRows(p.technical_specification),
    search_keywords: (p.search_keywords ?? []).join(', '),
    hsn_code: p.hsn_code ?? '',
    gst_rate: p.gst_rate === null ? '' : String(Number(p.gst_rate)),
    warranty_months: String(p.warranty_months),
    return_window_days: String(p.return_window_days),
    replacement_window_days: String(p.replacement_window_days ?? 7),
    country_of_origin: p.country_of_origin ?? '',
    is_active: p.is_active,
    is_bestseller: p.is_bestseller,
  };
}

/** A slug suggested from a name: 'PlayStation 5 Slim (1 TB)' -> 'playstation-5-slim-1-tb'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 160)
    .replace(/-+$/, '');
}

/** Text as a number; empty or unreadable text is NaN (the schema's message then says why). */
const num = (text: string): number => {
  const t = text.trim().replace(/,/g, '');
  return t === '' || !/^-?[0-9]*\.?[0-9]+$/.test(t) ? Number.NaN : Number(t);
};

/** Comma-separated keywords, trimmed, empty ones dropped. */
export const readKeywords = (text: string): string[] =>
  text
    .split(',')
    .map((k) => k.trim())
    .filter(Boolean);

type SpecValue = StaffProductInput['technical_specification'][string];

function readSpec(
  rows: SpecRow[],
): { ok: true; spec: Record<string, SpecValue> } | { ok: false; message: string } {
  const spec: Record<string, SpecValue> = {};
  for (const row of rows) {
    const name = row.name.trim();
    if (!name && !row.value.trim()) continue;
    if (!name) return { ok: false, message: PRODUCT_FORM_MESSAGES.specName };
    if (Object.hasOwn(spec, name)) return { ok: false, message: PRODUCT_FORM_MESSAGES.specDuplicate };
    const value = row.value.trim();
    if (row.kind === 'number') {
      const n = num(value);
      if (!Number.isFinite(n)) return { ok: false, message: PRODUCT_FORM_MESSAGES.specNumber };
      spec[name] = n;
    } else if (row.kind === 'boolean') {
      const v = value.toLowerCase();
      if (v !== 'yes' && v !== 'no') return { ok: false, message: PRODUCT_FORM_MESSAGES.specBoolean };
      spec[name] = v === 'yes';
    } else if (row.kind === 'list') {
      spec[name] = readKeywords(value);
    } else {
      spec[name] = value;
    }
  }
  return { ok: true, spec };
}

export type ProductFormRead =
  | { ok: true; input: StaffProductInput }
  | { ok: false; errors: ProductFormErrors };

/**
 * Checks the form as `staff_upsert_product` checks the product: the input to send, or each
 * field's first message. `productId` null: a new product with its opening stock; an edit sends
 * its id and its slug unchanged, and no stock (stock changes go through the stock panel).
 */
export function readProductForm(values: ProductFormValues, productId: string | null): ProductFormRead {
  const errors: ProductFormErrors = {};
  const spec = readSpec(values.spec);
  if (!spec.ok) errors.technical_specification = spec.message;
  const keywords = readKeywords(values.search_keywords);
  if (keywords.length > 20) errors.search_keywords = PRODUCT_FORM_MESSAGES.keywords;
  const brand = values.brand.trim();
  if (brand.length > 60) errors.brand = PRODUCT_FORM_MESSAGES.brand;

  const input: Record<string, unknown> = {
    name: values.name.trim(),
    slug: values.slug.trim(),
    description: values.description,
    brand: brand || null,
    condition: values.condition,
    price: num(values.price),
    discount_price: num(values.discount_price),
    category_id: num(values.category_id),
    subcategory_id: num(values.subcategory_id),
    label_id: values.label_id ? num(values.label_id) : null,
    technical_specification: spec.ok ? spec.spec : {},
    search_keywords: keywords.slice(0, 20),
    is_bestseller: values.is_bestseller,
    is_active: values.is_active,
    country_of_origin: values.country_of_origin.trim(),
    warranty_months: num(values.warranty_months),
    return_window_days: num(values.return_window_days),
    replacement_window_days: num(values.replacement_window_days),
    hsn_code: values.hsn_code.trim() || null,
    gst_rate: values.gst_rate === '' ? null : num(values.gst_rate),
    low_stock_threshold: num(values.low_stock_threshold),
  };
  if (productId) input.product_id = productId;
  else input.stock_units = num(values.stock_units);

  const result = staffProductInputSchema.safeParse(input);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const field = issue.path[0] as ProductField | undefined;
      if (field && (PRODUCT_FIELDS as readonly string[]).includes(field) && !errors[field]) {
        errors[field] = issue.message;
      }
    }
    // The schema compares the prices only once every field is valid: say it at once.
    const price = input.price as number;
    const selling = input.discount_price as number;
    if (!errors.discount_price && Number.isFinite(price) && Number.isFinite(selling) && selling > price) {
      errors.discount_price = PRODUCT_ADMIN_MESSAGES.discountPrice;
    }
    // A category without a subcategory: the message goes under the subcategory.
    if (!errors.subcategory_id && errors.category_id) errors.subcategory_id = PRODUCT_ADMIN_MESSAGES.category;
  }
  if (!result.success && Object.keys(errors).length === 0) {
    errors.name = result.error.issues[0]?.message ?? PRODUCT_ADMIN_MESSAGES.name;
  }
  if (!result.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, input: result.data };
}

/** The first invalid field in the form's order, or null. */
export const firstInvalidProductField = (errors: ProductFormErrors): ProductField | null =>
  PRODUCT_FIELDS.find((field) => errors[field]) ?? null;

/** The database's messages that belong to one field: shown under it as well. */
export function fieldOfServerMessage(message: string): ProductField | null {
  const m = PRODUCT_ADMIN_MESSAGES;
  const map: [string, ProductField][] = [
    [m.name, 'name'],
    [m.slug, 'slug'],
    [m.slugTaken, 'slug'],
    [m.slugFixed, 'slug'],
    [m.price, 'price'],
    [m.discountPrice, 'discount_price'],
    [m.category, 'subcategory_id'],
    [m.label, 'label_id'],
    [m.hsn, 'hsn_code'],
    [m.gstRate, 'gst_rate'],
    [m.stock, 'stock_units'],
    [m.threshold, 'low_stock_threshold'],
    [m.warranty, 'warranty_months'],
    [m.returns, 'return_window_days'],
    [m.replacements, 'replacement_window_days'],
    [m.origin, 'country_of_origin'],
    [m.description, 'description'],
  ];
  return map.find(([text]) => text === message)?.[1] ?? null;
}
