import { describe, expect, it } from 'vitest';
import { STRUCTURE } from '../test/structure-fixture';
import {
  categoryPath,
  findCategory,
  findLabel,
  findSubcategory,
  labelPath,
  resolveCatalogLocation,
  subcategoryPath,
} from './catalog-paths';

describe('catalogue paths', () => {
  it('builds the documented routes from display names, URL-encoded', () => {
    expect(categoryPath('Computers')).toBe('/Computers');
    expect(categoryPath('PC Parts')).toBe('/PC%20Parts');
    expect(subcategoryPath('Computers', 'Laptops')).toBe('/Computers/Laptops');
    expect(labelPath('Computers', 'Laptops', 'Gaming Laptop')).toBe(
      '/Computers/Laptops?label=Gaming%20Laptop',
    );
  });

  it('encodes characters that mean something in a URL', () => {
    // '+' would read back as a space in a query string; '/' would split the path.
    expect(labelPath('PC Parts', 'Power Supplies', '80+ Gold')).toBe(
      '/PC%20Parts/Power%20Supplies?label=80%2B%20Gold',
    );
    expect(
      new URL(labelPath('PC Parts', 'Power Supplies', '80+ Gold'), 'http://x').searchParams.get('label'),
    ).toBe('80+ Gold');
    expect(categoryPath('A/B')).toBe('/A%2FB');
  });
});

describe('catalogue lookups', () => {
  it('finds a category by name or slug in any case', () => {
    expect(findCategory(STRUCTURE, 'PC Parts')?.slug).toBe('pc-parts');
    expect(findCategory(STRUCTURE, 'pc parts')?.slug).toBe('pc-parts');
    expect(findCategory(STRUCTURE, 'PC-PARTS')?.slug).toBe('pc-parts');
    expect(findCategory(STRUCTURE, ' computers ')?.name).toBe('Computers');
  });

  it('answers null for unknown or empty values and a missing structure', () => {
    expect(findCategory(STRUCTURE, 'Toasters')).toBeNull();
    expect(findCategory(STRUCTURE, '')).toBeNull();
    expect(findCategory(STRUCTURE, undefined)).toBeNull();
    expect(findCategory(undefined, 'Computers')).toBeNull();
  });

  it('finds subcategories only inside their category', () => {
    const computers = findCategory(STRUCTURE, 'computers');
    expect(findSubcategory(computers, 'mini pcs')?.name).toBe('Mini PCs');
    expect(findSubcategory(computers, 'Power Supplies')).toBeNull();
    expect(findSubcategory(null, 'Laptops')).toBeNull();
  });

  it('finds a label inside its subcategory (label slugs repeat across subcategories)', () => {
    const games = findCategory(STRUCTURE, 'Games');
    const ps4 = findSubcategory(games, 'PS4 Games');
    expect(findLabel(ps4, 'action')).toBe(ps4?.data.labels[0]);
    const laptops = findSubcategory(findCategory(STRUCTURE, 'Computers'), 'Laptops');
    expect(findLabel(laptops, 'GAMING-LAPTOP')?.name).toBe('Gaming Laptop');
    expect(findLabel(laptops, 'Action')).toBeNull();
    expect(findLabel(laptops, null)).toBeNull();
  });

  it('resolves a whole location', () => {
    const loc = resolveCatalogLocation(STRUCTURE, {
      category: 'computers',
      subcategory: 'LAPTOPS',
      label: 'Gaming Laptop',
    });
    expect([loc.category?.name, loc.subcategory?.name, loc.label?.name]).toEqual([
      'Computers',
      'Laptops',
      'Gaming Laptop',
    ]);
    const unknown = resolveCatalogLocation(STRUCTURE, { category: 'computers', subcategory: 'Tablets' });
    expect(unknown.category?.name).toBe('Computers');
    expect(unknown.subcategory).toBeNull();
    expect(unknown.label).toBeNull();
  });
});
