import { invokeFunction } from 'shared';
import {
  PAYMENT_MESSAGES,
  type PaymentStatus,
  type VerifyPaymentBody,
  verifyPaymentAnswerSchema,
  verifyPaymentBodySchema,
} from 'shared/contracts';
import { PaymentError, refusalMessage } from './payment-error';

export interface VerifiedPayment {
  orderId: string;
  paymentStatus: PaymentStatus;
}

/**
 * `verify-payment` POST with what Checkout's handler got: the server checks the signature and
 * marks the order paid (docs/product.md#payments). Failures carry the server's message, else
 * PAYMENT_MESSAGES.verifyFailed (the payment may still be recorded: the order then shows paid, or
 * the money is refunded).
 */
export async function verifyPayment(body: VerifyPaymentBody): Promise<VerifiedPayment> {
  const parsed = verifyPaymentBodySchema.safeParse(body);
  if (!parsed.success) throw new PaymentError(PAYMENT_MESSAGES.verifyFailed);
  let data: unknown;
  try {
    data = await invokeFunction('verify-payment', { body: parsed.data });
  } catch (error) {
    throw new PaymentError(refusalMessage(error) ?? PAYMENT_MESSAGES.verifyFailed);
  }
  const answer = verifyPaymentAnswerSchema.safeParse(data);
  if (!answer.success) throw new PaymentError(PAYMENT_MESSAGES.verifyFailed);
  if (!answer.data.success) throw new PaymentError(answer.data.message || PAYMENT_MESSAGES.verifyFailed);
  return { orderId: answer.data.orderId, paymentStatus: answer.data.payment_status };
}
