/**
 * The gateway's state, in memory: orders, their payments and refunds, and the rules Razorpay
 * applies to them (auto-capture, one successful payment per order, refunds up to what was
 * captured). Every change that Razorpay announces by webhook is handed to `onEvent`, in order.
 */
import {
  collection,
  type EventEntities,
  type EventName,
  type Order,
  type Payment,
  type Refund,
} from './entities';
import { badRequest, notFound } from './errors';
import { type IdPrefix, isId, newId, nowSeconds } from './ids';
import {
  MIN_AMOUNT,
  type OrderRequest,
  type PaymentRequest,
  parseOrderRequest,
  parseRefundRequest,
} from './requests';

export interface LedgerOptions {
  onEvent: (event: EventName, entities: EventEntities) => void;
  /** How long a refund stays `pending` before it settles; default 500 ms. */
  refundDelayMs?: number;
}

/** Razorpay's test-mode defaults when Checkout collected no contact details. */
const DEFAULT_EMAIL = 'void@razorpay.com';
const DEFAULT_CONTACT = '+919000090000';

/** Razorpay's standard fee (2%) plus 18% GST on it; `fee` includes the tax, as Razorpay reports it. */
function fees(amount: number): { fee: number; tax: number } {
  const base = Math.round(amount * 0.02);
  const tax = Math.round(base * 0.18);
  return { fee: base + tax, tax };
}

const snapshot = <T>(value: T): T => structuredClone(value);

export class Ledger {
  private readonly orders = new Map<string, Order>();
  private readonly payments = new Map<string, Payment>();
  private readonly refunds = new Map<string, Refund>();
  private readonly timers = new Set<NodeJS.Timeout>();
  private failNextRefund = false;

  constructor(private readonly options: LedgerOptions) {}

  createOrder(body: unknown): Order {
    const request: OrderRequest = parseOrderRequest(body);
    const order: Order = {
      id: newId('order'),
      entity: 'order',
      amount: request.amount,
      amount_paid: 0,
      amount_due: request.amount,
      currency: request.currency,
      receipt: request.receipt,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: request.notes,
      created_at: nowSeconds(),
    };
    this.orders.set(order.id, order);
    return order;
  }

  order(id: string): Order {
    return this.find(this.orders, 'order', id);
  }

  /** The order when it exists, without Razorpay's error (the checkout sheet words its own). */
  findOrder(id: string): Order | undefined {
    return this.orders.get(id);
  }

  /** Newest first, as Razorpay lists. */
  paymentsOf(orderId: string) {
    this.order(orderId);
    return collection([...this.payments.values()].filter((p) => p.order_id === orderId).reverse());
  }

  payment(id: string): Payment {
    return this.find(this.payments, 'pay', id);
  }

  refund(id: string): Refund {
    return this.find(this.refunds, 'rfnd', id);
  }

  refundsOf(paymentId: string) {
    this.payment(paymentId);
    return collection([...this.refunds.values()].filter((r) => r.payment_id === paymentId).reverse());
  }

  /**
   * One attempt at paying an order, as Checkout makes it: a success is captured at once and pays
   * the order; a failure leaves the order `attempted` for another try.
   */
  pay(orderId: string, request: PaymentRequest): Payment {
    const order = this.order(orderId);
    if (order.status === 'paid') throw badRequest('The order has already been paid.', 'order_id');
    const success = request.outcome === 'success';
    const amount = order.amount_due;
    const payment: Payment = {
      id: newId('pay'),
      entity: 'payment',
      amount,
      currency: order.currency,
      status: success ? 'captured' : 'failed',
      order_id: order.id,
      invoice_id: null,
      international: false,
      method: request.method,
      amount_refunded: 0,
      refund_status: null,
      captured: success,
      description: request.description ?? null,
      card_id: request.method === 'card' ? newId('card') : null,
      bank: null,
      wallet: null,
      // Razorpay's test UPI ids: the one that succeeds and the one that fails.
      vpa: request.method === 'upi' ? (success ? 'success@razorpay' : 'failure@razorpay') : null,
      email: request.email ?? DEFAULT_EMAIL,
      contact: request.contact ?? DEFAULT_CONTACT,
      notes: request.notes ?? {},
      ...(success ? fees(amount) : { fee: null, tax: null }),
      error_code: success ? null : 'BAD_REQUEST_ERROR',
      error_description: success ? null : 'Payment failed',
      error_source: success ? null : 'customer',
      error_step: success ? null : 'payment_authorization',
      error_reason: success ? null : 'payment_failed',
      created_at: nowSeconds(),
    };
    this.payments.set(payment.id, payment);
    order.attempts += 1;
    if (success) {
      order.status = 'paid';
      order.amount_paid = amount;
      order.amount_due = 0;
      this.options.onEvent('payment.captured', { payment: snapshot(payment) });
      this.options.onEvent('order.paid', { payment: snapshot(payment), order: snapshot(order) });
    } else {
      order.status = 'attempted';
      this.options.onEvent('payment.failed', { payment: snapshot(payment) });
    }
    return payment;
  }

  /** Refunds part or all of a captured payment; it settles after `refundDelayMs`. */
  createRefund(paymentId: string, body: unknown): Refund {
    const payment = this.payment(paymentId);
    const request = parseRefundRequest(body);
    if (!payment.captured) throw badRequest('The payment status should be captured for action to be taken');
    // Pending refunds count: two quick refunds must not together exceed the payment.
    const reserved = [...this.refunds.values()]
      .filter((r) => r.payment_id === paymentId && r.status !== 'failed')
      .reduce((sum, r) => sum + r.amount, 0);
    const left = payment.amount - reserved;
    if (left <= 0) throw badRequest('The payment has been fully refunded already');
    const amount = request.amount ?? left;
    if (amount < MIN_AMOUNT) throw badRequest('The amount must be at least INR 1.00.', 'amount');
    if (amount > left) throw badRequest('The total refund amount is greater than the refund payment amount');
    const refund: Refund = {
      id: newId('rfnd'),
      entity: 'refund',
      amount,
      currency: payment.currency,
      payment_id: payment.id,
      notes: request.notes,
      receipt: request.receipt,
      acquirer_data: { arn: null },
      created_at: nowSeconds(),
      batch_id: null,
      status: 'pending',
      speed_processed: 'normal',
      speed_requested: request.speed,
    };
    this.refunds.set(refund.id, refund);
    const fails = this.failNextRefund;
    this.failNextRefund = false;
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      this.settleRefund(refund, fails ? 'failed' : 'processed');
    }, this.options.refundDelayMs ?? 500);
    this.timers.add(timer);
    return refund;
  }

  /** The next refund created ends `failed` (the test hook). */
  failNextRefundOnce(): void {
    this.failNextRefund = true;
  }

  /** Cancels refunds still waiting to settle. */
  stop(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private settleRefund(refund: Refund, outcome: 'processed' | 'failed'): void {
    const payment = this.payment(refund.payment_id);
    refund.status = outcome;
    if (outcome === 'processed') {
      payment.amount_refunded += refund.amount;
      const full = payment.amount_refunded >= payment.amount;
      payment.refund_status = full ? 'full' : 'partial';
      if (full) payment.status = 'refunded';
    }
    this.options.onEvent(outcome === 'processed' ? 'refund.processed' : 'refund.failed', {
      refund: snapshot(refund),
      payment: snapshot(payment),
    });
  }

  private find<T>(map: Map<string, T>, prefix: IdPrefix, id: string): T {
    if (!isId(prefix, id)) throw badRequest(`${id} is not a valid id`, 'id');
    const found = map.get(id);
    if (!found) throw notFound();
    return found;
  }
}
