import type { AutocompleteItem, SearchSuggestion } from 'shared/contracts';
import { didYouMean } from '../search';
import type { SearchOption } from './search-options';

type OptionOf<K extends SearchOption['kind']> = Extract<SearchOption, { kind: K }>;

/** What the results list shows, in display order, with the options the arrow keys walk through. */
export interface SearchResultsModel {
  didYouMean: OptionOf<'did-you-mean'> | null;
  products: { option: OptionOf<'product'>; item: AutocompleteItem }[];
  suggestions: { option: OptionOf<'suggestion'>; item: SearchSuggestion }[];
  /** Did you mean, then products, then suggestions. */
  options: SearchOption[];
  isEmpty: boolean;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * The dropdown's model for a term. A suggestion already offered as 'Did you mean', or equal to
 * what was typed, is not repeated in the Suggestions section. Option ids are unique per box
 * (`idPrefix`) for aria-activedescendant. With a price phrase (`term` is then the words without
 * it), 'Did you mean' and the suggestions search their text with the phrase added back.
 */
export function buildSearchResults(
  idPrefix: string,
  term: string,
  products: readonly AutocompleteItem[],
  suggestions: readonly SearchSuggestion[],
  pricePhrase: string | null = null,
): SearchResultsModel {
  const withPrice = (text: string) => (pricePhrase ? `${text} ${pricePhrase}` : text);
  const corrected = didYouMean(suggestions);
  const dym: OptionOf<'did-you-mean'> | null =
    corrected && !same(corrected, term)
      ? { kind: 'did-you-mean', id: `${idPrefix}-dym`, term: withPrice(corrected) }
      : null;
  const productRows = products.map((item, i) => ({
    option: {
      kind: 'product',
      id: `${idPrefix}-product-${i}`,
      slug: item.slug,
      name: item.product_name,
    } as const,
    item,
  }));
  const suggestionRows = suggestions
    .filter((s) => !same(s.suggestion, term) && !(dym && same(withPrice(s.suggestion), dym.term)))
    .map((item, i) => ({
      option: {
        kind: 'suggestion',
        id: `${idPrefix}-suggestion-${i}`,
        term: withPrice(item.suggestion),
      } as const,
      item,
    }));
  const options: SearchOption[] = [
    ...(dym ? [dym] : []),
    ...productRows.map((r) => r.option),
    ...suggestionRows.map((r) => r.option),
  ];
  return {
    didYouMean: dym,
    products: productRows,
    suggestions: suggestionRows,
    options,
    isEmpty: options.length === 0,
  };
}
