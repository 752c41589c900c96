import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import {
  resetSupabaseForTests,
  ServerHeadContext,
  type ServerHeadNote,
  setSupabaseForTests,
  theme,
} from 'shared';
import { POLICY_PAGES, type SellerProfile } from 'shared/contracts';
import { ThemeProvider } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  AboutSellerPage,
  GrievanceOfficerPage,
  PrivacyPage,
  ReturnsPage,
  ShippingPage,
  TermsPage,
  WarrantyPage,
} from './index';

/** A fake seller (not the seed's), so the pages are seen to show the row they read. */
const SELLER: SellerProfile = {
  legal_name: 'Test Retail LLP',
  trade_name: 'Test Gear',
  gstin: '27ABCDE1234F1Z5',
  address_line1: 'Shop 3, Test Arcade',
  address_line2: null,
  city: 'Thane',
  state: 'Maharashtra',
  state_code: '27',
  pincode: '400601',
  support_email: 'help@test.example',
  support_phone: '+91 22 1111 2222',
  grievance_officer_name: 'Asha Rao',
  grievance_officer_email: 'complaints@test.example',
  grievance_officer_phone: '+91 22 3333 4444',
  updated_at: null,
};

type Answer = { data: unknown; error: unknown };

/** A Supabase stand-in answering `from('seller_profile').select(...).limit(1)` in turn. */
function fakeBackend(...answers: Answer[]) {
  const calls: string[] = [];
  const limit = vi.fn(async () => answers.shift() ?? { data: [SELLER], error: null });
  setSupabaseForTests({
    from: (table: string) => {
      calls.push(table);
      return { select: () => ({ limit }) };
    },
  });
  return { calls, limit };
}

function renderPage(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <ThemeProvider theme={theme}>
      <QueryClientProvider client={client}>
        <MemoryRouter>{ui}</MemoryRouter>
      </QueryClientProvider>
    </ThemeProvider>,
  );
}

afterEach(() => {
  resetSupabaseForTests();
  document.head.innerHTML = '';
});

describe('policy pages (docs/product.md#seller-and-policies)', () => {
  it('note their title, description and canonical for the head a server render writes', () => {
    fakeBackend();
    const pages = [
      [AboutSellerPage, '/about-seller'],
      [GrievanceOfficerPage, '/grievance-officer'],
      [ReturnsPage, '/returns-and-refunds'],
      [ShippingPage, '/shipping'],
      [WarrantyPage, '/warranty'],
      [TermsPage, '/terms'],
      [PrivacyPage, '/privacy'],
    ] as const;
    expect(pages.map(([, path]) => path).sort()).toEqual(POLICY_PAGES.map((p) => p.path).sort());
    for (const [Page, path] of pages) {
      const note: ServerHeadNote = { meta: null, notFound: false };
      const view = renderPage(
        <ServerHeadContext.Provider value={note}>
          <Page />
        </ServerHeadContext.Provider>,
      );
      const policy = POLICY_PAGES.find((p) => p.path === path);
      expect(note, path).toEqual({
        meta: { title: policy?.title, description: policy?.description, canonicalPath: path },
        notFound: false,
      });
      expect(policy?.description.length, path).toBeLessThanOrEqual(160);
      view.unmount();
    }
  });

  it('/about-seller shows the seller row: legal and trade name, address, GSTIN, contact', async () => {
    const { calls } = fakeBackend();
    renderPage(<AboutSellerPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'About the Seller' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Loading seller details...');
    expect(await screen.findByText('Test Retail LLP')).toBeTruthy();
    expect(calls).toEqual(['seller_profile']);
    for (const text of ['Test Gear', '27ABCDE1234F1Z5', 'Shop 3, Test Arcade', 'Thane, Maharashtra 400601'])
      expect(screen.getByText(text)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'help@test.example' }).getAttribute('href')).toBe(
      'mailto:help@test.example',
    );
    expect(screen.getByRole('link', { name: '+91 22 1111 2222' }).getAttribute('href')).toBe(
      'tel:+912211112222',
    );
    expect(document.title).toBe('About the Seller | GameGear India');
    expect(document.querySelector('link[rel="canonical"]')?.getAttribute('href')).toMatch(/\/about-seller$/);
  });

  it('/grievance-officer shows the officer, the 48-hour / one-month promise and the helpline', async () => {
    fakeBackend();
    renderPage(<GrievanceOfficerPage />);
    expect(await screen.findByText('Asha Rao')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'complaints@test.example' }).getAttribute('href')).toBe(
      'mailto:complaints@test.example',
    );
    expect(screen.getByText('+91 22 3333 4444')).toBeTruthy();
    expect(
      screen.getByText(
        'We acknowledge a complaint within 48 hours and resolve it within one month of receiving it.',
      ),
    ).toBeTruthy();
    expect(document.body.textContent).toContain('National Consumer Helpline on 1915');
    expect(screen.getByRole('link', { name: 'consumerhelpline.gov.in' }).getAttribute('href')).toBe(
      'https://consumerhelpline.gov.in',
    );
  });

  it('a failed read shows the error with Retry, and Retry shows the details', async () => {
    const failed = { data: null, error: { message: 'boom' } };
    const { limit } = fakeBackend(failed, failed);
    renderPage(<AboutSellerPage />);
    // One retry (the site's default) before the error shows.
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Could not load the seller details.');
    fireEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('Test Retail LLP')).toBeTruthy();
    expect(limit).toHaveBeenCalledTimes(3);
  });

  it('a missing row says the details are not available', async () => {
    fakeBackend({ data: [], error: null }, { data: [], error: null });
    renderPage(<AboutSellerPage />);
    expect((await screen.findByRole('alert', {}, { timeout: 5000 })).textContent).toContain(
      'Seller details are not available right now.',
    );
  });

  it('/returns-and-refunds, /shipping and /warranty state the policy facts', () => {
    fakeBackend();
    const returns = renderPage(<ReturnsPage />);
    const text = () => document.body.textContent ?? '';
    expect(text()).toContain(
      'Return within 7 days of delivery if the item is unused and in its original packaging.',
    );
    expect(text()).toContain('A defective, damaged or wrong item is replaced or refunded.');
    expect(text()).toContain('within 5-7 working days after we receive the return');
    expect(text()).toContain('refunded by bank transfer or UPI');
    expect(text()).toContain('We pay the return shipping for a defective, damaged or wrong item');
    returns.unmount();
    const shipping = renderPage(<ShippingPage />);
    expect(text()).toContain('Free shipping. Dispatched within 1 working day, delivered in 1-4 days');
    expect(text()).toContain('the Mumbai region (Mumbai, Thane and Palghar districts)');
    shipping.unmount();
    renderPage(<WarrantyPage />);
    expect(text()).toContain("New items carry the manufacturer's warranty (usually 12 months).");
    expect(text()).toContain('Refurbished items carry our own 6-month warranty.');
    expect(text()).toContain('Pre-owned items carry our own 3-month warranty.');
  });

  it('/privacy says what is collected, who it is shared with, how long it is kept and whom to ask', async () => {
    fakeBackend();
    renderPage(<PrivacyPage />);
    const text = () => document.body.textContent ?? '';
    for (const part of [
      'name and e-mail',
      'phone number and address',
      'orders and payments',
      'repair, game load',
    ])
      expect(text()).toContain(part);
    for (const part of ['Razorpay', 'courier', 'e-mail provider']) expect(text()).toContain(part);
    expect(text()).toContain('Orders and invoices are kept for 8 years, as tax law requires.');
    expect(text()).toContain('delete your account');
    expect(await screen.findByRole('link', { name: 'complaints@test.example' })).toBeTruthy();
    expect(text()).toContain('Asha Rao, Grievance Officer');
  });

  it('/terms names the seller page and the other policies; every page links the others', () => {
    fakeBackend();
    renderPage(<TermsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeTruthy();
    const others = screen.getByRole('navigation', { name: 'Other policies' });
    expect(
      within(others)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(POLICY_PAGES.map((p) => p.path).filter((p) => p !== '/terms'));
    expect(document.title).toBe('Terms of Use | GameGear India');
  });
});
