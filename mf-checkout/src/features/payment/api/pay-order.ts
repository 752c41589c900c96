import { FunctionCallError, invokeFunction } from 'shared';
import {
  ORDER_MESSAGES,
  PAYMENT_MESSAGES,
  type PaymentRequest,
  payExistingOrderBodySchema,
  placeOrderFailureSchema,
  placeOrderPaymentAnswerSchema,
} from 'shared/contracts';
import { PaymentError, refusalMessage } from './payment-error';

/**
 * Retry payment: `orders` POST `{ orderId }` answers what Checkout needs for one of the caller's
 * orders still waiting for its payment; never places an order. Refusals carry the server's message
 * (PAYMENT_MESSAGES.holdExpired, .notPayable, ...).
 */
export async function payExistingOrder(orderId: string): Promise<PaymentRequest> {
  const body = payExistingOrderBodySchema.safeParse({ orderId });
  if (!body.success) throw new PaymentError(PAYMENT_MESSAGES.orderNotFound);
  let data: unknown;
  try {
    data = await invokeFunction('orders', { body: body.data });
  } catch (error) {
    // The function's own `{ success: false, message }` at any status (a 502 says Checkout is
    // unavailable), else a 4xx's message; the network failing or a crash say nothing useful.
    const answered =
      error instanceof FunctionCallError ? placeOrderFailureSchema.safeParse(error.body) : null;
    if (answered?.success && answered.data.message) throw new PaymentError(answered.data.message);
    const refusal = refusalMessage(error);
    if (refusal) throw new PaymentError(refusal);
    const network =
      error instanceof FunctionCallError && (error.kind === 'network' || error.kind === 'relay');
    throw new PaymentError(
      network ? ORDER_MESSAGES.communicationFailed : PAYMENT_MESSAGES.checkoutUnavailable,
    );
  }
  const refused = placeOrderFailureSchema.safeParse(data);
  if (refused.success) throw new PaymentError(refused.data.message || PAYMENT_MESSAGES.notPayable);
  const answer = placeOrderPaymentAnswerSchema.safeParse(data);
  if (!answer.success) throw new PaymentError(PAYMENT_MESSAGES.checkoutUnavailable);
  if (!answer.data.payment) throw new PaymentError(PAYMENT_MESSAGES.notPayable);
  return answer.data.payment;
}
