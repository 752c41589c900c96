import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { bus } from '../events/bus';
import { renderWithTheme } from '../test-utils';
import { Toaster } from './Toaster';
import { toast } from './toast';

const region = () => screen.getByRole('region', { name: 'Notifications' });

describe('Toaster', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast emitted on the bus at the top centre of the page', () => {
    renderWithTheme(<Toaster />);
    act(() => bus.emit('toast', { title: 'Item added', description: 'PS5 Slim', status: 'success' }));
    const item = screen.getByRole('status');
    expect(within(item).getByText('Item added')).toBeTruthy();
    expect(within(item).getByText('PS5 Slim')).toBeTruthy();
    const style = getComputedStyle(region());
    expect(style.position).toBe('fixed');
    expect(style.left).toBe('50%');
    expect(style.transform).toBe('translateX(-50%)');
    expect(style.top).toMatch(/^calc\(12px/);
    expect(region().parentElement).toBe(document.body);
  });

  it('disappears after its duration', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.info('Copied', undefined, { duration: 2000 });
    });
    act(() => vi.advanceTimersByTime(1999));
    expect(screen.queryByText('Copied')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Copied')).toBeNull();
  });

  it('uses the 4 s default when no duration is given', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.success('Cart cleared');
    });
    act(() => vi.advanceTimersByTime(3999));
    expect(screen.queryByText('Cart cleared')).not.toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByText('Cart cleared')).toBeNull();
  });

  it('keeps a persistent toast until it is closed', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.info('Need help with your order?', 'Contact support', { duration: null });
    });
    act(() => vi.advanceTimersByTime(10 * 60_000));
    expect(screen.getByText('Need help with your order?')).toBeTruthy();
    act(() => screen.getByRole('button', { name: 'Close notification' }).click());
    expect(screen.queryByText('Need help with your order?')).toBeNull();
  });

  it('announces errors as alerts and can dismiss by id', () => {
    renderWithTheme(<Toaster />);
    let id = '';
    act(() => {
      id = toast.error('Order Failed', 'Failed to communicate with order service.', { duration: null });
    });
    expect(within(screen.getByRole('alert')).getByText('Order Failed')).toBeTruthy();
    act(() => toast.dismiss(id));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('replaces a toast re-emitted with the same id instead of stacking it', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.info('Saving…', undefined, { id: 'save' });
      toast.success('Profile saved!', undefined, { id: 'save' });
    });
    expect(screen.queryByText('Saving…')).toBeNull();
    expect(within(region()).getAllByRole('status')).toHaveLength(1);
  });

  it("replaces an action's previous result: contradictory results never stack", () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.action('discount').error('Could Not Apply Discount', 'Invalid or inapplicable discount code.');
      toast.info('Cart cleared');
    });
    act(() => {
      toast.action('discount').success('Discount code applied.');
    });
    expect(screen.queryByText('Could Not Apply Discount')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    const titles = within(region())
      .getAllByRole('status')
      .map((el) => el.querySelector('p')?.textContent);
    // Another action's toast stays; the replacement starts a fresh countdown at the end.
    expect(titles).toEqual(['Cart cleared', 'Discount code applied.']);
    act(() => toast.action('discount').dismiss());
    expect(screen.queryByText('Discount code applied.')).toBeNull();
    expect(screen.queryByText('Cart cleared')).not.toBeNull();
  });

  it('shows at most 4, dropping the oldest', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      for (let i = 1; i <= 6; i++) toast.info(`Toast ${i}`);
    });
    const titles = within(region())
      .getAllByRole('status')
      .map((el) => el.querySelector('p')?.textContent);
    expect(titles).toEqual(['Toast 3', 'Toast 4', 'Toast 5', 'Toast 6']);
  });

  it('pauses the countdown while hovered', () => {
    renderWithTheme(<Toaster />);
    act(() => {
      toast.info('Hover me', undefined, { duration: 1000 });
    });
    const item = screen.getByRole('status');
    act(() => {
      item.dispatchEvent(new MouseEvent('mouseover', { bubbles: true }));
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(screen.queryByText('Hover me')).not.toBeNull();
    act(() => {
      item.dispatchEvent(new MouseEvent('mouseout', { bubbles: true, relatedTarget: document.body }));
    });
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('Hover me')).toBeNull();
  });

  it('ignores an invalid toast payload', () => {
    const spy = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithTheme(<Toaster />);
    act(() => bus.emit('toast', { title: '' }));
    expect(within(region()).queryAllByRole('status')).toHaveLength(0);
    expect(spy).toHaveBeenCalled();
    spy.mockRestore();
  });
});
