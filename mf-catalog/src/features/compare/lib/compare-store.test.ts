import { act, renderHook } from '@testing-library/react';
import { bus, type EventPayload } from 'shared';
import { COMPARE_STORAGE_KEY, type CompareItem } from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  addCompareItem,
  clearCompare,
  compareItems,
  removeCompareItem,
  resetCompareStoreForTests,
  useCompareItems,
} from './compare-store';

const laptop = (n: number): CompareItem => ({
  slug: `laptop-${n}`,
  name: `Laptop ${n}`,
  subcategory: 'Laptops',
  image: null,
});

let toasts: EventPayload<'toast'>[];
let stop: () => void;
beforeEach(() => {
  localStorage.clear();
  resetCompareStoreForTests();
  toasts = [];
  stop = bus.on('toast', (t) => toasts.push(t));
});
afterEach(() => stop());

describe('the compare store', () => {
  it('keeps the list in localStorage', () => {
    addCompareItem(laptop(1));
    addCompareItem(laptop(2));
    expect(JSON.parse(localStorage.getItem(COMPARE_STORAGE_KEY) ?? '[]')).toEqual([laptop(1), laptop(2)]);
    removeCompareItem('laptop-1');
    expect(compareItems()).toEqual([laptop(2)]);
    clearCompare();
    expect(localStorage.getItem(COMPARE_STORAGE_KEY)).toBeNull();
    expect(compareItems()).toEqual([]);
  });

  it('reads what an earlier page stored, and ignores what is not a list', () => {
    localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([laptop(3)]));
    expect(compareItems()).toEqual([laptop(3)]);
    resetCompareStoreForTests();
    localStorage.setItem(COMPARE_STORAGE_KEY, '{broken');
    expect(compareItems()).toEqual([]);
  });

  it('refuses another kind and a fifth product with a toast, leaving the list as it is', () => {
    for (const n of [1, 2, 3, 4]) addCompareItem(laptop(n));
    expect(addCompareItem({ ...laptop(9), subcategory: 'PlayStation' })).toMatchObject({ ok: false });
    expect(toasts.at(-1)).toMatchObject({
      status: 'warning',
      title:
        'You can compare products of one kind at a time. Your list has Laptops. Clear it to compare PlayStation.',
    });
    expect(addCompareItem(laptop(5))).toMatchObject({ ok: false, reason: 'full' });
    expect(toasts.at(-1)).toMatchObject({ title: 'You can compare up to 4 products.' });
    expect(compareItems()).toHaveLength(4);
  });

  it('re-renders its readers, and follows other tabs through the storage event', () => {
    const { result } = renderHook(() => useCompareItems());
    expect(result.current).toEqual([]);
    act(() => {
      addCompareItem(laptop(1));
    });
    expect(result.current).toEqual([laptop(1)]);
    act(() => {
      localStorage.setItem(COMPARE_STORAGE_KEY, JSON.stringify([laptop(2)]));
      window.dispatchEvent(new StorageEvent('storage', { key: COMPARE_STORAGE_KEY }));
    });
    expect(result.current).toEqual([laptop(2)]);
  });
});
