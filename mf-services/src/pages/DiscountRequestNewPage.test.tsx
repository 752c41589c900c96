import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests } from 'shared';
import { collect, renderApp, signIn, signOut } from 'shared/test-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createServiceRequestsBackend, type ServiceRequestsBackend } from '../features/game-load/test-fake';
import { DiscountRequestNewPage } from './DiscountRequestNewPage';

let fake: ServiceRequestsBackend;
let toasts: ReturnType<typeof collect<'toast'>>;
let logins: ReturnType<typeof collect<'auth:login-required'>>;

beforeEach(() => {
  fake = createServiceRequestsBackend();
  setSupabaseForTests(fake.client);
  toasts = collect('toast');
  logins = collect('auth:login-required');
  signIn();
});
afterEach(() => {
  toasts.stop();
  logins.stop();
  signOut();
});

function open() {
  const user = userEvent.setup({ delay: null });
  renderApp(<DiscountRequestNewPage />, { route: '/product-discount-request/new' });
  return { user };
}

const url = () => screen.getByRole('textbox', { name: /Product URL/ });
const price = () => screen.getByRole('textbox', { name: /Current price/ });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.selectOptions(screen.getByRole('combobox', { name: /Product type/ }), 'Laptops');
  await user.selectOptions(screen.getByRole('combobox', { name: /E-commerce site/ }), 'Flipkart.in');
  await user.type(url(), 'https://www.flipkart.com/asus-tuf-f15/p/itm123');
  await user.type(price(), '45999');
}

describe('DiscountRequestNewPage', () => {
  it('applies the rules on change with the documented messages', async () => {
    const { user } = open();
    await user.type(url(), 'flipkart');
    expect(await screen.findByText('Please enter a valid product URL.')).toBeTruthy();
    await user.clear(url());
    await user.type(url(), 'http://fkrt.it');
    expect(screen.getByText('URL seems too short.')).toBeTruthy();
    await user.type(price(), 'abc');
    expect(screen.getByText('Price must be a number.')).toBeTruthy();
    await user.clear(price());
    expect(screen.getByText('Current price is required.')).toBeTruthy();
    await user.type(price(), '99');
    expect(screen.getByText('Price must be at least Rs. 100.')).toBeTruthy();
  });

  it('shows every message on an empty submit', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Submit Discount Request' }));
    for (const text of [
      'Please select a product type.',
      'Please select the E-commerce site.',
      'Please enter a valid product URL.',
      'Current price is required.',
    ]) {
      expect(await screen.findByText(text)).toBeTruthy();
    }
    expect(fake.extra.submissions).toHaveLength(0);
  });

  it('opens the login modal when a guest submits', async () => {
    signOut();
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Submit Discount Request' }));
    expect(logins.list).toEqual([{ redirectTo: '/product-discount-request/new' }]);
  });

  it('without a profile address, points at the profile preview', async () => {
    fake.state.profileRow = null;
    const { user } = open();
    await fill(user);
    await screen.findByTestId('profile-incomplete-banner');
    await user.click(screen.getByRole('button', { name: 'Submit Discount Request' }));
    expect(await screen.findByRole('alert', { name: '' })).toBeTruthy();
    expect(screen.getAllByText('Please complete your profile first.').length).toBeGreaterThan(0);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('service-profile-card')));
    expect(fake.extra.submissions).toHaveLength(0);
  });

  it('submits, shows the id and goes to the history', async () => {
    const { user } = open();
    await fill(user);
    await screen.findByText('Asha Rao');
    await user.click(screen.getByRole('button', { name: 'Submit Discount Request' }));
    const popup = await screen.findByRole('dialog', { name: 'Request Submitted!' });
    expect(fake.extra.submissions[0]?.body).toEqual({
      product_type: 'Laptops',
      ecom_site: 'Flipkart.in',
      product_url: 'https://www.flipkart.com/asus-tuf-f15/p/itm123',
      current_price: 45999,
    });
    // The request's number, read back once made; its id stays on the element.
    const [made] = fake.extra.discounts;
    await waitFor(() =>
      expect(within(popup).getByTestId('request-id').textContent).toBe(made?.display_number),
    );
    expect(within(popup).getByTestId('request-id').dataset.requestId).toBe(made?.id);
    expect(within(popup).getByText('Request number:')).toBeTruthy();
    expect(within(popup).getByText(/contact you via e-mail with our offer/)).toBeTruthy();
    expect(toasts.list.find((t) => t.title === 'Request Submitted!')).toMatchObject({
      description: 'We will review your request and get back to you.',
      duration: 5000,
    });
    await user.click(within(popup).getByRole('button', { name: 'View Request History' }));
    expect(screen.getByTestId('location').textContent).toBe('/product-discount-request/history');
  });
});
