import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { type MouseEvent, type ReactNode, useEffect, useLayoutEffect, useMemo } from 'react';
import { SEARCH, Spinner, VisuallyHidden } from 'shared';
import { formatPriceChip, parsePricePhrase, type SearchBoxProps } from 'shared/contracts';
import styled, { css } from 'styled-components';
import { answerAsOf, fallBackToPlaceholder, MrpPrice, PricesAsOf, productImageSrc } from '../product-card';
import { autocompleteCall, autocompleteQueryOptions, searchSuggestionsQueryOptions } from '../search';
import { buildSearchResults } from './build-results';
import { optionPath, type SearchOption } from './search-options';

type Variant = NonNullable<SearchBoxProps['variant']>;

export interface SearchResultsProps {
  /** The debounced, trimmed text (2+ characters once it settles). */
  term: string;
  /** The input holds newer text than `term` (the debounce is running). */
  pending: boolean;
  idPrefix: string;
  listboxId: string;
  /** The option the arrow keys point at (aria-activedescendant of the input). */
  activeId: string | undefined;
  variant: Variant;
  onOptionsChange: (options: SearchOption[]) => void;
  onFetchingChange: (fetching: boolean) => void;
  onChoose: (option: SearchOption) => void;
}

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

/**
 * A press the browser should handle as on any link (a new tab or window, a download): another
 * button than the main one, or a modifier key. Only a plain click navigates in the app.
 */
export function opensElsewhere(
  event: Pick<MouseEvent, 'button' | 'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey'>,
) {
  return event.button !== 0 || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey;
}

/** Thumbnails keep a fixed box so rows never move when images arrive. */
const THUMB = { dropdown: 44, drawer: 56 } as const;

/**
 * The box's results: 'Did you mean', Products (autocomplete, max 5) and Suggestions (max 4), one
 * listbox whose options the input walks through. Each option is a real link (`<a href
 * role="option">`, out of the tab order: focus stays in the combobox), so a middle-click, Ctrl- or
 * Cmd-click opens it in a new tab (docs/product.md#common-rules) while a plain click navigates in
 * the app. A failed request shows nothing (search failures are silently ignored:
 * docs/product.md#catalogue-and-search); earlier results stay while the next term loads.
 */
export default function SearchResults({
  term,
  pending,
  idPrefix,
  listboxId,
  activeId,
  variant,
  onOptionsChange,
  onFetchingChange,
  onChoose,
}: SearchResultsProps) {
  // A price in the text ('gaming laptop under 1 lakh'): the lookups use the other words, the
  // products shown keep to the price, and a chosen suggestion keeps the phrase.
  const price = useMemo(() => parsePricePhrase(term), [term]);
  const words = price.phrase ? price.text : term;
  const products = useQuery({ ...autocompleteQueryOptions(words), placeholderData: keepPreviousData });
  const suggestions = useQuery({
    ...searchSuggestionsQueryOptions(words, SEARCH.suggestionsMaxBox),
    placeholderData: keepPreviousData,
  });

  const model = useMemo(() => {
    const within = (products.data ?? []).filter(
      (p) =>
        (price.min == null || p.discount_price >= price.min) &&
        (price.max == null || p.discount_price <= price.max),
    );
    return buildSearchResults(idPrefix, words, within, suggestions.data ?? [], price.phrase);
  }, [idPrefix, words, price, products.data, suggestions.data]);

  const fetching = products.isFetching || suggestions.isFetching;
  // Before paint: the input's aria-expanded/aria-controls and the arrow keys match the list shown.
  useLayoutEffect(() => onOptionsChange(model.options), [model.options, onOptionsChange]);
  useEffect(() => onFetchingChange(fetching), [fetching, onFetchingChange]);
  useEffect(
    () => () => {
      onOptionsChange([]);
      onFetchingChange(false);
    },
    [onOptionsChange, onFetchingChange],
  );

  const busy = pending || fetching;
  const hasData = products.data !== undefined || suggestions.data !== undefined;
  const answered = products.isSuccess || suggestions.isSuccess;
  const settled = !busy && answered;
  const noResults = settled && model.isEmpty;

  const option = (o: SearchOption, children: ReactNode, kind: 'row' | 'chip' | 'inline' = 'row') => (
    <Option
      key={o.id}
      id={o.id}
      href={optionPath(o)}
      role="option"
      tabIndex={-1}
      aria-selected={o.id === activeId}
      $kind={kind}
      onClick={(event) => {
        if (opensElsewhere(event)) return;
        event.preventDefault();
        onChoose(o);
      }}
    >
      {children}
    </Option>
  );

  return (
    <>
      {busy && !hasData && (
        <Loading>
          <Spinner size={16} decorative />
          Searching…
        </Loading>
      )}
      {/* Announces the outcome once a term settles; only 'No results found' is visible. */}
      <Status role="status" $padded={noResults}>
        {noResults ? (
          'No results found'
        ) : settled ? (
          <VisuallyHidden>{`${count(model.products.length, 'product')}, ${count(model.suggestions.length, 'suggestion')}`}</VisuallyHidden>
        ) : null}
      </Status>
      {price.phrase && <PriceNote>Price: {formatPriceChip(price.min, price.max)}</PriceNote>}
      {!model.isEmpty && (
        <Listbox id={listboxId} role="listbox" aria-label="Search results" aria-busy={busy}>
          {model.didYouMean && (
            <DidYouMean role="group" aria-labelledby={`${idPrefix}-dym-label`}>
              <span id={`${idPrefix}-dym-label`} role="presentation">
                Did you mean:
              </span>
              {option(model.didYouMean, model.didYouMean.term, 'inline')}
            </DidYouMean>
          )}
          {model.products.length > 0 && (
            <PricesAsOf time={answerAsOf(products.dataUpdatedAt, [autocompleteCall(words)])}>
              <Group role="group" aria-labelledby={`${idPrefix}-products-label`}>
                <Heading id={`${idPrefix}-products-label`} role="presentation">
                  Products
                </Heading>
                {model.products.map(({ option: o, item }) =>
                  option(
                    o,
                    <>
                      <Thumb
                        src={productImageSrc(item.primary_image)}
                        alt=""
                        width={THUMB[variant]}
                        height={THUMB[variant]}
                        $size={THUMB[variant]}
                        loading="lazy"
                        decoding="async"
                        onError={fallBackToPlaceholder}
                      />
                      <ProductText>
                        <ProductName>{item.product_name}</ProductName>
                        <MrpPrice amount={item.discount_price} mrp={item.price} size="sm" />
                      </ProductText>
                    </>,
                  ),
                )}
              </Group>
            </PricesAsOf>
          )}
          {model.suggestions.length > 0 && (
            <Group role="group" aria-labelledby={`${idPrefix}-suggestions-label`}>
              <Heading id={`${idPrefix}-suggestions-label`} role="presentation">
                Suggestions
              </Heading>
              <SuggestionList $variant={variant}>
                {model.suggestions.map(({ option: o, item }) =>
                  variant === 'drawer'
                    ? option(o, item.suggestion, 'chip')
                    : option(
                        o,
                        <>
                          <SuggestionText>{item.suggestion}</SuggestionText>
                          <Count>{count(item.estimated_results, 'product')}</Count>
                        </>,
                      ),
                )}
              </SuggestionList>
            </Group>
          )}
        </Listbox>
      )}
    </>
  );
}

const Loading = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 10px 8px;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

const PriceNote = styled.p`
  margin: 0;
  padding: 4px 8px;
  font-size: ${(p) => p.theme.fontSize.xs};
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Status = styled.div<{ $padded: boolean }>`
  padding: ${(p) => (p.$padded ? '10px 8px' : '0')};
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Listbox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const Group = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Heading = styled.div`
  padding: 4px 8px;
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 700;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${(p) => p.theme.colors.textMuted};
`;

const DidYouMean = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px;
  padding: 6px 8px;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

const Option = styled.a<{ $kind: 'row' | 'chip' | 'inline' }>`
  cursor: pointer;
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  ${(p) => {
    switch (p.$kind) {
      case 'inline':
        return css`
          padding: 2px 4px;
          border-radius: ${p.theme.radii.sm};
          color: ${p.theme.colors.primary};
          font-weight: 600;
          font-style: italic;
          text-decoration: underline;
          &[aria-selected='true'],
          &:hover {
            background: ${p.theme.colors.surfaceHover};
          }
        `;
      case 'chip':
        return css`
          padding: 8px 14px;
          border: 1px solid ${p.theme.colors.border};
          border-radius: ${p.theme.radii.pill};
          background: ${p.theme.colors.surfaceRaised};
          font-size: ${p.theme.fontSize.sm};
          &[aria-selected='true'],
          &:hover {
            border-color: ${p.theme.colors.primary};
          }
        `;
      default:
        return css`
          display: flex;
          align-items: center;
          gap: 12px;
          min-height: 44px;
          padding: 6px 8px;
          border-radius: ${p.theme.radii.sm};
          &[aria-selected='true'] {
            background: ${p.theme.colors.surfaceHover};
            box-shadow: inset 3px 0 0 ${p.theme.colors.primary};
          }
          &:hover {
            background: ${p.theme.colors.surfaceHover};
          }
        `;
    }
  }}
`;

const Thumb = styled.img<{ $size: number }>`
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surfaceRaised};
`;

const ProductText = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const ProductName = styled.span`
  display: -webkit-box;
  overflow: hidden;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 2;
  font-size: ${(p) => p.theme.fontSize.sm};
  line-height: 1.35;
`;

const SuggestionList = styled.div<{ $variant: Variant }>`
  display: flex;
  ${(p) =>
    p.$variant === 'drawer'
      ? css`
          flex-wrap: wrap;
          gap: 8px;
          padding: 0 8px;
        `
      : css`
          flex-direction: column;
          gap: 2px;
        `}
`;

const SuggestionText = styled.span`
  flex: 1 1 auto;
  min-width: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Count = styled.span`
  flex: none;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;
