import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus, Toaster } from 'shared';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubViewport } from '../test-utils';
import { Footer } from './Footer';

beforeEach(() => stubViewport(1280));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Footer', () => {
  it('shows the copyright line with the current year', () => {
    renderAt(<Footer />);
    const year = new Date().getFullYear();
    expect(screen.getByText(`© ${year} GameGear India. All rights reserved.`)).toBeTruthy();
  });

  it('has the quick links', () => {
    renderAt(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Quick links' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['Home', '/'],
      ['Support', '/support'],
      ['Repair Services', '/repair-home'],
      ['Game Load Service', '/game-load-service'],
      ['Product Discount Request', '/product-discount-request'],
      ['Order History', '/order-history'],
      ['Wishlist', '/wishlist'],
    ]);
  });

  it('has the Policies group linking all seven policy pages, and the seller line', () => {
    renderAt(<Footer />);
    const nav = screen.getByRole('navigation', { name: 'Policies' });
    const links = within(nav)
      .getAllByRole('link')
      .map((a) => [a.textContent, a.getAttribute('href')]);
    expect(links).toEqual([
      ['About the Seller', '/about-seller'],
      ['Grievance Officer', '/grievance-officer'],
      ['Returns & Refunds', '/returns-and-refunds'],
      ['Shipping', '/shipping'],
      ['Warranty', '/warranty'],
      ['Terms of Use', '/terms'],
      ['Privacy Policy', '/privacy'],
    ]);
    const seller = screen.getByRole('link', {
      name: 'GameGear Retail Private Limited · GSTIN 27AAKCG4821M1Z6',
    });
    expect(seller.getAttribute('href')).toBe('/about-seller');
    expect(seller.parentElement?.textContent).toBe(
      'Sold by GameGear Retail Private Limited · GSTIN 27AAKCG4821M1Z6',
    );
  });

  it('claims delivery in the Mumbai region, not across India', () => {
    renderAt(<Footer />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('delivered free across the Mumbai region');
    expect(text).not.toContain('across India');
  });

  it('links the support e-mail and copies it with a toast', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const toasts = vi.fn();
    const off = bus.on('toast', toasts);
    renderAt(
      <>
        <Footer />
        <Toaster />
      </>,
    );
    expect(screen.getByRole('link', { name: 'support@gamegear.in' }).getAttribute('href')).toBe(
      'mailto:support@gamegear.in',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Copy email address' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('support@gamegear.in'));
    expect(await screen.findByText('Email address copied to clipboard!')).toBeTruthy();
    expect(toasts).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Email address copied to clipboard!', status: 'success' }),
    );
    expect(screen.getByRole('button', { name: 'Email address copied' })).toBeTruthy();
    off();
  });

  it('scrolls back to top smoothly, or instantly under reduced motion', () => {
    const scrollTo = vi.fn();
    vi.stubGlobal('scrollTo', scrollTo);
    const first = renderAt(<Footer />);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'smooth' });
    first.unmount();
    stubViewport(1280, { reducedMotion: true });
    renderAt(<Footer />);
    fireEvent.click(screen.getByRole('button', { name: 'Back to top' }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'auto' });
  });
});
