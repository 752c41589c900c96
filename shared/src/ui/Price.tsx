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
`;

const Original = styled.s`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export interface PriceProps {
  /** What the customer pays (the discount price when there is one). */
  amount: number;
  /** The list price; shown struck out only when higher than `amount`. */
  original?: number | null;
  /** Adds the 'n% off' badge (percent-off rule of docs/product.md#common-rules) when there is a reduction. */
  showPercentOff?: boolean;
  size?: PriceSize;
  className?: string;
}

/** INR price, en-IN, two decimals; read out as 'Price ₹x, was ₹y'. */
export function Price({ amount, original, showPercentOff = false, size = 'md', className }: PriceProps) {
  const reduced = original != null && original > amount;
  const off = reduced ? percentOff(original, amount) : 0;
  const now = formatINR(amount);
  const was = reduced ? formatINR(original) : null;
  return (
    <Root className={className} data-testid="price">
      <VisuallyHidden>{was ? `Price ${now}, was ${was}` : `Price ${now}`}</VisuallyHidden>
      <Current $size={size} aria-hidden="true">
        {now}
      </Current>
      {was && <Original aria-hidden="true">{was}</Original>}
      {showPercentOff && off > 0 && (
        <Badge tone="success" solid aria-hidden="true">
          {off}% off
        </Badge>
      )}
    </Root>
  );
}
