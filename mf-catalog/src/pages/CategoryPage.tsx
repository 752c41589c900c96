import { useMemo } from 'react';
import { NotFoundView, usePageMeta } from 'shared';
import type { CatalogCategory } from 'shared/contracts';
import { categoryPageMeta } from 'shared/seo';
import { BrowseError, BrowseLayout, BrowseLoading } from '../features/browse/components/BrowseLayout';

import { GroupedProducts } from '../features/browse/components/GroupedProducts';
import { useCatalogRoute } from '../features/browse/hooks/use-catalog-route';
import { browseBreadcrumbs, categoryGroups } from '../features/browse/lib/groups';
import { FilteredProducts } from '../features/search/components/FilteredProducts';
import { hasActiveFilters, parseSearchParams } from '../features/search/lib/search-params';

/**
 * /{category} (docs/product.md#catalogue-and-search): one row per subcategory with its size and
 * 'Show All'; with a label, condition, sort, price or spec filter in the URL, the filtered grid (20
 * per page).
 */
export function CategoryPage() {
  const { structure, category, searchParams, notFound } = useCatalogRoute();
  if (structure.isPending) return <BrowseLoading />;
  if (structure.isError) return <BrowseError onRetry={() => structure.refetch()} />;
  if (notFound || !category) return <NotFoundView />;
  return <CategoryView category={category} filtered={hasActiveFilters(parseSearchParams(searchParams))} />;
}

function CategoryView({ category, filtered }: { category: CatalogCategory; filtered: boolean }) {
  const groups = useMemo(() => categoryGroups(category), [category]);
  usePageMeta(categoryPageMeta(category));

  return (
    <BrowseLayout
      breadcrumbs={browseBreadcrumbs(category)}
      title={category.name}
      description={category.description}
    >
      {filtered ? (
        <FilteredProducts category={category.name} />
      ) : (
        <GroupedProducts groups={groups} scope={{ category: category.name }} />
      )}
    </BrowseLayout>
  );
}
