import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setSupabaseForTests } from 'shared';
import { formatIndiaDateTime, holdEndsMessage, PAYMENT_MESSAGES } from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { saveLastOrder } from '../features/placement/lib/order-session';
import {
  createFakeBackend,
  type FakeBackend,
  installFakeRazorpay,
  renderApp,
  sampleOrder,
  signIn,
  signOut,
} from '../test-utils';
import { OrderConfirmationPage } from './OrderConfirmationPage';

afterEach(() => sessionStorage.clear());

describe('OrderConfirmationPage', () => {
  it('shows the order number kept in session storage, with links home and to the profile', () => {
    saveLastOrder('a1b2c3d4-0000-4000-8000-000000000001', 'GG-26-7K3M9Q');
    renderApp(<OrderConfirmationPage />);
    const shown = screen.getByTestId('confirmation-order-id');
    expect(shown.textContent).toBe('GG-26-7K3M9Q');
    expect(shown.dataset.orderId).toBe('a1b2c3d4-0000-4000-8000-000000000001');
    expect(shown.parentElement?.textContent).toBe('Order number: GG-26-7K3M9Q');
    expect(screen.getByRole('link', { name: 'Continue Shopping' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Go to Profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('button', { name: 'Copy order number' })).toBeTruthy();
  });

  it("shows the order row's number when the placement gave none", async () => {
    const fake = createFakeBackend();
    setSupabaseForTests(fake.client);
    signIn();
    fake.state.orders = [sampleOrder()];
    saveLastOrder(sampleOrder().id);
    renderApp(<OrderConfirmationPage />);
    await waitFor(() => expect(screen.getByTestId('confirmation-order-id').textContent).toBe('GG-26-7K3M9Q'));
    signOut();
  });

  it('says so when this tab placed no order', () => {
    renderApp(<OrderConfirmationPage />);
    expect(screen.getByText('There is no recent order in this browser tab.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Profile' })).toBeTruthy();
  });
});

describe('OrderConfirmationPage: payment (docs/product.md#payments)', () => {
  const ORDER_ID = 'a1b2c3d4-0000-4000-8000-000000000009';
  let fake: FakeBackend;
  let razorpay: ReturnType<typeof installFakeRazorpay>;
  beforeEach(() => {
    fake = createFakeBackend();
    setSupabaseForTests(fake.client);
    razorpay = installFakeRazorpay();
    signIn();
    saveLastOrder(ORDER_ID);
  });
  afterEach(() => {
    razorpay.uninstall();
    signOut();
  });

  const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

  it('shows how a cash-on-delivery order is paid, with nothing to pay now', async () => {
    fake.state.orders = [
      sampleOrder({
        id: ORDER_ID,
        order_status: 'pending',
        payment_method: 'cod',
        payment_status: 'cod_due',
      }),
    ];
    renderApp(<OrderConfirmationPage />);
    expect((await screen.findByTestId('payment-method')).textContent).toBe('Cash on delivery');
    expect(screen.queryByTestId('payment-status')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Order Confirmed' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Retry payment' })).toBeNull();
  });

  it('offers Retry payment until the hold ends, then pays the same order', async () => {
    const holdUntil = inMinutes(10);
    fake.state.orders = [
      sampleOrder({
        id: ORDER_ID,
        order_status: 'payment_pending',
        payment_method: 'online',
        payment_status: 'failed',
        payment_hold_until: holdUntil,
      }),
    ];
    const user = userEvent.setup();
    renderApp(<OrderConfirmationPage />);
    expect((await screen.findByTestId('payment-status')).textContent).toBe('Payment failed');
    expect(screen.getByRole('heading', { name: 'Order Placed' })).toBeTruthy();
    expect(screen.getByTestId('hold-message').textContent).toBe(
      holdEndsMessage(formatIndiaDateTime(holdUntil)),
    );

    await user.click(screen.getByRole('button', { name: 'Retry payment' }));
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    expect(fake.callsTo('orders').map((c) => c.body)).toEqual([{ orderId: ORDER_ID }]);
    act(() => razorpay.last().pay());
    await waitFor(() => expect(screen.getByTestId('payment-status').textContent).toBe('Paid'));
    expect(screen.getByTestId('payment-notice').textContent).toBe(PAYMENT_MESSAGES.paid);
    expect(fake.callsTo('verify-payment')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Retry payment' })).toBeNull();
  });

  it("shows the server's refusal when the hold has ended meanwhile", async () => {
    fake.state.orders = [
      sampleOrder({
        id: ORDER_ID,
        order_status: 'payment_pending',
        payment_method: 'online',
        payment_status: 'pending',
        payment_hold_until: inMinutes(1),
      }),
    ];
    fake.state.payOrder = () => ({
      status: 409,
      body: { success: false, message: PAYMENT_MESSAGES.holdExpired },
    });
    const user = userEvent.setup();
    renderApp(<OrderConfirmationPage />);
    await user.click(await screen.findByRole('button', { name: 'Retry payment' }));
    await waitFor(() =>
      expect(screen.getByTestId('payment-alert').textContent).toBe(PAYMENT_MESSAGES.holdExpired),
    );
    expect(screen.getByTestId('payment-alert').getAttribute('role')).toBe('alert');
    expect(razorpay.opened).toHaveLength(0);
  });

  it('offers no Retry payment once the hold has ended', async () => {
    fake.state.orders = [
      sampleOrder({
        id: ORDER_ID,
        order_status: 'payment_pending',
        payment_method: 'online',
        payment_status: 'pending',
        payment_hold_until: inMinutes(-1),
      }),
    ];
    renderApp(<OrderConfirmationPage />);
    expect((await screen.findByTestId('payment-status')).textContent).toBe('Awaiting payment');
    expect(screen.queryByRole('button', { name: 'Retry payment' })).toBeNull();
  });
});
