import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { bus, type EventPayload, getSupabase, theme, useSession } from 'shared';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PRODUCT_ID, PRODUCT_SLUG, productFixture } from '../test-fixtures';
import { ProductScreen } from './ProductScreen';

vi.mock('shared', async (original) => {
  const getSupabase = vi.fn();
  // The fetchers call through callRpc (shared/preload's answers first): route it to the stub.
  const callRpc = async (...call: [string, object?]) => (await getSupabase()).rpc(...call);
  return { ...(await original<typeof import('shared')>()), getSupabase, callRpc };
});

const rpc = vi.fn();
let toasts: EventPayload<'toast'>[];
let stopToasts: () => void;

beforeEach(() => {
  vi.mocked(getSupabase).mockResolvedValue({ rpc } as never);
  toasts = [];
  stopToasts = bus.on('toast', (t) => toasts.push(t));
});
afterEach(() => {
  stopToasts();
  vi.clearAllMocks();
  useSession.setState({ status: 'loading', user: null });
});

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

function Page() {
  const { pathname } = useLocation();
  const idOrSlug = decodeURIComponent(pathname.replace(/^\/product\/(details\/)?/, ''));
  return <ProductScreen idOrSlug={idOrSlug} />;
}

function renderAt(path: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
      </ThemeProvider>
    </QueryClientProvider>
  );
  return render(
    <Routes>
      <Route
        path="*"
        element={
          <>
            <Page />
            <LocationProbe />
          </>
        }
      />
    </Routes>,
    { wrapper },
  );
}

const heading = () => screen.findByRole('heading', { level: 1, name: productFixture().o_product_name });

describe('ProductScreen', () => {
  it('shows the product found by slug: breadcrumbs, price, stock, specification and similar products', async () => {
    rpc.mockResolvedValue({ data: [productFixture()], error: null });
    renderAt(`/product/${PRODUCT_SLUG}`);
    expect(screen.getByText('Loading product…')).toBeTruthy(); // the skeleton first
    await heading();
    expect(rpc).toHaveBeenCalledWith('get_product_details_by_slug', { p_target_slug: PRODUCT_SLUG });

    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    const links = within(trail).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      '/',
      '/Computers',
      '/Computers/Laptops',
      '/Computers/Laptops?label=Gaming%20Laptop',
    ]);
    // The product name is cut at 30 characters, the full name in the tooltip.
    const current = within(trail).getByText((_, el) => el?.getAttribute('aria-current') === 'page');
    expect(Array.from(current.textContent ?? '')).toHaveLength(30);
    expect(current.getAttribute('title')).toBe(productFixture().o_product_name);

    expect(screen.getByText('Price ₹1,19,990.00, MRP ₹1,49,990.00, 20% off')).toBeTruthy();
    expect(screen.getByTestId('mrp').textContent).toBe('MRP ₹1,49,990.00');
    expect(screen.getByText('Inclusive of all taxes')).toBeTruthy();
    expect(screen.getByText('20% off')).toBeTruthy();

    // Disclosures: country of origin, warranty, returns, the seller linking to its page.
    const facts = screen.getByTestId('product-disclosures');
    expect(within(facts).getByText('China')).toBeTruthy();
    expect(within(facts).getByText("Manufacturer's warranty: 12 months")).toBeTruthy();
    expect(within(facts).getByRole('link', { name: '7-day returns' }).getAttribute('href')).toBe(
      '/returns-and-refunds',
    );
    expect(
      within(facts).getByRole('link', { name: 'GameGear Retail Private Limited' }).getAttribute('href'),
    ).toBe('/about-seller');
    expect(screen.getByText('In stock')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Rated 4.4 out of 5' })).toBeTruthy();

    // Below the first screen: rendered once the first screen has painted.
    // A table per spec group, named by its caption.
    const spec = await screen.findByRole('region', { name: 'Technical Specification' });
    const groups = within(spec)
      .getAllByRole('table')
      .map((table) => table.querySelector('caption')?.textContent);
    expect(groups).toEqual(['General', 'Performance', 'Memory']);
    const general = within(spec).getByRole('table', { name: 'General' });
    expect(
      within(general).getByRole('rowheader', { name: 'Backlit Keyboard' }).nextElementSibling?.textContent,
    ).toBe('Yes');

    const similar = screen.getByRole('region', { name: 'You May Also Like' });
    expect(
      within(similar)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['/product/asus-rog-strix-g16', '/product/acer-nitro-v-15']);
    // Five images, four thumbnails.
    expect(screen.getAllByRole('button', { name: /^Show image \d of 5$/ })).toHaveLength(4);
  });

  it("offers 'Add to compare' (a toggle button) once the page has loaded", async () => {
    localStorage.removeItem('gamegear:compare');
    rpc.mockResolvedValue({ data: [productFixture()], error: null });
    renderAt(`/product/${PRODUCT_SLUG}`);
    await heading();
    const add = await screen.findByRole('button', { name: 'Add to compare', pressed: false });
    await userEvent.click(add);
    expect(add.getAttribute('aria-pressed')).toBe('true');
    expect(JSON.parse(localStorage.getItem('gamegear:compare') ?? '[]')).toEqual([
      expect.objectContaining({ slug: PRODUCT_SLUG, subcategory: 'Laptops' }),
    ]);
    await userEvent.click(add);
    expect(add.getAttribute('aria-pressed')).toBe('false');
  });

  it('offers Show More on the long title and description', async () => {
    rpc.mockResolvedValue({ data: [productFixture()], error: null });
    renderAt(`/product/${PRODUCT_SLUG}`);
    const h1 = await heading();
    const toggles = screen.getAllByRole('button', { name: 'Show More' });
    expect(toggles).toHaveLength(2);
    const [titleToggle] = toggles;
    if (!titleToggle) throw new Error('no title toggle');
    // Collapsed, the visible title is cut at 50 characters.
    const visible = h1.querySelector('[aria-hidden="true"]')?.textContent ?? '';
    expect(Array.from(visible)).toHaveLength(50);
    fireEvent.click(titleToggle);
    expect(titleToggle.getAttribute('aria-expanded')).toBe('true');
    expect(titleToggle.textContent).toBe('Show Less');
    expect(h1.textContent).toBe(productFixture().o_product_name);
  });

  it('replaces an id address by the slug address', async () => {
    rpc.mockResolvedValue({ data: [productFixture()], error: null });
    renderAt(`/product/details/${PRODUCT_ID}?ref=mail`);
    await heading();
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe(`/product/${PRODUCT_SLUG}?ref=mail`),
    );
    expect(rpc).toHaveBeenCalledWith('get_product_details', { p_target_product_id: PRODUCT_ID });
    // The product found by id serves the slug address: no second lookup.
    expect(rpc.mock.calls.filter(([name]) => String(name).startsWith('get_product_details'))).toHaveLength(1);
  });

  it("says 'Product Not Found' when there is no such product", async () => {
    rpc.mockResolvedValue({ data: [], error: null });
    renderAt('/product/no-such-thing');
    expect(await screen.findByRole('heading', { level: 1, name: 'Product Not Found' })).toBeTruthy();
    expect(
      screen.getByText('The product you are looking for does not exist or could not be loaded.'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the error with Go Home and retries', async () => {
    rpc.mockResolvedValueOnce({ data: null, error: { message: 'Network request failed' } });
    renderAt(`/product/${PRODUCT_SLUG}`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Network request failed')).toBeTruthy();
    expect(within(alert).getByRole('link', { name: 'Go Home' })).toBeTruthy();
    rpc.mockResolvedValue({ data: [productFixture()], error: null });
    fireEvent.click(within(alert).getByRole('button', { name: 'Try Again' }));
    await heading();
  });

  it('stops at the units in stock with the toast: a single pre-owned unit is 1', async () => {
    rpc.mockResolvedValue({
      data: [productFixture({ o_stock_units: 1, o_condition: 'pre-owned' })],
      error: null,
    });
    renderAt(`/product/${PRODUCT_SLUG}`);
    await heading();
    const field = screen.getByLabelText('Quantity') as HTMLInputElement;
    fireEvent.change(field, { target: { value: '99' } });
    expect(field.value).toBe('1');
    expect(toasts.at(-1)?.title).toBe('Only 1 left in stock.');
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
  });

  it('clamps a typed quantity above 99 with the toast, and never goes below 1', async () => {
    rpc.mockResolvedValue({ data: [productFixture({ o_stock_units: 500 })], error: null });
    renderAt(`/product/${PRODUCT_SLUG}`);
    await heading();
    const field = screen.getByLabelText('Quantity') as HTMLInputElement;
    const minus = screen.getByRole('button', { name: 'Decrease quantity' }) as HTMLButtonElement;
    expect(field.value).toBe('1');
    expect(minus.disabled).toBe(true);
    fireEvent.change(field, { target: { value: '150' } });
    expect(field.value).toBe('99');
    expect(toasts.at(-1)?.title).toBe('Maximum quantity is 99');
    expect((screen.getByRole('button', { name: 'Increase quantity' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.change(field, { target: { value: '0' } });
    expect(field.value).toBe('1');
    fireEvent.change(field, { target: { value: '' } });
    fireEvent.blur(field);
    expect(field.value).toBe('1');
  });

  it("says 'No ratings yet' for a product nobody has reviewed, not '0.0 (0)'", async () => {
    rpc.mockResolvedValue({
      data: [productFixture({ o_average_rating: null, o_review_count: 0 })],
      error: null,
    });
    renderAt(`/product/${PRODUCT_SLUG}`);
    const h1 = await heading();
    const info = h1.closest('div')?.parentElement as HTMLElement;
    const summary = within(info).getByRole('link', { name: 'No ratings yet' });
    expect(summary.getAttribute('href')).toBe('#reviews');
    expect(within(info).queryByRole('img', { name: /^Rated/ })).toBeNull();
    expect(info.textContent).not.toMatch(/0\.0 ?\(0\)/);
  });

  it('disables the quantity when out of stock', async () => {
    rpc.mockResolvedValue({ data: [productFixture({ o_stock_units: 0 })], error: null });
    renderAt(`/product/${PRODUCT_SLUG}`);
    await heading();
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect((screen.getByLabelText('Quantity') as HTMLInputElement).disabled).toBe(true);
  });

  it("toasts 'Logged in!' when the visitor signs in on the page", async () => {
    useSession.setState({ status: 'anonymous', user: null });
    rpc.mockResolvedValue({ data: [productFixture()], error: null });
    renderAt(`/product/${PRODUCT_SLUG}`);
    await heading();
    expect(toasts).toHaveLength(0);
    act(() => useSession.getState().setSession({ id: 'u1', email: 'a@example.in', name: 'Asha' }));
    expect(toasts.map((t) => [t.title, t.id])).toEqual([['Logged in!', 'logged-in']]);
  });

  it('sets the title, canonical and Product JSON-LD', async () => {
    rpc.mockResolvedValue({ data: [productFixture()], error: null });
    renderAt(`/product/${PRODUCT_SLUG}`);
    await heading();
    await waitFor(() => expect(document.title).toContain(productFixture().o_product_name));
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(
      new RegExp(`/product/${PRODUCT_SLUG}$`),
    );
    const ld = JSON.parse(
      document.head.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}',
    );
    expect(ld['@type']).toBe('Product');
    expect(ld.offers.priceCurrency).toBe('INR');
  });
});

describe('ProductScreen offers', () => {
  const OFFERS = [
    {
      code: 'WELCOME10',
      description: '10% off your first order, once per customer.',
      discount_type: 'percentage',
      value: 10,
      max_discount: 2000,
      min_subtotal: 0,
      ends_at: null,
    },
    {
      code: 'FLAT500',
      description: '₹500 off bigger orders.',
      discount_type: 'fixed',
      value: 500,
      max_discount: null,
      min_subtotal: 5000,
      ends_at: '2026-12-31T18:29:59Z',
    },
  ];
  const answer = (offers: unknown) => (name: string) =>
    Promise.resolve(
      name === 'get_available_offers'
        ? { data: offers, error: null }
        : { data: [productFixture()], error: null },
    );

  it("lists 'Available offers' under the buy box, after the page, each code with Copy code", async () => {
    rpc.mockImplementation(answer(OFFERS));
    renderAt(`/product/${PRODUCT_SLUG}`);
    await heading();
    // One line under the buy box that opens the list.
    await userEvent.click(await screen.findByText('Offers and coupon codes (2)'));
    const offers = await screen.findByRole('region', { name: 'Available offers' });
    expect(rpc.mock.calls.map(([name]) => name)).toContain('get_available_offers');
    expect(within(offers).getByText('10% off up to ₹2,000')).toBeTruthy();
    expect(within(offers).getByText('₹500 off on orders of ₹5,000 or more')).toBeTruthy();
    expect(within(offers).getByText('Ends 31 Dec 2026')).toBeTruthy();
    expect(within(offers).getByRole('button', { name: 'Copy code WELCOME10' })).toBeTruthy();
    // No discount field on the product page: copy only.
    expect(within(offers).queryByRole('button', { name: /^Apply/ })).toBeNull();
  });

  it('shows nothing of offers when there are none or they fail, and the page is unaffected', async () => {
    rpc.mockImplementation((name: string) =>
      name === 'get_available_offers'
        ? Promise.resolve({ data: null, error: { message: 'boom' } })
        : answer([])(name),
    );
    renderAt(`/product/${PRODUCT_SLUG}`);
    await heading();
    await waitFor(() => expect(rpc.mock.calls.map(([name]) => name)).toContain('get_available_offers'));
    await act(async () => {});
    expect(screen.queryByRole('region', { name: 'Available offers' })).toBeNull();
    expect(screen.queryByText('Available offers')).toBeNull();
    expect(screen.queryByText(/Offers and coupon codes/)).toBeNull();
  });
});
