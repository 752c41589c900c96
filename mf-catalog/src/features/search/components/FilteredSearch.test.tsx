import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getSupabase } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchPage } from '../../../pages/SearchPage';
import { fakeRpc, filterSet, location, renderAt, resultItem } from '../test/render';
import { FilteredProducts } from './FilteredProducts';

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

function answer({
  total = 3,
  suggestions = [] as { suggestion: string; similarity_score: number; estimated_results: number }[],
  failSearch = false,
} = {}) {
  rpc.mockImplementation(
    fakeRpc({
      unified_product_search: (args) =>
        failSearch
          ? { data: null, error: { message: 'boom' } }
          : {
              data: Array.from({ length: Math.min(total, args.page_size as number) }, (_, i) =>
                resultItem(i + 1),
              ),
              error: null,
            },
      get_product_search_count: () => ({ data: total, error: null }),
      get_search_suggestions: () => ({ data: suggestions, error: null }),
      get_search_filters: () => ({ data: filterSet(), error: null }),
    }),
  );
}

const lastArgs = (name: string) =>
  rpc.mock.calls.filter(([n]) => n === name).at(-1)?.[1] as Record<string, unknown> | undefined;

describe('SearchPage', () => {
  it('asks for 2 characters and searches nothing below', async () => {
    answer();
    renderAt(<SearchPage />, '/search?q=a');
    expect(await screen.findByText('Type at least 2 characters to search')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Search results' })).toBeTruthy();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('shows the count, the cards and a Did you mean link above 0.6', async () => {
    answer({
      total: 3,
      suggestions: [{ suggestion: 'playstation', similarity_score: 0.91, estimated_results: 40 }],
    });
    renderAt(<SearchPage />, '/search?q=playstaton');
    expect(await screen.findByText(/^3 results/)).toBeTruthy();
    expect(screen.getAllByTestId('product-card')).toHaveLength(3);
    // The grid has its heading between the page's h1 and the cards' h3 (in order at any width).
    expect(screen.getByRole('heading', { level: 2, name: 'Search results' })).toBeTruthy();
    const link = screen.getByRole('link', { name: 'playstation' });
    expect(link.getAttribute('href')).toBe('/search?q=playstation');
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex,nofollow');
    expect(lastArgs('unified_product_search')).toMatchObject({
      search_term: 'playstaton',
      sort_by: 'relevance',
      page_number: 1,
      page_size: 20,
      min_relevance: 0.1,
    });
  });

  it('has no Did you mean at 0.6 or below', async () => {
    answer({ suggestions: [{ suggestion: 'xbox', similarity_score: 0.6, estimated_results: 4 }] });
    renderAt(<SearchPage />, '/search?q=xbax');
    await screen.findByText(/^3 results/);
    expect(screen.queryByText(/Did you mean/)).toBeNull();
  });

  it("shows 'No results found' for an empty answer", async () => {
    answer({ total: 0 });
    renderAt(<SearchPage />, '/search?q=zzzz');
    expect(await screen.findByText('No results found')).toBeTruthy();
  });

  it('shows an error box with a retry when the search fails', async () => {
    answer({ failSearch: true, total: 2 });
    renderAt(<SearchPage />, '/search?q=ps5');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load search results.');
    answer({ total: 2 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^2 results/)).toBeTruthy();
  });

  it('writes sort, facet and spec choices into the URL and resets the page', async () => {
    answer({ total: 45 });
    renderAt(<SearchPage />, '/search?q=ps5&page=2');
    await screen.findByText(/^45 results/);

    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price_asc' } });
    await waitFor(() => expect(location.current).toBe('/search?q=ps5&sortBy=price_asc'));

    fireEvent.click(await screen.findByRole('checkbox', { name: /Pre-owned/ }));
    await waitFor(() => expect(location.current).toBe('/search?q=ps5&condition=pre-owned&sortBy=price_asc'));

    fireEvent.click(screen.getByRole('checkbox', { name: /Sony/ }));
    await waitFor(() => expect(location.current).toContain('spec_brand=Sony'));
    await waitFor(() =>
      expect(lastArgs('unified_product_search')).toMatchObject({
        condition_filter: ['pre-owned'],
        p_spec_filters: { brand: ['Sony'] },
        sort_by: 'price_asc',
      }),
    );

    fireEvent.click(screen.getByRole('radio', { name: 'Yes' }));
    await waitFor(() => expect(location.current).toContain('spec_disc_drive=true'));

    fireEvent.click(screen.getByRole('button', { name: 'Clear all' }));
    await waitFor(() => expect(location.current).toBe('/search?q=ps5'));
  });

  it('moves between pages: each page a link to its address, a click without a page load', async () => {
    answer({ total: 45 });
    renderAt(<SearchPage />, '/search?q=ps5');
    await screen.findByText(/^45 results/);
    const pages = screen.getByRole('navigation', { name: 'Search results pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('?q=ps5&page=3');
    expect(within(pages).getByRole('link', { name: 'Next page' }).getAttribute('href')).toBe('?q=ps5&page=2');
    // On the first page, Previous leads nowhere.
    const previous = within(pages).getByRole('link', { name: 'Previous page' });
    expect(previous.getAttribute('href')).toBeNull();
    expect(previous.getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(pages).getByRole('link', { name: 'Page 3' }));
    await waitFor(() => expect(location.current).toBe('/search?q=ps5&page=3'));
    await waitFor(() => expect(lastArgs('unified_product_search')).toMatchObject({ page_number: 3 }));
  });

  it('keeps price edits pending (orange dot) until Apply; Reset restores the applied range', async () => {
    answer();
    renderAt(<SearchPage />, '/search?q=ps5');
    const minimum = await screen.findByRole('slider', { name: 'Minimum price' });
    expect(minimum.getAttribute('aria-valuemin')).toBe('1000');
    expect(screen.queryByTestId('price-pending')).toBeNull();

    // Bounds 1,000-60,000: a span above ₹50,000 steps by ₹1,000.
    fireEvent.keyDown(minimum, { key: 'ArrowRight' });
    expect(await screen.findByTestId('price-pending')).toBeTruthy();
    expect(minimum.getAttribute('aria-valuenow')).toBe('2000');
    expect((screen.getByLabelText('Min price (₹)') as HTMLInputElement).value).toBe('2000');
    expect(location.current).toBe('/search?q=ps5');

    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(screen.queryByTestId('price-pending')).toBeNull());
    expect(minimum.getAttribute('aria-valuenow')).toBe('1000');

    fireEvent.keyDown(minimum, { key: 'ArrowRight' });
    fireEvent.keyDown(minimum, { key: 'ArrowRight' });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(location.current).toBe('/search?q=ps5&minDiscountPrice=3000'));
    await waitFor(() => expect(screen.queryByTestId('price-pending')).toBeNull());
    await waitFor(() =>
      expect(lastArgs('unified_product_search')).toMatchObject({ min_price: 3000, max_price: null }),
    );
  });

  it('applies a preset at once and validates typed Min / Max amounts', async () => {
    answer();
    renderAt(<SearchPage />, '/search?q=ps5');
    // Bounds 1,000-60,000: the budgets that overlap them.
    const presets = await screen.findByRole('group', { name: 'Price presets' });
    expect(
      within(presets)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Under ₹10,000', '₹10,000 – ₹30,000', '₹30,000 – ₹60,000']);
    fireEvent.click(within(presets).getByRole('button', { name: '₹10,000 – ₹30,000' }));
    await waitFor(() =>
      expect(location.current).toBe('/search?q=ps5&minDiscountPrice=10000&maxDiscountPrice=30000'),
    );
    await waitFor(() =>
      expect(
        within(presets).getByRole('button', { name: '₹10,000 – ₹30,000' }).getAttribute('aria-pressed'),
      ).toBe('true'),
    );

    const min = screen.getByLabelText('Min price (₹)');
    const max = screen.getByLabelText('Max price (₹)');
    fireEvent.change(min, { target: { value: '40000' } });
    expect(await screen.findByText('The minimum price must not be more than the maximum.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Apply' }).hasAttribute('disabled')).toBe(true);
    fireEvent.change(max, { target: { value: '45000' } });
    await waitFor(() =>
      expect(screen.queryByText('The minimum price must not be more than the maximum.')).toBeNull(),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    await waitFor(() =>
      expect(location.current).toBe('/search?q=ps5&minDiscountPrice=40000&maxDiscountPrice=45000'),
    );
  });

  it('searches the words of a price query within its bounds and removes them with the chip', async () => {
    answer();
    renderAt(<SearchPage />, '/search?q=gaming%20laptop%20under%201%20lakh&minDiscountPrice=5000');
    const chip = await screen.findByRole('button', { name: 'Remove price filter Under ₹1,00,000' });
    expect(chip.textContent).toContain('Under ₹1,00,000');
    await waitFor(() =>
      expect(lastArgs('unified_product_search')).toMatchObject({
        search_term: 'gaming laptop',
        min_price: 5000,
        max_price: 100_000,
      }),
    );
    expect(lastArgs('get_product_search_count')).toMatchObject({
      search_term: 'gaming laptop',
      max_price: 100_000,
    });
    expect(lastArgs('get_search_filters')).toMatchObject({ search_term: 'gaming laptop' });
    expect(await screen.findByText('3 results for “gaming laptop”, Under ₹1,00,000')).toBeTruthy();

    fireEvent.click(chip);
    await waitFor(() => expect(location.current).toBe('/search?q=gaming+laptop&minDiscountPrice=5000'));
    await waitFor(() =>
      expect(lastArgs('unified_product_search')).toMatchObject({
        search_term: 'gaming laptop',
        min_price: 5000,
        max_price: null,
      }),
    );
    expect(screen.queryByRole('button', { name: /Remove price filter/ })).toBeNull();
  });

  it('finds nothing, without asking, when the query’s price and the panel’s range do not overlap', async () => {
    answer();
    renderAt(<SearchPage />, '/search?q=ps5%20under%2010k&minDiscountPrice=20000');
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.getByText(/do not overlap/)).toBeTruthy();
    expect(rpc.mock.calls.filter(([n]) => n === 'unified_product_search')).toEqual([]);
  });

  it('asks for words when the query is only a price', async () => {
    answer();
    renderAt(<SearchPage />, '/search?q=under%2050k');
    expect(await screen.findByText(/Add what you are looking for to the price/)).toBeTruthy();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('moves a spec slider to the nearest available value', async () => {
    answer();
    renderAt(<SearchPage />, '/search?q=ps5');
    const minimum = await screen.findByRole('slider', { name: 'Minimum Storage' });
    // Values 825, 1000, 2000: step 175 (smallest gap); one step right is 1000.
    fireEvent.keyDown(minimum, { key: 'ArrowRight' });
    await waitFor(() => expect(location.current).toBe('/search?q=ps5&spec_storage_gb_min=1000'));
    expect(screen.getByRole('list', { name: 'Storage values' }).textContent).toBe('82510002000');
  });
});

describe('FilteredProducts', () => {
  it("searches within the page's category without offering its taxonomy", async () => {
    answer({ total: 5 });
    renderAt(
      <FilteredProducts category="Consoles" subcategory="PlayStation" />,
      '/Consoles/PlayStation?condition=new',
    );
    await screen.findByText(/^5 results/);
    expect(screen.getByRole('heading', { level: 2, name: 'Products' })).toBeTruthy();
    expect(lastArgs('unified_product_search')).toMatchObject({
      search_term: null,
      p_category: 'Consoles',
      p_subcategory: 'PlayStation',
      condition_filter: ['new'],
    });
    expect(rpc.mock.calls.some(([n]) => n === 'get_search_suggestions')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Categories' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Subcategories' })).toBeNull();
    fireEvent.click(await screen.findByRole('checkbox', { name: /PS5/ }));
    await waitFor(() => expect(location.current).toBe('/Consoles/PlayStation?label=ps5&condition=new'));
  });

  it("says 'No products found' for an empty grid and 'Failed to load products list.' with a retry", async () => {
    answer({ total: 0 });
    const { unmount } = renderAt(<FilteredProducts category="Consoles" />, '/Consoles?condition=refurbished');
    expect(await screen.findByText('No products found')).toBeTruthy();
    expect(screen.queryByText('No results found')).toBeNull();
    unmount();

    answer({ failSearch: true, total: 4 });
    renderAt(<FilteredProducts category="Consoles" />, '/Consoles?condition=new');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to load products list.');
    answer({ total: 4 });
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/^4 results/)).toBeTruthy();
  });
});
