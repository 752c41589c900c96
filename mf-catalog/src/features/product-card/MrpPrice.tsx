import { formatINR, percentOff, VisuallyHidden } from 'shared';
import { Badge } from 'shared/kit';
import styled from 'styled-components';

type PriceSize = 'sm' | 'md' | 'lg';
const fontSizes: Record<PriceSize, string> = { sm: '15px', md: '18px', lg: '26px' };

export interface MrpPriceProps {
  /** What the customer pays (the selling price). */
  amount: number;
  /** The list price (MRP); shown struck out, labelled 'MRP', only when higher than `amount`. */
  mrp?: number | null;
  /** Adds the 'n% off' badge (percent-off rule of docs/product.md#common-rules). */
  showPercentOff?: boolean;
  size?: PriceSize;
  className?: string;
}

/**
 * The selling price and the struck-out list price labelled 'MRP' (the Legal Metrology rules'
 * maximum retail price; docs/product.md#catalogue-and-search, "Price labels"). Read out as
 * shared/kit's Price is: 'Price ₹x, was ₹y'.
 */
export function MrpPrice({ amount, mrp, showPercentOff = false, size = 'md', className }: MrpPriceProps) {
  const reduced = mrp != null && mrp > amount;
  const off = reduced ? percentOff(mrp, amount) : 0;
  const now = formatINR(amount);
  const was = reduced ? formatINR(mrp) : null;
  return (
    <Root className={className} data-testid="price">
      {/* The same words as shared/kit's Price (e2e/tests/product*.spec.ts read them). */}
      <VisuallyHidden>{was ? `Price ${now}, was ${was}` : `Price ${now}`}</VisuallyHidden>
      <Current $size={size} aria-hidden="true">
        {now}
      </Current>
      {was && (
        <Mrp aria-hidden="true" data-testid="mrp">
          MRP <s>{was}</s>
        </Mrp>
      )}
      {showPercentOff && off > 0 && (
        <Badge tone="success" solid aria-hidden="true">
          {off}% off
        </Badge>
      )}
    </Root>
  );
}

const Root = styled.span`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 4px 8px;
`;

const Current = styled.span<{ $size: PriceSize }>`
  font-size: ${(p) => fontSizes[p.$size]};
  font-weight: 700;
  font-variant-numeric: tabular-nums;
  color: ${(p) => p.theme.colors.text};
`;

const Mrp = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;
