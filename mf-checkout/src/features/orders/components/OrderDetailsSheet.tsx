import { type RefObject, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  formatINR,
  ID_DISPLAY,
  ItemTimeline,
  Sheet,
  shortId,
  supportChatUrl,
  userText,
  VisuallyHidden,
} from 'shared';
import { formatIndiaDate, ORDER_MESSAGES, type OrderDetails } from 'shared/contracts';
import { ChatIcon, ProductThumb, StatusBadge, SupportChatLink } from 'shared/kit';
import styled from 'styled-components';
import { productPath, reviewOrderPath } from '../../../lib/paths';
import { describeRate } from '../../discount';
import { useOrderEvents } from '../api/get-order-events';
import { useReviewStates } from '../api/get-review-states';
import type { OrderRow } from '../api/get-user-orders';
import { deliveryInfo } from '../lib/order-display';
import { orderSupportMessage } from '../lib/support-message';

export interface OrderDetailsSheetProps {
  order: OrderRow | null;
  onClose: () => void;
}

/** Order details: a bottom drawer on phones, a dialog above (the shared Sheet). */
export function OrderDetailsSheet({ order, onClose }: OrderDetailsSheetProps) {
  // Focus starts at the top of the content (not its first link), so reading starts at the id.
  const startRef = useRef<HTMLParagraphElement>(null);
  return (
    <Sheet open={order !== null} onClose={onClose} title="Order Details" size="md" initialFocusRef={startRef}>
      {order && <DetailsBody order={order} startRef={startRef} />}
    </Sheet>
  );
}

function DetailsBody({
  order,
  startRef,
}: {
  order: OrderRow;
  startRef: RefObject<HTMLParagraphElement | null>;
}) {
  const details = order.order_details;
  const delivery = deliveryInfo(order);
  return (
    <Body data-testid="order-details">
      <Section>
        <IdLine ref={startRef} tabIndex={-1}>
          Order ID: <code data-testid="order-full-id">{shortId(order.id, ID_DISPLAY.full)}</code>
        </IdLine>
        <Row>
          <span>{details ? `Placed on ${formatIndiaDate(details.order_date)}` : ''}</span>
          <StatusBadge kind="order" status={order.order_status} data-testid="order-status" />
        </Row>
      </Section>

      <Section aria-labelledby="delivery-heading">
        <H3 id="delivery-heading">Delivery</H3>
        {delivery.notice && <Notice role="note">{delivery.notice}</Notice>}
        <p data-testid="delivery-info">{delivery.text}</p>
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
          </Item>
        ))}
      </Items>
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

const Problem = styled.p`
  color: ${(p) => p.theme.colors.danger};
`;
