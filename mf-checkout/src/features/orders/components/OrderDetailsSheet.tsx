import { type RefObject, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { Button, formatINR, ItemTimeline, Sheet, supportChatUrl, userText, VisuallyHidden } from 'shared';
import {
  formatIndiaDate,
  itemNumber,
  ORDER_MESSAGES,
  type OrderDetails,
  PAYMENT_MESSAGES,
  RETURN_MESSAGES,
} from 'shared/contracts';
import { ChatIcon, ProductThumb, StatusBadge, SupportChatLink } from 'shared/kit';
import styled from 'styled-components';
import { productPath, reviewOrderPath } from '../../../lib/paths';
import { describeRate } from '../../discount';
import { CancelOrderDialog, canCancelOrder, PaymentFacts, useRetryablePayment } from '../../payment';
import { ItemReturns, useReturnOptions } from '../../returns';
import { useOrderEvents } from '../api/get-order-events';
import { useReviewStates } from '../api/get-review-states';
import { type OrderRow, useLiveOrder } from '../api/get-user-orders';
import { deliveryInfo } from '../lib/order-display';
import { orderSupportMessage } from '../lib/support-message';
import { TaxDocuments } from './TaxDocuments';

export interface OrderDetailsSheetProps {
  order: OrderRow | null;
  onClose: () => void;
  /**
   * 'Retry payment' for an online order waiting for its payment: the page pays (and closes the
   * sheet just before Razorpay Checkout opens over the page).
   */
  onRetryPayment?: (order: OrderRow) => void;
  /** A payment for this sheet's order is being started. */
  retrying?: boolean;
  /** Why the last 'Retry payment' could not open Checkout (shown in the payment section). */
  paymentNotice?: string | null;
  /** The shipped e-mail's link (`?invoice=1`): download this order's invoice once (see TaxDocuments). */
  autoDownloadInvoice?: boolean;
  /** The invoice's automatic download started (or none is issued yet): drop the link's parameter. */
  onAutoDownloadHandled?: () => void;
}

/**
 * Order details: a bottom drawer on phones, a dialog above (the shared Sheet). Its footer offers
 * 'Cancel order' (payment_pending, pending, processing) and 'Retry payment' (docs/product.md#payments).
 */
export function OrderDetailsSheet({
  order: opened,
  onClose,
  onRetryPayment,
  retrying = false,
  paymentNotice = null,
  autoDownloadInvoice = false,
  onAutoDownloadHandled,
}: OrderDetailsSheetProps) {
  // Focus starts at the top of the content (not its first link), so reading starts at the id.
  const startRef = useRef<HTMLParagraphElement>(null);
  const order = useLiveOrder(opened);
  const { canRetry, holdMessage } = useRetryablePayment(order);
  const cancellable = order !== null && canCancelOrder(order);
  const [cancelFor, setCancelFor] = useState<string | null>(null);
  // After a cancellation its button is gone: focus returns to the top of the details.
  const [cancelled, setCancelled] = useState(0);
  useEffect(() => {
    if (cancelled) startRef.current?.focus({ preventScroll: true });
  }, [cancelled]);

  const footer =
    order && (cancellable || (canRetry && onRetryPayment)) ? (
      <Actions>
        {cancellable && (
          <Button variant="secondary" aria-haspopup="dialog" onClick={() => setCancelFor(order.id)}>
            Cancel order
          </Button>
        )}
        {canRetry && onRetryPayment && (
          <Button loading={retrying} onClick={() => onRetryPayment(order)}>
            {PAYMENT_MESSAGES.retryPayment}
          </Button>
        )}
      </Actions>
    ) : undefined;

  return (
    <Sheet
      open={order !== null}
      onClose={onClose}
      title="Order Details"
      size="md"
      initialFocusRef={startRef}
      footer={footer}
    >
      {order && (
        <DetailsBody
          order={order}
          startRef={startRef}
          holdMessage={holdMessage}
          paymentNotice={paymentNotice}
          autoDownloadInvoice={autoDownloadInvoice}
          onAutoDownloadHandled={onAutoDownloadHandled}
        />
      )}
      {order && (
        <CancelOrderDialog
          open={cancelFor === order.id}
          orderId={order.id}
          orderNumber={itemNumber(order)}
          onClose={() => setCancelFor(null)}
          onCancelled={() => setCancelled((n) => n + 1)}
        />
      )}
    </Sheet>
  );
}

function DetailsBody({
  order,
  startRef,
  holdMessage,
  paymentNotice,
  autoDownloadInvoice,
  onAutoDownloadHandled,
}: {
  order: OrderRow;
  startRef: RefObject<HTMLParagraphElement | null>;
  holdMessage: string | null;
  paymentNotice: string | null;
  autoDownloadInvoice: boolean;
  onAutoDownloadHandled?: () => void;
}) {
  const details = order.order_details;
  const delivery = deliveryInfo(order);
  const hasPayment = Boolean(order.payment_method || order.payment_status);
  return (
    <Body data-testid="order-details">
      <Section>
        <IdLine ref={startRef} tabIndex={-1}>
          Order number: <code data-testid="order-number">{itemNumber(order)}</code>
        </IdLine>
        <Row>
          <span>{details ? `Placed on ${formatIndiaDate(details.order_date)}` : ''}</span>
          <StatusBadge kind="order" status={order.order_status} data-testid="order-status" />
        </Row>
      </Section>

      {hasPayment && (
        <Section aria-labelledby="payment-heading">
          <H3 id="payment-heading">Payment</H3>
          <PaymentFacts order={order} />
          {holdMessage && <Muted data-testid="hold-message">{holdMessage}</Muted>}
          {paymentNotice && (
            <Problem role="alert" data-testid="payment-notice">
              {paymentNotice}
            </Problem>
          )}
        </Section>
      )}

      <Section aria-labelledby="delivery-heading">
        <H3 id="delivery-heading">Delivery</H3>
        {delivery.notice && <Notice role="note">{delivery.notice}</Notice>}
        <p data-testid="delivery-info">{delivery.text}</p>
        {order.courier && order.tracking_number && (
          <p data-testid="tracking">
            With {order.courier}, tracking number <code>{order.tracking_number}</code>
          </p>
        )}
      </Section>

      <OrderTimeline orderId={order.id} />

      {details ? (
        <>
          <ItemsSection order={order} details={details} />
          <Section aria-labelledby="summary-heading">
            <H3 id="summary-heading">Summary</H3>
            <SummaryList details={details} />
          </Section>
        </>
      ) : (
        <Problem role="alert">{ORDER_MESSAGES.detailsNotLoaded}</Problem>
      )}

      <TaxDocuments
        order={order}
        autoDownloadInvoice={autoDownloadInvoice}
        onAutoDownloadHandled={onAutoDownloadHandled}
      />

      {order.customer.trim() && (
        <Section aria-labelledby="address-heading">
          <H3 id="address-heading">Delivery address</H3>
          <Address>{order.customer}</Address>
        </Section>
      )}

      <SupportLink order={order} />
    </Body>
  );
}

/** The order's changes with their dates and remarks, the latest first (ADR 0015). */
function OrderTimeline({ orderId }: { orderId: string }) {
  return <ItemTimeline kind="order" query={useOrderEvents(orderId)} />;
}

function ItemsSection({ order, details }: { order: OrderRow; details: OrderDetails }) {
  const delivered = order.order_status === 'delivered';
  const productIds = useMemo(() => details.products.map((p) => p.id), [details.products]);
  const reviews = useReviewStates(order.id, productIds, delivered);
  const returns = useReturnOptions(order.id, delivered);
  return (
    <Section aria-labelledby="items-heading">
      <H3 id="items-heading">Items</H3>
      <Items>
        {details.products.map((p) => (
          <Item key={p.id}>
            <ProductThumb src={p.image} size={56} />
            <div>
              <ProductLink to={productPath(p.slug)}>{p.name}</ProductLink>
              <Muted>Qty {p.quantity}</Muted>
            </div>
            <ItemEnd>
              <strong>{formatINR(p.subtotal)}</strong>
              {delivered && (
                <ReviewLink to={reviewOrderPath(order.id)}>
                  {reviews.data?.[p.id] ? 'Edit Review' : 'Write Review'}
                </ReviewLink>
              )}
            </ItemEnd>
            {delivered &&
              (() => {
                const options = returns.data?.items.find((i) => i.product_id === p.id);
                return options ? (
                  <ItemReturns
                    orderId={order.id}
                    item={options}
                    cashOnDelivery={returns.data?.payment_method === 'cod'}
                  />
                ) : null;
              })()}
          </Item>
        ))}
      </Items>
      {delivered && returns.isError && (
        <Problem role="alert">
          {RETURN_MESSAGES.optionsNotLoaded}{' '}
          <Button variant="secondary" size="sm" onClick={() => void returns.refetch()}>
            Retry
          </Button>
        </Problem>
      )}
    </Section>
  );
}

function SummaryList({ details }: { details: OrderDetails }) {
  const s = details.order_summary;
  const discount = s.discount_amount > 0 ? discountLabel(s) : null;
  return (
    <Totals>
      <div>
        <dt>Subtotal</dt>
        <dd>{formatINR(s.subtotal)}</dd>
      </div>
      {discount && (
        <div>
          <dt>{discount}</dt>
          <dd>−{formatINR(s.discount_amount)}</dd>
        </div>
      )}
      <TotalLine>
        <dt>Total</dt>
        <dd>{formatINR(s.total)}</dd>
      </TotalLine>
    </Totals>
  );
}

/** 'Discount (SAVE10, 10% off)', with whatever parts the order recorded. */
function discountLabel(s: OrderDetails['order_summary']): string {
  const parts = [
    s.discount_code,
    s.discount_type && s.discount_rate != null
      ? describeRate({ type: s.discount_type, rate: s.discount_rate })
      : null,
  ].filter(Boolean);
  return parts.length ? `Discount (${parts.join(', ')})` : 'Discount';
}

/** The chat link, or the alert of docs/product.md#orders when the order lacks what the message needs. */
function SupportLink({ order }: { order: OrderRow }) {
  const message = orderSupportMessage(order);
  const [alerted, setAlerted] = useState(false);
  if (!message) {
    return (
      <Section>
        <SupportChatLink as="button" type="button" onClick={() => setAlerted(true)}>
          <ChatIcon size={18} />
          Get help with this order
        </SupportChatLink>
        {alerted && <Problem role="alert">{ORDER_MESSAGES.supportIncomplete}</Problem>}
      </Section>
    );
  }
  return (
    <Section>
      <SupportChatLink href={supportChatUrl(message)} target="_blank" rel="noopener noreferrer">
        <ChatIcon size={18} />
        Get help with this order
        <VisuallyHidden> (opens the chat app)</VisuallyHidden>
      </SupportChatLink>
    </Section>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 20px;
  p {
    margin: 0;
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

const H3 = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.md};
`;

const IdLine = styled.p`
  color: ${(p) => p.theme.colors.textMuted};
  &:focus {
    outline: none;
  }
  code {
    color: ${(p) => p.theme.colors.text};
    font-family: ${(p) => p.theme.font.mono};
    word-break: break-all;
  }
`;

const Row = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Notice = styled.p`
  padding: 8px 12px;
  border-radius: ${(p) => p.theme.radii.sm};
  background: rgba(255, 159, 28, 0.12);
  color: ${(p) => p.theme.colors.accent};
  font-weight: 600;
`;

const Items = styled.ul`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: grid;
  grid-template-columns: 56px minmax(0, 1fr) auto;
  gap: 12px;
  align-items: center;
`;

const ProductLink = styled(Link)`
  display: block;
  color: ${(p) => p.theme.colors.text};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const Muted = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const ItemEnd = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-end;
  gap: 4px;
  font-variant-numeric: tabular-nums;
`;

const ReviewLink = styled(Link)`
  color: ${(p) => p.theme.colors.primary};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
`;

const Totals = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 6px;
  margin: 0;
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
    font-variant-numeric: tabular-nums;
  }
`;

const TotalLine = styled.div`
  padding-top: 8px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  font-weight: 700;
  dt {
    color: ${(p) => p.theme.colors.text} !important;
  }
`;

const Address = styled.p`
  ${userText}
  white-space: pre-line;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  width: 100%;
  ${(p) => p.theme.media.mobile} {
    > * {
      flex: 1 1 0;
    }
  }
`;

const Problem = styled.p`
  color: ${(p) => p.theme.colors.danger};
`;
