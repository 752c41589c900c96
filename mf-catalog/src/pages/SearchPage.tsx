import { usePageMeta, userText } from 'shared';
import { searchPageMeta, searchPageTitle } from 'shared/seo';
import styled from 'styled-components';
import { FilteredSearch } from '../features/search/components/FilteredSearch';
import { useSearchUrlState } from '../features/search/hooks/use-search-url-state';
import { canSearch, queryPricePhrase } from '../features/search/lib/search-params';
import { SEARCH_MESSAGES } from '../features/search/messages';

/**
 * /search (docs/product.md#catalogue-and-search): results of unified search with the filter panel,
 * sort, 'Did you mean' and pagination. Never indexed. Unified search needs a term of at least 2
 * characters or a category, subcategory or label. A price in the query ('gaming laptop under 1
 * lakh') searches its other words within its bounds; a query that is only a price asks for words.
 */
export function SearchPage() {
  const { state } = useSearchUrlState();
  const term = state.q.trim();
  const searchable = canSearch(state);
  const title = searchPageTitle(term);

  usePageMeta(searchPageMeta(term));

  return (
    <Page>
      <Title>{title}</Title>
      {searchable ? (
        <FilteredSearch withSuggestions onPageChange={() => window.scrollTo({ top: 0 })} />
      ) : (
        <Hint role="status">
          {queryPricePhrase(state).phrase ? SEARCH_MESSAGES.priceOnly : SEARCH_MESSAGES.minChars}
        </Hint>
      )}
    </Page>
  );
}

const Page = styled.div`
  max-width: 1280px;
  margin: 0 auto;
  padding: 20px 24px 40px;
  min-width: 0;
  ${(p) => p.theme.media.mobile} {
    padding: 12px 12px 32px;
  }
`;

const Title = styled.h1`
  font-size: clamp(22px, 3vw, 30px);
  margin: 0 0 16px;
  ${userText}
`;

const Hint = styled.p`
  margin: 24px 0;
  color: ${(p) => p.theme.colors.textMuted};
`;
