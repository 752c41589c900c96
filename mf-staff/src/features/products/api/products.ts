import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callRpc, getSupabase } from 'shared';
import {
  productImageSchema,
  type StaffProductInput,
  type StaffProductRow,
  type StockAdjustment,
  staffProductListSchema,
  stockAdjustmentAnswerSchema,
  stockAdjustmentSchema,
} from 'shared/contracts';
import * as z from 'zod/mini';
import type { ProductListQuery } from '../lib/product-query';

/**
 * The shop's products for staff (supabase/schemas/18_shop_admin.sql): the list, create or edit
 * (`staff_upsert_product`), stock changes (`staff_adjust_stock`) and their history. Every write
 * is refused by the database for non-staff; its message is shown as it is.
 */
export const productKeys = {
  all: ['staff', 'products'] as const,
  list: (q: ProductListQuery) =>
    [
      'staff',
      'products',
      'list',
      q.search,
      q.categoryId,
      q.subcategoryId,
      q.condition,
      q.stock,
      q.active,
      q.page,
    ] as const,
  row: (id: string) => ['staff', 'products', 'row', id] as const,
  detail: (id: string) => ['staff', 'products', 'detail', id] as const,
  stock: (id: string) => ['staff', 'products', 'stock', id] as const,
  catalogue: ['staff', 'products', 'catalogue'] as const,
};

export type ProductListPage = z.infer<typeof staffProductListSchema>;

/** `staff_list_products`: one page (20, most recently changed first) matching the filters. */
export async function fetchProducts(q: ProductListQuery): Promise<ProductListPage> {
  const { data, error } = await callRpc('staff_list_products', {
    p_query: q.search || null,
    p_category_id: q.categoryId,
    p_subcategory_id: q.subcategoryId,
    p_label_id: null,
    p_condition: q.condition || null,
    p_stock: q.stock || null,
    p_active: q.active === 'active' ? true : q.active === 'inactive' ? false : null,
    p_page: q.page,
  });
  if (error) throw new Error(error.message);
  const parsed = staffProductListSchema.safeParse(data);
  if (!parsed.success) throw new Error('The product list could not be read.');
  return parsed.data;
}

/**
 * A product's list row (stock, slug, category names, image), active or not: the list function
 * also matches a product by its id.
 */
export async function fetchProductRow(id: string): Promise<StaffProductRow | null> {
  const { data, error } = await callRpc('staff_list_products', {
    p_query: id,
    p_category_id: null,
    p_subcategory_id: null,
    p_label_id: null,
    p_condition: null,
    p_stock: null,
    p_active: null,
    p_page: 1,
  });
  if (error) throw new Error(error.message);
  const parsed = staffProductListSchema.safeParse(data);
  if (!parsed.success) throw new Error('The product could not be read.');
  return parsed.data.items.find((item) => item.product_id === id) ?? null;
}

const specValueSchema = z.union([z.string(), z.number(), z.boolean(), z.array(z.string())]);

/** A product's row as the editor reads it (numeric columns may come back as text). */
export const productDetailSchema = z.object({
  product_id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  brand: z.nullable(z.string()),
  condition: z.string(),
  price: z.union([z.number(), z.string()]),
  discount_price: z.union([z.number(), z.string()]),
  stock_units: z.number(),
  is_bestseller: z.boolean(),
  is_active: z.boolean(),
  category_id: z.number(),
  subcategory_id: z.number(),
  label_id: z.nullable(z.number()),
  technical_specification: z.nullable(z.record(z.string(), specValueSchema)),
  search_keywords: z.nullable(z.array(z.string())),
  country_of_origin: z.nullable(z.string()),
  warranty_months: z.number(),
  return_window_days: z.number(),
  replacement_window_days: z.optional(z.number()),
  hsn_code: z.nullable(z.string()),
  gst_rate: z.nullable(z.union([z.number(), z.string()])),
  low_stock_threshold: z.number(),
  updated_at: z.optional(z.string()),
  /** Its photos in order, the first the primary one (19_product_photos.sql). */
  images: z.optional(z.array(productImageSchema)),
});
export type ProductDetail = z.infer<typeof productDetailSchema>;

/**
 * A product's editable fields, active or not (staff_get_product: the catalogue's own reads show
 * active products only), or null when there is no such product.
 */
export async function fetchProductDetail(id: string): Promise<ProductDetail | null> {
  const { data, error } = await callRpc('staff_get_product', { p_product_id: id });
  if (error) {
    if ((error as { code?: string }).code === 'PT404') return null;
    throw new Error(error.message);
  }
  const parsed = productDetailSchema.safeParse(data);
  if (!parsed.success) throw new Error('The product could not be read.');
  return parsed.data;
}

export interface CatalogueTree {
  categories: { category_id: number; name: string; slug: string }[];
  subcategories: { subcategory_id: number; category_id: number; name: string; slug: string }[];
  labels: { label_id: number; subcategory_id: number; name: string; slug: string }[];
}

const catalogueTreeSchema = z.object({
  categories: z.array(z.object({ category_id: z.number(), name: z.string(), slug: z.string() })),
  subcategories: z.array(
    z.object({ subcategory_id: z.number(), category_id: z.number(), name: z.string(), slug: z.string() }),
  ),
  labels: z.array(
    z.object({ label_id: z.number(), subcategory_id: z.number(), name: z.string(), slug: z.string() }),
  ),
});

/** Categories, subcategories and labels (public tables), by name. */
export async function fetchCatalogueTree(): Promise<CatalogueTree> {
  const supabase = await getSupabase();
  const [categories, subcategories, labels] = await Promise.all([
    supabase.from('categories').select('category_id,name,slug').order('name'),
    supabase.from('subcategories').select('subcategory_id,category_id,name,slug').order('name'),
    supabase.from('labels').select('label_id,subcategory_id,name,slug').order('name'),
  ]);
  const error = categories.error ?? subcategories.error ?? labels.error;
  if (error) throw new Error(error.message);
  const parsed = catalogueTreeSchema.safeParse({
    categories: categories.data ?? [],
    subcategories: subcategories.data ?? [],
    labels: labels.data ?? [],
  });
  if (!parsed.success) throw new Error('The categories could not be read.');
  return parsed.data;
}

/** `staff_upsert_product`: creates (no product_id) or edits a product; answers its id. */
export async function upsertProduct(input: StaffProductInput): Promise<string> {
  const { data, error } = await callRpc('staff_upsert_product', { p_product: input });
  if (error) throw new Error(error.message);
  if (typeof data !== 'string') throw new Error('The product was saved, but its id could not be read.');
  return data;
}

export type StockAnswer = z.infer<typeof stockAdjustmentAnswerSchema>;

/** `staff_adjust_stock`: adds (or with a negative delta takes away) units, with a reason. */
export async function adjustStock(productId: string, delta: number, reason: string): Promise<StockAnswer> {
  const { data, error } = await callRpc('staff_adjust_stock', {
    p_product_id: productId,
    p_delta: delta,
    p_reason: reason,
  });
  if (error) throw new Error(error.message);
  const parsed = stockAdjustmentAnswerSchema.safeParse(data);
  if (!parsed.success) throw new Error('The stock was changed, but the answer could not be read.');
  return parsed.data;
}

const adjustmentsSchema = z.array(stockAdjustmentSchema);

/** `staff_list_stock_adjustments`: the product's stock changes, newest first (at most 100). */
export async function fetchStockAdjustments(productId: string): Promise<StockAdjustment[]> {
  const { data, error } = await callRpc('staff_list_stock_adjustments', { p_product_id: productId });
  if (error) throw new Error(error.message);
  const parsed = adjustmentsSchema.safeParse(data ?? []);
  if (!parsed.success) throw new Error('The stock history could not be read.');
  return parsed.data;
}

export const productsQueryOptions = (q: ProductListQuery) =>
  queryOptions({
    queryKey: productKeys.list(q),
    queryFn: () => fetchProducts(q),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export function useProducts(q: ProductListQuery) {
  return useQuery(productsQueryOptions(q));
}

export function useCatalogueTree() {
  return useQuery({ queryKey: productKeys.catalogue, queryFn: fetchCatalogueTree, staleTime: 5 * 60_000 });
}

export function useProductRow(id: string | null) {
  return useQuery({
    queryKey: productKeys.row(id ?? ''),
    queryFn: () => fetchProductRow(id ?? ''),
    enabled: id !== null,
    staleTime: 15_000,
  });
}

export function useProductDetail(id: string | null) {
  return useQuery({
    queryKey: productKeys.detail(id ?? ''),
    queryFn: () => fetchProductDetail(id ?? ''),
    enabled: id !== null,
    staleTime: 15_000,
  });
}

export function useStockAdjustments(id: string) {
  return useQuery({
    queryKey: productKeys.stock(id),
    queryFn: () => fetchStockAdjustments(id),
    staleTime: 15_000,
  });
}

/** Saves a product; the lists and its rows are read again. */
export function useSaveProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: upsertProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}

/** Changes a product's stock; its row, the lists and its history are read again. */
export function useAdjustStock(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ delta, reason }: { delta: number; reason: string }) =>
      adjustStock(productId, delta, reason),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
