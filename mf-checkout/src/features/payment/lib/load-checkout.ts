import { getRuntimeConfig } from 'shared';
import { PAYMENT_MESSAGES } from 'shared/contracts';
import type { RazorpayConstructor } from './razorpay';

/** Razorpay's hosted script; a deployment may point elsewhere (a local test gateway). */
export const DEFAULT_CHECKOUT_URL = 'https://checkout.razorpay.com/v1/checkout.js';

/** A script that neither loads nor fails by then counts as failed (a stalled network). */
export const CHECKOUT_LOAD_TIMEOUT_MS = 20_000;

const SCRIPT_ATTR = 'data-razorpay-checkout';

/** checkout.js could not be loaded (or did not define `window.Razorpay`). */
export class CheckoutUnavailableError extends Error {
  constructor() {
    super(PAYMENT_MESSAGES.checkoutUnavailable);
    this.name = 'CheckoutUnavailableError';
  }
}

/**
 * The script's URL: runtime configuration `razorpayCheckoutUrl` when set, else Razorpay's. Read
 * defensively: the field is optional, and a remote run alone may have no configuration loaded.
 */
export function checkoutScriptUrl(): string {
  try {
    const config = getRuntimeConfig() as { razorpayCheckoutUrl?: unknown };
    const url = config.razorpayCheckoutUrl;
    if (typeof url === 'string' && url.trim()) return url.trim();
  } catch {
    // Configuration not loaded: the default.
  }
  return DEFAULT_CHECKOUT_URL;
}

let loading: Promise<RazorpayConstructor> | null = null;

/**
 * Loads checkout.js once, when the shopper pays (never on page load): one `<script>` in the head,
 * reused by every later payment. A failure removes it, so the next call (Retry) tries again.
 */
export function loadCheckout({
  url = checkoutScriptUrl(),
  timeoutMs = CHECKOUT_LOAD_TIMEOUT_MS,
}: {
  url?: string;
  timeoutMs?: number;
} = {}): Promise<RazorpayConstructor> {
  const loaded = window.Razorpay;
  if (loaded) return Promise.resolve(loaded);
  if (loading) return loading;
  const attempt = new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.setAttribute(SCRIPT_ATTR, '');
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (Razorpay: RazorpayConstructor | undefined) => {
      clearTimeout(timer);
      script.onload = null;
      script.onerror = null;
      if (Razorpay) {
        resolve(Razorpay);
        return;
      }
      script.remove();
      if (loading === attempt) loading = null;
      reject(new CheckoutUnavailableError());
    };
    script.onload = () => settle(window.Razorpay);
    script.onerror = () => settle(undefined);
    timer = setTimeout(() => settle(undefined), timeoutMs);
    document.head.appendChild(script);
  });
  loading = attempt;
  return attempt;
}

/** Forgets a load in progress or done (tests). */
export function resetCheckoutLoaderForTests(): void {
  loading = null;
  for (const script of document.querySelectorAll(`script[${SCRIPT_ATTR}]`)) script.remove();
}
