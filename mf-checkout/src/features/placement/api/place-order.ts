import { FunctionCallError, invokeFunction } from 'shared';
import {
  ORDER_MESSAGES,
  type PaymentRequest,
  type PlaceOrderBody,
  placeOrderBodySchema,
  placeOrderSuccessSchema,
  readOrderAnswer,
} from 'shared/contracts';

/**
 * A failed placement. `outcomeUnknown`: no refusal came back (the network failed, the server
 * crashed or answered nonsense), so the order may exist; the same idempotency key finds out.
 * Otherwise the server refused it and nothing was written.
 */
export class PlaceOrderError extends Error {
  constructor(
    message: string,
    readonly outcomeUnknown: boolean,
  ) {
    super(message);
    this.name = 'PlaceOrderError';
  }
}

/** A placed order: its id and, for an online order, what Razorpay Checkout needs to take the payment. */
export interface PlacedOrderAnswer {
  orderId: string;
  /** What the shopper reads and types: 'GG-26-7K3M9Q' (absent from an older server). */
  displayNumber?: string;
  payment?: PaymentRequest;
}

/**
 * `orders` POST: places the order from the caller's database cart and answers its id (and, for
 * `payment_method: 'online'`, the payment to make: docs/product.md#payments). Errors carry the
 * text for the 'Order Failed' toast: the server's message, else the fallbacks of
 * docs/product.md#orders.
 */
export async function placeOrder(body: PlaceOrderBody): Promise<PlacedOrderAnswer> {
  const parsed = placeOrderBodySchema.safeParse(body);
  if (!parsed.success) throw new PlaceOrderError(ORDER_MESSAGES.unknownError, false);
  let data: unknown;
  try {
    data = await invokeFunction('orders', { body: parsed.data });
  } catch (error) {
    throw new PlaceOrderError(failureMessage(error), !isRefusal(error));
  }
  const answer = readOrderAnswer(data);
  // A 200 without an order id: a refusal if it says so, else nonsense (the order may exist).
  if (!answer.ok) throw new PlaceOrderError(answer.message, !hasOrderMessage(data));
  const payment = placeOrderSuccessSchema.safeParse(data).data?.payment;
  return {
    orderId: answer.orderId,
    ...(answer.displayNumber ? { displayNumber: answer.displayNumber } : {}),
    ...(payment ? { payment } : {}),
  };
}

/** The server answered a refusal with its reason (its transaction rolled back). */
function isRefusal(error: unknown): boolean {
  if (!(error instanceof FunctionCallError) || error.kind === 'network' || error.kind === 'relay')
    return false;
  const status = error.status ?? 500;
  return status < 500 || hasOrderMessage(error.body);
}

function failureMessage(error: unknown): string {
  if (!(error instanceof FunctionCallError)) return ORDER_MESSAGES.unknownError;
  if (error.kind === 'network' || error.kind === 'relay') return ORDER_MESSAGES.communicationFailed;
  const status = error.status ?? 500;
  const answer = error.body == null ? null : readOrderAnswer(error.body);
  // A refusal names its reason; a crash (5xx without a `success: false` answer) does not.
  if (answer && !answer.ok && (status < 500 || hasOrderMessage(error.body))) return answer.message;
  return status < 500 ? ORDER_MESSAGES.invalidResponse : ORDER_MESSAGES.communicationFailed;
}

const hasOrderMessage = (body: unknown): boolean =>
  typeof body === 'object' && body !== null && (body as { success?: unknown }).success === false;
