import { describe, expect, it } from 'vitest';
import { pageCount, pageOf, paginationWindow } from './pagination';

describe('paginationWindow', () => {
  it('is empty without pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('shows the single page', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
  });

  it('shows every page up to five', () => {
    expect(paginationWindow(3, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(5, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never shows more than five links', () => {
    expect(paginationWindow(1, 6)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(6, 6)).toEqual([2, 3, 4, 5, 6]);
    for (let page = 1; page <= 40; page++) expect(paginationWindow(page, 40)).toHaveLength(5);
  });

  it('keeps the window at the first pages near the start', () => {
    expect(paginationWindow(1, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(2, 20)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(3, 20)).toEqual([1, 2, 3, 4, 5]);
  });

  it('centres the current page in the middle', () => {
    expect(paginationWindow(4, 20)).toEqual([2, 3, 4, 5, 6]);
    expect(paginationWindow(10, 20)).toEqual([8, 9, 10, 11, 12]);
  });

  it('keeps the window at the last pages near the end', () => {
    expect(paginationWindow(19, 20)).toEqual([16, 17, 18, 19, 20]);
    expect(paginationWindow(20, 20)).toEqual([16, 17, 18, 19, 20]);
  });

  it('clamps an out-of-range page', () => {
    expect(paginationWindow(99, 7)).toEqual([3, 4, 5, 6, 7]);
    expect(paginationWindow(0, 7)).toEqual([1, 2, 3, 4, 5]);
    expect(paginationWindow(-3, 2)).toEqual([1, 2]);
  });

  it('honours a smaller link count', () => {
    expect(paginationWindow(5, 10, 3)).toEqual([4, 5, 6]);
    expect(paginationWindow(5, 10, 4)).toEqual([4, 5, 6, 7]);
  });
});

describe('pageCount and pageOf', () => {
  it('counts pages of five, at least one', () => {
    expect(pageCount(0, 5)).toBe(1);
    expect(pageCount(5, 5)).toBe(1);
    expect(pageCount(8, 5)).toBe(2);
    expect(pageCount(11, 5)).toBe(3);
  });

  it('slices one page, 1-based', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(pageOf(items, 1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageOf(items, 2, 5)).toEqual([6, 7]);
    expect(pageOf(items, 3, 5)).toEqual([]);
  });
});
