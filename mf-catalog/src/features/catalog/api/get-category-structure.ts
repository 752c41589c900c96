import { queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, callRpc } from 'shared';
import type { CategoryStructure } from 'shared/contracts';
import { CATALOG_MESSAGES } from '../messages';
import { arrivedParsed, type CatalogSchemas, callWithSchemas } from './load-schemas';

export const categoryStructureKeys = {
  all: ['catalog', 'category-structure'] as const,
};

/**
 * get_product_categories_structure: categories > subcategories > data.labels
 * (docs/product.md#catalogue-and-search).
 */
export async function getCategoryStructure(): Promise<CategoryStructure> {
  const [schemas, { data, error }] = await callWithSchemas(
    callRpc('get_product_categories_structure'),
    CATALOG_MESSAGES.categoriesFailed,
  );
  if (error) throw new Error(CATALOG_MESSAGES.categoriesFailed, { cause: error });
  return parseCategoryStructure(schemas, data);
}

function parseCategoryStructure(
  { categoryStructureSchema }: CatalogSchemas,
  data: unknown,
): CategoryStructure {
  const parsed = categoryStructureSchema.safeParse(data);
  if (!parsed.success) throw new Error(CATALOG_MESSAGES.categoriesFailed, { cause: parsed.error });
  return parsed.data;
}

/** Categories fresh 1 h, kept 2 h, no refetch on focus (docs/product.md#common-rules). */
export const categoryStructureQueryOptions = () =>
  queryOptions({
    queryKey: categoryStructureKeys.all,
    queryFn: getCategoryStructure,
    // The shell's entry may already hold the answer (shared/preload): render with it at once.
    initialData: () => arrivedParsed('get_product_categories_structure', undefined, parseCategoryStructure),
    staleTime: CACHE.categories.staleTime,
    gcTime: CACHE.categories.gcTime,
    refetchOnWindowFocus: CACHE.categories.refetchOnWindowFocus,
  });

export function useCategoryStructure() {
  return useQuery(categoryStructureQueryOptions());
}
