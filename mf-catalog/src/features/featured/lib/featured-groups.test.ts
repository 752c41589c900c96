import type { ProductListItem } from 'shared/contracts';
import { describe, expect, it } from 'vitest';
import { STRUCTURE } from '../../catalog/test/structure-fixture';
import { featuredGroups, overlayProducts, shuffle } from './featured-groups';

/** A deterministic stand-in for Math.random (a small linear congruential generator). */
function seeded(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1664525 + 1013904223) % 2 ** 32;
    return state / 2 ** 32;
  };
}

const product = (id: string, category = 'Consoles'): ProductListItem => ({
  product_id: id,
  slug: id,
  product_name: `Product ${id}`,
  primary_image: null,
  price: 1000,
  discount_price: 900,
  is_bestseller: false,
  category,
  subcategory: 'PlayStation',
  label: null,
  condition: null,
  average_rating: null,
  review_count: null,
});

const range = (prefix: string, n: number, category?: string) =>
  Array.from({ length: n }, (_, i) => product(`${prefix}${i}`, category));

describe('featuredGroups', () => {
  it('lists every subcategory in the structure order with its Show All path', () => {
    const groups = featuredGroups(STRUCTURE);
    const expected = STRUCTURE.categories.flatMap((c) => c.subcategories.map((s) => `${c.name}/${s.name}`));
    expect(groups.map((g) => `${g.category}/${g.subcategory}`)).toEqual(expected);
    expect(groups[0]).toEqual({
      key: 'computers/laptops',
      category: 'Computers',
      subcategory: 'Laptops',
      path: '/Computers/Laptops',
    });
    expect(groups.find((g) => g.subcategory === 'Mini PCs')?.path).toBe('/Computers/Mini%20PCs');
    expect(new Set(groups.map((g) => g.key)).size).toBe(groups.length);
  });

  it('is empty without a structure', () => {
    expect(featuredGroups(undefined)).toEqual([]);
    expect(featuredGroups({ categories: [] })).toEqual([]);
  });
});

describe('shuffle', () => {
  it('returns a permutation and leaves the input alone', () => {
    const input = Object.freeze([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    const output = shuffle(input, seeded(7));
    expect([...output].sort((a, b) => a - b)).toEqual([...input]);
    expect(output).not.toEqual([...input]);
    expect(input).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  it('moves every element: with random() near 0 each swap takes the first element', () => {
    expect(shuffle([1, 2, 3, 4], () => 0)).toEqual([2, 3, 4, 1]);
    expect(shuffle([1, 2, 3, 4], () => 0.999)).toEqual([1, 2, 3, 4]);
  });

  it('puts every element in every position over many runs (no biased positions)', () => {
    const random = seeded(42);
    const seen = Array.from({ length: 4 }, () => new Set<number>());
    for (let run = 0; run < 200; run++) {
      shuffle([0, 1, 2, 3], random).forEach((value, position) => {
        seen[position]?.add(value);
      });
    }
    for (const values of seen) expect(values.size).toBe(4);
  });
});

describe('overlayProducts', () => {
  it('takes at most 10 per category, from every category, shuffled', () => {
    const consoles = range('c', 12, 'Consoles');
    const games = range('g', 4, 'Games');
    const picked = overlayProducts([consoles, games], 10, seeded(3));
    expect(picked).toHaveLength(14);
    expect(picked.filter((p) => p.category === 'Consoles')).toHaveLength(10);
    expect(picked.filter((p) => p.category === 'Games')).toHaveLength(4);
    // The first ten of a category are its featured ones (the list comes bestsellers first).
    expect(picked.some((p) => p.product_id === 'c10' || p.product_id === 'c11')).toBe(false);
    expect(picked.map((p) => p.product_id)).not.toEqual([
      ...consoles.slice(0, 10).map((p) => p.product_id),
      ...games.map((p) => p.product_id),
    ]);
  });

  it('skips categories that failed or are still loading and drops duplicates', () => {
    const a = range('a', 3);
    const picked = overlayProducts([undefined, a, [a[0] as ProductListItem, product('b0')]], 10, seeded(1));
    expect(picked.map((p) => p.product_id).sort()).toEqual(['a0', 'a1', 'a2', 'b0']);
    expect(overlayProducts([undefined, []], 10)).toEqual([]);
  });
});
