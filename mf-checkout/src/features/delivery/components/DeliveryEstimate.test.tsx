import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests } from 'shared';
import { DELIVERY_PIN_STORAGE_KEY } from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  COMPLETE_PROFILE,
  createFakeBackend,
  type FakeBackend,
  renderApp,
  signIn,
  signOut,
} from '../../../test-utils';
import { DeliveryEstimate } from './DeliveryEstimate';

let fake: FakeBackend;
beforeEach(() => {
  fake = createFakeBackend();
  setSupabaseForTests(fake.client);
  window.localStorage.clear();
});
afterEach(() => {
  signOut();
  window.localStorage.clear();
});

const result = () => screen.getByTestId('delivery-result');
const estimateCalls = () => fake.state.rpcCalls.filter((c) => c.name === 'delivery_estimate');

describe('DeliveryEstimate', () => {
  it("uses the signed-in shopper's profile PIN and shows the India date with its weekday", async () => {
    signIn();
    renderApp(<DeliveryEstimate />);
    await waitFor(() => expect(result().textContent).toBe('Delivery by Thursday, 26 November'));
    expect(screen.getByText('400001').closest('p')?.textContent).toContain('Deliver to 400001');
    expect(estimateCalls()).toEqual([{ name: 'delivery_estimate', args: { p_pincode: '400001' } }]);
    // The result is a live region.
    expect(result().getAttribute('role')).toBe('status');
    expect(result().getAttribute('aria-live')).toBe('polite');
  });

  it('asks a visitor for a PIN, validates 6 digits, checks it and remembers it', async () => {
    fake.state.user = null;
    const user = userEvent.setup();
    renderApp(<DeliveryEstimate />);
    const input = await screen.findByLabelText('PIN code for delivery');
    await user.type(input, '4000');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    expect(await screen.findByText('Pincode must be exactly 6 digits')).toBeTruthy();
    expect(estimateCalls()).toHaveLength(0);

    await user.type(input, '12');
    await user.click(screen.getByRole('button', { name: 'Check' }));
    await waitFor(() => expect(result().textContent).toBe('Delivery by Thursday, 26 November'));
    expect(window.localStorage.getItem(DELIVERY_PIN_STORAGE_KEY)).toBe('400012');
  });

  it('takes digits only, at most 6', async () => {
    fake.state.user = null;
    const user = userEvent.setup();
    renderApp(<DeliveryEstimate />);
    const input = (await screen.findByLabelText('PIN code for delivery')) as HTMLInputElement;
    await user.type(input, '4a0-00019');
    expect(input.value).toBe('400001');
  });

  it("says 'Not deliverable to <PIN>' outside the area", async () => {
    window.localStorage.setItem(DELIVERY_PIN_STORAGE_KEY, '110001');
    renderApp(<DeliveryEstimate />);
    await waitFor(() => expect(result().textContent).toBe('Not deliverable to 110001'));
  });

  it('changes the PIN with Change', async () => {
    signIn();
    const user = userEvent.setup();
    renderApp(<DeliveryEstimate />);
    await waitFor(() => expect(result().textContent).toContain('Delivery by'));
    await user.click(screen.getByRole('button', { name: 'Change PIN code 400001' }));
    const input = screen.getByLabelText('PIN code for delivery');
    await user.clear(input);
    await user.type(input, '110001{Enter}');
    await waitFor(() => expect(result().textContent).toBe('Not deliverable to 110001'));
    expect(screen.getByText('110001', { selector: 'strong' })).toBeTruthy();
  });

  it('shows the loading state, then an error with Retry that asks again', async () => {
    window.localStorage.setItem(DELIVERY_PIN_STORAGE_KEY, '400001');
    fake.state.deliveryEstimate = () => 'error';
    const user = userEvent.setup();
    renderApp(<DeliveryEstimate />);
    expect(result().textContent).toBe('Checking delivery date…');
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Could not check the delivery date. Please try again.');
    fake.state.deliveryEstimate = (pin) => ({
      deliverable: true,
      pincode: pin,
      district: 'Mumbai',
      zone: 'same_city',
      deliverBy: '2026-11-30',
      cutoffPassed: true,
    });
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(result().textContent).toBe('Delivery by Monday, 30 November'));
  });

  it("prefers the profile's PIN to one typed on an earlier visit", async () => {
    window.localStorage.setItem(DELIVERY_PIN_STORAGE_KEY, '110001');
    fake.state.profileRow = { ...COMPLETE_PROFILE, address: { ...COMPLETE_PROFILE.address, zip: '400050' } };
    signIn();
    renderApp(<DeliveryEstimate />);
    await waitFor(() => expect(result().textContent).toContain('Delivery by'));
    expect(estimateCalls().map((c) => c.args.p_pincode)).toEqual(['400050']);
  });
});
