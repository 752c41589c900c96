import { fireEvent, screen, within } from '@testing-library/react';
import type { CompareItem } from 'shared/contracts';
import { renderWithTheme } from 'shared/test-utils';
import { beforeEach, describe, expect, it } from 'vitest';
import { compareItems, resetCompareStoreForTests, setCompareItems } from '../lib/compare-store';
import { CompareTray } from './CompareTray';

const laptop = (n: number): CompareItem => ({
  slug: `laptop-${n}`,
  name: `Laptop ${n}`,
  subcategory: 'Laptops',
  image: null,
});

beforeEach(() => {
  localStorage.clear();
  resetCompareStoreForTests();
});

describe('CompareTray', () => {
  it('shows nothing while the list is empty', () => {
    renderWithTheme(<CompareTray />);
    expect(screen.queryByRole('region', { name: 'Compare list' })).toBeNull();
  });

  it("lists the products with Remove, 'Compare (n)' to the compare page and Clear", () => {
    setCompareItems([laptop(1), laptop(2)]);
    renderWithTheme(<CompareTray />);
    const tray = screen.getByRole('region', { name: 'Compare list' });
    expect(within(tray).getAllByRole('listitem')).toHaveLength(2);
    expect(within(tray).getByRole('link', { name: 'Compare (2)' }).getAttribute('href')).toBe(
      '/compare?ids=laptop-1,laptop-2',
    );
    fireEvent.click(within(tray).getByRole('button', { name: 'Remove Laptop 1 from compare' }));
    expect(compareItems()).toEqual([laptop(2)]);
    expect(within(tray).getByRole('link', { name: 'Compare (1)' })).toBeTruthy();
    fireEvent.click(within(tray).getByRole('button', { name: 'Clear compare list' }));
    expect(compareItems()).toEqual([]);
    expect(screen.queryByRole('region', { name: 'Compare list' })).toBeNull();
  });
});
