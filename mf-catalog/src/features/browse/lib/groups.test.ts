import { describe, expect, it } from 'vitest';
import { STRUCTURE } from '../../catalog/test/structure-fixture';
import { browseBreadcrumbs, categoryGroups, labelledProducts, labelTitle, subcategoryGroups } from './groups';

const [computers, pcParts, games] = STRUCTURE.categories as [
  (typeof STRUCTURE.categories)[number],
  (typeof STRUCTURE.categories)[number],
  (typeof STRUCTURE.categories)[number],
];

describe('categoryGroups', () => {
  it('makes one group per subcategory, in order, linking to /{category}/{subcategory}', () => {
    expect(categoryGroups(computers)).toEqual([
      {
        key: 'laptops',
        title: 'Laptops',
        filters: { category: 'Computers', subcategory: 'Laptops' },
        showAllTo: '/Computers/Laptops',
      },
      {
        key: 'mini-pcs',
        title: 'Mini PCs',
        filters: { category: 'Computers', subcategory: 'Mini PCs' },
        showAllTo: '/Computers/Mini%20PCs',
      },
    ]);
  });

  it('has no groups for a category without subcategories', () => {
    expect(categoryGroups({ ...computers, subcategories: [] })).toEqual([]);
  });
});

describe('subcategoryGroups', () => {
  it('makes one group per label linking to ?label={label}', () => {
    const laptops = computers.subcategories[0];
    if (!laptops) throw new Error('fixture');
    const groups = subcategoryGroups(computers, laptops);
    expect(groups.map((g) => g.title)).toEqual(['Gaming Laptop', 'Thin and Light']);
    expect(groups[0]).toEqual({
      key: 'laptops/gaming-laptop',
      title: 'Gaming Laptop',
      filters: { category: 'Computers', subcategory: 'Laptops', label: 'Gaming Laptop' },
      showAllTo: '/Computers/Laptops?label=Gaming%20Laptop',
    });
    const psu = pcParts.subcategories[0];
    if (!psu) throw new Error('fixture');
    expect(subcategoryGroups(pcParts, psu)[0]?.showAllTo).toBe(
      '/PC%20Parts/Power%20Supplies?label=80%2B%20Gold',
    );
  });

  it('keys groups apart when label slugs repeat across subcategories', () => {
    const [ps5, ps4] = games.subcategories;
    if (!ps5 || !ps4) throw new Error('fixture');
    expect(subcategoryGroups(games, ps5)[0]?.key).not.toBe(subcategoryGroups(games, ps4)[0]?.key);
  });

  it('has no groups for a subcategory without labels (the page shows its grid)', () => {
    const mini = computers.subcategories[1];
    if (!mini) throw new Error('fixture');
    expect(subcategoryGroups(computers, mini)).toEqual([]);
  });
});

describe('browseBreadcrumbs', () => {
  const laptops = computers.subcategories[0];

  it('is Home then the category on a category page', () => {
    expect(browseBreadcrumbs(computers)).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Computers', to: '/Computers' },
    ]);
  });

  it('adds the subcategory, then the label as plain text', () => {
    expect(browseBreadcrumbs(computers, laptops)).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Computers', to: '/Computers' },
      { label: 'Laptops', to: '/Computers/Laptops' },
    ]);
    expect(browseBreadcrumbs(computers, laptops, 'Gaming Laptop').at(-1)).toEqual({ label: 'Gaming Laptop' });
  });
});

describe('labelTitle', () => {
  it('uses the structure names where known and the URL value otherwise', () => {
    const label = computers.subcategories[0]?.data.labels[0] ?? null;
    expect(labelTitle(['gaming-laptop'], [label])).toBe('Gaming Laptop');
    expect(labelTitle(['gaming-laptop', 'Retro'], [label, null])).toBe('Gaming Laptop, Retro');
  });
});

describe('labelledProducts', () => {
  it("selects the subcategory's products that carry any of its labels, by slug", () => {
    const laptops = computers.subcategories[0] as (typeof computers.subcategories)[number];
    expect(labelledProducts(computers, laptops)).toEqual({
      category: 'Computers',
      subcategory: 'Laptops',
      label: 'gaming-laptop,thin-and-light',
    });
  });
});
