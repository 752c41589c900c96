import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { getSupabase } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeRpc, listItem, renderWithQuery } from '../features/browse/test/test-utils';
import { STRUCTURE } from '../features/catalog/test/structure-fixture';
import { CategoryPage } from './CategoryPage';
import { SubcategoryPage } from './SubcategoryPage';

vi.mock('shared', async (original) => {
  const getSupabase = vi.fn();
  // The fetchers call through callRpc (shared/preload's answers first): route it to the stub.
  const callRpc = async (...call: [string, object?]) => (await getSupabase()).rpc(...call);
  return { ...(await original<typeof import('shared')>()), getSupabase, callRpc };
});

// The filtered grid is the search feature's; here only whether and how the pages use it matters.
vi.mock('../features/search/components/FilteredProducts', () => ({
  FilteredProducts: (props: { category: string; subcategory?: string }) => (
    <p data-testid="filtered-grid">{JSON.stringify(props)}</p>
  ),
}));

const rpc = vi.fn();

beforeEach(() => {
  vi.mocked(getSupabase).mockResolvedValue({ rpc } as never);
  rpc.mockImplementation(
    fakeRpc({
      get_product_categories_structure: () => ({ data: STRUCTURE, error: null }),
      get_products_list: () => ({ data: [listItem(1), listItem(2)], error: null }),
      count_products: () => ({ data: 2, error: null }),
    }),
  );
});
afterEach(() => {
  vi.clearAllMocks();
});

function renderAt(url: string) {
  return renderWithQuery(
    <Routes>
      <Route path="/:category" element={<CategoryPage />} />
      <Route path="/:category/:subcategory" element={<SubcategoryPage />} />
    </Routes>,
    url,
  );
}

const crumbs = () =>
  within(screen.getByRole('navigation', { name: 'Breadcrumb' }))
    .getAllByRole('listitem')
    .map((li) => li.textContent);

describe('CategoryPage', () => {
  it('groups by subcategory, with breadcrumbs and page metadata', async () => {
    renderAt('/computers');
    expect(await screen.findByRole('heading', { level: 1, name: 'Computers' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Laptops (2 products)' })).toBeTruthy();
    expect(await screen.findByRole('region', { name: 'Mini PCs (2 products)' })).toBeTruthy();
    expect(crumbs()).toEqual(['Home', 'Computers']);
    expect(document.title).toBe('Computers | GameGear India');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/Computers$/,
    );
    expect(screen.queryByTestId('filtered-grid')).toBeNull();
  });

  it('becomes the filtered grid when a filter is in the URL', async () => {
    renderAt('/Computers?condition=refurbished');
    expect((await screen.findByTestId('filtered-grid')).textContent).toBe('{"category":"Computers"}');
    expect(screen.queryByRole('region')).toBeNull();
  });

  it('shows the not-found view for an unknown category', async () => {
    renderAt('/Toasters');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go back home' }).getAttribute('href')).toBe('/');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex,nofollow',
    );
  });

  it('shows a spinner while the categories load and the error of docs/product.md with Retry', async () => {
    rpc.mockImplementation(
      fakeRpc({ get_product_categories_structure: () => ({ data: null, error: { message: 'down' } }) }),
    );
    renderAt('/Computers');
    expect(screen.getByRole('status', { name: 'Loading categories' })).toBeTruthy();
    expect(await screen.findByText('Failed to load shop categories. Please try again later.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it("says 'No products found' for a category without subcategories", async () => {
    renderAt('/Empty');
    expect(await screen.findByText('No products found')).toBeTruthy();
  });
});

describe('SubcategoryPage', () => {
  it('groups by label with Show All links to the label pages', async () => {
    renderAt('/Computers/laptops');
    expect(await screen.findByRole('heading', { level: 1, name: 'Laptops' })).toBeTruthy();
    const gaming = await screen.findByRole('region', { name: 'Gaming Laptop (2 products)' });
    expect(within(gaming).getByRole('link', { name: 'Show All Gaming Laptop' }).getAttribute('href')).toBe(
      '/Computers/Laptops?label=Gaming%20Laptop',
    );
    expect(crumbs()).toEqual(['Home', 'Computers', 'Laptops']);
    expect(document.title).toBe('Laptops - Computers | GameGear India');
  });

  it('shows the label grid with the label as the last, plain breadcrumb', async () => {
    renderAt('/Computers/Laptops?label=gaming-laptop');
    expect(await screen.findByRole('heading', { level: 1, name: 'Gaming Laptop' })).toBeTruthy();
    expect(screen.getByTestId('filtered-grid').textContent).toBe(
      '{"category":"Computers","subcategory":"Laptops"}',
    );
    expect(crumbs()).toEqual(['Home', 'Computers', 'Laptops', 'Gaming Laptop']);
    const nav = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(nav).getByText('Gaming Laptop').closest('a')).toBeNull();
    expect(within(nav).getByRole('link', { name: 'Laptops' }).getAttribute('href')).toBe(
      '/Computers/Laptops',
    );
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      /\/Computers\/Laptops\?label=Gaming%20Laptop$/,
    );
  });

  it('shows the grid directly for a subcategory without labels', async () => {
    renderAt('/Computers/Mini%20PCs');
    expect((await screen.findByTestId('filtered-grid')).textContent).toBe(
      '{"category":"Computers","subcategory":"Mini PCs"}',
    );
  });

  it('shows the not-found view for a subcategory of another category', async () => {
    renderAt('/Computers/Power%20Supplies');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oops! Page not found' })).toBeTruthy();
  });
});
