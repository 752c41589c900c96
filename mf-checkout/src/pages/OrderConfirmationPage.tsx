import { useState } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { Button, ButtonLink, toast, useCopyToClipboard, usePageMeta } from 'shared';
import { itemNumber, PAYMENT_MESSAGES, type PaymentStatus } from 'shared/contracts';
import { AlertIcon, CheckIcon, CopyIcon, PageHeading, PageWrap, Panel } from 'shared/kit';
import styled from 'styled-components';
import { useUserOrder } from '../features/orders/api/get-user-orders';
import {
  PaymentFacts,
  PaymentProgress,
  type PayResult,
  usePayOrder,
  useRetryablePayment,
} from '../features/payment';
import { readConfirmationState, readLastOrder } from '../features/placement/lib/order-session';
import { ORDER_HISTORY_PATH, PROFILE_PATH } from '../lib/paths';

type Notice = { outcome: string; message: string };

/** Outcomes told as an alert (the shopper has something to do); the others as a status. */
const ALERT_OUTCOMES = new Set<string>(['failed', 'unavailable', 'refused', 'unverified']);

/** The payment still counts as waiting while the order says so (a verified payment overrides it). */
const WAITING = new Set<PaymentStatus>(['pending', 'failed']);

/**
 * /order-confirmation: the standalone confirmation (links to / and /profile: docs/product.md#orders)
 * for the order this tab placed, with its payment (docs/product.md#payments): method and state,
 * and for an online order still waiting for its payment, the hold's end and 'Retry payment'.
 */
export function OrderConfirmationPage() {
  usePageMeta({ title: 'Order Confirmation', noindex: true });
  const [last] = useState(readLastOrder);
  const location = useLocation();
  const [handed] = useState(() => (last ? readConfirmationState(location.state, last.orderId) : null));
  const { copied, copy } = useCopyToClipboard();
  const order = useUserOrder(last?.orderId ?? null).data ?? null;
  const payment = usePayOrder();
  const [notice, setNotice] = useState<Notice | null>(handed?.notice ?? null);
  const [verified, setVerified] = useState<PaymentStatus | undefined>(handed?.paymentStatus);

  // The order's row once read; until then (or for a guest) what the order summary handed over.
  const facts =
    order ??
    (handed && {
      order_status: handed.paymentStatus === 'paid' ? '' : 'payment_pending',
      payment_method: handed.paymentMethod,
      payment_status: handed.paymentStatus ?? 'pending',
      payment_hold_until: handed.holdUntil ?? null,
    });
  const rowStatus = facts?.payment_status;
  const status = verified === 'paid' && (!rowStatus || WAITING.has(rowStatus)) ? verified : rowStatus;
  const retryable = useRetryablePayment(facts && status !== 'paid' ? facts : null);
  const awaitingPayment = facts?.order_status === 'payment_pending' && status !== 'paid';

  // What the shopper reads and types: the number the placement answered, else the row's.
  const orderNumber = last
    ? itemNumber({ id: last.orderId, display_number: last.displayNumber ?? order?.display_number })
    : '';

  const retry = async () => {
    if (!last) return;
    setNotice(null);
    const result: PayResult | null = await payment.pay({ orderId: last.orderId, orderNumber });
    if (!result) return;
    if (result.outcome === 'paid') setVerified(result.paymentStatus);
    setNotice({ outcome: result.outcome, message: result.message });
  };

  const alert = notice && ALERT_OUTCOMES.has(notice.outcome) ? notice.message : '';
  const info = notice && !ALERT_OUTCOMES.has(notice.outcome) ? notice.message : '';

  return (
    <PageWrap inert={payment.phase === 'verifying' || undefined}>
      <PageHeading>
        {last ? (awaitingPayment ? 'Order Placed' : 'Order Confirmed') : 'Order Confirmation'}
      </PageHeading>
      <Panel>
        {last ? (
          <Body>
            {awaitingPayment ? (
              <Mark $tone="warning" aria-hidden="true">
                <AlertIcon size={28} />
              </Mark>
            ) : (
              <Mark $tone="success" aria-hidden="true">
                <CheckIcon size={28} />
              </Mark>
            )}
            <p>Thank you! Your order has been placed.</p>
            <p>
              Order number:{' '}
              <code data-testid="confirmation-order-id" data-order-id={last.orderId}>
                {orderNumber}
              </code>
            </p>
            <Button
              variant="secondary"
              size="sm"
              onClick={async () => {
                if (!(await copy(orderNumber)))
                  toast.error('Could not copy', 'Please select the order number and copy it.');
              }}
            >
              {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
              {copied ? 'Copied!' : 'Copy order number'}
            </Button>
            {facts && (facts.payment_method || facts.payment_status) && (
              <PaymentBox aria-labelledby="confirmation-payment-title">
                <h2 id="confirmation-payment-title">Payment</h2>
                <PaymentFacts order={facts} {...(status ? { status } : {})} />
              </PaymentBox>
            )}
            {/* Always present, so what a payment attempt ends with is announced. */}
            <Notices>
              <Outcome role="alert" data-testid="payment-alert" $tone="danger">
                {alert}
              </Outcome>
              <Outcome role="status" data-testid="payment-notice" $tone="info">
                {info}
              </Outcome>
            </Notices>
            {retryable.canRetry && (
              <Retry>
                {retryable.holdMessage && <p data-testid="hold-message">{retryable.holdMessage}</p>}
                <Button size="lg" loading={payment.busy} onClick={() => void retry()}>
                  {PAYMENT_MESSAGES.retryPayment}
                </Button>
              </Retry>
            )}
            <p>
              Follow it in <Link to={ORDER_HISTORY_PATH}>your order history</Link>.
            </p>
          </Body>
        ) : (
          <Body>
            <p>There is no recent order in this browser tab.</p>
          </Body>
        )}
        <Links>
          <ButtonLink to="/">Continue Shopping</ButtonLink>
          <ButtonLink to={PROFILE_PATH} variant="secondary">
            Go to Profile
          </ButtonLink>
        </Links>
      </Panel>
      <PaymentProgress phase={payment.phase} />
    </PageWrap>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  text-align: center;
  p {
    margin: 0;
  }
  code {
    font-family: ${(p) => p.theme.font.mono};
    word-break: break-all;
  }
  a {
    color: ${(p) => p.theme.colors.primary};
  }
`;

const Mark = styled.span<{ $tone: 'success' | 'warning' }>`
  display: grid;
  place-items: center;
  width: 56px;
  height: 56px;
  border-radius: 50%;
  background: ${(p) => (p.$tone === 'success' ? 'rgba(46, 204, 113, 0.15)' : 'rgba(255, 176, 32, 0.15)')};
  color: ${(p) => (p.$tone === 'success' ? p.theme.colors.success : p.theme.colors.warning)};
`;

const PaymentBox = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: min(100%, 360px);
  margin-top: 8px;
  text-align: left;
  h2 {
    margin: 0;
    font-size: ${(p) => p.theme.fontSize.md};
  }
`;

const Notices = styled.div`
  display: flex;
  flex-direction: column;
  gap: 4px;
  max-width: 480px;
`;

const Outcome = styled.p<{ $tone: 'danger' | 'info' }>`
  color: ${(p) => (p.$tone === 'danger' ? p.theme.colors.danger : p.theme.colors.text)};
  font-weight: 600;
`;

const Retry = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 10px;
  width: min(100%, 360px);
  p {
    color: ${(p) => p.theme.colors.textMuted};
    font-size: ${(p) => p.theme.fontSize.sm};
  }
  button {
    width: 100%;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: 12px;
  margin-top: 20px;
`;
