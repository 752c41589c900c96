import { formatINR } from 'shared';
import type { PaymentStatus } from 'shared/contracts';
import styled from 'styled-components';
import { type OrderPaymentFields, paymentMethodLabel, paymentStatusLabel } from '../lib/order-payment';

export interface PaymentFactsProps {
  order: OrderPaymentFields;
  /** A state known before the order is read again (just verified): shown instead of the row's. */
  status?: PaymentStatus;
}

/**
 * An order's payment as a description list: method, state, and the amounts paid and refunded when
 * not zero (docs/product.md#payments). Nothing for rows from before payments.
 */
export function PaymentFacts({ order, status = order.payment_status }: PaymentFactsProps) {
  const method = paymentMethodLabel(order.payment_method);
  const label = paymentStatusLabel(status);
  // A cash-on-delivery order's state says what its method says: once is enough.
  const state = label !== method ? label : null;
  const paid = order.amount_paid ?? 0;
  const refunded = order.amount_refunded ?? 0;
  if (!method && !state) return null;
  return (
    <Facts data-testid="payment-facts">
      {method && (
        <div>
          <dt>Method</dt>
          <dd data-testid="payment-method">{method}</dd>
        </div>
      )}
      {state && (
        <div>
          <dt>Status</dt>
          <dd data-testid="payment-status">{state}</dd>
        </div>
      )}
      {paid > 0 && (
        <div>
          <dt>Paid</dt>
          <dd data-testid="amount-paid">{formatINR(paid)}</dd>
        </div>
      )}
      {refunded > 0 && (
        <div>
          <dt>Refunded</dt>
          <dd data-testid="amount-refunded">{formatINR(refunded)}</dd>
        </div>
      )}
    </Facts>
  );
}

const Facts = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
  width: 100%;
  > div {
    display: flex;
    justify-content: space-between;
    gap: 12px;
  }
  dt {
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;
