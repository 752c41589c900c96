import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { setSupabaseForTests, theme } from 'shared';
import { PAYMENT_MESSAGES } from 'shared/contracts';
import { ThemeProvider } from 'styled-components';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createFakeBackend,
  type FakeBackend,
  installFakeRazorpay,
  paymentRequestFor,
  sampleOrder,
  signIn,
  signOut,
} from '../../../test-utils';
import { resetCheckoutLoaderForTests } from '../lib/load-checkout';
import { type PayResult, usePayOrder } from './use-pay-order';

const ORDER_ID = 'a1b2c3d4-0000-4000-8000-000000000042';

let fake: FakeBackend;
let razorpay: ReturnType<typeof installFakeRazorpay>;
beforeEach(() => {
  fake = createFakeBackend();
  setSupabaseForTests(fake.client);
  signIn();
  razorpay = installFakeRazorpay();
  fake.state.orders = [
    sampleOrder({
      id: ORDER_ID,
      order_status: 'payment_pending',
      payment_method: 'online',
      payment_status: 'pending',
    }),
  ];
});
afterEach(() => {
  razorpay.uninstall();
  resetCheckoutLoaderForTests();
  vi.restoreAllMocks();
  signOut();
});

function renderPay() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>{children}</ThemeProvider>
    </QueryClientProvider>
  );
  return renderHook(() => usePayOrder(), { wrapper });
}

/** Starts a payment; `settled` is its result (wrapped: awaiting it would wait for the payment). */
function startPayment(
  result: ReturnType<typeof renderPay>['result'],
  input = {},
): { settled: Promise<PayResult | null> } {
  let settled: Promise<PayResult | null> = Promise.resolve(null);
  act(() => {
    settled = result.current.pay({ orderId: ORDER_ID, ...input });
  });
  return { settled };
}

describe('usePayOrder', () => {
  it('opens Checkout with the payment it is given, prefilled, then verifies what the handler got', async () => {
    const { result } = renderPay();
    const payment = paymentRequestFor(ORDER_ID);
    const beforeCheckout = vi.fn();
    const { settled } = startPayment(result, { payment, beforeCheckout });
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    expect(result.current.phase).toBe('checkout');
    expect(beforeCheckout).toHaveBeenCalledTimes(1);
    expect(razorpay.last().options).toMatchObject({
      order_id: payment.razorpay_order_id,
      prefill: { name: 'Asha Rao', email: 'asha@example.com', contact: '9876543210' },
      theme: { color: theme.colors.primary },
    });
    // The placement's payment is used: `orders` is not asked again.
    expect(fake.callsTo('orders')).toHaveLength(0);

    const release = fake.hold();
    act(() => razorpay.last().pay());
    await waitFor(() => expect(result.current.phase).toBe('verifying'));
    release();
    await expect(settled).resolves.toEqual({
      outcome: 'paid',
      orderId: ORDER_ID,
      paymentStatus: 'paid',
      message: PAYMENT_MESSAGES.paid,
    });
    expect(fake.callsTo('verify-payment')[0]?.body).toEqual({
      razorpay_order_id: payment.razorpay_order_id,
      razorpay_payment_id: 'pay_TEST123',
      razorpay_signature: 'sig_TEST123',
    });
    await waitFor(() => expect(result.current.phase).toBe('idle'));
  });

  it('asks `orders` for the payment of the order (Retry payment), never with a cart', async () => {
    const { result } = renderPay();
    const { settled } = startPayment(result);
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    expect(fake.callsTo('orders').map((c) => c.body)).toEqual([{ orderId: ORDER_ID }]);
    act(() => razorpay.last().dismiss());
    await expect(settled).resolves.toEqual({
      outcome: 'closed',
      orderId: ORDER_ID,
      message: PAYMENT_MESSAGES.closed,
    });
    expect(fake.callsTo('verify-payment')).toHaveLength(0);
  });

  it("tells a failed attempt closed unpaid with 'The payment did not go through…'", async () => {
    const { result } = renderPay();
    const { settled } = startPayment(result);
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    act(() => {
      razorpay.last().fail();
      razorpay.last().dismiss();
    });
    await expect(settled).resolves.toMatchObject({ outcome: 'failed', message: PAYMENT_MESSAGES.failed });
  });

  it("shows the server's refusal (the hold ended) without opening Checkout", async () => {
    fake.state.payOrder = () => ({
      status: 409,
      body: { success: false, message: PAYMENT_MESSAGES.holdExpired },
    });
    const { result } = renderPay();
    const { settled } = startPayment(result);
    await expect(settled).resolves.toEqual({
      outcome: 'refused',
      orderId: ORDER_ID,
      message: PAYMENT_MESSAGES.holdExpired,
    });
    expect(razorpay.opened).toHaveLength(0);
  });

  it.each([
    [
      'Razorpay cannot be reached (502 with the message)',
      { status: 502, body: { success: false, message: PAYMENT_MESSAGES.checkoutUnavailable } },
      PAYMENT_MESSAGES.checkoutUnavailable,
    ],
    ['the network fails', 'network' as const, 'Failed to communicate with order service.'],
    ['the server crashes', { status: 500, body: { error: 'boom' } }, PAYMENT_MESSAGES.checkoutUnavailable],
  ])('says why Retry payment cannot start when %s', async (_case, reply, message) => {
    fake.replyOnce('orders', reply);
    const { result } = renderPay();
    const { settled } = startPayment(result);
    await expect(settled).resolves.toEqual({ outcome: 'refused', orderId: ORDER_ID, message });
    expect(razorpay.opened).toHaveLength(0);
  });

  it("says 'The payment page could not be opened…' when checkout.js does not load", async () => {
    razorpay.uninstall();
    vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
      queueMicrotask(() => (node as HTMLScriptElement).onerror?.(new Event('error')));
      return node;
    });
    const { result } = renderPay();
    const beforeCheckout = vi.fn();
    const { settled } = startPayment(result, { payment: paymentRequestFor(ORDER_ID), beforeCheckout });
    await expect(settled).resolves.toEqual({
      outcome: 'unavailable',
      orderId: ORDER_ID,
      message: PAYMENT_MESSAGES.checkoutUnavailable,
    });
    expect(beforeCheckout).not.toHaveBeenCalled();
  });

  it("shows the server's message when the payment is not confirmed, else 'We could not confirm…'", async () => {
    const { result } = renderPay();
    fake.replyOnce('verify-payment', {
      status: 400,
      body: { success: false, message: 'The payment signature is not valid.' },
    });
    let { settled } = startPayment(result, { payment: paymentRequestFor(ORDER_ID) });
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    act(() => razorpay.last().pay());
    await expect(settled).resolves.toMatchObject({
      outcome: 'unverified',
      message: 'The payment signature is not valid.',
    });

    fake.replyOnce('verify-payment', 'network');
    ({ settled } = startPayment(result, { payment: paymentRequestFor(ORDER_ID) }));
    await waitFor(() => expect(razorpay.opened).toHaveLength(2));
    act(() => razorpay.last().pay());
    await expect(settled).resolves.toMatchObject({
      outcome: 'unverified',
      message: PAYMENT_MESSAGES.verifyFailed,
    });
  });

  it('runs one payment at a time', async () => {
    const { result } = renderPay();
    const { settled: first } = startPayment(result);
    await waitFor(() => expect(razorpay.opened).toHaveLength(1));
    await expect(result.current.pay({ orderId: ORDER_ID })).resolves.toBeNull();
    act(() => razorpay.last().dismiss());
    await first;
    expect(razorpay.opened).toHaveLength(1);
  });
});
