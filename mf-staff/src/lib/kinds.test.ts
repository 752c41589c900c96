import { describe, expect, it } from 'vitest';
import { itemRef, orderRef, shortId } from './kinds';

const ID = '3f2a9c1e-0000-4000-8000-000000000001';

describe('how the console names an item', () => {
  it('by its display number', () => {
    expect(itemRef({ id: ID, display_number: 'GG-26-7K3M9Q' })).toBe('#GG-26-7K3M9Q');
    expect(orderRef(ID, 'GG-26-7K3M9Q')).toBe('#GG-26-7K3M9Q');
  });

  it('by the start of its id without one (a review, a row read before numbers)', () => {
    expect(itemRef({ id: ID })).toBe('#3f2a9c1e');
    expect(itemRef({ id: ID, display_number: null })).toBe('#3f2a9c1e');
    expect(orderRef(ID)).toBe('#3f2a9c1e');
    expect(shortId(ID)).toBe('#3f2a9c1e');
  });
});
