import { CART_MESSAGES, type WidgetProduct } from 'shared/contracts';
import { describe, expect, it } from 'vitest';
import { product } from '../../../test-utils';
import {
  addExceedsMax,
  addRefusal,
  cartCount,
  pageOf,
  validPage,
  withAdded,
  without,
  withQuantity,
} from './cart-rules';

const cartOf = (n: number) => Array.from({ length: n }, (_, i) => product(i + 1));
const widget = (n: number): WidgetProduct => ({ ...product(n), stockUnits: 5 });

describe('addRefusal (docs/product.md#cart)', () => {
  it.each([0, -1, 100, 1.5, Number.NaN])('refuses quantity %s with the 1-99 message', (quantity) => {
    expect(addRefusal([], product(1).id, quantity)).toEqual({ title: CART_MESSAGES.quantityRange });
  });

  it('accepts 1 and 99', () => {
    expect(addRefusal([], product(1).id, 1)).toBeNull();
    expect(addRefusal([], product(1).id, 99)).toBeNull();
  });

  it('refuses a 21st distinct product with both cart-full texts', () => {
    expect(addRefusal(cartOf(20), product(21).id, 1)).toEqual({
      title: 'Cart full (max 20 unique items)',
      description: 'Cart is full! Maximum 20 items allowed.',
    });
  });

  it('still adds to a product already held when 20 are held, and to a 20th product', () => {
    expect(addRefusal(cartOf(20), product(3).id, 2)).toBeNull();
    expect(addRefusal(cartOf(19), product(20).id, 1)).toBeNull();
  });
});

describe('cart arithmetic', () => {
  it('counts distinct products, not units', () => {
    expect(cartCount([product(1, { quantity: 5 }), product(2, { quantity: 3 })])).toBe(2);
    expect(cartCount(undefined)).toBe(0);
  });

  it('adds to a held line capped at 99, or appends a new line', () => {
    const held = [product(1, { quantity: 95 })];
    expect(withAdded(held, widget(1), 10)[0]?.quantity).toBe(99);
    expect(addExceedsMax(held, product(1).id, 10)).toBe(true);
    expect(addExceedsMax(held, product(1).id, 4)).toBe(false);
    const appended = withAdded(held, widget(2), 3);
    expect(appended.map((i) => [i.id, i.quantity])).toEqual([
      [product(1).id, 95],
      [product(2).id, 3],
    ]);
    expect(appended[1]).not.toHaveProperty('stockUnits');
  });

  it('sets quantities: below 1 removes, above 99 clamps', () => {
    const cart = [product(1, { quantity: 2 }), product(2)];
    expect(withQuantity(cart, product(1).id, 0)).toEqual([product(2)]);
    expect(withQuantity(cart, product(1).id, -4)).toEqual([product(2)]);
    expect(withQuantity(cart, product(1).id, 100)[0]?.quantity).toBe(99);
    expect(withQuantity(cart, product(1).id, 7)[0]?.quantity).toBe(7);
    expect(without(cart, product(2).id)).toEqual([cart[0]]);
  });
});

describe('cart pages (5 per page)', () => {
  it('slices pages of five', () => {
    const cart = cartOf(12);
    expect(pageOf(cart, 1).map((i) => i.slug)).toEqual([
      'product-1',
      'product-2',
      'product-3',
      'product-4',
      'product-5',
    ]);
    expect(pageOf(cart, 3).map((i) => i.slug)).toEqual(['product-11', 'product-12']);
  });

  it('resets a page beyond the last to the first', () => {
    expect(validPage(3, 11)).toBe(3);
    expect(validPage(3, 10)).toBe(1);
    expect(validPage(2, 0)).toBe(1);
  });
});
