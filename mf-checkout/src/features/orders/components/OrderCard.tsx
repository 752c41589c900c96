import { pluralize } from 'shared';
import { formatIndiaDate, itemNumber } from 'shared/contracts';
import { StatusBadge } from 'shared/kit';
import styled from 'styled-components';
import { paymentSummaryText } from '../../payment';
import type { OrderRow } from '../api/get-user-orders';
import { orderTotalText, unitCount } from '../lib/order-display';

/**
 * One order in the history list: its display number ('Order #GG-26-7K3M9Q'), date,
 * status, total, and how it is paid (docs/product.md#payments). The button is named by its
 * visible text (WCAG 2.5.3), so it reads as it looks.
 */
export function OrderCard({ order, onOpen }: { order: OrderRow; onOpen: (order: OrderRow) => void }) {
  const details = order.order_details;
  const date = formatIndiaDate(details?.order_date ?? order.created_at ?? order.updated_at);
  const payment = paymentSummaryText(order);
  return (
    <li>
      <CardButton
        type="button"
        onClick={() => onOpen(order)}
        aria-haspopup="dialog"
        data-testid="order-card"
        data-order-id={order.id}
      >
        <Top>
          <strong>Order #{itemNumber(order)}</strong>
          <StatusBadge kind="order" status={order.order_status} data-testid="order-status" />
        </Top>
        <Meta>
          <span>{date && `Placed on ${date}`}</span>
          <span>{details ? pluralize(unitCount(details), 'item') : ''}</span>
          <Total>{orderTotalText(details)}</Total>
        </Meta>
        {payment && <PaymentLine data-testid="order-payment">{payment}</PaymentLine>}
        {details && details.products.length > 0 && (
          <Names>{details.products.map((p) => p.name).join(', ')}</Names>
        )}
      </CardButton>
    </li>
  );
}

const CardButton = styled.button`
  display: flex;
  flex-direction: column;
  gap: 8px;
  width: 100%;
  padding: 16px;
  text-align: left;
  font: inherit;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  cursor: pointer;
  transition: border-color ${(p) => p.theme.motion.fast};
  &:hover {
    border-color: ${(p) => p.theme.colors.borderStrong};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Top = styled.span`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: 12px;
  strong {
    font-family: ${(p) => p.theme.font.mono};
  }
`;

const Meta = styled.span`
  display: flex;
  flex-wrap: wrap;
  gap: 4px 16px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Total = styled.span`
  margin-left: auto;
  color: ${(p) => p.theme.colors.text};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
`;

const PaymentLine = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Names = styled.span`
  overflow: hidden;
  white-space: nowrap;
  text-overflow: ellipsis;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
