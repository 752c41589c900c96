import { PAYMENT_MESSAGES } from 'shared/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { installFakeRazorpay, paymentRequestFor } from '../../../test-utils';
import { checkoutDescription, openCheckout } from './open-checkout';
import type { RazorpayConstructor } from './razorpay';

const ORDER_ID = 'a1b2c3d4-0000-4000-8000-000000000001';
const payment = paymentRequestFor(ORDER_ID, { amount: 12_345_600 });

let razorpay: ReturnType<typeof installFakeRazorpay>;
afterEach(() => razorpay?.uninstall());

function open(prefill = { name: 'Asha Rao', email: 'asha@example.com', contact: '' }) {
  razorpay = installFakeRazorpay();
  const Razorpay = window.Razorpay as RazorpayConstructor;
  return openCheckout(Razorpay, {
    orderId: ORDER_ID,
    orderNumber: 'GG-26-7K3M9Q',
    payment,
    prefill,
    color: '#4f8cff',
  });
}

describe('openCheckout', () => {
  it('opens Checkout for the Razorpay order, named after the order, prefilled from the profile', () => {
    void open();
    const { options } = razorpay.last();
    expect(options).toMatchObject({
      key: 'rzp_test_key',
      amount: 12_345_600,
      currency: 'INR',
      order_id: payment.razorpay_order_id,
      name: 'GameGear India',
      description: 'Order #GG-26-7K3M9Q',
      // An empty field is left for Checkout to ask.
      prefill: { name: 'Asha Rao', email: 'asha@example.com' },
      theme: { color: '#4f8cff' },
    });
    expect(options.prefill).not.toHaveProperty('contact');
  });

  it("answers 'paid' with exactly what the handler got", async () => {
    const session = open();
    razorpay.last().pay({ razorpay_payment_id: 'pay_ABC' });
    await expect(session).resolves.toEqual({
      outcome: 'paid',
      response: {
        razorpay_order_id: payment.razorpay_order_id,
        razorpay_payment_id: 'pay_ABC',
        razorpay_signature: 'sig_TEST123',
      },
    });
  });

  it("answers 'closed' when the shopper closes it without an attempt", async () => {
    const session = open();
    razorpay.last().dismiss();
    await expect(session).resolves.toEqual({ outcome: 'closed' });
  });

  it("answers 'failed' when closed after a failed attempt, and 'paid' when a new attempt inside it succeeds", async () => {
    const failed = open();
    razorpay.last().fail('Your payment was declined by the bank.');
    razorpay.last().dismiss();
    await expect(failed).resolves.toEqual({
      outcome: 'failed',
      message: PAYMENT_MESSAGES.failed,
      reason: 'Your payment was declined by the bank.',
    });

    const retried = open();
    razorpay.last().fail();
    razorpay.last().pay();
    await expect(retried).resolves.toMatchObject({ outcome: 'paid' });
  });

  it('rejects when Checkout cannot be created', async () => {
    const Broken = class {
      constructor() {
        throw new Error('bad key');
      }
    } as unknown as RazorpayConstructor;
    await expect(openCheckout(Broken, { orderId: ORDER_ID, payment })).rejects.toThrow('bad key');
  });
});

describe('checkoutDescription', () => {
  it('names the order by its number, else by the start of its id', () => {
    expect(checkoutDescription(ORDER_ID, 'GG-26-7K3M9Q')).toBe('Order #GG-26-7K3M9Q');
    expect(checkoutDescription(ORDER_ID)).toBe('Order #a1b2c3d4');
  });
});
