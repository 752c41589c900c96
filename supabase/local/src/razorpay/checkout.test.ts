// @vitest-environment node
/**
 * checkout.js and the test sheet together, in happy-dom: a store page loads the script from the
 * gateway, opens the sheet in its iframe (loaded from the gateway, its script running) and gets
 * the outcome back by postMessage.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Browser, type BrowserPage } from 'happy-dom';
import utils from 'razorpay/dist/utils/razorpay-utils.js';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Order } from './entities';
import { type RunningRazorpayGateway, startRazorpayGateway } from './server';
import { waitFor } from './test-support';

const keyId = 'rzp_test_Checkout0Test';
const keySecret = 'checkout-tests-key-secret-0123456789';

interface Win {
  document: Document;
  events: [string, unknown][];
  rzp: { close(): void };
  openCheckout(orderId: string, key?: string): void;
  checkoutReady?: boolean;
  postMessage(data: unknown, targetOrigin: string): void;
  setTimeout(fn: () => void): void;
  dispatchEvent(event: Event): boolean;
  MessageEvent: typeof MessageEvent;
  KeyboardEvent: typeof KeyboardEvent;
  parent: unknown;
}

const STORE_PAGE = (gatewayUrl: string) => `<!doctype html>
<html lang="en"><head><title>Store</title></head>
<body><main><h1>Store</h1><button id="buy">Buy</button></main>
<script>
  window.events = [];
  // Loaded as a store would, after the page (async: happy-dom fetches other scripts synchronously).
  var script = document.createElement('script');
  script.async = true;
  script.src = ${JSON.stringify(gatewayUrl)} + '/v1/checkout.js';
  script.onload = function () { window.checkoutReady = true; };
  document.head.appendChild(script);
  window.openCheckout = function (orderId, key) {
    window.rzp = new Razorpay({
      key: key || ${JSON.stringify(keyId)},
      amount: 1,
      currency: 'INR',
      name: 'GameGear India',
      description: 'Order GG-1',
      order_id: orderId,
      prefill: { name: 'Asha', email: 'asha@example.test', contact: '+919876543210' },
      notes: { order: 'GG-1' },
      theme: { color: '#e11d48' },
      handler: function (response) { window.events.push(['handler', response]); },
      modal: { ondismiss: function () { window.events.push(['dismiss', null]); } }
    });
    window.rzp.on('payment.failed', function (response) { window.events.push(['failed', response]); });
    window.rzp.open();
  };
</script></body></html>`;

let gateway: RunningRazorpayGateway;
let site: Server;
let pageOrigin: string;
let browser: Browser;
let tab: BrowserPage;
let page: Win;

beforeAll(async () => {
  gateway = await startRazorpayGateway({
    port: 0,
    keyId,
    keySecret,
    webhookSecret: 'w',
    webhookUrl: undefined,
  });
  site = createServer((_req, res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(STORE_PAGE(gateway.url));
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  // Another origin than the gateway's, as the store is.
  pageOrigin = `http://localhost:${(site.address() as AddressInfo).port}`;
  browser = new Browser({
    settings: {
      enableJavaScriptEvaluation: true,
      suppressInsecureJavaScriptEnvironmentWarning: true,
      enableIframePageLoading: true,
      // happy-dom applies CORS to script tags, which browsers do not.
      fetch: { disableSameOriginPolicy: true } as never,
    },
  });
});
afterAll(async () => {
  await browser.close();
  await new Promise<void>((resolve) => site.close(() => resolve()));
  await gateway.stop();
});

/**
 * happy-dom dispatches a message from a frame to its parent with the parent's own origin; a
 * browser gives the sender's origin and window. Deliver as a browser does, so both sides' checks
 * run against what they would see.
 */
function deliverLikeBrowser(tabPage: BrowserPage): void {
  const parent = tabPage.mainFrame.window as unknown as Win;
  const gatewayOrigin = new URL(gateway.url).origin;
  const deliver = (target: Win, data: unknown, origin: string, source: unknown) =>
    target.setTimeout(() =>
      target.dispatchEvent(new target.MessageEvent('message', { data, origin, source } as never)),
    );
  parent.postMessage = (data, targetOrigin) => {
    if (targetOrigin !== pageOrigin) return; // a browser drops it
    const frame = parent.document.querySelector('iframe');
    const child = tabPage.mainFrame.childFrames[0]?.window as unknown as Win | undefined;
    if (child && !(child as unknown as { shimmed?: boolean }).shimmed) {
      (child as unknown as { shimmed: boolean }).shimmed = true;
      child.postMessage = (childData, childTarget) => {
        if (childTarget === gatewayOrigin) deliver(child, childData, pageOrigin, child.parent);
      };
    }
    deliver(parent, data, gatewayOrigin, frame?.contentWindow);
  };
}

async function createOrder(amount = 249_900): Promise<Order> {
  return gateway.ledger.createOrder({ amount, currency: 'INR', receipt: 'GG-1' });
}

/** The sheet's document once its script has run (and the page's options reached it). */
async function sheet(): Promise<Document> {
  return waitFor(() => {
    const doc = tab.mainFrame.childFrames[0]?.window.document as unknown as Document | undefined;
    return doc?.getElementById('sheet-data') ? doc : undefined;
  }, 'the sheet');
}

const overlay = () => page.document.querySelector('[data-razorpay-test-checkout]');
const events = (kind: string) => page.events.filter(([k]) => k === kind).map(([, v]) => v);

beforeEach(async () => {
  tab = browser.newPage();
  await tab.goto(`${pageOrigin}/`);
  page = tab.mainFrame.window as unknown as Win;
  await waitFor(() => page.checkoutReady, 'checkout.js');
  deliverLikeBrowser(tab);
  (page.document.getElementById('buy') as HTMLButtonElement).focus();
});

describe('Checkout', () => {
  it('opens the sheet from the gateway over an inert page', async () => {
    const order = await createOrder();
    page.openCheckout(order.id);
    const src = new URL(page.document.querySelector('iframe')?.getAttribute('src') ?? '');
    expect(src.origin + src.pathname).toBe(`${gateway.url}/v1/checkout/sheet`);
    expect(Object.fromEntries(src.searchParams)).toMatchObject({
      key_id: keyId,
      order_id: order.id,
      origin: pageOrigin,
      name: 'GameGear India',
      color: '#e11d48',
      escape: '1',
      backdropclose: '0',
    });
    expect(page.document.querySelector('main')?.hasAttribute('inert')).toBe(true);
    const doc = await sheet();
    expect(doc.querySelector('h1')?.textContent).toBe('Pay ₹2,499 to GameGear India');
    expect(doc.activeElement?.getAttribute('value')).toBe('upi');
    // The page's prefill reached the sheet over postMessage.
    await waitFor(() => !(doc.getElementById('payer') as HTMLElement).hidden, 'the payer');
    expect(doc.getElementById('payer')?.textContent).toBe('Paying as Asha, asha@example.test, +919876543210');
  });

  it('Fail reports payment.failed and keeps the sheet; Pay then calls the handler with a valid signature', async () => {
    const order = await createOrder();
    page.openCheckout(order.id);
    const doc = await sheet();
    await waitFor(() => !(doc.getElementById('payer') as HTMLElement).hidden, 'the options');
    (doc.getElementById('fail') as HTMLButtonElement).click();
    const [failure] = await waitFor(
      () => events('failed').length === 1 && events('failed'),
      'payment.failed',
    );
    expect(failure).toEqual({
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: 'Payment failed',
        source: 'customer',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.id, payment_id: expect.stringMatching(/^pay_/) },
      },
    });
    expect(overlay()).not.toBeNull();
    expect(doc.getElementById('message')?.textContent).toBe(
      'Payment failed. No money was taken. You can pay again or close.',
    );
    expect(gateway.ledger.order(order.id)).toMatchObject({ status: 'attempted', attempts: 1 });

    (doc.querySelector('input[value=card]') as HTMLInputElement).click();
    (doc.querySelector('button.pay') as HTMLButtonElement).click();
    const [response] = await waitFor(
      () => events('handler').length === 1 && events('handler'),
      'the handler',
    );
    const payload = response as Record<string, string>;
    expect(payload.razorpay_order_id).toBe(order.id);
    expect(
      utils.validatePaymentVerification(
        { order_id: order.id, payment_id: payload.razorpay_payment_id ?? '' },
        payload.razorpay_signature ?? '',
        keySecret,
      ),
    ).toBe(true);
    expect(gateway.ledger.payment(payload.razorpay_payment_id ?? '')).toMatchObject({
      method: 'card',
      status: 'captured',
      email: 'asha@example.test',
      contact: '+919876543210',
      description: 'Order GG-1',
      notes: { order: 'GG-1' },
    });
    expect(overlay()).toBeNull();
    expect(page.document.querySelector('main')?.hasAttribute('inert')).toBe(false);
    expect(page.document.activeElement?.id).toBe('buy');
    expect(events('dismiss')).toEqual([]);
  });

  it('Escape closes the sheet, calls ondismiss and gives focus back', async () => {
    page.openCheckout((await createOrder()).id);
    const doc = await sheet();
    const child = tab.mainFrame.childFrames[0]?.window as unknown as Win;
    doc.dispatchEvent(new child.KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => events('dismiss').length === 1, 'ondismiss');
    expect(overlay()).toBeNull();
    expect(page.document.activeElement?.id).toBe('buy');
  });

  it('ignores messages from another origin or another window', async () => {
    page.openCheckout((await createOrder()).id);
    await sheet();
    const frame = page.document.querySelector('iframe');
    const dismiss = { source: 'razorpay-test-gateway', type: 'dismiss' };
    for (const init of [
      { data: dismiss, origin: 'http://evil.test', source: frame?.contentWindow },
      { data: dismiss, origin: new URL(gateway.url).origin, source: page },
      { data: { type: 'dismiss' }, origin: new URL(gateway.url).origin, source: frame?.contentWindow },
    ])
      page.dispatchEvent(new page.MessageEvent('message', init as never));
    expect(overlay()).not.toBeNull();
    page.rzp.close();
    expect(overlay()).toBeNull();
    expect(events('dismiss')).toEqual([]);
  });

  it('an unknown order or key leaves only Close, which dismisses', async () => {
    page.openCheckout('order_AAAAAAAAAAAAAA');
    const doc = await sheet();
    expect(doc.getElementById('message')?.textContent).toContain('does not exist on this test gateway');
    expect([...doc.querySelectorAll('button')].map((b) => b.textContent)).toEqual(['Close']);
    expect(doc.activeElement?.textContent).toBe('Close');
    (doc.getElementById('close') as HTMLButtonElement).click();
    await waitFor(() => events('dismiss').length === 1, 'ondismiss');
    expect(overlay()).toBeNull();
  });
});
