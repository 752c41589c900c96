import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests } from 'shared';
import type { AvailableOffer, DiscountResult } from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartPage } from '../../../pages/CartPage';
import {
  collect,
  createFakeBackend,
  type FakeBackend,
  product,
  renderApp,
  signIn,
  signOut,
} from '../../../test-utils';
import { useDiscount } from '../../discount/store';

const OFFERS: AvailableOffer[] = [
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
    ends_at: null,
  },
];

let fake: FakeBackend;
let toasts: ReturnType<typeof collect<'toast'>>;

/** The checkout fake plus `get_available_offers` answering `offers` (or an error). */
function withOffers(offers: AvailableOffer[] | 'error') {
  const rpc = fake.client.rpc;
  fake.client.rpc = vi.fn(async (name: string, args: Record<string, unknown>) =>
    name === 'get_available_offers'
      ? offers === 'error'
        ? { data: null, error: { message: 'boom' } }
        : { data: offers, error: null }
      : rpc(name, args),
  ) as typeof rpc;
}

beforeEach(() => {
  fake = createFakeBackend();
  setSupabaseForTests(fake.client);
  toasts = collect('toast');
  signIn();
});
afterEach(() => {
  toasts.stop();
  signOut();
  useDiscount.getState().clear();
});

async function openCart() {
  fake.state.cart = [product(1, { quantity: 2 }), product(2)];
  const user = userEvent.setup();
  renderApp(<CartPage />, { route: '/checkout/cart-details' });
  await screen.findAllByTestId('cart-item');
  return user;
}

describe('Cart offers', () => {
  it("lists 'Available offers' in the price details with Copy code and Apply per code", async () => {
    withOffers(OFFERS);
    await openCart();
    const details = screen.getByRole('region', { name: 'Price Details' });
    const offers = await within(details).findByRole('region', { name: 'Available offers' });
    expect(within(offers).getByRole('heading', { level: 3 })).toBeTruthy();
    expect(within(offers).getByText('10% off up to ₹2,000')).toBeTruthy();
    expect(within(offers).getByText('₹500 off on orders of ₹5,000 or more')).toBeTruthy();
    expect(within(offers).getByRole('button', { name: 'Copy code FLAT500' })).toBeTruthy();
    expect(within(offers).getByRole('button', { name: 'Apply code WELCOME10' })).toBeTruthy();
  });

  it('Apply applies the code as the discount field does; the applied code says so', async () => {
    withOffers(OFFERS);
    fake.state.discount = (code): DiscountResult => ({
      isValid: true,
      discountCode: code.toUpperCase(),
      rate: 0.1,
      type: 'percentage',
      calculatedDiscountAmount: 360,
      message: 'Discount code applied.',
    });
    const user = await openCart();
    await user.click(await screen.findByRole('button', { name: 'Apply code WELCOME10' }));
    const applied = await screen.findByTestId('discount-applied');
    expect(applied.textContent).toContain('WELCOME10');
    expect(screen.getByTestId('cart-total').textContent).toBe('₹3,240.00');
    expect(fake.callsTo('validate-discount')[0]?.body).toEqual({
      discountCode: 'WELCOME10',
      cartSubtotal: 3600,
    });
    const button = screen.getByRole('button', { name: 'Code WELCOME10 applied' }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
  });

  it("an offer the cart does not qualify for says why, as the field would ('Could Not Apply Discount')", async () => {
    withOffers(OFFERS);
    fake.state.discount = (code): DiscountResult => ({
      isValid: false,
      discountCode: code.toUpperCase(),
      rate: 0,
      type: 'fixed',
      calculatedDiscountAmount: 0,
      message: 'Add ₹1,400.00 more to use this code.',
    });
    const user = await openCart();
    await user.click(await screen.findByRole('button', { name: 'Apply code FLAT500' }));
    await waitFor(() => expect(toasts.list.map((t) => t.title)).toContain('Could Not Apply Discount'));
    expect(screen.queryByTestId('discount-applied')).toBeNull();
  });

  it('shows no offers when there are none or they fail; the cart works as before', async () => {
    withOffers('error');
    await openCart();
    await waitFor(() => expect(fake.client.rpc).toHaveBeenCalledWith('get_available_offers', undefined));
    expect(screen.queryByRole('region', { name: 'Available offers' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Have a discount code?' })).toBeTruthy();
  });
});
