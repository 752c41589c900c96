import { describe, expect, it } from 'vitest';
import { buildSearchResults } from './build-results';
import { nextActiveIndex, optionPath, productPath, searchPath } from './search-options';

describe('search paths', () => {
  it('encodes the trimmed query and the slug', () => {
    expect(searchPath('  rtx 4090 / ti ')).toBe('/search?q=rtx%204090%20%2F%20ti');
    expect(productPath('sony-playstation-5-slim')).toBe('/product/sony-playstation-5-slim');
    expect(optionPath({ kind: 'suggestion', id: 's', term: 'xbox' })).toBe('/search?q=xbox');
    expect(optionPath({ kind: 'product', id: 'p', slug: 'a b', name: 'A' })).toBe('/product/a%20b');
  });
});

describe('nextActiveIndex', () => {
  it('moves down through the options and back to the input (-1)', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowDown')).toBe(0);
    expect(nextActiveIndex(1, 3, 'ArrowDown')).toBe(2);
    expect(nextActiveIndex(2, 3, 'ArrowDown')).toBe(-1);
  });

  it('moves up, from the input to the last option', () => {
    expect(nextActiveIndex(-1, 3, 'ArrowUp')).toBe(2);
    expect(nextActiveIndex(0, 3, 'ArrowUp')).toBe(-1);
  });

  it('stays in the input without options', () => {
    expect(nextActiveIndex(-1, 0, 'ArrowDown')).toBe(-1);
    expect(nextActiveIndex(2, 0, 'ArrowUp')).toBe(-1);
  });
});

describe('buildSearchResults', () => {
  const item = (slug: string) => ({
    product_id: slug,
    slug,
    product_name: slug.toUpperCase(),
    primary_image: null,
    price: 2,
    discount_price: 1,
    category: 'c',
    subcategory: 's',
    label: null,
    average_rating: null,
    review_count: null,
    similarity_score: null,
  });
  const suggestion = (text: string, score: number) => ({
    suggestion: text,
    similarity_score: score,
    estimated_results: 1,
  });

  it('orders did-you-mean, products, suggestions, with unique ids', () => {
    const model = buildSearchResults(
      'box',
      'playstaton',
      [item('ps5')],
      [suggestion('playstation', 0.91), suggestion('playstation 5', 0.7)],
    );
    expect(model.options.map((o) => [o.kind, o.id])).toEqual([
      ['did-you-mean', 'box-dym'],
      ['product', 'box-product-0'],
      ['suggestion', 'box-suggestion-0'],
    ]);
    expect(model.suggestions.map((s) => s.item.suggestion)).toEqual(['playstation 5']);
    expect(model.isEmpty).toBe(false);
  });

  it('has no did-you-mean at 0.6 and drops a suggestion equal to the text', () => {
    const model = buildSearchResults('b', 'Xbox', [], [suggestion('xbox', 0.6), suggestion('xbox one', 0.5)]);
    expect(model.didYouMean).toBeNull();
    expect(model.suggestions.map((s) => s.option.term)).toEqual(['xbox one']);
  });

  it('is empty without rows', () => {
    expect(buildSearchResults('b', 'zz', [], []).isEmpty).toBe(true);
  });
});
