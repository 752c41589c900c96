import { describe, expect, it } from 'vitest';
import { capBadge, cartTooltip, ELLIPSIS, pluralize, shortId, truncate } from './text';

describe('truncate', () => {
  it('keeps text that fits', () => {
    expect(truncate('Consoles', 20)).toBe('Consoles');
    expect(truncate('x'.repeat(20), 20)).toBe('x'.repeat(20));
  });

  it('cuts to the limit with the ellipsis counted inside it', () => {
    const out = truncate('Graphics Cards and Accessories', 20);
    expect(out).toBe(`Graphics Cards and${ELLIPSIS}`); // the space before '…' is dropped
    expect(out.length).toBeLessThanOrEqual(20);
    expect(truncate('abcdefghijklmnopqrstuvwxyz', 20)).toBe(`abcdefghijklmnopqrs${ELLIPSIS}`);
    expect(Array.from(truncate('a'.repeat(500), 160))).toHaveLength(160);
  });

  it('never splits a character made of two code units', () => {
    expect(truncate('🎮🎮🎮🎮', 3)).toBe(`🎮🎮${ELLIPSIS}`);
  });

  it('handles tiny limits and empty input', () => {
    expect(truncate('abc', 1)).toBe(ELLIPSIS);
    expect(truncate('abc', 0)).toBe('');
    expect(truncate(null, 5)).toBe('');
    expect(truncate('', 5)).toBe('');
  });
});

describe('shortId', () => {
  it('shows the first 8 characters by default and up to n otherwise', () => {
    const id = '3f2a9c1e-5b7d-4e8f-9a0b-1c2d3e4f5a6b';
    expect(shortId(id)).toBe('3f2a9c1e');
    expect(shortId(id, 36)).toBe(id);
    expect(shortId('abc')).toBe('abc');
    expect(shortId(undefined)).toBe('');
  });
});

describe('pluralize / cartTooltip', () => {
  it("writes the literal 'item(s)' of docs/product.md", () => {
    expect(pluralize(1, 'item')).toBe('1 item(s)');
    expect(cartTooltip(0)).toBe('View Cart (0 item(s))');
    expect(cartTooltip(3)).toBe('View Cart (3 item(s))');
  });
});

describe('capBadge', () => {
  it('caps counts above 9 at 9+', () => {
    expect(capBadge(9)).toBe('9');
    expect(capBadge(10)).toBe('9+');
    expect(capBadge(20)).toBe('9+');
  });

  it('hides the badge for zero or less', () => {
    expect(capBadge(0)).toBe('');
    expect(capBadge(-2)).toBe('');
    expect(capBadge(1)).toBe('1');
  });
});
