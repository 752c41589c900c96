import { SITE_NAME } from 'shared';
import { itemNumber, PAYMENT_MESSAGES, type PaymentRequest, type VerifyPaymentBody } from 'shared/contracts';
import type { RazorpayConstructor, RazorpayFailure } from './razorpay';

/** How a Checkout session ended. */
export type CheckoutOutcome =
  /** Checkout took the payment: what its handler got, to be verified by the server. */
  | { outcome: 'paid'; response: VerifyPaymentBody }
  /** An attempt failed and the shopper closed Checkout without paying. `reason`: Razorpay's words. */
  | { outcome: 'failed'; message: string; reason?: string }
  /** The shopper closed Checkout before any attempt. */
  | { outcome: 'closed' };

export interface CheckoutPrefill {
  name?: string;
  email?: string;
  contact?: string;
}

export interface OpenCheckoutInput {
  orderId: string;
  /** Its display number ('GG-26-7K3M9Q'), when known. */
  orderNumber?: string | null;
  payment: PaymentRequest;
  prefill?: CheckoutPrefill;
  /** Checkout's accent colour (the theme's primary). */
  color?: string;
}

/** 'Order #GG-26-7K3M9Q': the order as Checkout names it (its id's start without a number). */
export const checkoutDescription = (orderId: string, orderNumber?: string | null): string =>
  `Order #${itemNumber({ id: orderId, display_number: orderNumber })}`;

const cleanPrefill = (prefill: CheckoutPrefill | undefined): CheckoutPrefill | undefined => {
  const entries = Object.entries(prefill ?? {}).filter(
    ([, value]) => typeof value === 'string' && value.trim(),
  );
  return entries.length ? Object.fromEntries(entries) : undefined;
};

/**
 * Opens Razorpay Checkout for an order and settles once it is over. A failed attempt does not end
 * it: Checkout shows the failure and lets the shopper try again inside it, so the session ends
 * when they pay (`paid`) or close it (`failed` after a failed attempt, else `closed`). Throws
 * (rejects) when Checkout cannot be opened at all.
 */
export function openCheckout(
  Razorpay: RazorpayConstructor,
  input: OpenCheckoutInput,
): Promise<CheckoutOutcome> {
  const { orderId, orderNumber, payment } = input;
  return new Promise<CheckoutOutcome>((resolve) => {
    let settled = false;
    let failure: RazorpayFailure | null = null;
    const settle = (outcome: CheckoutOutcome) => {
      if (settled) return;
      settled = true;
      resolve(outcome);
    };
    const checkout = new Razorpay({
      key: payment.key_id,
      amount: payment.amount,
      currency: 'INR',
      order_id: payment.razorpay_order_id,
      name: SITE_NAME,
      description: checkoutDescription(orderId, orderNumber),
      prefill: cleanPrefill(input.prefill),
      theme: input.color ? { color: input.color } : undefined,
      handler: (response) =>
        settle({
          outcome: 'paid',
          response: {
            razorpay_order_id: response.razorpay_order_id,
            razorpay_payment_id: response.razorpay_payment_id,
            razorpay_signature: response.razorpay_signature,
          },
        }),
      modal: {
        ondismiss: () => {
          if (!failure) {
            settle({ outcome: 'closed' });
            return;
          }
          const reason = failure.error?.description?.trim();
          settle({ outcome: 'failed', message: PAYMENT_MESSAGES.failed, ...(reason ? { reason } : {}) });
        },
      },
    });
    checkout.on('payment.failed', (response) => {
      failure = response ?? {};
    });
    checkout.open();
  });
}
