import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import { resetSupabaseForTests, setSupabaseForTests, theme } from 'shared';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import type { AvailableOffer } from '../../contracts/staff-shop';
import { AvailableOffers } from './AvailableOffers';
import { fetchAvailableOffers, firstLiveOffer } from './available-offers-query';

const OFFERS: AvailableOffer[] = [
  {
    code: 'WELCOME10',
    description: 'Once per customer.',
    discount_type: 'percentage',
    value: 10,
    max_discount: 2000,
    min_subtotal: 0,
    ends_at: '2026-12-31T18:29:59Z',
  },
  {
    code: 'FLAT500',
    description: 'Flat ₹500 off.',
    discount_type: 'fixed',
    value: 500,
    max_discount: null,
    min_subtotal: 5000,
    ends_at: null,
  },
];

function backend(answer: { data: unknown; error: { message: string } | null }) {
  const rpc = vi.fn(async () => answer);
  setSupabaseForTests({ rpc });
  return rpc;
}

function renderOffers(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  resetSupabaseForTests();
  vi.unstubAllGlobals();
});

describe('fetchAvailableOffers', () => {
  it('calls get_available_offers without arguments and keeps the entries that parse', async () => {
    const rpc = backend({ data: [...OFFERS, { code: 'BROKEN' }], error: null });
    expect(await fetchAvailableOffers()).toEqual(OFFERS);
    expect(rpc).toHaveBeenCalledWith('get_available_offers', undefined);
  });

  it('fails on an error or an answer that is not a list', async () => {
    backend({ data: null, error: { message: 'boom' } });
    await expect(fetchAvailableOffers()).rejects.toThrow('boom');
    backend({ data: { code: 'X' }, error: null });
    await expect(fetchAvailableOffers()).rejects.toThrow();
  });

  it('firstLiveOffer skips an offer that has ended', () => {
    const ended = { ...OFFERS[0], ends_at: '2020-01-01T00:00:00Z' } as AvailableOffer;
    expect(firstLiveOffer([ended, ...OFFERS.slice(1)])?.code).toBe('FLAT500');
    expect(firstLiveOffer([])).toBeNull();
  });
});

describe('AvailableOffers', () => {
  it('lists each offer: summary, description, India end date, code and Copy code', async () => {
    backend({ data: OFFERS, error: null });
    renderOffers(<AvailableOffers />);
    const section = await screen.findByRole('region', { name: 'Available offers' });
    const items = within(section).getAllByTestId('available-offer');
    expect(items).toHaveLength(2);
    const [welcome, flat] = items as [HTMLElement, HTMLElement];
    expect(within(welcome).getByText('10% off up to ₹2,000')).toBeTruthy();
    expect(within(welcome).getByText('Once per customer.')).toBeTruthy();
    expect(within(welcome).getByText('Ends 31 Dec 2026')).toBeTruthy();
    expect(within(welcome).getByText('WELCOME10').tagName).toBe('CODE');
    expect(within(flat).getByText('₹500 off on orders of ₹5,000 or more')).toBeTruthy();
    expect(within(flat).queryByText(/^Ends/)).toBeNull();
    expect(within(flat).getByRole('button', { name: 'Copy code FLAT500' })).toBeTruthy();
    // No discount field on this page: nothing to apply.
    expect(screen.queryByRole('button', { name: /^Apply/ })).toBeNull();
  });

  it('renders nothing while loading, when there are no offers, or on an error', async () => {
    let answer: (value: { data: unknown; error: null }) => void = () => {};
    setSupabaseForTests({ rpc: () => new Promise((resolve) => (answer = resolve)) });
    const loading = renderOffers(<AvailableOffers />);
    expect(loading.container.innerHTML).toBe('');
    await act(async () => answer({ data: [], error: null }));
    expect(loading.container.innerHTML).toBe('');
    loading.unmount();

    const rpc = backend({ data: null, error: { message: 'permission denied' } });
    const failed = renderOffers(<AvailableOffers />);
    await waitFor(() => expect(rpc).toHaveBeenCalled());
    await act(async () => {});
    expect(failed.container.innerHTML).toBe('');
  });

  it("copies a code and says so in a status region: 'Code FLAT500 copied'", async () => {
    const writeText = vi.fn(async () => {});
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    backend({ data: OFFERS, error: null });
    renderOffers(<AvailableOffers />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code FLAT500' }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('Code FLAT500 copied'));
    expect(writeText).toHaveBeenCalledWith('FLAT500');
  });

  it('says how to copy by hand when the clipboard refuses', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn(async () => Promise.reject(new Error('denied'))) },
    });
    const execCommand = document.execCommand;
    document.execCommand = vi.fn(() => false);
    onTestFinished(() => {
      document.execCommand = execCommand;
    });
    backend({ data: OFFERS, error: null });
    renderOffers(<AvailableOffers />);
    fireEvent.click(await screen.findByRole('button', { name: 'Copy code WELCOME10' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        'Could not copy. Select the code WELCOME10 to copy it.',
      ),
    );
  });

  it('offers Apply per code when the page can apply one, and marks the applied code', async () => {
    const onApply = vi.fn();
    backend({ data: OFFERS, error: null });
    renderOffers(<AvailableOffers onApply={onApply} appliedCode="WELCOME10" headingLevel={3} />);
    expect(await screen.findByRole('heading', { level: 3, name: 'Available offers' })).toBeTruthy();
    const applied = screen.getByRole('button', { name: 'Code WELCOME10 applied' }) as HTMLButtonElement;
    expect(applied.disabled).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Apply code FLAT500' }));
    expect(onApply).toHaveBeenCalledWith('FLAT500');
  });
});
