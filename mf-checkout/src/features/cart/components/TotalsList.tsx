import { formatINR } from 'shared';
import { type CartTotals, type DiscountResult, PRICE_LABELS } from 'shared/contracts';
import styled from 'styled-components';
import { describeRate } from '../../discount';

export interface TotalsListProps {
  totals: CartTotals;
  /** The applied code, named beside its amount. */
  discount?: Pick<DiscountResult, 'discountCode' | 'type' | 'rate'> | null;
  /**
   * 'cart': subtotal, discount, total 'Inclusive of all taxes'. 'summary' (the order summary's
   * price breakup): items (with their count), discount, shipping 'Free', total 'inclusive of GST'.
   */
  variant?: 'cart' | 'summary';
  /** Units in the cart, named on the summary's items line. */
  itemCount?: number;
}

/**
 * Subtotal, discount and total (docs/product.md#cart, computed by the shared contract), with the
 * price labels of docs/product.md#catalogue-and-search ("Price labels"). Shipping is free: the
 * total is what the shopper pays.
 */
export function TotalsList({ totals, discount, variant = 'cart', itemCount }: TotalsListProps) {
  const summary = variant === 'summary';
  return (
    <div>
      <List data-testid="cart-totals">
        <Line>
          <dt>{summary ? `Items${itemCount != null ? ` (${itemCount})` : ''}` : 'Subtotal'}</dt>
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
        {summary && (
          <Line>
            <dt>Shipping</dt>
            <dd data-testid="shipping">{PRICE_LABELS.freeShipping}</dd>
          </Line>
        )}
        <Line $total>
          <dt>Total</dt>
          <dd data-testid="cart-total">{formatINR(totals.total)}</dd>
        </Line>
      </List>
      <TaxNote data-testid="tax-note">
        {summary ? `Total ${PRICE_LABELS.inclusiveOfGst}` : PRICE_LABELS.inclusiveOfTaxes}
      </TaxNote>
    </div>
  );
}

const List = styled.dl`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
`;

const TaxNote = styled.p`
  margin: 4px 0 0;
  text-align: right;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.xs};
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
