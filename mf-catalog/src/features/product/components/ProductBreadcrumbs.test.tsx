import { screen, within } from '@testing-library/react';
import { renderWithTheme } from 'shared/test-utils';
import { describe, expect, it } from 'vitest';
import { ProductBreadcrumbs } from './ProductBreadcrumbs';

describe('ProductBreadcrumbs', () => {
  it('cuts labels at 20 characters and the product name at 30, keeping full text in tooltips', () => {
    renderWithTheme(
      <ProductBreadcrumbs
        product={{
          o_category_name: 'PC Parts',
          o_subcategory_name: 'Graphics Cards and Accessories',
          o_label: 'NVIDIA GeForce RTX 40 Series',
          o_product_name: 'ZOTAC Gaming GeForce RTX 4060 Twin Edge OC 8GB GDDR6',
        }}
      />,
    );
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const texts = within(trail)
      .getAllByRole('listitem')
      .map((li) => li.textContent ?? '');
    expect(texts).toEqual([
      'Home',
      'PC Parts',
      'Graphics Cards and…',
      'NVIDIA GeForce RTX…',
      'ZOTAC Gaming GeForce RTX 4060…',
    ]);
    expect(texts.slice(2, 4).every((t) => Array.from(t).length <= 20)).toBe(true);
    expect(Array.from(texts[4] ?? '').length).toBeLessThanOrEqual(30);
    const sub = within(trail).getByRole('link', { name: 'Graphics Cards and…' });
    expect(sub.getAttribute('title')).toBe('Graphics Cards and Accessories');
    expect(sub.getAttribute('href')).toBe('/PC%20Parts/Graphics%20Cards%20and%20Accessories');
  });
});
