import { fireEvent, screen, within } from '@testing-library/react';
import { getSupabase } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STRUCTURE } from '../../catalog/test/structure-fixture';
import { fakeRpc, renderWithQuery } from '../test/test-utils';
import { CatalogPanel } from './CatalogPanel';

vi.mock('shared', async (original) => {
  const getSupabase = vi.fn();
  // The fetchers call through callRpc (shared/preload's answers first): route it to the stub.
  const callRpc = async (...call: [string, object?]) => (await getSupabase()).rpc(...call);
  return { ...(await original<typeof import('shared')>()), getSupabase, callRpc };
});

const rpc = vi.fn();

beforeEach(() => {
  vi.mocked(getSupabase).mockResolvedValue({ rpc } as never);
});
afterEach(() => {
  vi.clearAllMocks();
});

const answer = (data: unknown) =>
  rpc.mockImplementation(fakeRpc({ get_product_categories_structure: () => ({ data, error: null }) }));

describe('CatalogPanel', () => {
  it('lists categories as links with collapsed subcategories', async () => {
    answer(STRUCTURE);
    renderWithQuery(<CatalogPanel />);
    const nav = await screen.findByRole('navigation', { name: 'Shop categories' });
    expect(within(nav).getByRole('link', { name: 'PC Parts' }).getAttribute('href')).toBe('/PC%20Parts');
    const toggle = within(nav).getByRole('button', { name: 'Computers subcategories' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).queryByRole('link', { name: 'Laptops' })).toBeNull();
  });

  it('expands and collapses a category with its button: subcategory and label links with icons', async () => {
    answer(STRUCTURE);
    renderWithQuery(<CatalogPanel />);
    const toggle = await screen.findByRole('button', { name: 'Computers subcategories' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const controlled = document.getElementById(toggle.getAttribute('aria-controls') ?? '');
    expect(controlled?.hidden).toBe(false);

    expect(screen.getByRole('link', { name: 'Laptops' }).getAttribute('href')).toBe('/Computers/Laptops');
    const label = screen.getByRole('link', { name: 'Gaming Laptop' });
    expect(label.getAttribute('href')).toBe('/Computers/Laptops?label=Gaming%20Laptop');
    const icon = label.querySelector('img');
    expect(icon?.getAttribute('src')).toBe('/img/products/label-gaming.svg');
    expect([icon?.getAttribute('width'), icon?.getAttribute('height')]).toEqual(['28', '28']);
    expect(screen.getByRole('link', { name: 'Mini PCs' })).toBeTruthy();

    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Laptops' })).toBeNull();
  });

  it("opens the current page's category and says 'No subcategories' for an empty one", async () => {
    answer(STRUCTURE);
    renderWithQuery(<CatalogPanel />, '/pc-parts/power-supplies');
    expect(await screen.findByRole('link', { name: '80+ Gold' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Empty subcategories' }));
    expect(screen.getByText('No subcategories')).toBeTruthy();
  });

  it('calls onNavigate after a link click', async () => {
    answer(STRUCTURE);
    const onNavigate = vi.fn();
    renderWithQuery(<CatalogPanel onNavigate={onNavigate} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Computers subcategories' }));
    fireEvent.click(screen.getByRole('link', { name: 'Thin and Light' }));
    expect(onNavigate).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('link', { name: 'Games' }));
    expect(onNavigate).toHaveBeenCalledTimes(2);
  });

  it("says 'No categories available' for an empty catalogue", async () => {
    answer({ categories: [] });
    renderWithQuery(<CatalogPanel />);
    expect(await screen.findByText('No categories available')).toBeTruthy();
  });

  it('shows a spinner while loading, then the error with Retry', async () => {
    let fail = true;
    rpc.mockImplementation(
      fakeRpc({
        get_product_categories_structure: () =>
          fail ? { data: null, error: { message: 'down' } } : { data: STRUCTURE, error: null },
      }),
    );
    renderWithQuery(<CatalogPanel />);
    expect(screen.getByRole('status', { name: 'Loading categories' })).toBeTruthy();
    expect(await screen.findByText('Failed to load shop categories. Please try again later.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('link', { name: 'Computers' })).toBeTruthy();
  });
});
