import styled from 'styled-components';
import { formatINR } from '../lib/format';
import { percentOff } from '../lib/price';
import { Badge } from './Badge';
import { VisuallyHidden } from './VisuallyHidden';

type PriceSize = 'sm' | 'md' | 'lg';
const fontSizes: Record<PriceSize, string> = { sm: '15px', md: '18px', lg: '26px' };

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
  white-space: nowrap;
`;

/** 'MRP ₹y', the amount struck out; one unit that never breaks inside. */
const Mrp = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
  white-space: nowrap;
`;

/** 'as of 29 Nov 2026, 2:30 pm' on a line of its own under the price. */
const AsOf = styled.span`
  flex-basis: 100%;
  font-size: ${(p) => p.theme.fontSize.xs};
  color: ${(p) => p.theme.colors.textMuted};
`;

export interface PriceProps {
  /** What the customer pays (the discount price when there is one). */
  amount: number;
  /** The list price (MRP); shown struck out, labelled 'MRP', only when higher than `amount`. */
  original?: number | null;
  /** Adds the 'n% off' badge (percent-off rule of docs/product.md#common-rules) when there is a reduction. */
  showPercentOff?: boolean;
  size?: PriceSize;
  className?: string;
  /** When the price was true, for a price that may be out of date (shown offline): 'as of <asOf>'. */
  asOf?: string;
}

/**
 * What a screen reader hears for a price: 'Price ₹x', or 'Price ₹x, MRP ₹y' with a list price
 * above it, and ', n% off' when the badge is shown.
 */
export function priceLabel(amount: number, original?: number | null, withPercentOff = false): string {
  const now = formatINR(amount);
  if (original == null || !(original > amount)) return `Price ${now}`;
  const off = withPercentOff ? percentOff(original, amount) : 0;
  return `Price ${now}, MRP ${formatINR(original)}${off > 0 ? `, ${off}% off` : ''}`;
}

/**
 * INR price, en-IN, two decimals, with the struck-out list price labelled 'MRP' (the Legal
 * Metrology rules' maximum retail price; docs/product.md#catalogue-and-search, "Price labels"):
 * '₹74,499.00 MRP ₹79,990.00 [7% off]', read out as 'Price ₹74,499.00, MRP ₹79,990.00, 7% off'.
 */
export function Price({
  amount,
  original,
  showPercentOff = false,
  size = 'md',
  className,
  asOf,
}: PriceProps) {
  const reduced = original != null && original > amount;
  const off = reduced ? percentOff(original, amount) : 0;
  const was = reduced ? formatINR(original) : null;
  return (
    <Root className={className} data-testid="price">
      <VisuallyHidden>{priceLabel(amount, original, showPercentOff)}</VisuallyHidden>
      <Current $size={size} aria-hidden="true">
        {formatINR(amount)}
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
      {asOf && <AsOf data-testid="price-as-of">as of {asOf}</AsOf>}
    </Root>
  );
}
