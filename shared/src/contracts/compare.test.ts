import { describe, expect, it } from 'vitest';
import {
  addToCompare,
  COMPARE_MAX_ITEMS,
  COMPARE_TEXT,
  type CompareItem,
  compareHref,
  compareLinkText,
  droppedNote,
  otherKindMessage,
  parseCompareIds,
  parseStoredCompare,
  removeFromCompare,
} from './compare.ts';

const laptop = (n: number): CompareItem => ({
  slug: `laptop-${n}`,
  name: `Laptop ${n}`,
  subcategory: 'Laptops',
});
const ps5: CompareItem = { slug: 'ps5-slim', name: 'PS5 Slim', subcategory: 'PlayStation' };

describe('the compare list', () => {
  it('adds products of one subcategory, in order, up to 4', () => {
    let items: CompareItem[] = [];
    for (let n = 1; n <= COMPARE_MAX_ITEMS; n++) {
      const result = addToCompare(items, laptop(n));
      expect(result.ok).toBe(true);
      if (result.ok) items = result.items;
    }
    expect(items.map((i) => i.slug)).toEqual(['laptop-1', 'laptop-2', 'laptop-3', 'laptop-4']);
    expect(addToCompare(items, laptop(5))).toEqual({
      ok: false,
      reason: 'full',
      message: 'You can compare up to 4 products.',
    });
  });

  it('refuses a product of another subcategory, naming both kinds', () => {
    const result = addToCompare([laptop(1)], ps5);
    expect(result).toEqual({
      ok: false,
      reason: 'other-kind',
      message:
        'You can compare products of one kind at a time. Your list has Laptops. Clear it to compare PlayStation.',
    });
    expect(otherKindMessage('Laptops', 'PlayStation')).toBe(result.ok ? '' : result.message);
    // Case and spacing of the name do not make another kind.
    expect(addToCompare([laptop(1)], { ...laptop(2), subcategory: ' laptops ' }).ok).toBe(true);
  });

  it('the other-kind rule comes before the limit, and a product held is kept once', () => {
    const four = [1, 2, 3, 4].map(laptop);
    expect(addToCompare(four, ps5)).toMatchObject({ reason: 'other-kind' });
    expect(addToCompare(four, laptop(2))).toEqual({ ok: true, items: four });
  });

  it('removes by slug', () => {
    expect(removeFromCompare([laptop(1), laptop(2)], 'laptop-1')).toEqual([laptop(2)]);
    expect(removeFromCompare([laptop(1)], 'nope')).toEqual([laptop(1)]);
  });
});

describe('the compare address', () => {
  it('keeps slugs in column order', () => {
    expect(compareHref(['a-1', 'b-2'])).toBe('/compare?ids=a-1,b-2');
    expect(compareHref([])).toBe('/compare');
  });

  it('reads the ids: normalised, without repeats or blanks, invalid entries counted, at most 4', () => {
    expect(parseCompareIds('A-1, b-2,,a-1')).toEqual({ slugs: ['a-1', 'b-2'], invalid: 0, overflow: 0 });
    expect(parseCompareIds('a,b,c,d,e,f')).toEqual({ slugs: ['a', 'b', 'c', 'd'], invalid: 0, overflow: 2 });
    expect(parseCompareIds('ok,<script>,a b,%E0')).toEqual({ slugs: ['ok'], invalid: 3, overflow: 0 });
    expect(parseCompareIds(null)).toEqual({ slugs: [], invalid: 0, overflow: 0 });
    expect(parseCompareIds('x'.repeat(201)).invalid).toBe(1);
  });

  it('round-trips through the URL', () => {
    const href = compareHref(['laptop-1', 'laptop-2']);
    const ids = new URL(href, 'https://shop.example.in').searchParams.get('ids');
    expect(parseCompareIds(ids).slugs).toEqual(['laptop-1', 'laptop-2']);
  });
});

describe('the stored list', () => {
  it('keeps well-formed items of the first item’s kind, at most 4', () => {
    const stored = [laptop(1), { slug: 'x' }, ps5, null, 'text', laptop(2), laptop(3), laptop(4), laptop(5)];
    expect(parseStoredCompare(stored).map((i) => i.slug)).toEqual([
      'laptop-1',
      'laptop-2',
      'laptop-3',
      'laptop-4',
    ]);
    expect(parseStoredCompare({ not: 'a list' })).toEqual([]);
    expect(parseStoredCompare([{ ...laptop(1), slug: 'Bad Slug!' }])).toEqual([]);
    expect(parseStoredCompare([{ ...laptop(1), image: 5 }])).toEqual([{ ...laptop(1), image: null }]);
  });
});

describe('texts', () => {
  it('counts and notes', () => {
    expect(compareLinkText(2)).toBe('Compare (2)');
    expect(droppedNote(1, 'unavailable')).toBe(
      '1 product in this link could not be found or is no longer sold, so it was left out.',
    );
    expect(droppedNote(2, 'unavailable')).toBe(
      '2 products in this link could not be found or are no longer sold, so they were left out.',
    );
    expect(droppedNote(1, 'other-kind')).toBe(
      '1 product of another kind was left out: only products of one kind are compared.',
    );
    expect(COMPARE_TEXT.full).toBe('You can compare up to 4 products.');
  });
});
