import { fireEvent, screen } from '@testing-library/react';
import { bus, type EventPayload } from 'shared';
import type { CompareItem } from 'shared/contracts';
import { renderWithTheme } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { compareItems, resetCompareStoreForTests, setCompareItems } from '../lib/compare-store';
import { CompareToggle } from './CompareToggle';

const legion: CompareItem = {
  slug: 'legion-5i',
  name: 'Lenovo Legion 5i',
  subcategory: 'Laptops',
  image: null,
};

let toasts: EventPayload<'toast'>[];
let stop: () => void;
beforeEach(() => {
  localStorage.clear();
  resetCompareStoreForTests();
  toasts = [];
  stop = bus.on('toast', (t) => toasts.push(t));
});
afterEach(() => stop());

describe('CompareToggle', () => {
  it('on a card: a toggle button named after the product, pressed while the product is in the list', () => {
    renderWithTheme(<CompareToggle item={legion} />);
    const toggle = screen.getByRole('button', { name: 'Compare Lenovo Legion 5i' });
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(toggle.textContent).toBe('Compare');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe('true');
    expect(compareItems()).toEqual([legion]);
    // The name stays; pressing again takes it out.
    fireEvent.click(screen.getByRole('button', { name: 'Compare Lenovo Legion 5i' }));
    expect(toggle.getAttribute('aria-pressed')).toBe('false');
    expect(compareItems()).toEqual([]);
  });

  it("on the product page: 'Add to compare'", () => {
    renderWithTheme(<CompareToggle item={legion} variant="page" />);
    expect(screen.getByRole('button', { name: 'Add to compare', pressed: false })).toBeTruthy();
  });

  it('refuses a product of another kind with a toast and stays unpressed', () => {
    setCompareItems([{ slug: 'ps5', name: 'PS5', subcategory: 'PlayStation' }]);
    renderWithTheme(<CompareToggle item={legion} />);
    fireEvent.click(screen.getByRole('button', { name: 'Compare Lenovo Legion 5i' }));
    expect(
      screen.getByRole('button', { name: 'Compare Lenovo Legion 5i' }).getAttribute('aria-pressed'),
    ).toBe('false');
    expect(toasts.at(-1)?.title).toBe(
      'You can compare products of one kind at a time. Your list has PlayStation. Clear it to compare Laptops.',
    );
  });
});
