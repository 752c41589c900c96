import { describe, expect, it } from 'vitest';
import { fakeAddress } from '../../../test-utils';
import { addressLine, itemFacts, orderLines, quotedPrice } from './item-facts';

describe('itemFacts', () => {
  it('lists the shopper, their phone, the kind’s facts and the remark, as text', () => {
    const facts = itemFacts('game_load', {
      id: 'a',
      name: null,
      email: 'asha@example.in',
      allowedNext: [],
      created_at: null,
      phone: null,
      pickup_address: null,
      console_type: 'PS5',
      available_storage: 825,
      storage_unit: 'GB',
      games_list: ['Astro Bot', 'Returnal'],
      price_details: { base: 999, addon: 500, total: 1499 },
      remark: null,
    });
    expect(facts).toEqual([
      ['Shopper', '— (asha@example.in)'],
      ['Phone', '—'],
      ['Created', '—'],
      ['Pickup address', '—'],
      ['Console', 'PS5'],
      ['Storage', '825 GB'],
      ['Games', 'Astro Bot, Returnal'],
      ['Quoted price', '₹1,499.00 (₹999.00 + ₹500.00 add-on)'],
      ['Remark', '—'],
    ]);
  });

  it('shows no remark for reviews', () => {
    const facts = itemFacts('review', { id: 'r', name: 'Ravi', email: null, allowedNext: [], rating: 4 });
    expect(facts.map(([term]) => term)).toEqual([
      'Shopper',
      'Phone',
      'Created',
      'Product',
      'Rating',
      'Title',
      'Comment',
    ]);
    expect(facts).toContainEqual(['Rating', '4 of 5']);
  });

  it('gives an order its discount code and courier only when it has them', () => {
    const order = { id: 'o', name: 'Asha', email: null, allowedNext: [], total: 100, items: [] };
    const terms = (over: Record<string, unknown>) =>
      itemFacts('order', { ...order, ...over }).map(([t]) => t);
    expect(terms({ discount_code: null, courier: null, tracking_number: null })).toEqual([
      'Shopper',
      'Phone',
      'Created',
      'Total',
      'Deliver to',
      'Remark',
    ]);
    expect(
      itemFacts('order', {
        ...order,
        discount_code: 'DIWALI10',
        courier: 'Blue Dart',
        tracking_number: 'BD1234',
      }),
    ).toEqual(
      expect.arrayContaining([
        ['Discount code', 'DIWALI10'],
        ['Courier', 'Blue Dart'],
        ['Tracking number', 'BD1234'],
      ]),
    );
  });
});

describe('the parts of the facts', () => {
  it('writes an address on one line, leaving blanks out', () => {
    expect(addressLine(fakeAddress({ line2: '' }))).toBe('4 MG Road, Bengaluru, Karnataka - 560001, India');
    expect(addressLine({ line1: 'Flat 4', city: null })).toBe('Flat 4');
    expect(addressLine(null)).toBe('—');
    expect(addressLine({})).toBe('—');
  });

  it('quotes a game load’s price with its base and add-on', () => {
    expect(quotedPrice({ base: 999, addon: 0, total: 999 })).toBe('₹999.00 (₹999.00 + ₹0.00 add-on)');
    expect(quotedPrice(null)).toBe('—');
  });

  it('reads an order’s lines, keeping the list price only when it is above the unit price', () => {
    const lines = orderLines({
      id: 'o',
      name: null,
      email: null,
      allowedNext: [],
      items: [
        { product_id: 'p1', name: 'PS5', quantity: 2, unit_price: 49990, list_price: 54990, subtotal: 99980 },
        {
          product_id: 'p2',
          name: 'Cable',
          quantity: 1,
          unit_price: '499.00',
          list_price: '499.00',
          subtotal: '499.00',
        },
      ],
    });
    expect(lines).toEqual([
      { key: 'p1-0', name: 'PS5', quantity: 2, unitPrice: 49990, listPrice: 54990, subtotal: 99980 },
      { key: 'p2-1', name: 'Cable', quantity: 1, unitPrice: 499, listPrice: null, subtotal: 499 },
    ]);
    expect(orderLines({ id: 'o', name: null, email: null, allowedNext: [] })).toEqual([]);
  });
});
