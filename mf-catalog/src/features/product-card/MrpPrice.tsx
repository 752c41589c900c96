import { Price } from 'shared/kit';

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
 */
export function MrpPrice({ mrp, ...props }: MrpPriceProps) {
  return <Price {...props} original={mrp} />;
}
