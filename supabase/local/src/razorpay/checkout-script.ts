/**
 * `GET /v1/checkout.js`: the local stand-in for Razorpay's Checkout script. It defines
 * `window.Razorpay` with the documented surface (`new Razorpay(options)`, `on('payment.failed')`,
 * `open()`, `close()`) and opens the test sheet in a full-screen iframe served from the gateway's
 * origin, as the real sheet runs on Razorpay's. The two talk by postMessage, each checking the
 * other's origin and window. While the sheet is open the page behind is inert and does not
 * scroll; closing gives focus back to what had it before `open()`.
 */

/** Tags every message between the page and the sheet, so neither acts on anyone else's. */
export const MESSAGE_SOURCE = 'razorpay-test-gateway';

/** The script; `fallbackOrigin` is used only when the script cannot see its own URL. */
export function checkoutScript(fallbackOrigin: string): string {
  return `/* Local Razorpay test gateway: Checkout stand-in. Test mode only, no money moves. */
(function () {
  'use strict';
  var SOURCE = ${JSON.stringify(MESSAGE_SOURCE)};
  var current = document.currentScript;
  // The sheet's origin is this script's own (127.0.0.1 and localhost are different origins).
  var ORIGIN = current && current.src ? new URL(current.src).origin : ${JSON.stringify(fallbackOrigin)};

  function Razorpay(options) {
    if (!(this instanceof Razorpay)) return new Razorpay(options);
    if (!options || typeof options.key !== 'string' || !options.key) throw new Error('No key passed');
    this.options = options;
    this._listeners = {};
    this._open = null;
  }

  Razorpay.prototype.on = function (event, callback) {
    if (typeof callback === 'function') (this._listeners[event] = this._listeners[event] || []).push(callback);
    return this;
  };

  Razorpay.prototype._emit = function (event, payload) {
    var list = (this._listeners[event] || []).slice();
    for (var i = 0; i < list.length; i += 1) {
      try {
        list[i](payload);
      } catch (error) {
        // One failing callback must not stop the others; report it as uncaught.
        setTimeout(function () { throw error; });
      }
    }
  };

  Razorpay.prototype.open = function () {
    if (this._open) return this;
    var self = this;
    var o = this.options;
    var modal = o.modal || {};
    var theme = o.theme || {};
    var params = new URLSearchParams({
      key_id: o.key,
      order_id: o.order_id || '',
      origin: location.origin,
      name: o.name || '',
      description: o.description || '',
      image: o.image || '',
      color: theme.color || '',
      escape: modal.escape === false ? '0' : '1',
      backdropclose: modal.backdropclose ? '1' : '0'
    });
    var overlay = document.createElement('div');
    overlay.setAttribute('data-razorpay-test-checkout', '');
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;background:rgba(0,0,0,0.6);';
    var frame = document.createElement('iframe');
    frame.title = 'Razorpay Checkout (test mode)';
    frame.src = ORIGIN + '/v1/checkout/sheet?' + params.toString();
    // Same colour scheme as the sheet, or the browser paints the frame opaque over the backdrop.
    frame.style.cssText = 'display:block;width:100%;height:100%;border:0;background:transparent;color-scheme:light;';
    overlay.appendChild(frame);

    var state = {
      overlay: overlay,
      frame: frame,
      opener: document.activeElement,
      overflow: document.documentElement.style.overflow,
      inert: [],
      onMessage: null,
      onKey: null
    };
    var children = document.body.children;
    for (var i = 0; i < children.length; i += 1) {
      if (!children[i].inert) {
        children[i].inert = true;
        state.inert.push(children[i]);
      }
    }
    document.documentElement.style.overflow = 'hidden';

    state.onMessage = function (event) {
      if (event.origin !== ORIGIN || event.source !== frame.contentWindow) return;
      var data = event.data;
      if (!data || typeof data !== 'object' || data.source !== SOURCE) return;
      if (data.type === 'ready') {
        frame.contentWindow.postMessage(
          { source: SOURCE, type: 'options', prefill: o.prefill || {}, notes: o.notes || {} },
          ORIGIN
        );
      } else if (data.type === 'success') {
        self._teardown();
        if (typeof o.handler === 'function') o.handler(data.response);
      } else if (data.type === 'failed') {
        self._emit('payment.failed', data.response);
      } else if (data.type === 'dismiss') {
        self._teardown();
        if (typeof modal.ondismiss === 'function') modal.ondismiss();
      }
    };
    // Escape normally reaches the sheet (it has focus); this covers a page that kept focus.
    state.onKey = function (event) {
      if (event.key !== 'Escape' || modal.escape === false) return;
      self._teardown();
      if (typeof modal.ondismiss === 'function') modal.ondismiss();
    };
    window.addEventListener('message', state.onMessage);
    document.addEventListener('keydown', state.onKey);
    frame.addEventListener('load', function () {
      frame.focus();
    });
    document.body.appendChild(overlay);
    this._open = state;
    return this;
  };

  /** Closes the sheet from the page's side (no ondismiss: the page asked for it). */
  Razorpay.prototype.close = function () {
    this._teardown();
  };

  Razorpay.prototype._teardown = function () {
    var state = this._open;
    if (!state) return;
    this._open = null;
    window.removeEventListener('message', state.onMessage);
    document.removeEventListener('keydown', state.onKey);
    state.overlay.remove();
    for (var i = 0; i < state.inert.length; i += 1) state.inert[i].inert = false;
    document.documentElement.style.overflow = state.overflow;
    var opener = state.opener;
    if (opener && opener !== document.body && opener.isConnected && typeof opener.focus === 'function') opener.focus();
  };

  window.Razorpay = Razorpay;
})();
`;
}
