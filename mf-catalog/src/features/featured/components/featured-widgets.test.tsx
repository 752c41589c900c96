import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSupabase } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import FeaturedCarousel from '../../../widgets/FeaturedCarousel';
import { fakeRpc, listItem, renderWithQuery } from '../../browse/test/test-utils';
import { STRUCTURE } from '../../catalog/test/structure-fixture';
import { featuredGroups } from '../lib/featured-groups';
import { FeaturedSectionsList } from './FeaturedSectionsList';

vi.mock('shared', async (original) => {
  const getSupabase = vi.fn();
  // The fetchers call through callRpc (shared/preload's answers first): route it to the stub.
  const callRpc = async (...call: [string, object?]) => (await getSupabase()).rpc(...call);
  return { ...(await original<typeof import('shared')>()), getSupabase, callRpc };
});

type Handler = Parameters<typeof fakeRpc>[0][string];
const rpc = vi.fn();

function answer(handlers: Record<string, Handler>) {
  rpc.mockImplementation(fakeRpc(handlers));
  vi.mocked(getSupabase).mockResolvedValue({ rpc } as never);
}

const listCalls = () =>
  rpc.mock.calls.filter(([name]) => name === 'get_products_list').map(([, args]) => args);

/** An IntersectionObserver the test drives: `reveal(el)` reports `el` (or what contains it) as visible. */
function fakeIntersectionObserver() {
  const observed: { el: Element; cb: IntersectionObserverCallback; observer: IntersectionObserver }[] = [];
  class Fake {
    constructor(private readonly cb: IntersectionObserverCallback) {}
    observe(el: Element) {
      observed.push({ el, cb: this.cb, observer: this as unknown as IntersectionObserver });
    }
    unobserve() {}
    disconnect() {
      for (let i = observed.length - 1; i >= 0; i--)
        if (observed[i]?.observer === (this as unknown as IntersectionObserver)) observed.splice(i, 1);
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', Fake);
  return {
    reveal(target: Element) {
      act(() => {
        for (const { el, cb, observer } of [...observed])
          if (el === target || el.contains(target))
            cb([{ isIntersecting: true, target: el } as unknown as IntersectionObserverEntry], observer);
      });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
  rpc.mockReset();
});

describe('FeaturedSectionsList (home page)', () => {
  let io: ReturnType<typeof fakeIntersectionObserver>;
  beforeEach(() => {
    io = fakeIntersectionObserver();
  });

  const section = (name: string) =>
    screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

  it('lists a carousel per subcategory in the catalogue order, each with its Show All link', async () => {
    answer({ get_product_categories_structure: () => ({ data: STRUCTURE, error: null }) });
    renderWithQuery(<FeaturedSectionsList />);
    const groups = featuredGroups(STRUCTURE);
    await screen.findByRole('heading', { level: 2, name: groups[0]?.subcategory });
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(
      groups.map((g) => g.subcategory),
    );
    expect(screen.getByRole('link', { name: 'Show All Mini PCs' }).getAttribute('href')).toBe(
      '/Computers/Mini%20PCs',
    );
    // Nothing on screen yet: no product requests.
    expect(listCalls()).toEqual([]);
  });

  it('fetches a section’s 10 products only when it nears the viewport', async () => {
    answer({
      get_product_categories_structure: () => ({ data: STRUCTURE, error: null }),
      get_products_list: () => ({ data: [listItem(1), listItem(2)], error: null }),
    });
    renderWithQuery(<FeaturedSectionsList />);
    await screen.findByRole('heading', { level: 2, name: 'Laptops' });
    io.reveal(section('Laptops'));
    const laptops = within(section('Laptops'));
    expect(await laptops.findByRole('heading', { level: 3, name: 'Product 1' })).toBeTruthy();
    expect(laptops.getByRole('heading', { level: 3, name: 'Product 2' })).toBeTruthy();
    expect(listCalls()).toEqual([
      {
        page_number: 1,
        page_size: 10,
        category_filter: 'Computers',
        subcategory_filter: 'Laptops',
        label_filter: null,
        condition_filter: null,
      },
    ]);
  });

  it('hides an empty subcategory and offers a retry when a section fails', async () => {
    let failing = true;
    answer({
      get_product_categories_structure: () => ({ data: STRUCTURE, error: null }),
      get_products_list: (args) => {
        if (args?.subcategory_filter === 'Mini PCs') return { data: [], error: null };
        if (failing) return { data: null, error: { message: 'boom' } };
        return { data: [listItem(7)], error: null };
      },
    });
    renderWithQuery(<FeaturedSectionsList />);
    await screen.findByRole('heading', { level: 2, name: 'Mini PCs' });
    io.reveal(section('Mini PCs'));
    await waitFor(() => expect(screen.queryByRole('heading', { level: 2, name: 'Mini PCs' })).toBeNull());

    io.reveal(section('Laptops'));
    const alert = await within(section('Laptops')).findByRole('alert');
    expect(alert.textContent).toContain('Failed to load products list.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Product 7' })).toBeTruthy();
    expect(within(section('Laptops')).queryByRole('alert')).toBeNull();
  });

  it('says the sections could not load, and Retry loads them', async () => {
    let failing = true;
    answer({
      get_product_categories_structure: () =>
        failing ? { data: null, error: { message: 'down' } } : { data: STRUCTURE, error: null },
    });
    renderWithQuery(<FeaturedSectionsList />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load featured product sections.');
    failing = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Laptops' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('FeaturedCarousel (loading overlay)', () => {
  it('shows up to 10 products of every category that answered, after the loading text', async () => {
    answer({
      get_product_categories_structure: () => ({ data: STRUCTURE, error: null }),
      get_products_list: (args) => {
        if (args?.category_filter === 'Computers')
          return { data: Array.from({ length: 12 }, (_, i) => listItem(i)), error: null };
        if (args?.category_filter === 'PC Parts')
          return { data: [listItem(100), listItem(101), listItem(102)], error: null };
        return { data: null, error: { message: 'boom' } };
      },
    });
    renderWithQuery(<FeaturedCarousel intervalMs={1000} />);
    expect(screen.getByText('Loading featured products...')).toBeTruthy();
    expect(await screen.findByRole('heading', { name: 'Featured Products' })).toBeTruthy();
    expect(screen.queryByText('Loading featured products...')).toBeNull();
    const names = screen.getAllByTestId('product-card').map((card) => card.querySelector('h3')?.textContent);
    expect(names).toHaveLength(13);
    expect(names).not.toContain('Product 10');
    expect(names).not.toContain('Product 11');
    // One list per category, 10 each, no subcategory.
    expect(listCalls()).toEqual(
      STRUCTURE.categories.map((c) => ({
        page_number: 1,
        page_size: 10,
        category_filter: c.name,
        subcategory_filter: null,
        label_filter: null,
        condition_filter: null,
      })),
    );
  });

  it("keeps 'Loading featured products...' when no category has products", async () => {
    answer({
      get_product_categories_structure: () => ({ data: STRUCTURE, error: null }),
      get_products_list: () => ({ data: [], error: null }),
    });
    renderWithQuery(<FeaturedCarousel />);
    await waitFor(() => expect(listCalls()).toHaveLength(STRUCTURE.categories.length));
    await waitFor(() => expect(screen.getByText('Loading featured products...')).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Featured Products' })).toBeNull();
  });
});
