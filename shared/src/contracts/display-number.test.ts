import { describe, expect, it } from 'vitest';
import { DISPLAY_NUMBER_PATTERN, itemNumber, readDisplayNumber } from './display-number';

describe('display numbers', () => {
  it('matches the database format', () => {
    expect(DISPLAY_NUMBER_PATTERN.test('GG-26-7K3M9Q')).toBe(true);
    expect(DISPLAY_NUMBER_PATTERN.test('RT-26-000000')).toBe(true);
    // I, L, O and U are not in the alphabet.
    for (const bad of ['GG-26-7K3M9I', 'GG-26-7K3M9L', 'GG-26-7K3M9O', 'GG-26-7K3M9U']) {
      expect(DISPLAY_NUMBER_PATTERN.test(bad)).toBe(false);
    }
    expect(DISPLAY_NUMBER_PATTERN.test('GG-2026-7K3M9Q')).toBe(false);
    expect(DISPLAY_NUMBER_PATTERN.test('gg-26-7k3m9q')).toBe(false);
  });

  it('reads what people type', () => {
    expect(readDisplayNumber('GG-26-7K3M9Q')).toBe('GG-26-7K3M9Q');
    expect(readDisplayNumber('  gg-26-7k3m9q ')).toBe('GG-26-7K3M9Q');
    expect(readDisplayNumber('#GG-26-7K3M9Q')).toBe('GG-26-7K3M9Q');
    expect(readDisplayNumber(' #rp-26-abcdef')).toBe('RP-26-ABCDEF');
  });

  it('refuses what is not one', () => {
    for (const bad of ['', '   ', '#', 'GG267K3M9Q', 'GG-26-7K3M9', 'GG-26-7K3M9QX', '3f2a9c1e']) {
      expect(readDisplayNumber(bad)).toBeNull();
    }
    expect(readDisplayNumber('3f2a9c1e-0000-4000-8000-000000000001')).toBeNull();
    expect(readDisplayNumber(null)).toBeNull();
    expect(readDisplayNumber(undefined)).toBeNull();
  });

  it('names a row by its number, else by the start of its id', () => {
    const id = '3f2a9c1e-0000-4000-8000-000000000001';
    expect(itemNumber({ id, display_number: 'GG-26-7K3M9Q' })).toBe('GG-26-7K3M9Q');
    expect(itemNumber({ id })).toBe('3f2a9c1e');
    expect(itemNumber({ id, display_number: null })).toBe('3f2a9c1e');
    expect(itemNumber({ id, display_number: '' })).toBe('3f2a9c1e');
  });
});
