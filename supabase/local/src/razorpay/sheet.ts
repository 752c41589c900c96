/**
 * `GET /v1/checkout/sheet`: the test payment sheet Checkout opens in its iframe. Server-rendered
 * on the gateway's origin: the order's amount comes from the gateway, never from the page. Pay and
 * Fail post (same origin) to `/v1/checkout/pay`; the outcome goes to the page by postMessage.
 * A labelled modal dialog, keyboard-only usable (Tab stays inside, Escape closes), legible at
 * 360 px, colours chosen for WCAG AA contrast whatever `theme.color` the store passes.
 */

import { MESSAGE_SOURCE } from './checkout-script';
import type { Order } from './entities';

export interface SheetInput {
  keyId: string;
  orderId: string;
  /** The order to pay, or null with `problem` saying why the sheet cannot take a payment. */
  order: Order | null;
  problem: string | null;
  /** Checkout's `name` (the shop), `description`, `image` and `theme.color`. */
  name: string;
  description: string;
  image: string;
  color: string;
  /** Checkout's `modal.escape` (default true) and `modal.backdropclose` (default false). */
  escape: boolean;
  backdropClose: boolean;
  /** The page that opened the sheet; messages go only there. Null when opened on its own. */
  parentOrigin: string | null;
}

const DEFAULT_COLOR = '#528ff0';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

/** ₹ with Indian digit grouping (₹1,23,456), paise shown only when there are some. */
export function formatPaise(paise: number): string {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: 'INR',
    minimumFractionDigits: paise % 100 === 0 ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(paise / 100);
}

/** `#rgb` / `#rrggbb` as given, anything else the default: the value lands in CSS. */
export function themeColor(value: string): string {
  return /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value) ? value.toLowerCase() : DEFAULT_COLOR;
}

function luminance(hex: string): number {
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1);
  const channel = (i: number) => {
    const c = Number.parseInt(digits.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(2) + 0.0722 * channel(4);
}

/** Black or white, whichever contrasts more with `background` (always at least 4.5:1). */
export function textOn(background: string): '#000000' | '#ffffff' {
  const l = luminance(background);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** Only web and inline images: the value lands in a src attribute. */
const safeImage = (value: string) => (/^(?:https?:\/\/|data:image\/)/i.test(value) ? value : '');

/** The sheet's own origin check needs a real origin; anything else means "not embedded". */
export function parseOrigin(value: string | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === value ? value : null;
  } catch {
    return null;
  }
}

/** JSON for a script element: `<` escaped so the text cannot close the element. */
const scriptJson = (value: unknown) => JSON.stringify(value).replaceAll('<', '\\u003c');

const STYLE = (color: string) => `
  *, *::before, *::after { box-sizing: border-box; }
  :root { color-scheme: light; }
  html, body { margin: 0; min-height: 100%; background: transparent; }
  body { font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif; color: #1b1b1f; }
  main { min-height: 100vh; display: flex; align-items: center; justify-content: center; padding: 0.75rem; }
  .sheet { width: min(26rem, 100%); background: #ffffff; border-radius: 12px; padding: 1.25rem;
    box-shadow: 0 12px 40px rgba(0, 0, 0, 0.35); overflow-wrap: anywhere; }
  header { display: flex; gap: 0.75rem; align-items: center; }
  header img { width: 48px; height: 48px; border-radius: 8px; object-fit: contain; flex: none; }
  h1 { font-size: 1.25rem; line-height: 1.3; margin: 0; }
  .amount { white-space: nowrap; }
  p { margin: 0.5rem 0; }
  .muted { color: #4a4a55; }
  .badge { display: inline-block; background: #fff4ce; color: #5c4400; border-radius: 4px; padding: 0 0.375rem;
    font-size: 0.875rem; font-weight: 600; }
  fieldset { border: 1px solid #6b6b76; border-radius: 8px; margin: 1rem 0; padding: 0.5rem 0.75rem 0.75rem; }
  legend { font-weight: 600; padding: 0 0.25rem; }
  label { display: flex; align-items: center; gap: 0.5rem; min-height: 44px; cursor: pointer; }
  input[type='radio'] { width: 1.25rem; height: 1.25rem; margin: 0; accent-color: #1b1b1f; }
  .message:empty { display: none; }
  .message { border-radius: 8px; padding: 0.5rem 0.75rem; margin: 0.75rem 0; }
  .message.error { background: #fdecec; color: #8a1116; }
  .message.ok { background: #e7f6ec; color: #0b5a26; }
  .actions { display: flex; flex-wrap: wrap; gap: 0.5rem; }
  button { font: inherit; font-weight: 600; min-height: 44px; padding: 0.5rem 1rem; border-radius: 8px;
    border: 2px solid #6b6b76; background: #ffffff; color: #1b1b1f; cursor: pointer; }
  button.pay { flex: 1 1 8rem; background: ${color}; color: ${textOn(color)}; border-color: ${color}; }
  button.fail { color: #8a1116; border-color: #8a1116; }
  [aria-busy='true'] button { cursor: progress; }
  :focus-visible { outline: 3px solid #0b57d0; outline-offset: 2px; }
  @media (prefers-reduced-motion: no-preference) { button { transition: filter 0.1s; } }
  button:hover { filter: brightness(0.95); }
`;

const SCRIPT = `(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('sheet-data').textContent);
  var embedded = data.parentOrigin !== null && window.parent !== window;
  var prefill = {};
  var notes = {};
  var busy = false;
  var dialog = document.getElementById('sheet');
  var form = document.getElementById('pay-form');
  var message = document.getElementById('message');
  var payer = document.getElementById('payer');

  function post(type, response) {
    if (embedded) window.parent.postMessage({ source: data.source, type: type, response: response }, data.parentOrigin);
  }
  function dismiss() {
    if (embedded) post('dismiss');
    else window.close();
  }
  function show(text, kind) {
    message.className = 'message ' + kind;
    message.textContent = text;
  }
  function focusables() {
    return Array.prototype.slice.call(dialog.querySelectorAll('input[type=radio]:checked, button'));
  }
  function focusFirst() {
    if (dialog.contains(document.activeElement) && document.activeElement !== dialog) return;
    var first = focusables()[0];
    if (first) first.focus();
  }

  window.addEventListener('message', function (event) {
    if (!embedded || event.origin !== data.parentOrigin || event.source !== window.parent) return;
    var d = event.data;
    if (!d || typeof d !== 'object' || d.source !== data.source || d.type !== 'options') return;
    prefill = d.prefill && typeof d.prefill === 'object' ? d.prefill : {};
    notes = d.notes && typeof d.notes === 'object' ? d.notes : {};
    var who = [prefill.name, prefill.email, prefill.contact].filter(function (v) { return typeof v === 'string' && v; });
    if (payer && who.length) {
      payer.textContent = 'Paying as ' + who.join(', ');
      payer.hidden = false;
    }
  });

  document.addEventListener('keydown', function (event) {
    if (event.key === 'Escape' && data.escape) {
      event.preventDefault();
      dismiss();
    } else if (event.key === 'Tab') {
      // Keep focus inside the dialog: the page behind is inert.
      var items = focusables();
      if (!items.length) return;
      var first = items[0];
      var last = items[items.length - 1];
      if (event.shiftKey && (document.activeElement === first || !dialog.contains(document.activeElement))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (document.activeElement === last || !dialog.contains(document.activeElement))) {
        event.preventDefault();
        first.focus();
      }
    }
  });
  document.addEventListener('click', function (event) {
    if (data.backdropClose && !dialog.contains(event.target)) dismiss();
  });
  document.getElementById('close').addEventListener('click', dismiss);

  function pay(outcome) {
    if (busy) return;
    busy = true;
    form.setAttribute('aria-busy', 'true');
    show(outcome === 'success' ? 'Paying…' : 'Failing the payment…', 'ok');
    var method = form.querySelector('input[name=method]:checked');
    fetch('/v1/checkout/pay', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        key_id: data.keyId,
        order_id: data.orderId,
        outcome: outcome,
        method: method ? method.value : 'upi',
        email: typeof prefill.email === 'string' ? prefill.email : undefined,
        contact: typeof prefill.contact === 'string' ? prefill.contact : undefined,
        description: data.description || undefined,
        notes: notes
      })
    })
      .then(function (response) {
        return response.json().then(function (body) { return { ok: response.ok, body: body }; });
      })
      .then(function (result) {
        busy = false;
        form.removeAttribute('aria-busy');
        var body = result.body || {};
        if (!result.ok) {
          show(body.error && body.error.description ? body.error.description : 'The payment could not be made.', 'error');
        } else if (body.error) {
          show('Payment failed. No money was taken. You can pay again or close.', 'error');
          post('failed', body);
        } else {
          show('Payment successful.', 'ok');
          busy = true;
          post('success', body);
        }
      })
      .catch(function () {
        busy = false;
        form.removeAttribute('aria-busy');
        show('The test gateway could not be reached. Please try again.', 'error');
      });
  }
  if (form) {
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      pay('success');
    });
    document.getElementById('fail').addEventListener('click', function () { pay('failure'); });
  }

  focusFirst();
  window.addEventListener('focus', focusFirst);
  post('ready');
})();`;

export function renderSheet(input: SheetInput): string {
  const color = themeColor(input.color);
  const shop = input.name.trim();
  const image = safeImage(input.image);
  const order = input.problem ? null : input.order;
  const title = order
    ? `Pay <span class="amount">${escapeHtml(formatPaise(order.amount_due))}</span>${shop ? ` to ${escapeHtml(shop)}` : ''}`
    : 'Checkout unavailable';
  const about = [
    input.description ? `<span>${escapeHtml(input.description)}</span>` : '',
    order ? `<span class="muted">Order ${escapeHtml(order.id)}</span>` : '',
  ]
    .filter(Boolean)
    .join(' · ');
  const body = order
    ? `<form id="pay-form" novalidate>
      <fieldset>
        <legend>Payment method</legend>
        <label><input type="radio" name="method" value="upi" checked> UPI</label>
        <label><input type="radio" name="method" value="card"> Card</label>
      </fieldset>
      <div id="message" class="message" role="alert"></div>
      <div class="actions">
        <button type="submit" class="pay">Pay</button>
        <button type="button" id="fail" class="fail">Fail</button>
        <button type="button" id="close">Close</button>
      </div>
    </form>`
    : `<div id="message" class="message error" role="alert">${escapeHtml(input.problem ?? 'This order cannot be paid.')}</div>
    <div class="actions"><button type="button" id="close">Close</button></div>`;
  const data = {
    source: MESSAGE_SOURCE,
    keyId: input.keyId,
    orderId: input.orderId,
    description: input.description,
    parentOrigin: input.parentOrigin,
    escape: input.escape,
    backdropClose: input.backdropClose,
  };
  return `<!doctype html>
<html lang="en-IN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="color-scheme" content="light">
<title>Razorpay Checkout (test mode)${shop ? ` · ${escapeHtml(shop)}` : ''}</title>
<style>${STYLE(color)}</style>
</head>
<body>
<main>
  <div id="sheet" class="sheet" role="dialog" aria-modal="true" aria-labelledby="sheet-title" aria-describedby="sheet-about">
    <header>
      ${image ? `<img src="${escapeHtml(image)}" alt="">` : ''}
      <h1 id="sheet-title">${title}</h1>
    </header>
    <p id="sheet-about">${about ? `${about}<br>` : ''}<span class="badge">Test mode</span> <span class="muted">No money moves: Pay makes a successful payment, Fail a failed one.</span></p>
    <p id="payer" class="muted" hidden></p>
    ${body}
  </div>
</main>
<script type="application/json" id="sheet-data">${scriptJson(data)}</script>
<script>${SCRIPT}</script>
</body>
</html>`;
}
