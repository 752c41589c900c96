/**
 * The part of Razorpay Checkout (checkout.js) the store uses: `new Razorpay(options)`, `on`,
 * `open`. The browser only ever gets the key id and the Razorpay order id (docs/adr/0019).
 */

/** What Checkout hands `handler` after a payment: posted to `verify-payment` as is. */
export interface RazorpaySuccess {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature: string;
}

/** The `payment.failed` event's argument (only what the store reads). */
export interface RazorpayFailure {
  error?: {
    code?: string;
    description?: string;
    reason?: string;
    metadata?: { order_id?: string; payment_id?: string };
  };
}

export interface RazorpayOptions {
  key: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  order_id: string;
  name: string;
  description: string;
  prefill?: { name?: string; email?: string; contact?: string };
  theme?: { color?: string };
  handler: (response: RazorpaySuccess) => void;
  modal?: { ondismiss?: () => void };
}

export interface RazorpayInstance {
  on(event: 'payment.failed', callback: (response: RazorpayFailure) => void): void;
  open(): void;
}

export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    /** Set by checkout.js once loaded (see load-checkout.ts). */
    Razorpay?: RazorpayConstructor;
  }
}
