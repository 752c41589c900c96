import { type ReactNode, useId } from 'react';
import { ErrorBox, Skeleton, userText } from 'shared';
import { formatIndiaDateTime, formatRupees } from 'shared/contracts';
import { AlertIcon, Badge } from 'shared/kit';
import styled from 'styled-components';
import { paymentMethodLabel, paymentStatusLabel, paymentStatusTone } from '../../../lib/payments';
import { type StaffOrderPayment, useOrderPayment } from '../api/order-payment';
import { CopyableText } from './CopyableText';
import { SubTitle } from './detail-layout';
import { PaymentEventList, RefundList } from './PaymentRecords';
import { RefundForm } from './RefundForm';

/**
 * An order's payment (`staff_order_payment`): what needs a person first (`payment_flag`), then the
 * method, state, Razorpay's ids, the amounts, the refund form of an online order with something
 * left to refund, its refunds and every payment event received.
 */
export function OrderPayment({ orderId, orderNumber }: { orderId: string; orderNumber?: string | null }) {
  const { data, isPending, isError, error, refetch, isFetching } = useOrderPayment(orderId);
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} aria-busy={isFetching}>
      <SubTitle id={titleId}>Payment</SubTitle>
      {isPending ? (
        <Skeleton height={96} />
      ) : isError ? (
        <ErrorBox
          title="Could not load the payment"
          message={error instanceof Error ? error.message : String(error)}
          onRetry={() => void refetch()}
        />
      ) : (
        <PaymentBody orderId={orderId} orderNumber={orderNumber ?? null} payment={data} />
      )}
    </section>
  );
}

function PaymentBody({
  orderId,
  orderNumber,
  payment,
}: {
  orderId: string;
  orderNumber: string | null;
  payment: StaffOrderPayment;
}) {
  const refundsId = useId();
  const eventsId = useId();
  const waiting = payment.payment_status === 'pending' || payment.payment_status === 'failed';
  const rows: [string, ReactNode][] = [
    ['Method', paymentMethodLabel(payment.payment_method)],
    [
      'Payment status',
      <Badge
        key="status"
        tone={paymentStatusTone(payment.payment_status)}
        data-payment-status={payment.payment_status}
      >
        {paymentStatusLabel(payment.payment_status)}
      </Badge>,
    ],
    ...(waiting && payment.payment_hold_until
      ? [['Held until', formatIndiaDateTime(payment.payment_hold_until)] as [string, ReactNode]]
      : []),
    [
      'Razorpay order',
      payment.razorpay_order_id ? (
        <CopyableText key="order" label="Razorpay order id" value={payment.razorpay_order_id} />
      ) : (
        '—'
      ),
    ],
    [
      'Razorpay payment',
      payment.razorpay_payment_id ? (
        <CopyableText key="payment" label="Razorpay payment id" value={payment.razorpay_payment_id} />
      ) : (
        '—'
      ),
    ],
    ['Total', formatRupees(payment.total)],
    ['Paid', formatRupees(payment.amount_paid)],
    ['Refunded', formatRupees(payment.amount_refunded)],
    ['Refundable', formatRupees(payment.refundable)],
  ];
  const canRefund = payment.payment_method === 'online' && payment.refundable > 0;

  return (
    <>
      {payment.payment_flag && (
        <Flag role="alert">
          <AlertIcon size={20} />
          <div>
            <strong>Needs attention</strong>
            <p>{payment.payment_flag}</p>
          </div>
        </Flag>
      )}
      <Dl>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt>{term}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </Dl>
      {canRefund && (
        <RefundForm orderId={orderId} orderNumber={orderNumber} refundable={payment.refundable} />
      )}
      <MinorTitle id={refundsId}>Refunds</MinorTitle>
      <RefundList refunds={payment.refunds} titleId={refundsId} />
      <MinorTitle id={eventsId}>Payment events</MinorTitle>
      <PaymentEventList events={payment.events} titleId={eventsId} />
    </>
  );
}

const Flag = styled.div`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: 10px;
  align-items: start;
  padding: 12px 16px;
  color: ${(p) => p.theme.colors.text};
  background: rgba(255, 176, 32, 0.1);
  border: 1px solid ${(p) => p.theme.colors.warning};
  border-left-width: 4px;
  border-radius: ${(p) => p.theme.radii.md};
  svg {
    color: ${(p) => p.theme.colors.warning};
  }
  strong {
    color: ${(p) => p.theme.colors.warning};
  }
  p {
    ${userText}
    margin: 2px 0 0;
    white-space: pre-wrap;
  }
`;

const Dl = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(200px, 1fr));
  gap: 10px 16px;
  margin: 0;
  dt {
    font-size: 13px;
    color: ${(p) => p.theme.colors.textMuted};
  }
  dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

const MinorTitle = styled.h4`
  margin: 6px 0 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  text-transform: uppercase;
  letter-spacing: 0.04em;
  color: ${(p) => p.theme.colors.textMuted};
`;
