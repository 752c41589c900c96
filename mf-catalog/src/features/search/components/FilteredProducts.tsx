import { useRef } from 'react';
import { FilteredSearch } from './FilteredSearch';

export interface FilteredProductsProps {
  /** The page's category (name or slug). */
  category: string;
  /** The page's subcategory, on a subcategory page. */
  subcategory?: string;
}

/**
 * The category and subcategory pages' filtered grid (docs/product.md#catalogue-and-search: 20 per
 * page with pagination when a label, condition, sort, price or spec filter is present): the search
 * page's grid, filter panel, sort and pagination, scoped to the page's taxonomy and driven by the
 * same URL parameters. The page renders its own breadcrumbs and title.
 */
export function FilteredProducts({ category, subcategory }: FilteredProductsProps) {
  const top = useRef<HTMLDivElement>(null);
  return (
    <div ref={top}>
      <FilteredSearch
        scope={{ category, subcategory: subcategory ?? null }}
        onPageChange={() => scrollToTop(top.current)}
      />
    </div>
  );
}

function scrollToTop(anchor: HTMLElement | null) {
  // The page's own heading sits above the grid; the new page starts at the top of the window.
  if (anchor && anchor.getBoundingClientRect().top < 0) window.scrollTo({ top: 0 });
}
