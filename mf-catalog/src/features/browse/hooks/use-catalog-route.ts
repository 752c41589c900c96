import { useParams, useSearchParams } from 'react-router-dom';
import type { CatalogLabel } from 'shared/contracts';
import { findCategory, findLabel, findSubcategory, useCategoryStructure } from '../../catalog';
import { splitList } from '../../search';

/**
 * The route's category, subcategory and labels resolved against the category structure (names
 * or slugs, any case). `notFound` when a segment names nothing; unknown labels are not an error
 * (the filtered grid then finds nothing).
 */
export function useCatalogRoute() {
  const params = useParams<{ category: string; subcategory: string }>();
  const [searchParams] = useSearchParams();
  const structure = useCategoryStructure();

  const category = findCategory(structure.data, params.category);
  const subcategory = findSubcategory(category, params.subcategory);
  const labelValues = splitList(searchParams.get('label'));
  const labels: (CatalogLabel | null)[] = labelValues.map((v) => findLabel(subcategory, v));
  const wantsSubcategory = params.subcategory !== undefined;
  const notFound = structure.isSuccess && (!category || (wantsSubcategory && !subcategory));

  return { structure, category, subcategory, labelValues, labels, searchParams, notFound };
}
