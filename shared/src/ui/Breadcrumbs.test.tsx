import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithTheme } from '../test-utils';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  const items = [
    { label: 'HOME', to: '/' },
    { label: 'Computers', to: '/Computers' },
    { label: 'Laptops', to: '/Computers/Laptops' },
    { label: 'Gaming Laptop', to: '/Computers/Laptops?label=Gaming Laptop' },
  ];

  it('links every item but the last, which is plain text with aria-current=page', () => {
    renderWithTheme(<Breadcrumbs items={items} />);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => a.textContent)).toEqual(['HOME', 'Computers', 'Laptops']);
    expect(links[2]?.getAttribute('href')).toBe('/Computers/Laptops');
    const last = within(nav).getByText('Gaming Laptop');
    expect(last.tagName).not.toBe('A');
    expect(last.closest('a')).toBeNull();
    expect(last.getAttribute('aria-current')).toBe('page');
  });

  it('truncates labels to 20 characters, keeping the full label as a tooltip', () => {
    renderWithTheme(
      <Breadcrumbs
        items={[
          { label: 'Home', to: '/' },
          { label: 'Computer Accessories and Peripherals', to: '/x' },
          { label: 'Sony PlayStation 5 Slim Digital Edition 1TB' },
        ]}
        maxLastLabel={30}
      />,
    );
    const middle = screen.getByRole('link', { name: 'Computer Accessorie…' });
    expect(middle.getAttribute('title')).toBe('Computer Accessories and Peripherals');
    expect(screen.getByText('Sony PlayStation 5 Slim Digit…')).toBeTruthy();
  });
});
