import { formatINR } from 'shared';
import type { CartTotals, DiscountResult } from 'shared/contracts';
import styled from 'styled-components';
import { describeRate } from '../../discount';

export interface TotalsListProps {
  totals: CartTotals;
  /** The applied code, named beside its amount. */
  discount?: Pick<DiscountResult, 'discountCode' | 'type' | 'rate'> | null;
}

/** Subtotal, discount and total (docs/product.md#cart, computed by the shared contract). */
export function TotalsList({ totals, discount }: TotalsListProps) {
  return (
    <List data-testid="cart-totals">
      <Line>
        <dt>Subtotal</dt>
        <dd>{formatINR(totals.subtotal)}</dd>
      </Line>
      {discount && totals.discountAmount > 0 && (
        <Line $tone="success">
          <dt>
            Discount ({discount.discountCode}, {describeRate(discount)})
          </dt>
          <dd>−{formatINR(totals.discountAmount)}</dd>
        </Line>
      )}
      <Line $total>
        <dt>Total</dt>
        <dd data-testid="cart-total">{formatINR(totals.total)}</dd>
      </Line>
    </List>
  );
}

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
`;

const Line = styled.div<{ $total?: boolean; $tone?: 'success' }>`
  display: flex;
  justify-content: space-between;
  gap: 12px;
  ${(p) =>
    p.$total
      ? `padding-top: 10px; margin-top: 4px; border-top: 1px solid ${p.theme.colors.border}; font-size: ${p.theme.fontSize.lg}; font-weight: 700;`
      : ''}
  color: ${(p) => (p.$tone === 'success' ? p.theme.colors.success : 'inherit')};
  dt {
    color: ${(p) => (p.$total || p.$tone ? 'inherit' : p.theme.colors.textMuted)};
  }
  dd {
    margin: 0;
    font-variant-numeric: tabular-nums;
    white-space: nowrap;
  }
`;
