import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests } from 'shared';
import { collect, renderApp, signIn, signOut } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createServiceRequestsBackend,
  type ServiceRequestsBackend,
  sampleDiscount,
} from '../features/game-load/test-fake';
import { DiscountRequestHistoryPage } from './DiscountRequestHistoryPage';

let fake: ServiceRequestsBackend;
let toasts: ReturnType<typeof collect<'toast'>>;

beforeEach(() => {
  fake = createServiceRequestsBackend();
  setSupabaseForTests(fake.client);
  toasts = collect('toast');
  signIn();
});
afterEach(() => {
  toasts.stop();
  signOut();
});

function open() {
  const user = userEvent.setup({ delay: null });
  renderApp(<DiscountRequestHistoryPage />, { route: '/product-discount-request/history' });
  return { user };
}

describe('DiscountRequestHistoryPage', () => {
  it("shows statuses in their colours and the offer or 'Pending'", async () => {
    fake.extra.discounts = [
      sampleDiscount(1),
      sampleDiscount(2, { status: 'offer_sent', our_price: 42999, remarks: 'Offer' }),
      sampleDiscount(3, { status: 'approved', our_price: 43999 }),
      sampleDiscount(4, { status: 'rejected' }),
      sampleDiscount(5, { status: 'ordered', our_price: 41000 }),
    ];
    open();
    await waitFor(() => expect(screen.getAllByTestId('request-card')).toHaveLength(5));
    expect(screen.getAllByTestId('request-status').map((b) => [b.textContent, b.dataset.colour])).toEqual([
      ['Pending', 'orange'],
      ['Offer Sent', 'blue'],
      ['Approved', 'green'],
      ['Rejected', 'red'],
      ['Ordered', 'purple'],
    ]);
    expect(screen.getAllByTestId('our-price').map((p) => p.textContent)).toEqual([
      'Pending',
      '₹42,999.00',
      '₹43,999.00',
      'Pending',
      '₹41,000.00',
    ]);
    expect(within(screen.getAllByTestId('request-card')[1] as HTMLElement).getByText('Update')).toBeTruthy();
  });

  it("shows 'Pending Review' without an offer, the saving below the customer's price, none above", async () => {
    fake.extra.discounts = [
      sampleDiscount(1),
      sampleDiscount(2, {
        status: 'offer_sent',
        our_price: 42999,
        remarks: 'Sorry <script>alert(1)</script>[x](javascript:alert(1))',
      }),
      sampleDiscount(3, { status: 'rejected', our_price: 47999 }),
    ];
    const { user } = open();
    await user.click(await screen.findByRole('button', { name: /Request #PM-26-001000/ }));
    let sheet = screen.getByRole('dialog', { name: 'Discount Request Details' });
    expect(within(sheet).getByTestId('offer').textContent).toBe('Pending Review');
    expect(within(sheet).queryByTestId('saving')).toBeNull();
    expect(
      within(sheet)
        .getByRole('link', { name: /flipkart\.com/ })
        .getAttribute('href'),
    ).toBe('https://www.flipkart.com/asus-tuf/p/itm1');
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: /Request #PM-26-002000/ }));
    sheet = screen.getByRole('dialog', { name: 'Discount Request Details' });
    expect(within(sheet).getByTestId('offer').textContent).toBe('₹42,999.00');
    expect(within(sheet).getByTestId('saving').textContent).toBe('₹3,000.00');
    expect(within(sheet).getByRole('heading', { name: 'Admin Remarks' })).toBeTruthy();
    const remark = await within(sheet).findByTestId('markdown-remark', {}, { timeout: 5000 });
    expect(remark.querySelector('script')).toBeNull();
    expect(remark.textContent).toContain('<script>alert(1)</script>');
    for (const a of Array.from(remark.querySelectorAll('a')))
      expect(a.getAttribute('href') ?? '').not.toMatch(/javascript/i);
    const help = within(sheet).getByRole('link', { name: /Get Help/ });
    expect(decodeURIComponent(help.getAttribute('href') ?? '')).toContain(
      'Need help with my Product Discount Request # PM-26-002000',
    );
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('button', { name: /Request #PM-26-003000/ }));
    sheet = screen.getByRole('dialog', { name: 'Discount Request Details' });
    expect(within(sheet).getByTestId('offer').textContent).toBe('₹47,999.00');
    expect(within(sheet).queryByTestId('saving')).toBeNull();
  });

  it("says 'No History Found' and shows the error panel with its toast", async () => {
    open();
    expect(await screen.findByText("You haven't requested any discounts yet.")).toBeTruthy();
  });

  it('shows the error toast with the detail', async () => {
    fake.extra.historyError = { message: 'boom' };
    open();
    expect(await screen.findByText('Could not fetch your request history.')).toBeTruthy();
    expect(toasts.list.find((t) => t.title === 'Failed to load history')?.description).toBe(
      'Failed to fetch request history: boom',
    );
  });

  describe('a price-match offer', () => {
    const offer = (n: number, over: Parameters<typeof sampleDiscount>[1] = {}) =>
      sampleDiscount(n, {
        status: 'offer_sent',
        our_price: 74499,
        product_id: 'aaaaaaaa-0000-4000-8000-000000000001',
        offer_code: `PM-ABCDEFG${n}`,
        offer_expires_at: '2099-12-05T18:29:59Z',
        order_id: null,
        offer_product: { name: 'PlayStation 5 Pro', slug: 'playstation-5-pro' },
        ...over,
      });

    it("shows 'Buy at ₹X' with the product, the date and the code, and opens the cart with the code", async () => {
      fake.extra.discounts = [offer(1)];
      const { user } = open();
      const shown = await screen.findByTestId('price-match-offer');
      expect(shown.textContent).toContain('Our price for one PlayStation 5 Pro, until 5 Dec 2099.');
      expect(shown.textContent).toContain('Your code: PM-ABCDEFG1');
      await user.click(within(shown).getByRole('button', { name: 'Buy at ₹74,499.00' }));
      await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/checkout/cart-details'));
      expect(screen.getByTestId('location').dataset.search).toBe('?code=PM-ABCDEFG1');
      expect(fake.state.rpcCalls.filter((c) => c.name === 'add_price_match_to_cart')).toEqual([
        { name: 'add_price_match_to_cart', args: { p_request_id: offer(1).id } },
      ]);
    });

    it("says what became of an offer that was used or ended, and the server's refusal", async () => {
      fake.extra.discounts = [
        offer(1, { status: 'ordered', order_id: 'bbbbbbbb-0000-4000-8000-000000000001' }),
        offer(2, { offer_expires_at: '2020-01-01T00:00:00Z' }),
        offer(3, { status: 'approved' }),
      ];
      const { user } = open();
      await waitFor(() => expect(screen.getAllByTestId('price-match-offer')).toHaveLength(3));
      const [ordered, ended, approved] = screen.getAllByTestId('price-match-offer');
      expect(ordered?.textContent).toBe('You ordered at this price.');
      expect(ended?.textContent).toBe('This offer has ended.');
      await user.click(within(approved as HTMLElement).getByRole('button', { name: 'Buy at ₹74,499.00' }));
      await waitFor(() =>
        expect(toasts.list).toContainEqual(
          expect.objectContaining({
            title: 'Could not add the offer to your cart',
            description: 'This offer has expired.',
          }),
        ),
      );
      expect(screen.getByTestId('location').textContent).toBe('/product-discount-request/history');
    });
  });
});
