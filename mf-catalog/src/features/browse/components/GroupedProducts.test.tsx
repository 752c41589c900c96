import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSupabase } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { BrowseGroup } from '../lib/groups';
import { fakeRpc, installFakeIntersectionObserver, listItem, renderWithQuery } from '../test/test-utils';
import { GroupedProducts } from './GroupedProducts';

vi.mock('shared', async (original) => {
  const getSupabase = vi.fn();
  // The fetchers call through callRpc (shared/preload's answers first): route it to the stub.
  const callRpc = async (...call: [string, object?]) => (await getSupabase()).rpc(...call);
  return { ...(await original<typeof import('shared')>()), getSupabase, callRpc };
});

const rpc = vi.fn();
let observer: ReturnType<typeof installFakeIntersectionObserver>;

beforeEach(() => {
  vi.mocked(getSupabase).mockResolvedValue({ rpc } as never);
  observer = installFakeIntersectionObserver();
});
afterEach(() => {
  observer.restore();
  vi.clearAllMocks();
});

const group = (name: string): BrowseGroup => ({
  key: name.toLowerCase(),
  title: name,
  filters: { category: 'Computers', subcategory: name },
  showAllTo: `/Computers/${encodeURIComponent(name)}`,
});

const counts: Record<string, number> = { Laptops: 37, Desktops: 25, 'Mini PCs': 10, Tablets: 0 };

function answerBySubcategory() {
  rpc.mockImplementation(
    fakeRpc({
      get_products_list: (args) => {
        const sub = args?.subcategory_filter as string;
        const size = Math.min(counts[sub] ?? 0, args?.page_size as number);
        return {
          data: Array.from({ length: size }, (_, i) => listItem(i + 1, { subcategory: sub })),
          error: null,
        };
      },
      count_products: (args) => ({
        data: args?.subcategory_filter ? (counts[args.subcategory_filter as string] ?? 0) : 72,
        error: null,
      }),
    }),
  );
}

describe('GroupedProducts', () => {
  it('shows each group with its size, up to 10 cards and a Show All link', async () => {
    answerBySubcategory();
    renderWithQuery(
      <GroupedProducts groups={[group('Laptops'), group('Mini PCs')]} scope={{ category: 'Computers' }} />,
    );

    const laptops = await screen.findByRole('region', { name: 'Laptops (37 products)' });
    await waitFor(() => expect(within(laptops).getAllByTestId('product-card')).toHaveLength(10));
    expect(within(laptops).getByRole('link', { name: 'Show All Laptops' }).getAttribute('href')).toBe(
      '/Computers/Laptops',
    );
    const mini = await screen.findByRole('region', { name: 'Mini PCs (10 products)' });
    expect(within(mini).getByRole('link', { name: 'Show All Mini PCs' }).getAttribute('href')).toBe(
      '/Computers/Mini%20PCs',
    );
    expect(rpc).toHaveBeenCalledWith('get_products_list', {
      page_number: 1,
      page_size: 10,
      category_filter: 'Computers',
      subcategory_filter: 'Laptops',
      label_filter: null,
      condition_filter: null,
    });
  });

  it('loads groups below the first two only when they near the viewport', async () => {
    answerBySubcategory();
    renderWithQuery(
      <GroupedProducts
        groups={[group('Laptops'), group('Desktops'), group('Mini PCs')]}
        scope={{ category: 'Computers' }}
      />,
    );
    await screen.findByRole('region', { name: 'Desktops (25 products)' });
    const asked = () =>
      rpc.mock.calls.filter(([name]) => name === 'get_products_list').map(([, a]) => a.subcategory_filter);
    expect(asked()).toEqual(['Laptops', 'Desktops']);
    expect(screen.getByRole('status', { name: 'Loading Mini PCs' })).toBeTruthy();

    act(() => observer.reveal());
    await screen.findByRole('region', { name: 'Mini PCs (10 products)' });
    expect(asked()).toContain('Mini PCs');
  });

  it('hides an empty group and says No products found when the whole page is empty', async () => {
    answerBySubcategory();
    const { unmount } = renderWithQuery(
      <GroupedProducts groups={[group('Laptops'), group('Tablets')]} scope={{ category: 'Computers' }} />,
    );
    await screen.findByRole('region', { name: 'Laptops (37 products)' });
    await waitFor(() => expect(screen.queryByRole('region', { name: /Tablets/ })).toBeNull());
    unmount();

    rpc.mockImplementation(
      fakeRpc({
        get_products_list: () => ({ data: [], error: null }),
        count_products: () => ({ data: 0, error: null }),
      }),
    );
    renderWithQuery(<GroupedProducts groups={[group('Tablets')]} scope={{ category: 'Computers' }} />);
    expect(await screen.findByText('No products found')).toBeTruthy();
  });

  it('shows what it is given instead when none of the page’s products is in a group', async () => {
    rpc.mockImplementation(
      fakeRpc({
        get_products_list: () => ({ data: [], error: null }),
        // 6 products in the subcategory, none of them with one of its labels.
        count_products: (args) => ({ data: args?.label_filter ? 0 : 6, error: null }),
      }),
    );
    const labelled = { category: 'Consoles', subcategory: 'PlayStation', label: 'ps5,ps4' };
    renderWithQuery(
      <GroupedProducts
        groups={[group('PS5'), group('PS4')]}
        scope={{ category: 'Consoles', subcategory: 'PlayStation' }}
        grouped={{ filters: labelled, otherwise: <p>the subcategory’s grid</p> }}
      />,
    );
    expect(await screen.findByText('the subcategory’s grid')).toBeTruthy();
    expect(screen.queryByText('No products found')).toBeNull();
    expect(rpc).toHaveBeenCalledWith('count_products', {
      category_filter: 'Consoles',
      subcategory_filter: 'PlayStation',
      label_filter: 'ps5,ps4',
      condition_filter: null,
    });
  });

  it('shows the errors of docs/product.md with Retry', async () => {
    let fail = true;
    rpc.mockImplementation(
      fakeRpc({
        get_products_list: () =>
          fail ? { data: null, error: { message: 'down' } } : { data: [listItem(1)], error: null },
        count_products: (args) =>
          args?.subcategory_filter && fail
            ? { data: null, error: { message: 'down' } }
            : { data: 1, error: null },
      }),
    );
    renderWithQuery(<GroupedProducts groups={[group('Laptops')]} scope={{ category: 'Computers' }} />);

    expect(await screen.findByText('Failed to load products list.')).toBeTruthy();
    expect(await screen.findByText(/Failed to load product count\./)).toBeTruthy();

    fail = false;
    for (const button of screen.getAllByRole('button', { name: 'Retry' })) fireEvent.click(button);
    expect(await screen.findByRole('region', { name: 'Laptops (1 product)' })).toBeTruthy();
    await waitFor(() => expect(screen.getAllByTestId('product-card')).toHaveLength(1));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
