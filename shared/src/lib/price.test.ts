import { describe, expect, it } from 'vitest';
import { percentOff } from './price';

describe('percentOff (round((price - discount) / price x 100))', () => {
  it('computes and rounds the reduction', () => {
    expect(percentOff(1000, 750)).toBe(25);
    expect(percentOff(3, 2)).toBe(33); // 33.33 rounds down
    expect(percentOff(3, 1)).toBe(67); // 66.67 rounds up
    expect(percentOff(200, 199)).toBe(1); // 0.5 rounds half up
  });

  it('is 0 when the price is not positive', () => {
    expect(percentOff(0, 0)).toBe(0);
    expect(percentOff(-100, -200)).toBe(0);
  });

  it('is 0 when the discount price is negative', () => {
    expect(percentOff(100, -1)).toBe(0);
  });

  it('is 0 when the discount price is at least the price', () => {
    expect(percentOff(100, 100)).toBe(0);
    expect(percentOff(100, 120)).toBe(0);
  });

  it('is 0 when there is no discount price', () => {
    expect(percentOff(100, null)).toBe(0);
    expect(percentOff(100, undefined)).toBe(0);
    expect(percentOff(null, 50)).toBe(0);
  });

  it('is 100 for a free item', () => {
    expect(percentOff(100, 0)).toBe(100);
  });
});
