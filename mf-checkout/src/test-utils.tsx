import type {
  CancelOrderAnswer,
  CartItem,
  DeliveryEstimate,
  DiscountResult,
  ItemEvent,
  Order,
  PaymentRequest,
  PincodeLookupResult,
  TaxDocumentListItem,
  UserProfileRow,
} from 'shared/contracts';
import { signIn as signInAs } from 'shared/test-utils';
import { vi } from 'vitest';
import type {
  RazorpayConstructor,
  RazorpayFailure,
  RazorpayOptions,
  RazorpaySuccess,
} from './features/payment/lib/razorpay';

export const USER = { id: 'user-1', email: 'asha@example.com' };

/** A product as the cart lists it; ids are uuids like the server's. */
export function product(n: number, over: Partial<CartItem> = {}): CartItem {
  const id = `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
  return {
    id,
    slug: `product-${n}`,
    title: `Product ${n}`,
    price: 1000 * n,
    discount_price: 900 * n,
    image: null,
    quantity: 1,
    ...over,
  };
}

export const COMPLETE_PROFILE: UserProfileRow = {
  user_id: USER.id,
  name: 'Asha Rao',
  mobile: '9876543210',
  address: {
    line1: '12 Marine Drive',
    line2: '',
    city: 'Mumbai',
    state: 'Maharashtra',
    zip: '400001',
    country: 'India',
  },
  updated_at: '2026-01-01T00:00:00Z',
};

/** delivery_estimate's answer for a PIN: 400xxx in Mumbai, the next day (Thursday 26 November 2026). */
export function deliveryAnswer(pin: string): DeliveryEstimate {
  return pin.startsWith('400')
    ? {
        deliverable: true,
        pincode: pin,
        district: 'Mumbai',
        zone: 'same_city',
        deliverBy: '2026-11-26',
        cutoffPassed: false,
      }
    : { deliverable: false, pincode: pin, district: null, zone: null, deliverBy: null, cutoffPassed: false };
}

export const MUMBAI: PincodeLookupResult = {
  valid: true,
  city: 'Mumbai',
  state: 'Maharashtra',
  message: 'Pincode validated',
  isServiceAvailable: true,
};

type RpcAnswer = { data: unknown; error: { message: string } | null };

type Reply = { status: number; body: unknown } | 'network';

interface FunctionCall {
  name: string;
  method: string;
  body: Record<string, unknown> | undefined;
  query: Record<string, string>;
}

const httpError = (status: number, body: unknown) => ({
  name: 'FunctionsHttpError',
  message: 'Edge Function returned a non-2xx status code',
  context: new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  }),
});

/** The payment request the fake `orders` answers for an online order (hold: 15 minutes from now). */
export function paymentRequestFor(orderId: string, over: Partial<PaymentRequest> = {}): PaymentRequest {
  return {
    provider: 'razorpay',
    key_id: 'rzp_test_key',
    razorpay_order_id: `order_${orderId.slice(0, 8)}`,
    amount: 360_000,
    currency: 'INR',
    hold_until: new Date(Date.now() + 15 * 60_000).toISOString(),
    ...over,
  };
}

/**
 * The calls checkout makes (functions `cart`, `validate-discount`, `orders`, `verify-payment`,
 * `validate-pincode`; rpc `get_user_orders`, `get_item_events`, `cancel_my_order`,
 * `get_user_review_for_product_order`; `user_profiles`, `tax_documents`), answered from memory with the server's
 * rules where the UI depends on them. Placed orders join `state.orders`.
 */
export function createFakeBackend() {
  const state = {
    user: USER as typeof USER | null,
    /** Products the server knows (added by POST). */
    catalog: new Map<string, CartItem>(),
    cart: [] as CartItem[],
    profileRow: COMPLETE_PROFILE as UserProfileRow | null,
    profileError: null as { message: string } | null,
    pincode: (_pin: string): PincodeLookupResult | 'error' => MUMBAI,
    /** Answer of `delivery_estimate`; default: Mumbai PINs (400...) the next day, others not deliverable. */
    deliveryEstimate: (pin: string): DeliveryEstimate | 'error' => deliveryAnswer(pin),
    discount: (code: string): DiscountResult | Reply => ({
      isValid: false,
      discountCode: code.toUpperCase(),
      rate: 0,
      type: 'percentage',
      calculatedDiscountAmount: 0,
      message: 'This discount code does not exist.',
    }),
    /** Answer of `orders`; default: success with a fixed id (the same key replays it). */
    placeOrder: null as ((body: Record<string, unknown>) => Reply) | null,
    /** Answer of `orders` with `{ orderId }` (Retry payment); default: the order's payment while it waits. */
    payOrder: null as ((orderId: string) => Reply) | null,
    /** Answer of `verify-payment`; default: paid (the order becomes pending and paid). */
    verifyPayment: null as ((body: Record<string, unknown>) => Reply) | null,
    /** Answer of `cancel_my_order`; default: cancels a payment_pending, pending or processing order. */
    cancelOrder: null as ((orderId: string, reason: string) => RpcAnswer) | null,
    orders: [] as Order[],
    ordersError: null as { message: string } | null,
    reviewed: new Set<string>(),
    /** Queued one-shot replies, by function name, whatever the method (see `replyOnce`). */
    queued: [] as { name: string; reply: Reply }[],
    calls: [] as FunctionCall[],
    rpcCalls: [] as { name: string; args: Record<string, unknown> }[],
    /** `order_return_options` answers by order id; none: PT404. */
    returnOptions: new Map<string, unknown>(),
    /** Answer of `request_return` / `cancel_my_return`; default: an error (tests set them). */
    requestReturn: null as ((args: Record<string, unknown>) => RpcAnswer) | null,
    cancelReturn: null as ((args: Record<string, unknown>) => RpcAnswer) | null,
    /** `get_item_events` answers by order id (oldest first); none: []. */
    events: new Map<string, ItemEvent[]>(),
    eventsError: null as { message: string } | null,
    /** `tax_documents` rows by order id (as `select(TAX_DOCUMENT_LIST_COLUMNS)` answers them); none: []. */
    taxDocuments: new Map<string, TaxDocumentListItem[]>(),
    taxDocumentsError: null as { message: string } | null,
    /** Table reads that end in `.order()` (the documents list): table, columns, filters, order. */
    tableReads: [] as { table: string; columns: string; filters: Record<string, unknown>; order: string }[],
    /** While set, function calls wait for it (optimistic states, double clicks). */
    gate: null as Promise<void> | null,
  };

  const ok = (body: unknown) => ({ status: 200, body });

  function cartReply(call: FunctionCall): Reply {
    if (!state.user) return { status: 401, body: { error: 'Please log in' } };
    const id = String(call.body?.product_uuid ?? call.query.product_uuid ?? '');
    if (call.method === 'GET') return ok(state.cart);
    if (call.method === 'POST') {
      const quantity = Number(call.body?.quantity);
      const held = state.cart.find((i) => i.id === id);
      if (held) held.quantity = Math.min(held.quantity + quantity, 99);
      else {
        if (state.cart.length >= 20)
          return { status: 400, body: { error: 'Cart full (max 20 unique items)' } };
        const known = state.catalog.get(id);
        if (!known) return { status: 404, body: { error: 'This product is not available.' } };
        state.cart.push({ ...known, quantity });
      }
      return ok(state.cart);
    }
    if (call.method === 'PATCH') {
      const quantity = Number(call.body?.quantity);
      if (quantity < 1) state.cart = state.cart.filter((i) => i.id !== id);
      else state.cart = state.cart.map((i) => (i.id === id ? { ...i, quantity: Math.min(quantity, 99) } : i));
      return ok(state.cart);
    }
    if (call.query.clear === 'true') state.cart = [];
    else state.cart = state.cart.filter((i) => i.id !== id);
    return ok(state.cart);
  }

  const placedByKey = new Map<string, string>();
  const paymentOf = new Map<string, PaymentRequest>();
  function ordersReply(call: FunctionCall): Reply {
    const body = call.body ?? {};
    if (!('cartItems' in body) && typeof body.orderId === 'string') return payOrderReply(body.orderId);
    if (state.placeOrder) return state.placeOrder(body);
    const key = String(body.idempotencyKey);
    const known = placedByKey.get(key);
    const orderId = known ?? `a1b2c3d4-0000-4000-8000-${String(placedByKey.size + 1).padStart(12, '0')}`;
    placedByKey.set(key, orderId);
    const online = body.payment_method === 'online';
    if (!known) {
      const payment = paymentRequestFor(orderId);
      if (online) paymentOf.set(orderId, payment);
      state.orders.unshift(
        sampleOrder({
          id: orderId,
          display_number: displayNumberFor(orderId),
          order_status: online ? 'payment_pending' : 'pending',
          payment_method: online ? 'online' : 'cod',
          payment_status: online ? 'pending' : 'cod_due',
          payment_hold_until: online ? (payment.hold_until ?? null) : null,
          amount_paid: 0,
          amount_refunded: 0,
        }),
      );
    }
    state.cart = [];
    const payment = paymentOf.get(orderId);
    const placed = { success: true, orderId, displayNumber: displayNumberFor(orderId) };
    return ok(online && payment ? { ...placed, payment } : placed);
  }

  function payOrderReply(orderId: string): Reply {
    if (state.payOrder) return state.payOrder(orderId);
    const order = state.orders.find((o) => o.id === orderId);
    if (order?.order_status !== 'payment_pending')
      return { status: 409, body: { success: false, message: 'This order is not waiting for a payment.' } };
    const payment = paymentOf.get(orderId) ?? paymentRequestFor(orderId);
    paymentOf.set(orderId, payment);
    return ok({ success: true, orderId, payment });
  }

  function verifyReply(call: FunctionCall): Reply {
    const body = call.body ?? {};
    if (state.verifyPayment) return state.verifyPayment(body);
    const orderId = [...paymentOf].find(([, p]) => p.razorpay_order_id === body.razorpay_order_id)?.[0];
    const order = state.orders.find((o) =>
      orderId ? o.id === orderId : paymentRequestFor(o.id).razorpay_order_id === body.razorpay_order_id,
    );
    if (!order) return { status: 400, body: { success: false, message: 'Payment could not be verified.' } };
    Object.assign(order, {
      order_status: 'pending',
      payment_status: 'paid',
      amount_paid: order.order_details.order_summary.total,
    });
    return ok({ success: true, orderId: order.id, payment_status: 'paid' });
  }

  function cancelReply(orderId: string, reason: string): RpcAnswer {
    if (state.cancelOrder) return state.cancelOrder(orderId, reason);
    const order = state.orders.find((o) => o.id === orderId);
    if (!order) return { data: null, error: { message: 'Order not found.' } };
    if (!['payment_pending', 'pending', 'processing'].includes(order.order_status))
      return { data: null, error: { message: 'This order can no longer be cancelled: it has shipped.' } };
    const refund = (order.amount_paid ?? 0) > 0;
    Object.assign(order, {
      order_status: 'cancelled',
      payment_status: refund ? 'refund_pending' : 'expired',
    });
    const answer: CancelOrderAnswer = {
      order_status: 'cancelled',
      payment_status: order.payment_status ?? 'expired',
      refund_started: refund,
    };
    return { data: answer, error: null };
  }

  function reply(call: FunctionCall): Reply {
    const index = state.queued.findIndex((q) => q.name === call.name);
    if (index >= 0) return state.queued.splice(index, 1)[0]?.reply ?? 'network';
    switch (call.name) {
      case 'cart':
        return cartReply(call);
      case 'validate-discount': {
        const answer = state.discount(String(call.body?.discountCode ?? ''));
        return answer === 'network' || 'status' in answer ? answer : ok(answer);
      }
      case 'orders':
        return ordersReply(call);
      case 'verify-payment':
        return verifyReply(call);
      case 'validate-pincode': {
        const answer = state.pincode(String(call.body?.pincode ?? ''));
        return answer === 'error'
          ? { status: 502, body: { error: 'Error validating pincode.' } }
          : ok(answer);
      }
      default:
        return { status: 404, body: { error: 'Not found' } };
    }
  }

  const client = {
    auth: {
      getUser: vi.fn(async () =>
        state.user
          ? { data: { user: { ...state.user } }, error: null }
          : { data: { user: null }, error: { message: 'Auth session missing!' } },
      ),
      // The profile read compares the session's e-mail with the account's.
      getSession: vi.fn(async () => ({ data: { session: state.user ? { user: { ...state.user } } : null } })),
      refreshSession: vi.fn(async () => ({ data: {}, error: null })),
    },
    from: vi.fn((table: string) => {
      let columns = '';
      const filters: Record<string, unknown> = {};
      const builder = {
        select: (selected = '*') => {
          columns = selected;
          return builder;
        },
        eq: (column: string, value: unknown) => {
          filters[column] = value;
          return builder;
        },
        order: async (column: string) => {
          state.tableReads.push({ table, columns, filters: { ...filters }, order: column });
          if (table !== 'tax_documents') return { data: null, error: { message: `unknown table ${table}` } };
          if (state.taxDocumentsError) return { data: null, error: state.taxDocumentsError };
          return {
            data: structuredClone(state.taxDocuments.get(String(filters.order_id)) ?? []),
            error: null,
          };
        },
        maybeSingle: async () => ({ data: state.profileRow, error: state.profileError }),
      };
      return builder;
    }),
    functions: {
      invoke: vi.fn(
        async (path: string, options: { method?: string; body?: Record<string, unknown> } = {}) => {
          const [name = '', search = ''] = path.split('?');
          const call: FunctionCall = {
            name,
            method: options.method ?? 'POST',
            body: options.body ? structuredClone(options.body) : undefined,
            query: Object.fromEntries(new URLSearchParams(search)),
          };
          state.calls.push(call);
          if (state.gate) await state.gate;
          const answer = reply(call);
          if (answer === 'network') {
            return {
              data: null,
              error: { name: 'FunctionsFetchError', message: 'Failed to send a request' },
            };
          }
          if (answer.status >= 400) return { data: null, error: httpError(answer.status, answer.body) };
          return { data: structuredClone(answer.body), error: null };
        },
      ),
    },
    rpc: vi.fn(async (name: string, args: Record<string, unknown>): Promise<RpcAnswer> => {
      state.rpcCalls.push({ name, args });
      if (name === 'get_user_review_for_product_order') {
        return {
          data: state.reviewed.has(String(args.p_product_id_check)) ? [{ review_id: 'r1' }] : [],
          error: null,
        };
      }
      if (name === 'get_item_events') {
        if (state.eventsError) return { data: null, error: state.eventsError };
        return { data: structuredClone(state.events.get(String(args.p_id)) ?? []), error: null };
      }
      if (name === 'delivery_estimate') {
        const answer = state.deliveryEstimate(String(args.p_pincode));
        return answer === 'error'
          ? { data: null, error: { message: 'Failed to fetch' } }
          : { data: answer, error: null };
      }
      if (name === 'cancel_my_order') return cancelReply(String(args.p_order_id), String(args.p_reason));
      if (name === 'order_return_options') {
        // Set by a test, else the order's lines, each returnable and replaceable for 7 days more.
        const order = state.orders.find((o) => o.id === args.p_order_id);
        const until = new Date(Date.now() + 7 * 86_400_000).toISOString();
        const options =
          state.returnOptions.get(String(args.p_order_id)) ??
          (order && {
            order_id: order.id,
            delivered_at: order.updated_at,
            payment_method: order.payment_method ?? 'cod',
            replacement: false,
            items: order.order_details.products.map((p) => ({
              product_id: p.id,
              name: p.name,
              slug: p.slug,
              quantity: p.quantity,
              unit_refund: p.subtotal / p.quantity,
              return_until: until,
              replacement_until: until,
              requests: [],
            })),
          });
        return options
          ? { data: structuredClone(options), error: null }
          : { data: null, error: { message: 'Order not found.' } };
      }
      if (name === 'request_return')
        return state.requestReturn?.(args) ?? { data: null, error: { message: 'unknown rpc' } };
      if (name === 'cancel_my_return')
        return state.cancelReturn?.(args) ?? { data: null, error: { message: 'unknown rpc' } };
      if (name !== 'get_user_orders') return { data: null, error: { message: 'unknown rpc' } };
      if (state.ordersError) return { data: null, error: state.ordersError };
      const group = args.p_status_group as string | null;
      const groups: Record<string, string[]> = {
        active: ['payment_pending', 'pending', 'processing', 'shipped', 'out for delivery', 'failed'],
        completed: ['delivered', 'cancelled', 'payment_expired'],
      };
      const search = String(args.p_search ?? '').toLowerCase();
      const matching = state.orders.filter(
        (o) =>
          (!group || groups[group]?.includes(o.order_status)) &&
          (!search ||
            o.id.startsWith(search) ||
            o.display_number?.toLowerCase().includes(search) ||
            o.order_status.includes(search) ||
            o.order_details.products.some((p) => p.name.toLowerCase().includes(search))),
      );
      const size = Number(args.p_page_size);
      const start = (Number(args.p_page_number) - 1) * size;
      return {
        data: structuredClone({ orders: matching.slice(start, start + size), totalCount: matching.length }),
        error: null,
      };
    }),
  };

  /** Holds every function call until the returned release is called. */
  function hold(): () => void {
    let release = () => {};
    state.gate = new Promise<void>((resolve) => {
      release = () => {
        state.gate = null;
        resolve();
      };
    });
    return release;
  }

  /** The next call of function `name` gets `reply` (queue several for several calls). */
  const replyOnce = (name: string, reply: Reply) => state.queued.push({ name, reply });

  const callsTo = (name: string, method?: string) =>
    state.calls.filter((c) => c.name === name && (!method || c.method === method));

  return { state, client, hold, callsTo, replyOnce };
}

export type FakeBackend = ReturnType<typeof createFakeBackend>;

export { collect, renderApp, signOut } from 'shared/test-utils';

export function signIn(user = USER): void {
  signInAs(user);
}

export const SAMPLE_ORDER_ID = 'a1b2c3d4-e5f6-4a7b-8c9d-0123456789ab';
/** The sample order's display number. */
export const SAMPLE_ORDER_NUMBER = 'GG-26-7K3M9Q';

/**
 * The display number the fakes give an order: 'GG-26-7K3M9Q' for the sample order, else one made
 * of its id (a few hex digits from its start and its end, so each test order has its own).
 */
export function displayNumberFor(id: string): string {
  if (id === SAMPLE_ORDER_ID) return SAMPLE_ORDER_NUMBER;
  const hex = id.replace(/-/g, '').toUpperCase();
  return `GG-26-${hex.slice(5, 8)}${hex.slice(-3)}`;
}

/** An order as `get_user_orders` lists it (two lines, WELCOME10 applied). */
export function sampleOrder(over: Partial<Order> = {}): Order {
  const id = over.id ?? SAMPLE_ORDER_ID;
  return {
    id,
    display_number: displayNumberFor(id),
    user_id: 'user-1',
    order_status: 'pending',
    updated_at: '2026-11-21T06:30:00Z',
    remark: null,
    customer: 'Asha Rao\n12 Marine Drive\nMumbai, Maharashtra 400001\nPhone: 9876543210',
    order_details: {
      order_date: '2026-11-20T04:30:00Z',
      products: [
        { id: 'p1', slug: 'ps5', name: 'PlayStation 5', image: null, quantity: 1, subtotal: 49990 },
        { id: 'p2', slug: 'pad', name: 'DualSense', image: null, quantity: 2, subtotal: 11980 },
      ],
      order_summary: {
        subtotal: 61970,
        discount_amount: 6197,
        discount_code: 'WELCOME10',
        discount_type: 'percentage',
        discount_rate: 0.1,
        total: 55773,
      },
    },
    ...over,
  };
}

/** One Checkout opened by the fake `window.Razorpay`, driven by the test. */
export interface FakeCheckout {
  options: RazorpayOptions;
  /** The shopper pays: Checkout calls its handler. */
  pay(over?: Partial<RazorpaySuccess>): void;
  /** An attempt fails (Checkout stays open). */
  fail(description?: string): void;
  /** The shopper closes Checkout. */
  dismiss(): void;
}

/**
 * A fake Razorpay Checkout on `window.Razorpay` (checkout.js then counts as loaded). `opened`
 * lists every Checkout opened; `uninstall` removes it.
 */
export function installFakeRazorpay() {
  const opened: FakeCheckout[] = [];
  const constructed: RazorpayOptions[] = [];
  class FakeRazorpay {
    private failed: ((response: RazorpayFailure) => void) | null = null;
    constructor(readonly options: RazorpayOptions) {
      constructed.push(options);
    }
    on(event: string, callback: (response: RazorpayFailure) => void) {
      if (event === 'payment.failed') this.failed = callback;
    }
    open() {
      const { options } = this;
      opened.push({
        options,
        pay: (over = {}) =>
          options.handler({
            razorpay_order_id: options.order_id,
            razorpay_payment_id: 'pay_TEST123',
            razorpay_signature: 'sig_TEST123',
            ...over,
          }),
        fail: (description = 'Payment failed') =>
          this.failed?.({ error: { code: 'BAD_REQUEST_ERROR', description, reason: 'payment_failed' } }),
        dismiss: () => options.modal?.ondismiss?.(),
      });
    }
  }
  window.Razorpay = FakeRazorpay as unknown as RazorpayConstructor;
  return {
    opened,
    constructed,
    last: (): FakeCheckout => {
      const checkout = opened.at(-1);
      if (!checkout) throw new Error('Checkout was not opened');
      return checkout;
    },
    uninstall: () => {
      delete window.Razorpay;
    },
  };
}
