import { formatIndiaDateTime, holdEndsMessage } from 'shared/contracts';
import { canRetryPayment, holdEndsAt, type OrderPaymentFields } from '../lib/order-payment';
import { useHoldOpen } from './use-hold-open';

/**
 * Whether 'Retry payment' is offered for an order (online, payment_pending, hold not ended), kept
 * true only until the hold ends; with the hold's end as 'Please pay by …'.
 */
export function useRetryablePayment(order: OrderPaymentFields | null): {
  canRetry: boolean;
  holdMessage: string | null;
} {
  const endsAt = order ? holdEndsAt(order) : null;
  const holdOpen = useHoldOpen(endsAt);
  const canRetry = order !== null && holdOpen && canRetryPayment(order);
  return {
    canRetry,
    holdMessage:
      canRetry && order?.payment_hold_until
        ? holdEndsMessage(formatIndiaDateTime(order.payment_hold_until))
        : null,
  };
}
