/** Test helpers of mf-staff: a fake backend answering the staff console's RPCs from memory. */
import {
  canTransition,
  formatRupees,
  type ItemEvent,
  type ItemKind,
  illegalTransitionMessage,
  LIFECYCLE_MESSAGES,
  MODERATE_REVIEWS_MAX,
  ORDER_TRACKING_STATUSES,
  RETURN_MESSAGES,
  STAFF_PAGE_SIZE,
  type StaffQueueKind,
  staffNextStatuses,
  UPI_REFERENCE_PATTERN,
} from 'shared/contracts';
import { vi } from 'vitest';

export type FakeItem = Record<string, unknown> & { id: string; created_at: string; email: string };

export const uuid = (n: number): string => `${String(n).padStart(8, '0')}-0000-4000-8000-000000000000`;

/** The display number of fake item `n` of a kind ('GG', 'RP', 'GL', 'PM', 'RT'): 'GG-26-00000N'. */
export const displayNumber = (prefix: string, n: number): string =>
  `${prefix}-26-${String(n).padStart(6, '0')}`;

/** The shopper's profile address as `staff_list_items` gives it (`pickup_address`). */
export const fakeAddress = (over: Record<string, unknown> = {}): Record<string, unknown> => ({
  line1: '4 MG Road',
  line2: 'Ashok Nagar',
  city: 'Bengaluru',
  state: 'Karnataka',
  zip: '560001',
  country: 'India',
  ...over,
});

/** Who the fake's staff moves are made by (`actor_name` of their events). */
export const FAKE_STAFF_NAME = 'Priya Nair';

/** An order as `staff_list_items('order')` lists it; `n` orders older items later. */
export function fakeOrder(n: number, over: Record<string, unknown> = {}): FakeItem {
  return {
    id: uuid(n),
    display_number: displayNumber('GG', n),
    user_id: 'shopper-1',
    email: `shopper${n}@example.in`,
    name: `Shopper ${n}`,
    order_status: 'pending',
    remark: null,
    order_details: {
      order_date: '2026-11-20T10:00:00Z',
      products: [
        { id: 'p1', slug: 'ps5', name: `PlayStation ${n}`, image: null, quantity: 1, subtotal: 49990 },
      ],
      order_summary: {},
    },
    customer: 'Asha Rao, 12 Marine Drive, Mumbai 400001',
    total: 49990,
    phone: '9876543210',
    discount_code: null,
    courier: null,
    tracking_number: null,
    items: [
      {
        product_id: 'p1',
        name: `PlayStation ${n}`,
        quantity: 1,
        unit_price: 49990,
        list_price: 54990,
        subtotal: 49990,
      },
    ],
    created_at: new Date(Date.UTC(2026, 10, 25, 12, 0) - n * 60_000).toISOString(),
    ...over,
  };
}

export function fakeDiscountRequest(n: number, over: Record<string, unknown> = {}): FakeItem {
  return {
    id: uuid(n),
    display_number: displayNumber('PM', n),
    email: `shopper${n}@example.in`,
    name: `Shopper ${n}`,
    product_type: 'Headphones',
    ecom_site: 'Amazon',
    product_url: 'https://www.amazon.in/dp/B0TEST',
    current_price: 12000,
    our_price: null,
    remarks: null,
    status: 'pending',
    phone: null,
    created_at: new Date(Date.UTC(2026, 10, 25, 12, 0) - n * 60_000).toISOString(),
    ...over,
  };
}

export function fakeRepair(n: number, over: Record<string, unknown> = {}): FakeItem {
  return {
    id: uuid(n),
    display_number: displayNumber('RP', n),
    email: `shopper${n}@example.in`,
    name: `Shopper ${n}`,
    status: 'received',
    product_type: 'ps5',
    product_description: 'No HDMI output',
    technician: null,
    estimated_completion: null,
    notes: null,
    remark: null,
    phone: '9876543210',
    pickup_address: fakeAddress(),
    created_at: new Date(Date.UTC(2026, 10, 25, 12, 0) - n * 60_000).toISOString(),
    ...over,
  };
}

export function fakeGameLoad(n: number, over: Record<string, unknown> = {}): FakeItem {
  return {
    id: uuid(n),
    display_number: displayNumber('GL', n),
    email: `shopper${n}@example.in`,
    name: `Shopper ${n}`,
    status: 'pending',
    console_type: 'PS5',
    available_storage: 825,
    storage_unit: 'GB',
    games_list: ['Astro Bot', 'Returnal'],
    storage_addon_added: true,
    price_details: { base: 999, addon: 500, total: 1499 },
    remark: null,
    phone: '9123456780',
    pickup_address: fakeAddress({ line2: '' }),
    created_at: new Date(Date.UTC(2026, 10, 25, 12, 0) - n * 60_000).toISOString(),
    ...over,
  };
}

export function fakeReview(n: number, over: Record<string, unknown> = {}): FakeItem {
  return {
    id: uuid(n),
    review_id: uuid(n),
    email: `shopper${n}@example.in`,
    name: `Shopper ${n}`,
    product_name: 'DualSense Controller',
    rating: 4,
    title: 'Good grip',
    comment: '<b>not bold</b> works well',
    status: 'pending',
    created_at: new Date(Date.UTC(2026, 10, 25, 12, 0) - n * 60_000).toISOString(),
    ...over,
  };
}

/**
 * A return or replacement as `staff_list_items('return')` lists it (private.staff_list_returns):
 * by default a return of an online order, asked for, refunding ₹49,990.00.
 */
export function fakeReturn(n: number, over: Record<string, unknown> = {}): FakeItem {
  return {
    id: uuid(n),
    display_number: displayNumber('RT', n),
    user_id: 'shopper-1',
    email: `shopper${n}@example.in`,
    name: `Shopper ${n}`,
    order_id: `${String(n).padStart(8, '0')}-0000-4000-8000-0000000000aa`,
    order_display_number: `GG-26-${String(n).padStart(5, '0')}A`,
    product_id: 'p1',
    product_name: `PlayStation ${n}`,
    quantity: 1,
    kind: 'return',
    reason: 'defective',
    reason_label: 'Defective or not working',
    comment: '<b>No picture</b> after an hour',
    status: 'requested',
    remark: null,
    refund_amount: 49990,
    refund_upi: null,
    refund_id: null,
    resellable: null,
    replacement_order_id: null,
    payment_method: 'online',
    phone: '9876543210',
    pickup_address: 'Asha Rao, 12 Marine Drive, Mumbai 400001',
    created_at: new Date(Date.UTC(2026, 10, 25, 12, 0) - n * 60_000).toISOString(),
    updated_at: new Date(Date.UTC(2026, 10, 25, 12, 0) - n * 60_000).toISOString(),
    ...over,
  };
}

/** An order's payment as `staff_order_payment` answers it, but `refundable` (the fake computes it). */
export interface FakePayment {
  payment_method: 'online' | 'cod';
  payment_status: string;
  payment_hold_until: string | null;
  razorpay_order_id: string | null;
  razorpay_payment_id: string | null;
  total: number;
  amount_paid: number;
  amount_refunded: number;
  payment_flag: string | null;
  refunds: Record<string, unknown>[];
  events: Record<string, unknown>[];
}

/** An online order paid in full (₹49,990.00 by UPI), with the handler's and the webhook's events. */
export function fakePayment(over: Partial<FakePayment> = {}): FakePayment {
  return {
    payment_method: 'online',
    payment_status: 'paid',
    payment_hold_until: null,
    razorpay_order_id: 'order_RZP0001',
    razorpay_payment_id: 'pay_RZP0001',
    total: 49990,
    amount_paid: 49990,
    amount_refunded: 0,
    payment_flag: null,
    refunds: [],
    events: [
      {
        event_id: 'handler:pay_RZP0001',
        source: 'handler',
        event: 'payment.captured',
        outcome: 'paid',
        razorpay_payment_id: 'pay_RZP0001',
        razorpay_refund_id: null,
        amount_paise: 4_999_000,
        currency: 'INR',
        method: 'upi',
        detail: null,
        received_at: '2026-11-25T06:45:00Z',
      },
      {
        event_id: 'evt_RZP0002',
        source: 'webhook',
        event: 'payment.captured',
        outcome: 'already_paid',
        razorpay_payment_id: 'pay_RZP0001',
        razorpay_refund_id: null,
        amount_paise: 4_999_000,
        currency: 'INR',
        method: 'upi',
        detail: null,
        received_at: '2026-11-25T06:45:03Z',
      },
    ],
    ...over,
  };
}

/** One row of `staff_list_payments`. */
export interface FakeDayRow {
  at: string;
  order_id: string;
  order_display_number?: string | null;
  payment_method: 'online' | 'cod';
  method: string | null;
  reference: string | null;
  amount: number;
  kind: 'payment' | 'refund';
}

/** What the database refunds: paid, minus refunds not failed (private.refundable). */
const refundableOf = (p: FakePayment) =>
  Math.round(
    p.amount_paid * 100 -
      p.refunds.filter((r) => r.status !== 'failed').reduce((sum, r) => sum + Number(r.amount) * 100, 0),
  ) / 100;

const statusKey = (kind: StaffQueueKind) => (kind === 'order' ? 'order_status' : 'status');
const remarkKey = (kind: ItemKind) => (kind === 'discount_request' ? 'remarks' : 'remark');

interface RpcCall {
  name: string;
  args: Record<string, unknown>;
}

/**
 * The staff RPCs on in-memory queues, with the database's rules that the console relies on: the
 * state machine (illegal moves refused with its 409 text), 20 per page newest first, status
 * filter and search by id prefix, e-mail or text; orders' payments, refunds (the amount, reason
 * and refundable checks) and the day's payments; an order's courier and tracking number and the
 * moderation of many reviews at once, with their checks; returns' guards, receiving and completing
 * (20_returns.sql: the rejection's reason, the UPI reference, the stock of a replacement). `refuseNext` makes the next write fail with a
 * given message; `gate` holds writes until released (to see the optimistic state).
 */
export function createFakeStaffBackend() {
  const state = {
    queues: { order: [], repair: [], game_load: [], discount_request: [], return: [], review: [] } as Record<
      StaffQueueKind,
      FakeItem[]
    >,
    events: [] as ItemEvent[],
    calls: [] as RpcCall[],
    refuseNext: null as string | null,
    gate: null as Promise<void> | null,
    /** While set, queue reads wait for it (to see what the console shows before a re-read). */
    listGate: null as Promise<void> | null,
    /** Orders' payments by order id (`staff_order_payment`, `staff_refund_order`). */
    payments: {} as Record<string, FakePayment>,
    /** The rows of `staff_list_payments` by India day ('YYYY-MM-DD'). */
    days: {} as Record<string, FakeDayRow[]>,
    /** Products' stock by product id for replacements (10 when not set). */
    stock: {} as Record<string, number>,
  };
  const ok = (data: unknown) => ({ data, error: null });
  const fail = (message: string, code = 'P0001') => ({ data: null, error: { message, code } });

  function list(args: Record<string, unknown>) {
    const kind = args.p_kind as StaffQueueKind;
    const search = String(args.p_search ?? '').toLowerCase();
    const matching = state.queues[kind]
      .filter((i) => !args.p_status || i[statusKey(kind)] === args.p_status)
      .filter(
        (i) =>
          !search ||
          i.id.startsWith(search) ||
          i.email.toLowerCase().includes(search) ||
          JSON.stringify(i).toLowerCase().includes(search),
      )
      .sort((a, b) => b.created_at.localeCompare(a.created_at));
    const page = Number(args.p_page_number ?? 1);
    const items = matching.slice((page - 1) * STAFF_PAGE_SIZE, page * STAFF_PAGE_SIZE).map((i) => ({
      ...i,
      allowedNext:
        kind === 'review'
          ? i.status === 'pending'
            ? ['approved', 'rejected']
            : []
          : staffNextStatuses(kind, String(i[statusKey(kind)])),
    }));
    return ok({ items, totalCount: matching.length, pageSize: STAFF_PAGE_SIZE });
  }

  /** An event by the fake's staff member (named as `get_item_events` names staff for staff). */
  function staffEvent(kind: ItemKind, id: string, from: string, to: string, remark: string | null) {
    state.events.push({
      id: state.events.length + 1,
      kind,
      item_id: id,
      from_status: from,
      to_status: to,
      remark,
      actor_role: 'staff',
      actor: 'staff-1',
      actor_name: FAKE_STAFF_NAME,
      created_at: '2026-11-26T09:00:00Z',
    });
  }

  /** `staff_set_order_tracking` with the database's checks and messages (07_staff.sql). */
  function setTracking(args: Record<string, unknown>) {
    const courier = String(args.p_courier ?? '').trim();
    const number = String(args.p_tracking_number ?? '')
      .trim()
      .toUpperCase();
    if (courier.length < 2 || courier.length > 60) return fail(LIFECYCLE_MESSAGES.courierName, '22023');
    if (!/^[A-Z0-9-]{4,40}$/.test(number)) return fail(LIFECYCLE_MESSAGES.trackingNumber, '22023');
    const order = state.queues.order.find((o) => o.id === args.p_id);
    if (!order) return fail('Order not found.', 'PT404');
    const status = String(order.order_status);
    if (!ORDER_TRACKING_STATUSES.includes(status))
      return fail(LIFECYCLE_MESSAGES.trackingWhile(status), 'PT409');
    order.courier = courier;
    order.tracking_number = number;
    staffEvent('order', order.id, status, status, `Courier: ${courier}. Tracking number: ${number}.`);
    return ok({ id: order.id, courier, tracking_number: number });
  }

  /** `moderate_reviews`: 1-100 reviews approved or rejected; answers how many rows changed. */
  function moderateMany(args: Record<string, unknown>) {
    const ids = Array.isArray(args.p_review_ids) ? (args.p_review_ids as string[]) : [];
    if (args.p_status !== 'approved' && args.p_status !== 'rejected') {
      return fail('Status must be approved or rejected.', '22023');
    }
    if (ids.length < 1 || ids.length > MODERATE_REVIEWS_MAX) return fail('Choose 1 to 100 reviews.', '22023');
    const reviews = state.queues.review.filter((r) => ids.includes(r.id));
    for (const review of reviews) review.status = args.p_status;
    return ok(reviews.length);
  }

  function move(kind: ItemKind, id: string, to: string, remark: unknown, step = false) {
    const item = state.queues[kind].find((i) => i.id === id);
    if (!item) return fail('Not found.', 'PT404');
    const from = String(item[statusKey(kind)]);
    if (!canTransition(kind, from, to)) return fail(illegalTransitionMessage(kind, from, to), 'PT409');
    // 07_staff.sql's guards of a return: its own functions receive and complete it; a rejection says why.
    if (kind === 'return' && !step && ['received', 'refunded', 'replaced'].includes(to)) {
      return fail(`Use ${to === 'received' ? 'Receive' : 'Complete'} to mark a return ${to}.`, 'PT409');
    }
    if (kind === 'return' && to === 'rejected' && !(typeof remark === 'string' && remark.trim())) {
      return fail(RETURN_MESSAGES.rejectReason, '22023');
    }
    item[statusKey(kind)] = to;
    if (typeof remark === 'string' && remark) item[remarkKey(kind)] = remark;
    staffEvent(kind, id, from, to, typeof remark === 'string' ? remark : null);
    return ok({
      id,
      kind,
      status: to,
      remark: item[remarkKey(kind)] ?? null,
      allowedNext: staffNextStatuses(kind, to),
    });
  }

  /** `staff_receive_return` with the database's checks (20_returns.sql); resellable units go back to stock. */
  function receiveReturn(args: Record<string, unknown>) {
    if (typeof args.p_resellable !== 'boolean') return fail(RETURN_MESSAGES.resellable, '22023');
    const item = state.queues.return.find((i) => i.id === args.p_id);
    if (!item) return fail(RETURN_MESSAGES.notFound, 'PT404');
    if (item.status !== 'picked_up')
      return fail(illegalTransitionMessage('return', String(item.status), 'received'), 'PT409');
    item.resellable = args.p_resellable;
    return move('return', item.id, 'received', args.p_remark, true);
  }

  /**
   * `staff_complete_return` with the database's checks and messages: a return refunded (online, or
   * by UPI with its reference), a replacement sent as a new order if `state.stock` has its units.
   */
  function completeReturn(args: Record<string, unknown>) {
    const item = state.queues.return.find((i) => i.id === args.p_id);
    if (!item) return fail(RETURN_MESSAGES.notFound, 'PT404');
    if (item.status !== 'received') return fail(RETURN_MESSAGES.completeOnlyReceived, 'PT409');
    const remark = typeof args.p_remark === 'string' && args.p_remark.trim() ? args.p_remark.trim() : null;
    if (item.kind === 'replacement') {
      const stock = state.stock[String(item.product_id)] ?? 10;
      if (stock < Number(item.quantity)) {
        return fail(
          `Only ${stock} left in stock for ${String(item.product_name)}: restock it before sending the replacement.`,
          'PT409',
        );
      }
      state.stock[String(item.product_id)] = stock - Number(item.quantity);
      const orderId = `${String(item.id).slice(0, 8)}-0000-4000-8000-0000000000cc`;
      item.replacement_order_id = orderId;
      return move(
        'return',
        item.id,
        'replaced',
        remark ?? `Your replacement is on its way at no charge: order #${orderId.slice(0, 8)}.`,
        true,
      );
    }
    const amount = formatRupees(Number(item.refund_amount));
    if (item.payment_method === 'online') {
      item.refund_id = '00000000-0000-4000-9000-0000000000dd';
      return move(
        'return',
        item.id,
        'refunded',
        remark ??
          `We have started a refund of ${amount} to your original payment method. It reaches your account in 5-7 working days.`,
        true,
      );
    }
    const reference = typeof args.p_reference === 'string' ? args.p_reference.trim() : '';
    if (!UPI_REFERENCE_PATTERN.test(reference)) return fail(RETURN_MESSAGES.upiReference, '22023');
    return move(
      'return',
      item.id,
      'refunded',
      remark ?? `We have sent ${amount} to ${String(item.refund_upi)} by UPI (reference ${reference}).`,
      true,
    );
  }

  /** An order's payment; an order listed without one is cash on delivery, not yet collected. */
  function orderPayment(id: string) {
    const order = state.queues.order.find((o) => o.id === id);
    const payment =
      state.payments[id] ??
      (order &&
        fakePayment({
          payment_method: 'cod',
          payment_status: 'cod_due',
          razorpay_order_id: null,
          razorpay_payment_id: null,
          total: Number(order.total),
          amount_paid: 0,
          events: [],
        }));
    if (!payment) return fail('Order not found.', 'PT404');
    return ok({ ...payment, refundable: refundableOf(payment) });
  }

  /** `staff_refund_order` with the database's checks and messages (13_payments.sql). */
  function refund(args: Record<string, unknown>) {
    const amount = args.p_amount;
    const reason = typeof args.p_reason === 'string' ? args.p_reason.trim() : '';
    if (
      typeof amount !== 'number' ||
      amount <= 0 ||
      Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6
    ) {
      return fail('Enter an amount in rupees and paise, above zero.', '22023');
    }
    if (!reason || reason.length > 500) return fail('A reason of up to 500 characters is required.', '22023');
    const payment = state.payments[String(args.p_order_id)];
    if (!payment) return fail('Order not found.', 'PT404');
    if (payment.payment_method !== 'online' || !payment.razorpay_payment_id || payment.amount_paid <= 0) {
      return fail('Only an order paid online can be refunded here.', 'PT409');
    }
    const refundable = refundableOf(payment);
    if (amount > refundable) return fail(`At most ${formatRupees(refundable)} can be refunded.`, '22023');
    const id = `00000000-0000-4000-9000-${String(payment.refunds.length + 1).padStart(12, '0')}`;
    payment.refunds.push({
      id,
      amount,
      status: 'requested',
      reason,
      razorpay_refund_id: null,
      last_error: null,
      created_at: '2026-11-26T09:30:00Z',
    });
    if (amount >= refundable && payment.payment_status === 'paid') payment.payment_status = 'refund_pending';
    return ok({ refundId: id, refundable: refundableOf(payment) });
  }

  /** `staff_list_payments`: the day's rows, oldest first, and the totals as the database adds them. */
  function dayPayments(args: Record<string, unknown>) {
    const day = String(args.p_day);
    const rows = [...(state.days[day] ?? [])].sort((a, b) => a.at.localeCompare(b.at));
    const sum = (pick: (r: FakeDayRow) => boolean) =>
      Math.round(rows.filter(pick).reduce((total, r) => total + r.amount * 100, 0)) / 100;
    return ok({
      day,
      rows,
      totals: {
        online: sum((r) => r.payment_method === 'online' && r.kind === 'payment'),
        cod: sum((r) => r.payment_method === 'cod'),
        refunds: -sum((r) => r.kind === 'refund') || 0,
        net: sum(() => true),
      },
    });
  }

  /** `staff_list_products` as the offer's product picker calls it: active products matching the name. */
  function offerProducts(query: string) {
    const rows = [
      { n: 1, name: 'PlayStation 5 Slim', price: 54_990, discount_price: 49_990 },
      { n: 2, name: 'PlayStation 5 Pro', price: 79_990, discount_price: 77_990 },
    ].map(({ n, ...p }) => ({
      product_id: `${String(n).padStart(8, '0')}-0000-4000-8000-0000000000bb`,
      slug: p.name.toLowerCase().replaceAll(' ', '-'),
      brand: 'Sony',
      condition: 'new',
      stock_units: 12,
      low_stock_threshold: 3,
      is_active: true,
      category_id: 1,
      category: 'Consoles',
      subcategory_id: 11,
      subcategory: 'PlayStation',
      label_id: null,
      label: null,
      primary_image: null,
      updated_at: '2026-11-25T12:00:00Z',
      ...p,
    }));
    const items = rows.filter((r) => r.name.toLowerCase().includes(query.toLowerCase()));
    return ok({ items, total: items.length });
  }

  async function write(name: string, args: Record<string, unknown>) {
    if (state.gate) await state.gate;
    if (state.refuseNext) {
      const message = state.refuseNext;
      state.refuseNext = null;
      return fail(message, 'PT409');
    }
    switch (name) {
      case 'staff_transition':
        return move(args.p_kind as ItemKind, String(args.p_id), String(args.p_status), args.p_remark);
      case 'staff_send_discount_offer': {
        const item = state.queues.discount_request.find((i) => i.id === args.p_id);
        if (item) item.our_price = args.p_our_price;
        return move('discount_request', String(args.p_id), 'offer_sent', args.p_remarks);
      }
      case 'staff_assign_repair': {
        const repair = state.queues.repair.find((i) => i.id === args.p_id);
        if (!repair) return fail('Not found.', 'PT404');
        repair.technician = String(args.p_technician ?? '').trim() || null;
        repair.estimated_completion = args.p_estimated_completion ?? null;
        return ok({
          id: repair.id,
          technician: repair.technician,
          estimated_completion: repair.estimated_completion,
        });
      }
      case 'staff_refund_order':
        return refund(args);
      case 'staff_receive_return':
        return receiveReturn(args);
      case 'staff_complete_return':
        return completeReturn(args);
      case 'staff_set_order_tracking':
        return setTracking(args);
      case 'moderate_reviews':
        return moderateMany(args);
      case 'moderate_review': {
        const review = state.queues.review.find((i) => i.id === args.p_review_id);
        if (!review) return fail('Review not found.', 'PT404');
        review.status = args.p_status;
        return ok({ review_id: review.id, status: review.status });
      }
      default:
        return fail(`unexpected rpc ${name}`);
    }
  }

  const client = {
    rpc: vi.fn(async (name: string, args: Record<string, unknown>) => {
      state.calls.push({ name, args });
      if (name === 'staff_list_items') {
        if (state.listGate) await state.listGate;
        return list(args);
      }
      if (name === 'get_item_events') {
        return ok(state.events.filter((e) => e.kind === args.p_kind && e.item_id === args.p_id));
      }
      if (name === 'staff_order_payment') return orderPayment(String(args.p_order_id));
      if (name === 'staff_list_payments') return dayPayments(args);
      if (name === 'staff_list_products') return offerProducts(String(args.p_query ?? ''));
      return write(name, args);
    }),
  };
  return { state, client };
}

export type FakeStaffBackend = ReturnType<typeof createFakeStaffBackend>;
