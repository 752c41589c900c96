import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, callRpc, PAGE_SIZE } from 'shared';
import { type ProductListItem, productsListArgs } from 'shared/contracts';
import type { RpcCall } from 'shared/preload';
import { CATALOG_MESSAGES } from '../messages';
import { arrivedParsed, type CatalogSchemas, callWithSchemas } from './load-schemas';
import type { ProductFilters } from './product-filters';

export interface ProductsListParams extends ProductFilters {
  /** 1-based. */
  page?: number;
  /**
   * 1-100 (the RPC's limit); default 12, featured and category groups 10
   * (docs/product.md#catalogue-and-search).
   */
  pageSize?: number;
}

function normalise(params: ProductsListParams) {
  return productsListArgs(params, params.page ?? 1, params.pageSize ?? PAGE_SIZE.productList);
}

export const productsListKeys = {
  all: ['catalog', 'products-list'] as const,
  list: (params: ProductsListParams) => ['catalog', 'products-list', normalise(params)] as const,
};

/** The call behind a products list (its answer's time: product-card/prices-as-of). */
export function productsListCall(params: ProductsListParams): RpcCall {
  return { fn: 'get_products_list', args: normalise(params) };
}

/** get_products_list: bestsellers first, then newest. */
export async function getProductsList(params: ProductsListParams): Promise<ProductListItem[]> {
  const { fn, args } = productsListCall(params);
  const [schemas, { data, error }] = await callWithSchemas(
    callRpc(fn, args),
    CATALOG_MESSAGES.productsFailed,
  );
  if (error) throw new Error(CATALOG_MESSAGES.productsFailed, { cause: error });
  return parseList(schemas, data);
}

function parseList({ productListSchema }: CatalogSchemas, data: unknown): ProductListItem[] {
  const parsed = productListSchema.safeParse(data ?? []);
  if (!parsed.success) throw new Error(CATALOG_MESSAGES.productsFailed, { cause: parsed.error });
  return parsed.data;
}

/** Product list fresh 5 min (docs/product.md#common-rules). */
export const productsListQueryOptions = (params: ProductsListParams) =>
  queryOptions({
    queryKey: productsListKeys.list(params),
    queryFn: () => getProductsList(params),
    // The shell's entry may already hold the answer (shared/preload): render with it at once.
    initialData: () => arrivedParsed('get_products_list', normalise(params), parseList),
    staleTime: CACHE.productList.staleTime,
  });

export function useProductsList(params: ProductsListParams, options: { enabled?: boolean } = {}) {
  return useQuery({ ...productsListQueryOptions(params), enabled: options.enabled ?? true });
}
