import { useMemo } from 'react';
import { NotFoundView, usePageMeta } from 'shared';
import type { CatalogCategory, CatalogLabel, CatalogSubcategory } from 'shared/contracts';
import { subcategoryPageMeta } from 'shared/seo';
import { BrowseError, BrowseLayout, BrowseLoading } from '../features/browse/components/BrowseLayout';

import { GroupedProducts } from '../features/browse/components/GroupedProducts';
import { useCatalogRoute } from '../features/browse/hooks/use-catalog-route';
import {
  browseBreadcrumbs,
  labelledProducts,
  labelTitle,
  subcategoryGroups,
} from '../features/browse/lib/groups';
import { FilteredProducts } from '../features/search/components/FilteredProducts';
import { hasActiveFilters, parseSearchParams } from '../features/search/lib/search-params';

/**
 * /{category}/{subcategory}(?label=) (docs/product.md#catalogue-and-search): one row per label with
 * its size and 'Show All'; with a label or any other filter, the filtered grid (20 per page). A
 * subcategory without labels, or whose products have none, has nothing to group by and shows its
 * grid.
 */
export function SubcategoryPage() {
  const { structure, category, subcategory, labelValues, labels, searchParams, notFound } = useCatalogRoute();
  if (structure.isPending) return <BrowseLoading />;
  if (structure.isError) return <BrowseError onRetry={() => structure.refetch()} />;
  if (notFound || !category || !subcategory) return <NotFoundView />;
  return (
    <SubcategoryView
      category={category}
      subcategory={subcategory}
      labelValues={labelValues}
      labels={labels}
      filtered={hasActiveFilters(parseSearchParams(searchParams))}
    />
  );
}

interface SubcategoryViewProps {
  category: CatalogCategory;
  subcategory: CatalogSubcategory;
  labelValues: string[];
  labels: (CatalogLabel | null)[];
  filtered: boolean;
}

function SubcategoryView({ category, subcategory, labelValues, labels, filtered }: SubcategoryViewProps) {
  const groups = useMemo(() => subcategoryGroups(category, subcategory), [category, subcategory]);
  const label = labelValues.length > 0 ? labelTitle(labelValues, labels) : null;
  const grid = <FilteredProducts category={category.name} subcategory={subcategory.name} />;

  usePageMeta(subcategoryPageMeta(category, subcategory, labelValues, labels));

  return (
    <BrowseLayout
      breadcrumbs={browseBreadcrumbs(category, subcategory, label)}
      title={label ?? subcategory.name}
    >
      {filtered || groups.length === 0 ? (
        grid
      ) : (
        <GroupedProducts
          groups={groups}
          scope={{ category: category.name, subcategory: subcategory.name }}
          grouped={{ filters: labelledProducts(category, subcategory), otherwise: grid }}
        />
      )}
    </BrowseLayout>
  );
}
