import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { resetSupabaseForTests, setSupabaseForTests } from 'shared';
import type { AvailableOffer } from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubViewport } from '../test-utils';
import { PromoPopover } from './PromoPopover';
import { PROMO_DISMISSED_KEY, resetPromoAutoOpenForTests } from './promo';

const OFFERS: AvailableOffer[] = [
  {
    code: 'OLD100',
    description: 'Ended.',
    discount_type: 'fixed',
    value: 100,
    max_discount: null,
    min_subtotal: 0,
    ends_at: '2020-01-01T00:00:00Z',
  },
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
    description: '₹500 off orders of ₹5,000 or more.',
    discount_type: 'fixed',
    value: 500,
    max_discount: null,
    min_subtotal: 5000,
    ends_at: null,
  },
];

/** `get_available_offers` answers; none by default. */
let rpc: ReturnType<typeof vi.fn>;

beforeEach(() => {
  rpc = vi.fn(async () => ({ data: [], error: null }));
  setSupabaseForTests({ rpc });
  stubViewport(1280);
  resetPromoAutoOpenForTests();
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  resetSupabaseForTests();
});

const TODAY = 'Discounted PC parts and gaming laptops, with free delivery across the Mumbai region.';

describe("'Special Offer!' popover", () => {
  it('opens by itself on a first visit without taking focus, and Got it remembers the dismissal', () => {
    const { unmount } = renderAt(<PromoPopover />);
    expect(screen.queryByText('Special Offer!')).toBeNull();
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('dialog', { name: 'Special Offer!' })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    const link = screen.getByRole('link', { name: /gaming laptops/i });
    expect(link.getAttribute('href')).toBe('/Computers/Laptops?label=Gaming%20Laptop');
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(localStorage.getItem(PROMO_DISMISSED_KEY)).toBe('1');
    unmount();

    resetPromoAutoOpenForTests();
    renderAt(<PromoPopover />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('does not open by itself over an open modal (it would cover the login dialog)', () => {
    const modal = document.createElement('div');
    modal.setAttribute('aria-modal', 'true');
    document.body.append(modal);
    renderAt(<PromoPopover />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog', { name: 'Special Offer!' })).toBeNull();
    modal.remove();
  });

  it('does not open by itself over an open menu (it would catch the tap meant for an item)', () => {
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    document.body.append(menu);
    renderAt(<PromoPopover />);
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByRole('dialog', { name: 'Special Offer!' })).toBeNull();
    menu.remove();
  });

  it('closes when a menu opens while it shows', async () => {
    renderAt(<PromoPopover />);
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('dialog', { name: 'Special Offer!' })).toBeTruthy();
    const menu = document.createElement('div');
    menu.setAttribute('role', 'menu');
    await act(async () => {
      document.body.append(menu);
      await Promise.resolve();
    });
    expect(screen.queryByRole('dialog', { name: 'Special Offer!' })).toBeNull();
    menu.remove();
  });

  it('closes when a modal opens while it shows', async () => {
    renderAt(<PromoPopover />);
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('dialog', { name: 'Special Offer!' })).toBeTruthy();
    const modal = document.createElement('div');
    modal.setAttribute('aria-modal', 'true');
    await act(async () => {
      document.body.append(modal);
      await Promise.resolve(); // MutationObserver callbacks run as microtasks
    });
    expect(screen.queryByRole('dialog', { name: 'Special Offer!' })).toBeNull();
    modal.remove();
  });

  it('the offers button toggles it any time', () => {
    localStorage.setItem(PROMO_DISMISSED_KEY, '1');
    renderAt(<PromoPopover />);
    const button = screen.getByRole('button', { name: /Offers/ });
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Special Offer!' })).toBeTruthy();
    expect(document.activeElement?.closest('[role="dialog"]')).toBeTruthy();
  });

  it("pressed open, it shows the first live offer's summary and code, with its title and Got it", async () => {
    vi.useRealTimers();
    rpc.mockResolvedValue({ data: OFFERS, error: null });
    localStorage.setItem(PROMO_DISMISSED_KEY, '1');
    renderAt(<PromoPopover />);
    fireEvent.click(screen.getByRole('button', { name: /Offers/ }));
    const dialog = screen.getByRole('dialog', { name: 'Special Offer!' });
    // The ended OLD100 is skipped: WELCOME10 is the first live offer.
    expect((await within(dialog).findByText('WELCOME10')).tagName).toBe('CODE');
    expect(within(dialog).getByText('10% off up to ₹2,000')).toBeTruthy();
    expect(within(dialog).queryByText(TODAY)).toBeNull();
    expect(within(dialog).getByRole('heading', { name: 'Special Offer!' })).toBeTruthy();
    expect(rpc).toHaveBeenCalledWith('get_available_offers', undefined);
    const calls = rpc.mock.calls.length;
    // Closed and reopened: the same offer at once, not fetched again.
    fireEvent.click(screen.getByRole('button', { name: /Offers/ }));
    fireEvent.click(screen.getByRole('button', { name: /Offers/ }));
    expect(screen.getByText('WELCOME10')).toBeTruthy();
    await act(async () => {});
    expect(rpc.mock.calls.length).toBe(calls);
    fireEvent.click(screen.getByRole('button', { name: 'Got it' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows the standing promotion when no offer is live or the offers fail', async () => {
    vi.useRealTimers();
    rpc.mockResolvedValue({ data: [OFFERS[0]], error: null });
    localStorage.setItem(PROMO_DISMISSED_KEY, '1');
    const { unmount } = renderAt(<PromoPopover />);
    fireEvent.click(screen.getByRole('button', { name: /Offers/ }));
    await waitFor(() => expect(rpc).toHaveBeenCalled());
    await act(async () => {});
    expect(screen.getByText(TODAY)).toBeTruthy();
    expect(screen.queryByText('OLD100')).toBeNull();
    unmount();

    rpc.mockResolvedValue({ data: null, error: { message: 'boom' } });
    renderAt(<PromoPopover />);
    fireEvent.click(screen.getByRole('button', { name: /Offers/ }));
    await waitFor(() => expect(rpc).toHaveBeenCalledTimes(2));
    await act(async () => {});
    expect(screen.getByText(TODAY)).toBeTruthy();
    expect(screen.getByRole('link', { name: /gaming laptops/i })).toBeTruthy();
  });

  it('the automatic opening loads nothing (first-load budget): it shows the standing promotion', async () => {
    rpc.mockResolvedValue({ data: OFFERS, error: null });
    renderAt(<PromoPopover />);
    act(() => vi.advanceTimersByTime(1500));
    expect(screen.getByRole('dialog', { name: 'Special Offer!' })).toBeTruthy();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(rpc).not.toHaveBeenCalled();
    expect(screen.getByText(TODAY)).toBeTruthy();
  });
});
