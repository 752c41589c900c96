import type { CategoryStructure } from 'shared/contracts';

/** A small slice of the seed's taxonomy (names with spaces, '+', repeated label slugs). */
export const STRUCTURE: CategoryStructure = {
  categories: [
    {
      name: 'Computers',
      slug: 'computers',
      description: 'Gaming laptops, prebuilt gaming PCs, workstations and mini PCs.',
      display_url: null,
      subcategories: [
        {
          name: 'Laptops',
          slug: 'laptops',
          display_url: null,
          data: {
            labels: [
              { name: 'Gaming Laptop', slug: 'gaming-laptop', display_url: '/img/products/label-gaming.svg' },
              { name: 'Thin and Light', slug: 'thin-and-light', display_url: null },
            ],
          },
        },
        { name: 'Mini PCs', slug: 'mini-pcs', display_url: null, data: { labels: [] } },
      ],
    },
    {
      name: 'PC Parts',
      slug: 'pc-parts',
      description: null,
      display_url: null,
      subcategories: [
        {
          name: 'Power Supplies',
          slug: 'power-supplies',
          display_url: null,
          data: { labels: [{ name: '80+ Gold', slug: '80-plus-gold', display_url: null }] },
        },
      ],
    },
    {
      name: 'Games',
      slug: 'games',
      description: null,
      display_url: null,
      subcategories: [
        {
          name: 'PS5 Games',
          slug: 'ps5-games',
          display_url: null,
          data: { labels: [{ name: 'Action', slug: 'action', display_url: null }] },
        },
        {
          name: 'PS4 Games',
          slug: 'ps4-games',
          display_url: null,
          data: { labels: [{ name: 'Action', slug: 'action', display_url: null }] },
        },
      ],
    },
    { name: 'Empty', slug: 'empty', description: null, display_url: null, subcategories: [] },
  ],
};
