import { type RuntimeConfig, setRuntimeConfig } from 'shared';
import { PAYMENT_MESSAGES } from 'shared/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  checkoutScriptUrl,
  DEFAULT_CHECKOUT_URL,
  loadCheckout,
  resetCheckoutLoaderForTests,
} from './load-checkout';
import type { RazorpayConstructor } from './razorpay';

/** Scripts the loader appended; never connected, so nothing is fetched. */
let appended: HTMLScriptElement[];
beforeEach(() => {
  appended = [];
  vi.spyOn(document.head, 'appendChild').mockImplementation((node) => {
    appended.push(node as HTMLScriptElement);
    return node;
  });
});
afterEach(() => {
  vi.restoreAllMocks();
  resetCheckoutLoaderForTests();
  delete window.Razorpay;
});

const FakeRazorpay = class {} as unknown as RazorpayConstructor;

describe('loadCheckout', () => {
  it('uses Razorpay at once when checkout.js is already there', async () => {
    window.Razorpay = FakeRazorpay;
    await expect(loadCheckout()).resolves.toBe(FakeRazorpay);
    expect(appended).toHaveLength(0);
  });

  it('appends one async script however often it is asked, and resolves when it has loaded', async () => {
    const first = loadCheckout({ url: 'https://pay.example.in/checkout.js' });
    const second = loadCheckout({ url: 'https://pay.example.in/checkout.js' });
    expect(second).toBe(first);
    expect(appended).toHaveLength(1);
    const [script] = appended;
    expect(script?.src).toBe('https://pay.example.in/checkout.js');
    expect(script?.async).toBe(true);
    window.Razorpay = FakeRazorpay;
    script?.onload?.(new Event('load'));
    await expect(first).resolves.toBe(FakeRazorpay);
  });

  it("fails with 'The payment page could not be opened…' and appends a new script on the next try", async () => {
    const first = loadCheckout({ url: 'https://pay.example.in/checkout.js' });
    const removed = vi.spyOn(appended[0] as HTMLScriptElement, 'remove');
    appended[0]?.onerror?.(new Event('error'));
    await expect(first).rejects.toThrow(PAYMENT_MESSAGES.checkoutUnavailable);
    expect(removed).toHaveBeenCalled();

    const second = loadCheckout({ url: 'https://pay.example.in/checkout.js' });
    expect(appended).toHaveLength(2);
    window.Razorpay = FakeRazorpay;
    appended[1]?.onload?.(new Event('load'));
    await expect(second).resolves.toBe(FakeRazorpay);
  });

  it('fails when the script loads without defining Razorpay, or never answers', async () => {
    const empty = loadCheckout({ url: 'https://pay.example.in/a.js' });
    appended[0]?.onload?.(new Event('load'));
    await expect(empty).rejects.toThrow(PAYMENT_MESSAGES.checkoutUnavailable);
    await expect(loadCheckout({ url: 'https://pay.example.in/b.js', timeoutMs: 5 })).rejects.toThrow(
      PAYMENT_MESSAGES.checkoutUnavailable,
    );
  });
});

describe('checkoutScriptUrl', () => {
  it("is Razorpay's without configuration, else the runtime configuration's razorpayCheckoutUrl", () => {
    expect(checkoutScriptUrl()).toBe(DEFAULT_CHECKOUT_URL);
    const config = {
      supabaseUrl: 'http://127.0.0.1:54321',
      supabaseAnonKey: 'anon-key-0123456789abcdef',
      remotes: {},
    } satisfies RuntimeConfig;
    setRuntimeConfig(config);
    expect(checkoutScriptUrl()).toBe(DEFAULT_CHECKOUT_URL);
    setRuntimeConfig({
      ...config,
      razorpayCheckoutUrl: 'http://127.0.0.1:54330/checkout.js',
    } as RuntimeConfig);
    expect(checkoutScriptUrl()).toBe('http://127.0.0.1:54330/checkout.js');
  });
});
