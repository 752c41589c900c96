import { userText } from 'shared';
import { formatIndiaDateTime, formatRupees } from 'shared/contracts';
import { Badge, type BadgeTone } from 'shared/kit';
import styled from 'styled-components';
import { instrumentLabel, isTroubleOutcome, outcomeLabel } from '../../../lib/payments';
import type { RefundStatus, StaffPaymentEvent, StaffRefund } from '../api/order-payment';
import { Muted as Empty } from './detail-layout';

const REFUND_STATUS: Record<RefundStatus, { label: string; tone: BadgeTone }> = {
  requested: { label: 'Requested', tone: 'accent' },
  pending: { label: 'With Razorpay', tone: 'blue' },
  processed: { label: 'Refunded', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};

const SOURCE_LABEL = { webhook: 'Razorpay webhook', handler: 'Checkout handler' } as const;

/** '₹1,250.00'; another currency as Razorpay sent it ('12.50 USD'). */
function eventAmount(event: StaffPaymentEvent): string | null {
  if (event.amount_paise === null) return null;
  const rupees = event.amount_paise / 100;
  return !event.currency || event.currency === 'INR'
    ? formatRupees(rupees)
    : `${rupees.toFixed(2)} ${event.currency}`;
}

/** The order's refunds, oldest first: amount, state, when, Razorpay's id, reason and last error. */
export function RefundList({ refunds, titleId }: { refunds: StaffRefund[]; titleId: string }) {
  if (refunds.length === 0) return <Empty>No refunds.</Empty>;
  return (
    <List aria-labelledby={titleId}>
      {refunds.map((refund) => {
        const status = REFUND_STATUS[refund.status];
        return (
          <li key={refund.id}>
            <Line>
              <strong>{formatRupees(refund.amount)}</strong>
              <Badge tone={status.tone} data-refund-status={refund.status}>
                {status.label}
              </Badge>
            </Line>
            <Muted>
              <time dateTime={refund.created_at}>{formatIndiaDateTime(refund.created_at) || '—'}</time>
              {refund.razorpay_refund_id && (
                <>
                  {' · '}
                  <Mono>{refund.razorpay_refund_id}</Mono>
                </>
              )}
            </Muted>
            {refund.reason && <Text>{refund.reason}</Text>}
            {refund.last_error && <Trouble>{refund.last_error}</Trouble>}
          </li>
        );
      })}
    </List>
  );
}

/**
 * Every payment event Razorpay sent for the order (the Checkout handler's and the webhooks'),
 * oldest first: when (India's time), the event, what it did, the amount and the instrument.
 */
export function PaymentEventList({ events, titleId }: { events: StaffPaymentEvent[]; titleId: string }) {
  if (events.length === 0) return <Empty>No payment events yet.</Empty>;
  return (
    <List aria-labelledby={titleId}>
      {events.map((event) => {
        const amount = eventAmount(event);
        const instrument = instrumentLabel(event.method);
        const trouble = isTroubleOutcome(event.outcome);
        return (
          <li key={event.event_id}>
            <Line>
              <Mono as="strong">{event.event}</Mono>
              <Badge tone={trouble ? 'danger' : 'neutral'} data-outcome={event.outcome}>
                {outcomeLabel(event.outcome)}
              </Badge>
              {amount && <strong>{amount}</strong>}
            </Line>
            <Muted>
              <time dateTime={event.received_at}>{formatIndiaDateTime(event.received_at) || '—'}</time>
              {' · '}
              {SOURCE_LABEL[event.source]}
              {instrument && ` · ${instrument}`}
            </Muted>
            {(event.razorpay_payment_id || event.razorpay_refund_id) && (
              <Muted>
                <Mono>
                  {[event.razorpay_payment_id, event.razorpay_refund_id].filter(Boolean).join(' · ')}
                </Mono>
              </Muted>
            )}
            {event.detail && (trouble ? <Trouble>{event.detail}</Trouble> : <Text>{event.detail}</Text>)}
          </li>
        );
      })}
    </List>
  );
}

const List = styled.ol`
  display: grid;
  gap: 10px;
  margin: 0;
  padding: 0 0 0 16px;
  border-left: 2px solid ${(p) => p.theme.colors.border};
  list-style: none;
  li {
    display: grid;
    gap: 2px;
    min-width: 0;
  }
`;

const Line = styled.span`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 4px 8px;
`;

const Muted = styled.span`
  ${userText}
  font-size: 13px;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Mono = styled.span`
  font-family: ${(p) => p.theme.font.mono};
  overflow-wrap: anywhere;
`;

const Text = styled.p`
  ${userText}
  margin: 0;
  white-space: pre-wrap;
`;

const Trouble = styled(Text)`
  color: ${(p) => p.theme.colors.danger};
`;
