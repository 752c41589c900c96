import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { getSupabase, SEARCH } from 'shared';
import type { SearchBoxProps } from 'shared/contracts';
import { renderWithTheme, setBrowserOnline } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MIN_CHARS_HINT, SearchBox } from './SearchBox';

vi.mock('shared', async (original) => {
  const getSupabase = vi.fn();
  // The fetchers call through callRpc (shared/preload's answers first): route it to the stub.
  const callRpc = async (...call: [string, object?]) => (await getSupabase()).rpc(...call);
  return { ...(await original<typeof import('shared')>()), getSupabase, callRpc };
});

const product = (slug: string, name: string, discount = 44990, price = 54990) => ({
  product_id: `id-${slug}`,
  slug,
  product_name: name,
  primary_image: `/img/products/${slug}.svg`,
  price,
  discount_price: discount,
  category: 'Consoles',
  subcategory: 'PlayStation',
  label: null,
  average_rating: 4.5,
  review_count: 12,
  similarity_score: 0.8,
});

const PS5 = product('sony-playstation-5-slim', 'Sony PlayStation 5 Slim');
const PS4 = product('sony-playstation-4-pro', 'Sony PlayStation 4 Pro', 27990, 32990);

type RpcAnswer = { data: unknown; error: { message: string } | null };
let answers: Record<string, (args: Record<string, unknown>) => RpcAnswer>;
const answer = async (fn: string, args: Record<string, unknown>): Promise<RpcAnswer> =>
  answers[fn]?.(args) ?? { data: [], error: null };
const rpc = vi.fn(answer);

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  rpc.mockImplementation(answer);
  vi.mocked(getSupabase).mockResolvedValue({ rpc } as never);
  answers = {
    enhanced_autocomplete_search: () => ({ data: [PS5, PS4], error: null }),
    get_search_suggestions: () => ({
      data: [
        { suggestion: 'playstation 5', similarity_score: 0.5, estimated_results: 7 },
        { suggestion: 'playstation vr', similarity_score: 0.4, estimated_results: 1 },
      ],
      error: null,
    }),
  };
});
afterEach(() => {
  vi.useRealTimers();
  vi.clearAllMocks();
});

function LocationProbe() {
  const { pathname, search } = useLocation();
  return <output data-testid="location">{pathname + search}</output>;
}

function setup(props: SearchBoxProps = {}, route = '/') {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
  renderWithTheme(
    <QueryClientProvider client={client}>
      <SearchBox {...props} />
      <LocationProbe />
      <button type="button">outside</button>
    </QueryClientProvider>,
    { route },
  );
  return { user, input: screen.getByRole('combobox', { name: 'Search products' }) };
}

const location = () => screen.getByTestId('location').textContent;

/** Lets the 600 ms debounce run out. */
async function settleDebounce() {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(SEARCH.debounceMs);
  });
}

async function typeAndSettle(user: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await user.type(input, text);
  await settleDebounce();
  await screen.findByRole('listbox', { name: 'Search results' });
  await vi.waitFor(() => expect(input.getAttribute('aria-expanded')).toBe('true'));
}

describe('SearchBox', () => {
  it('renders the combobox at once and fetches nothing before typing', () => {
    const { input } = setup();
    expect(input).toHaveProperty('value', '');
    expect(input.getAttribute('aria-expanded')).toBe('false');
    expect(rpc).not.toHaveBeenCalled();
  });

  it('asks for 2 characters and does not search one', async () => {
    const { user, input } = setup();
    await user.type(input, 'p');
    expect(screen.getByText(MIN_CHARS_HINT)).toBeTruthy();
    await settleDebounce();
    expect(rpc).not.toHaveBeenCalled();
  });

  it('searches 600 ms after the last keystroke, once, with the documented limits', async () => {
    const { user, input } = setup();
    await user.type(input, 'play');
    await act(async () => {
      await vi.advanceTimersByTimeAsync(SEARCH.debounceMs - 50);
    });
    expect(rpc).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(50);
    });
    await screen.findByRole('listbox', { name: 'Search results' });
    expect(rpc).toHaveBeenCalledTimes(2);
    expect(rpc).toHaveBeenCalledWith('enhanced_autocomplete_search', {
      search_query: 'play',
      max_results: 5,
      similarity_threshold: 0.2,
    });
    expect(rpc).toHaveBeenCalledWith('get_search_suggestions', {
      search_term: 'play',
      max_suggestions: 4,
      min_similarity: 0.3,
    });
  });

  it('lists products with INR prices, suggestions and the view-all button', async () => {
    const { user, input } = setup();
    await typeAndSettle(user, input, 'play');
    const products = screen.getByRole('group', { name: 'Products' });
    const rows = within(products).getAllByRole('option');
    expect(rows.map((r) => r.textContent)).toEqual([
      expect.stringContaining('Sony PlayStation 5 Slim'),
      expect.stringContaining('Sony PlayStation 4 Pro'),
    ]);
    expect(rows[0]?.textContent).toContain('₹44,990.00');
    expect(rows[0]?.querySelector('img')?.getAttribute('width')).toBe('44');
    const suggestions = screen.getByRole('group', { name: 'Suggestions' });
    expect(
      within(suggestions)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['playstation 57 products', 'playstation vr1 product']);
    expect(screen.queryByText('Did you mean:')).toBeNull();
    expect(screen.getByRole('button', { name: 'View all results for "play"' })).toBeTruthy();
    expect(input.getAttribute('aria-expanded')).toBe('true');
    expect(input.getAttribute('aria-controls')).toBe(screen.getByRole('listbox').id);
  });

  it("offline, each product row's price says when it was true", async () => {
    const { user, input } = setup();
    await typeAndSettle(user, input, 'play');
    const products = screen.getByRole('group', { name: 'Products' });
    expect(within(products).queryAllByTestId('price-as-of')).toEqual([]);
    setBrowserOnline(false);
    try {
      const marks = within(products).getAllByTestId('price-as-of');
      expect(marks).toHaveLength(2);
      expect(marks[0]?.textContent).toMatch(/^as of \d{1,2} [A-Z][a-z]{2} \d{4}, \d{1,2}:\d{2} (am|pm)$/);
    } finally {
      setBrowserOnline(true);
    }
  });

  it("offers 'Did you mean' above 0.6 and searches it on click", async () => {
    answers.get_search_suggestions = () => ({
      data: [{ suggestion: 'playstation', similarity_score: 0.91, estimated_results: 9 }],
      error: null,
    });
    const onNavigate = vi.fn();
    const { user, input } = setup({ onNavigate });
    await typeAndSettle(user, input, 'playstaton');
    const dym = screen.getByRole('group', { name: 'Did you mean:' });
    // Offered once: not repeated under Suggestions.
    expect(screen.queryByRole('group', { name: 'Suggestions' })).toBeNull();
    await user.click(within(dym).getByRole('option', { name: 'playstation' }));
    expect(location()).toBe('/search?q=playstation');
    expect(input).toHaveProperty('value', 'playstation');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('walks the options with the arrow keys and opens the active product with Enter', async () => {
    const onNavigate = vi.fn();
    const { user, input } = setup({ onNavigate });
    await typeAndSettle(user, input, 'play');
    const options = screen.getAllByRole('option');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    expect(options[0]?.getAttribute('aria-selected')).toBe('true');
    await user.keyboard('{ArrowDown}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Back in the input: Up from it goes to the last option.
    expect(input.getAttribute('aria-activedescendant')).toBeNull();
    await user.keyboard('{ArrowUp}');
    expect(input.getAttribute('aria-activedescendant')).toBe(options.at(-1)?.id);
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    expect(location()).toBe('/product/sony-playstation-4-pro');
    expect(onNavigate).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveProperty('value', '');
  });

  it('keeps the active option when results arrive later', async () => {
    let answerSuggestions: (value: RpcAnswer) => void = () => {};
    answers.get_search_suggestions = () => ({ data: [], error: null });
    rpc.mockImplementation(async (fn: string, args: Record<string, unknown>) =>
      fn === 'get_search_suggestions'
        ? new Promise<RpcAnswer>((resolve) => {
            answerSuggestions = resolve;
          })
        : answer(fn, args),
    );
    const { user, input } = setup();
    await typeAndSettle(user, input, 'play');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const ps4 = screen.getByRole('option', { name: /Sony PlayStation 4 Pro/ });
    expect(input.getAttribute('aria-activedescendant')).toBe(ps4.id);
    // 'Did you mean' now comes first: the same product stays active at its new position.
    act(() =>
      answerSuggestions({
        data: [{ suggestion: 'playstation', similarity_score: 0.9, estimated_results: 4 }],
        error: null,
      }),
    );
    await screen.findByRole('group', { name: 'Did you mean:' });
    const moved = screen.getByRole('option', { name: /Sony PlayStation 4 Pro/ });
    expect(input.getAttribute('aria-activedescendant')).toBe(moved.id);
    expect(moved.getAttribute('aria-selected')).toBe('true');
  });

  it('opens a product on click', async () => {
    const { user, input } = setup();
    await typeAndSettle(user, input, 'play');
    await user.click(screen.getByRole('option', { name: /Sony PlayStation 5 Slim/ }));
    expect(location()).toBe('/product/sony-playstation-5-slim');
  });

  it('makes every option a real link (href) out of the tab order, for middle- and Ctrl-click', async () => {
    answers.get_search_suggestions = () => ({
      data: [
        { suggestion: 'playstation', similarity_score: 0.91, estimated_results: 9 },
        { suggestion: 'playstation vr', similarity_score: 0.5, estimated_results: 1 },
      ],
      error: null,
    });
    const { user, input } = setup();
    await typeAndSettle(user, input, 'play');
    const options = screen.getAllByRole('option');
    expect(options.length).toBeGreaterThan(2);
    for (const option of options) {
      expect(option.tagName).toBe('A');
      expect(option.getAttribute('tabindex')).toBe('-1');
    }
    expect(screen.getByRole('option', { name: /Sony PlayStation 5 Slim/ }).getAttribute('href')).toBe(
      '/product/sony-playstation-5-slim',
    );
    expect(screen.getByRole('option', { name: /playstation vr/ }).getAttribute('href')).toBe(
      '/search?q=playstation%20vr',
    );
    expect(
      within(screen.getByRole('group', { name: 'Did you mean:' }))
        .getByRole('option', { name: 'playstation' })
        .getAttribute('href'),
    ).toBe('/search?q=playstation');
  });

  it('leaves a Ctrl-, Cmd- or Shift-click to the browser (a new tab) and stays put', async () => {
    const { user, input } = setup();
    await typeAndSettle(user, input, 'play');
    const row = screen.getByRole('option', { name: /Sony PlayStation 5 Slim/ });
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }]) {
      const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
      act(() => {
        row.dispatchEvent(event);
      });
      // Not prevented: the browser opens the link itself.
      expect(event.defaultPrevented).toBe(false);
    }
    expect(location()).toBe('/');
    // A plain click is the app's: prevented, and the router navigates (no reload).
    const plain = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 });
    act(() => {
      row.dispatchEvent(plain);
    });
    expect(plain.defaultPrevented).toBe(true);
    expect(location()).toBe('/product/sony-playstation-5-slim');
  });

  it('Enter searches the URL-encoded text; blank input is ignored', async () => {
    const { user, input } = setup();
    await user.type(input, '   {Enter}');
    expect(location()).toBe('/');
    await user.clear(input);
    await user.type(input, ' ps5 & pro {Enter}');
    expect(location()).toBe('/search?q=ps5%20%26%20pro');
  });

  it("the 'View all results' button searches the text", async () => {
    const { user, input } = setup();
    await typeAndSettle(user, input, 'ps5');
    await user.click(screen.getByRole('button', { name: 'View all results for "ps5"' }));
    expect(location()).toBe('/search?q=ps5');
  });

  it('Escape closes the dropdown, and so does a click outside', async () => {
    const { user, input } = setup();
    await typeAndSettle(user, input, 'play');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input.getAttribute('aria-expanded')).toBe('false');
    await user.keyboard('{ArrowDown}');
    await screen.findByRole('listbox');
    await user.click(screen.getByRole('button', { name: 'outside' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveProperty('value', 'play');
    // Escape on the closed box clears it.
    await user.click(input);
    await user.keyboard('{Escape}{Escape}');
    expect(input).toHaveProperty('value', '');
  });

  it("says 'No results found' when nothing matches", async () => {
    answers.enhanced_autocomplete_search = () => ({ data: [], error: null });
    answers.get_search_suggestions = () => ({ data: [], error: null });
    const { user, input } = setup();
    await user.type(input, 'zzzz');
    await settleDebounce();
    expect(await screen.findByText('No results found')).toBeTruthy();
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('stays silent when the search fails', async () => {
    answers.enhanced_autocomplete_search = () => ({ data: null, error: { message: 'boom' } });
    answers.get_search_suggestions = () => ({ data: null, error: { message: 'boom' } });
    const { user, input } = setup();
    await user.type(input, 'ryzen');
    await settleDebounce();
    await vi.waitFor(() => expect(rpc).toHaveBeenCalledTimes(2));
    await vi.waitFor(() => expect(screen.queryByText('Searching…')).toBeNull());
    expect(screen.queryByText('No results found')).toBeNull();
    expect(screen.queryByText(/boom/)).toBeNull();
    expect(screen.getByRole('button', { name: 'View all results for "ryzen"' })).toBeTruthy();
  });

  it("shows the search page's q", () => {
    const { input } = setup({}, '/search?q=ryzen%207');
    expect(input).toHaveProperty('value', 'ryzen 7');
  });

  it('drawer: lists results inline, suggestions as chips, hint while short', async () => {
    const { user, input } = setup({ variant: 'drawer', size: 'large', autoFocus: true });
    expect(document.activeElement).toBe(input);
    expect(screen.getByText(MIN_CHARS_HINT)).toBeTruthy();
    await typeAndSettle(user, input, 'play');
    expect(screen.queryByText(MIN_CHARS_HINT)).toBeNull();
    expect(within(screen.getByRole('group', { name: 'Products' })).getAllByRole('option')).toHaveLength(2);
    const chip = screen.getByRole('option', { name: 'playstation 5' });
    // Inline list: stays open when focus leaves the input.
    fireEvent.pointerDown(screen.getByRole('button', { name: 'outside' }));
    await user.click(chip);
    expect(location()).toBe('/search?q=playstation%205');
  });
});
