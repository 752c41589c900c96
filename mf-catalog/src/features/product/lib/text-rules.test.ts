import { CART, TEXT_LIMITS } from 'shared';
import { describe, expect, it } from 'vitest';
import { productBreadcrumbs } from './breadcrumbs';
import { isProductId, normaliseSlug, productPath } from './product-ref';
import { clampQuantity, maxQuantity, parseQuantityInput, stockLimitMessage } from './quantity';
import { showMore } from './show-more';
import { stockStatus } from './stock';

describe('showMore', () => {
  const title = (n: number) => 'x'.repeat(n);

  it('offers the title toggle only beyond 50 characters', () => {
    expect(showMore(title(50), TEXT_LIMITS.titleShowMore, false)).toEqual({
      shown: title(50),
      toggles: false,
    });
    const long = showMore(title(51), TEXT_LIMITS.titleShowMore, false);
    expect(long.toggles).toBe(true);
    expect(Array.from(long.shown)).toHaveLength(50);
    expect(long.shown.endsWith('…')).toBe(true);
  });

  it('offers the description toggle only beyond 200 characters and shows all when expanded', () => {
    expect(showMore(title(200), TEXT_LIMITS.descriptionShowMore, false).toggles).toBe(false);
    expect(showMore(title(201), TEXT_LIMITS.descriptionShowMore, false).toggles).toBe(true);
    expect(showMore(title(201), TEXT_LIMITS.descriptionShowMore, true)).toEqual({
      shown: title(201),
      toggles: true,
    });
  });
});

describe('quantity', () => {
  it('clamps typed values above 99 to 99 and flags them', () => {
    expect(parseQuantityInput('150')).toEqual({ quantity: CART.maxQuantity, exceeded: true });
    expect(parseQuantityInput('100')).toEqual({ quantity: 99, exceeded: true });
    expect(parseQuantityInput('99')).toEqual({ quantity: 99, exceeded: false });
  });

  it('stops at the units in stock: one for a single pre-owned unit, 99 at most', () => {
    expect(maxQuantity(1)).toBe(1);
    expect(maxQuantity(7)).toBe(7);
    expect(maxQuantity(500)).toBe(99);
    expect(maxQuantity(0)).toBe(1);
    expect(maxQuantity(null)).toBe(99);
    expect(parseQuantityInput('99', maxQuantity(1))).toEqual({ quantity: 1, exceeded: true });
    expect(parseQuantityInput('5', 7)).toEqual({ quantity: 5, exceeded: false });
    expect(clampQuantity(8, 7)).toBe(7);
    expect(stockLimitMessage(1)).toBe('Only 1 left in stock.');
    expect(stockLimitMessage(7)).toBe('Only 7 left in stock.');
  });

  it('does not allow below 1, ignores non-digits and treats empty as still typing', () => {
    expect(parseQuantityInput('0')).toEqual({ quantity: 1, exceeded: false });
    expect(parseQuantityInput('-5')).toEqual({ quantity: 5, exceeded: false });
    expect(parseQuantityInput('1a2')).toEqual({ quantity: 12, exceeded: false });
    expect(parseQuantityInput('')).toEqual({ quantity: null, exceeded: false });
  });

  it('keeps stepped quantities inside 1-99', () => {
    expect(clampQuantity(0)).toBe(1);
    expect(clampQuantity(100)).toBe(99);
    expect(clampQuantity(42)).toBe(42);
    expect(clampQuantity(Number.NaN)).toBe(1);
  });
});

describe('stockStatus', () => {
  it('says In stock, Only n left or Out of stock', () => {
    expect(stockStatus(64)).toMatchObject({ label: 'In stock', inStock: true });
    expect(stockStatus(5)).toMatchObject({ label: 'Only 5 left', inStock: true });
    expect(stockStatus(1)).toMatchObject({ label: 'Only 1 left', inStock: true });
    expect(stockStatus(0)).toMatchObject({ label: 'Out of stock', inStock: false });
  });
});

describe('productBreadcrumbs', () => {
  it('links Home, category, subcategory and label by display name, then the product', () => {
    expect(
      productBreadcrumbs({
        o_category_name: 'Computers',
        o_subcategory_name: 'Laptops',
        o_label: 'Gaming Laptop',
        o_product_name: 'Lenovo Legion 5i',
      }),
    ).toEqual([
      { label: 'Home', to: '/' },
      { label: 'Computers', to: '/Computers' },
      { label: 'Laptops', to: '/Computers/Laptops' },
      { label: 'Gaming Laptop', to: '/Computers/Laptops?label=Gaming%20Laptop' },
      { label: 'Lenovo Legion 5i' },
    ]);
  });

  it('encodes names and skips a missing label', () => {
    const items = productBreadcrumbs({
      o_category_name: 'PC Parts',
      o_subcategory_name: 'Cabinets & Cases',
      o_label: null,
      o_product_name: 'Corsair 4000D',
    });
    expect(items.map((i) => i.to)).toEqual([
      '/',
      '/PC%20Parts',
      '/PC%20Parts/Cabinets%20%26%20Cases',
      undefined,
    ]);
  });
});

describe('product references', () => {
  it('tells ids from slugs', () => {
    expect(isProductId('c54bd1fe-57e1-53cb-b06e-03cb27e83dc7')).toBe(true);
    expect(isProductId('C54BD1FE-57E1-53CB-B06E-03CB27E83DC7')).toBe(true);
    expect(isProductId('lenovo-legion-5i')).toBe(false);
    expect(isProductId('c54bd1fe-57e1-53cb-b06e')).toBe(false);
  });

  it('normalises slugs and builds the product address', () => {
    expect(normaliseSlug('  PS5-Slim ')).toBe('ps5-slim');
    expect(productPath('ps5-slim')).toBe('/product/ps5-slim');
  });
});
