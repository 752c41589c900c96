import { formatIndiaDateTime } from 'shared/contracts';
import { Price } from 'shared/kit';
import { usePriceAsOf } from './prices-as-of';

type PriceSize = 'sm' | 'md' | 'lg';

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
 * maximum retail price; docs/product.md#catalogue-and-search, "Price labels"): shared/kit's Price,
 * so cards, the product page, the cart and the wishlist show and read it alike ('Price ₹x, MRP ₹y').
 * Offline it adds when the price was true ('as of 29 Nov 2026, 2:30 pm', prices-as-of.tsx).
 */
export function MrpPrice({ mrp, ...props }: MrpPriceProps) {
  const asOf = usePriceAsOf();
  return (
    <Price
      {...props}
      original={mrp}
      asOf={asOf === null ? undefined : formatIndiaDateTime(new Date(asOf).toISOString())}
    />
  );
}
