import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { Button, ErrorBox, Sheet, useIsMobile, userText, VisuallyHidden } from 'shared';
import {
  formatIndianNumber,
  formatPriceChip,
  SEARCH_SORTS,
  type SearchResponse,
  type SearchSort,
} from 'shared/contracts';
import { EmptyState, Pagination, Select } from 'shared/kit';
import styled from 'styled-components';
import {
  type FirstPaintCounts,
  useAfterFirstPaint,
  useFirstPaintItems,
} from '../../../hooks/use-after-first-paint';
import { CATALOG_MESSAGES } from '../../catalog';
import { answerAsOf, PricesAsOf, ProductCard, ProductGrid, ProductGridItem } from '../../product-card';
import { useSearchFilters } from '../api/search-filters';
import { unifiedSearchCall, useSearchResponse } from '../api/unified-search';
import { useSearchUrlState } from '../hooks/use-search-url-state';
import {
  clearAllFilters,
  countActiveFilters,
  DEFAULT_SEARCH_STATE,
  hasAnyFilter,
  isEmptyPriceRange,
  queryPricePhrase,
  type SearchScope,
  type SearchUrlState,
  searchHref,
  searchWords,
  serializeSearchParams,
  toUnifiedSearchParams,
  withoutPricePhrase,
  withPage,
  withPricePhraseOf,
  withSort,
} from '../lib/search-params';
import { SEARCH_MESSAGES, SORT_LABELS } from '../messages';
import { FilterPanel } from './FilterPanel';
import { PricePhraseChip } from './PricePhraseChip';
import { ProductCardSkeleton } from './ProductCardSkeleton';
import { preloadRangeSlider } from './RangeSlider';

export interface FilteredSearchProps {
  /** A category page's fixed taxonomy (its groups leave the panel). */
  scope?: SearchScope;
  /** The search page's 'Did you mean' (from the term's suggestions). */
  withSuggestions?: boolean;
  /** Called after a page change has been written to the URL (the page scrolls to the top). */
  onPageChange?: () => void;
}

/** Cards loading eagerly with high priority: the first row on the widest layout (LCP). */
const PRIORITY_CARDS = 5;
/** Skeleton cards while the first answer loads: two rows on wide screens. */
const SKELETON_CARDS = 10;
/**
 * Cards rendered before the first paint when the answer is there at once (the entry preloads it):
 * what a screen shows, four on a phone (two rows of two), a row and a bit on a wide screen. The
 * rest follow right after, below where nothing moves (cards are of equal height; LCP on slow
 * phones, as the category rows do).
 */
const FIRST_PAINT_CARDS: FirstPaintCounts = { phone: 4, wide: 6 };

const SORT_OPTIONS = SEARCH_SORTS.map((value) => ({ value, label: SORT_LABELS[value] }));

/**
 * The grid's texts: a category page uses the catalogue's (docs/product.md#catalogue-and-search),
 * /search its own.
 */
interface GridTexts {
  /** Accessible name of the grid. */
  label: string;
  empty: string;
  failed: string;
}
const SEARCH_TEXTS: GridTexts = {
  label: 'Search results',
  empty: SEARCH_MESSAGES.noResults,
  failed: SEARCH_MESSAGES.searchFailed,
};
const CATEGORY_TEXTS: GridTexts = {
  label: 'Products',
  empty: CATALOG_MESSAGES.noProducts,
  failed: CATALOG_MESSAGES.productsFailed,
};

function resultCountText(total: number): string {
  return `${formatIndianNumber(total)} ${total === 1 ? 'result' : 'results'}`;
}

/**
 * The filtered product grid shared by /search and the category pages: the filter panel (sidebar,
 * or a bottom sheet below 768 px), sort, 'Clear all', the result count and 'Did you mean', the
 * cards and pagination. All state lives in the URL.
 */
export function FilteredSearch({ scope, withSuggestions = false, onPageChange }: FilteredSearchProps) {
  const { state, setState } = useSearchUrlState();
  const isMobile = useIsMobile();
  const [sheetOpen, setSheetOpen] = useState(false);
  // The filters' slider loads once the results have painted, ready before the sheet opens.
  const painted = useAfterFirstPaint();
  useEffect(() => {
    if (painted) preloadRangeSlider();
  }, [painted]);
  const filtersHeadingId = useId();
  const texts = scope ? CATEGORY_TEXTS : SEARCH_TEXTS;
  const response = useSearchResponse(state, { scope, withSuggestions });
  const [searchParams] = useSearchParams();
  const filters = useSearchFilters(state, scope);

  const data = response.data;
  const update = (next: SearchUrlState) => setState(next);
  const clearAll = () => setState(clearAllFilters(state));
  // On a category page the URL's category and subcategory are not the page's filters.
  const clearable = scope ? hasAnyFilter({ ...state, category: [], subcategory: [] }) : hasAnyFilter(state);
  const activeCount = countActiveFilters(scope ? { ...state, category: [], subcategory: [] } : state);
  // A price typed into the query ('gaming laptop under 1 lakh'): a chip that removes it.
  const pricePhrase = scope ? null : queryPricePhrase(state);
  const priceChip = pricePhrase?.phrase ? formatPriceChip(pricePhrase.min, pricePhrase.max) : null;
  const pricesApart = isEmptyPriceRange(toUnifiedSearchParams(state, scope));

  // A page past the end (results shrank, or an edited URL) moves to the last page in place.
  const totalPages = data?.totalPages ?? 0;
  const settled = response.isSuccess && !response.isPlaceholderData;
  useEffect(() => {
    if (settled && totalPages > 0 && state.page > totalPages)
      setState(withPage(state, totalPages), { replace: true });
  }, [settled, totalPages, state, setState]);

  const panel = (
    <FilterPanel
      state={state}
      onChange={update}
      filters={filters.data}
      isPending={filters.isPending}
      isError={filters.isError}
      onRetry={() => filters.refetch()}
      scope={scope}
    />
  );

  return (
    <Layout>
      {!isMobile && (
        <Sidebar aria-labelledby={filtersHeadingId}>
          <SidebarHeader>
            <SidebarTitle id={filtersHeadingId}>Filters</SidebarTitle>
            {clearable && (
              <Button size="sm" variant="ghost" onClick={clearAll}>
                {SEARCH_MESSAGES.clearAll}
              </Button>
            )}
          </SidebarHeader>
          {panel}
        </Sidebar>
      )}

      <Main>
        {/* The grid's heading: below 768 px the page's h1 is followed by the cards' h3 otherwise. */}
        <VisuallyHidden as="h2">{texts.label}</VisuallyHidden>
        <Toolbar>
          <Lead>
            <Summary role="status" aria-live="polite" aria-atomic="true">
              <ResultSummary response={response} state={state} price={priceChip} />
              {data?.didYouMean && (
                <DidYouMean>
                  {SEARCH_MESSAGES.didYouMean}:{' '}
                  <Link
                    to={searchHref({ ...DEFAULT_SEARCH_STATE, q: withPricePhraseOf(state, data.didYouMean) })}
                  >
                    {data.didYouMean}
                  </Link>
                  ?
                </DidYouMean>
              )}
            </Summary>
            {priceChip && (
              <PricePhraseChip label={priceChip} onRemove={() => setState(withoutPricePhrase(state))} />
            )}
          </Lead>
          <Controls>
            {isMobile && (
              <Button variant="secondary" onClick={() => setSheetOpen(true)} aria-haspopup="dialog">
                Filters{activeCount > 0 ? ` (${activeCount})` : ''}
              </Button>
            )}
            <SortSelect
              label="Sort by"
              value={state.sortBy}
              options={SORT_OPTIONS}
              onChange={(value) => update(withSort(state, value as SearchSort))}
            />
          </Controls>
        </Toolbar>

        <PricesAsOf
          time={answerAsOf(response.dataUpdatedAt, [unifiedSearchCall(toUnifiedSearchParams(state, scope))])}
        >
          <Results
            response={response}
            state={state}
            clearable={clearable}
            pricesApart={pricesApart}
            onClearAll={clearAll}
            texts={texts}
          />
        </PricesAsOf>

        {data && data.totalPages > 1 && (
          <Pagination
            page={state.page}
            totalPages={data.totalPages}
            label={scope ? 'Product pages' : 'Search results pages'}
            // Links in the server's HTML: a tap before the app has started loads that page.
            hrefFor={(page) => `?${serializeSearchParams(withPage(state, page), searchParams)}`}
            onPageChange={(page) => {
              update(withPage(state, page));
              onPageChange?.();
            }}
          />
        )}
      </Main>

      {isMobile && (
        <Sheet
          open={sheetOpen}
          onClose={() => setSheetOpen(false)}
          title="Filters"
          footer={
            <SheetFooter>
              <Button variant="secondary" onClick={clearAll} disabled={!clearable}>
                {SEARCH_MESSAGES.clearAll}
              </Button>
              <Button onClick={() => setSheetOpen(false)}>
                {data ? `Show ${resultCountText(data.totalResults)}` : 'Show results'}
              </Button>
            </SheetFooter>
          }
        >
          {panel}
        </Sheet>
      )}
    </Layout>
  );
}

type ResponseQuery = ReturnType<typeof useSearchResponse>;

function ResultSummary({
  response,
  state,
  price,
}: {
  response: ResponseQuery;
  state: SearchUrlState;
  /** The query's price phrase as its chip reads, said after the count. */
  price: string | null;
}) {
  if (!response.data || response.isPlaceholderData) {
    return <CountText>{response.isError ? '' : 'Searching…'}</CountText>;
  }
  // The words searched: a price phrase shows as its chip beside the count.
  const term = searchWords(state);
  const count = resultCountText(response.data.totalResults);
  const text = term.length >= 2 ? `${count} for “${term}”` : count;
  return <CountText>{price ? `${text}, ${price}` : text}</CountText>;
}

function Results({
  response,
  state,
  clearable,
  pricesApart,
  onClearAll,
  texts,
}: {
  response: ResponseQuery;
  state: SearchUrlState;
  clearable: boolean;
  pricesApart: boolean;
  onClearAll: () => void;
  texts: GridTexts;
}) {
  const data: SearchResponse | undefined = response.data;
  const cards = useFirstPaintItems(data?.results ?? [], FIRST_PAINT_CARDS);
  if (!data) {
    if (response.isError) {
      return (
        <ResultsArea>
          <ErrorBox message={texts.failed} onRetry={() => response.refetch()} />
        </ResultsArea>
      );
    }
    return (
      <ResultsArea aria-busy="true">
        <ProductGrid aria-label="Loading results">
          {Array.from({ length: Math.min(state.pageSize, SKELETON_CARDS) }, (_, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <ProductGridItem key={i}>
              <ProductCardSkeleton />
            </ProductGridItem>
          ))}
        </ProductGrid>
      </ResultsArea>
    );
  }
  if (data.results.length === 0 && !response.isPlaceholderData) {
    return (
      <ResultsArea>
        <EmptyState
          title={texts.empty}
          message={
            pricesApart
              ? `${SEARCH_MESSAGES.pricesApart} Try removing some filters.`
              : clearable
                ? 'Try removing some filters.'
                : 'Try a different search term.'
          }
          action={
            clearable ? (
              <Button variant="secondary" onClick={onClearAll}>
                {SEARCH_MESSAGES.clearAll}
              </Button>
            ) : undefined
          }
        />
      </ResultsArea>
    );
  }
  return (
    <ResultsArea aria-busy={response.isPlaceholderData || undefined} $stale={response.isPlaceholderData}>
      <ProductGrid aria-label={texts.label}>
        {cards.map((product, i) => (
          <ProductGridItem key={product.product_id}>
            <ProductCard product={product} priority={i < PRIORITY_CARDS} />
          </ProductGridItem>
        ))}
      </ProductGrid>
    </ResultsArea>
  );
}

const Layout = styled.div`
  display: grid;
  grid-template-columns: 260px minmax(0, 1fr);
  align-items: start;
  gap: 24px;
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
`;

const Sidebar = styled.aside`
  position: sticky;
  top: 16px;
  max-height: calc(100vh - 32px);
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-right: 8px;
`;

const SidebarHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  min-height: 40px;
`;

const SidebarTitle = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.lg};
`;

const Main = styled.div`
  min-width: 0;
`;

const Toolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 8px 16px;
  margin-bottom: 16px;
`;

const Lead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px 12px;
  min-width: 0;
`;

// The count echoes the typed search term: an unbroken one wraps inside the toolbar.
const Summary = styled.div`
  ${userText}
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 12px;
  /* One line reserved, so the count arriving moves nothing. */
  min-height: 24px;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const CountText = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const DidYouMean = styled.span`
  a {
    color: ${(p) => p.theme.colors.primary};
    font-weight: 700;
  }
`;

const Controls = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  ${(p) => p.theme.media.mobile} {
    width: 100%;
    justify-content: space-between;
  }
`;

const SortSelect = styled(Select)`
  flex-direction: row;
  align-items: center;
  gap: 8px;
  label { white-space: nowrap; }
  select { min-width: 190px; }
`;

/* At least a screen high: the footer stays below the fold whatever the number of results, so
   results arriving (or shrinking) never move anything the shopper sees (CLS). */
const ResultsArea = styled.div<{ $stale?: boolean }>`
  min-height: 100vh;
  opacity: ${(p) => (p.$stale ? 0.6 : 1)};
  transition: opacity ${(p) => p.theme.motion.normal};
`;

const SheetFooter = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  width: 100%;
  > * { flex: 1; }
`;
