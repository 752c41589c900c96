/**
 * Checks request bodies the way Razorpay does: unknown fields are refused, each failure names its
 * field and uses Razorpay's wording where it has one.
 */
import type { Notes, PaymentMethod } from './entities';
import { badRequest } from './errors';

type Body = Record<string, unknown>;

export interface OrderRequest {
  amount: number;
  currency: 'INR';
  receipt: string | null;
  notes: Notes;
}

export interface RefundRequest {
  amount: number | undefined;
  speed: 'normal' | 'optimum';
  notes: Notes;
  receipt: string | null;
}

export interface PaymentRequest {
  outcome: 'success' | 'failure';
  method: PaymentMethod;
  email?: string;
  contact?: string;
  description?: string;
  notes?: Notes;
}

/** The smallest amount Razorpay takes: ₹1. */
export const MIN_AMOUNT = 100;

function onlyFields(body: Body, allowed: readonly string[]): void {
  const extra = Object.keys(body).filter((key) => !allowed.includes(key));
  if (extra.length > 0)
    throw badRequest(`${extra.join(', ')} is/are not required and should not be sent`, extra[0]);
}

export function asBody(value: unknown): Body {
  if (value === undefined || value === null) return {};
  if (typeof value !== 'object' || Array.isArray(value))
    throw badRequest('The request body must be a JSON object.');
  return value as Body;
}

function amount(value: unknown, required: boolean): number | undefined {
  if (value === undefined || value === null) {
    if (required) throw badRequest('The amount field is required.', 'amount');
    return undefined;
  }
  if (typeof value !== 'number' || !Number.isSafeInteger(value))
    throw badRequest('The amount must be an integer.', 'amount');
  if (value < MIN_AMOUNT) throw badRequest('The amount must be at least INR 1.00.', 'amount');
  return value;
}

function receipt(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string') throw badRequest('The receipt must be a string.', 'receipt');
  if (value.length > 40) throw badRequest('The receipt may not be greater than 40 characters.', 'receipt');
  return value;
}

/** Razorpay's notes: at most 15 keys, each value a string or number of at most 256 characters. */
export function notes(value: unknown): Notes {
  if (value === undefined || value === null) return {};
  const refused = () =>
    badRequest('The notes must be an object of at most 15 keys, each value at most 256 characters.', 'notes');
  if (typeof value !== 'object' || Array.isArray(value)) throw refused();
  const entries = Object.entries(value as Body);
  if (entries.length > 15) throw refused();
  for (const [, v] of entries) {
    if (!(typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))) || String(v).length > 256)
      throw refused();
  }
  return Object.fromEntries(entries) as Notes;
}

/** `POST /v1/orders`. */
export function parseOrderRequest(value: unknown): OrderRequest {
  const body = asBody(value);
  onlyFields(body, ['amount', 'currency', 'receipt', 'notes', 'partial_payment']);
  const parsedAmount = amount(body.amount, true) as number;
  if (body.currency === undefined) throw badRequest('The currency field is required.', 'currency');
  if (body.currency !== 'INR')
    throw badRequest('The currency is not supported: the local test gateway takes INR only.', 'currency');
  if (body.partial_payment !== undefined && typeof body.partial_payment !== 'boolean')
    throw badRequest('The partial payment field must be true or false.', 'partial_payment');
  return { amount: parsedAmount, currency: 'INR', receipt: receipt(body.receipt), notes: notes(body.notes) };
}

/** `POST /v1/payments/:id/refund`. */
export function parseRefundRequest(value: unknown): RefundRequest {
  const body = asBody(value);
  onlyFields(body, ['amount', 'speed', 'notes', 'receipt']);
  const speed = body.speed ?? 'normal';
  if (speed !== 'normal' && speed !== 'optimum') throw badRequest('The selected speed is invalid.', 'speed');
  return {
    amount: amount(body.amount, false),
    speed,
    notes: notes(body.notes),
    receipt: receipt(body.receipt),
  };
}

const optionalText = (body: Body, field: string, max: number): string | undefined => {
  const value = body[field];
  if (value === undefined || value === null || value === '') return undefined;
  if (typeof value !== 'string' || value.length > max) throw badRequest(`The ${field} is invalid.`, field);
  return value;
};

/** A payment made by the test sheet or the automation hook. */
export function parsePaymentRequest(value: unknown, extraFields: readonly string[] = []): PaymentRequest {
  const body = asBody(value);
  onlyFields(body, ['outcome', 'method', 'email', 'contact', 'description', 'notes', ...extraFields]);
  if (body.outcome !== 'success' && body.outcome !== 'failure')
    throw badRequest('The outcome must be "success" or "failure".', 'outcome');
  const method = body.method ?? 'upi';
  if (method !== 'upi' && method !== 'card')
    throw badRequest('The method must be "upi" or "card".', 'method');
  const request: PaymentRequest = { outcome: body.outcome, method };
  const email = optionalText(body, 'email', 254);
  const contact = optionalText(body, 'contact', 20);
  const description = optionalText(body, 'description', 255);
  if (email) request.email = email;
  if (contact) request.contact = contact;
  if (description) request.description = description;
  if (body.notes !== undefined) request.notes = notes(body.notes);
  return request;
}
