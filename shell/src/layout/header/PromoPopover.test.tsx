import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubViewport } from '../test-utils';
import { PromoPopover } from './PromoPopover';
import { PROMO_DISMISSED_KEY, resetPromoAutoOpenForTests } from './promo';

beforeEach(() => {
  stubViewport(1280);
  resetPromoAutoOpenForTests();
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

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
});
