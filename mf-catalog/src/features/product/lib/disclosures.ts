import { type ProductDetails, replacementWindowText } from 'shared/contracts';

/** The shop's own warranty on products that are not new (docs/product.md#catalogue-and-search). */
export const SHOP_WARRANTY_MONTHS = { refurbished: 6, 'pre-owned': 3 } as const;

export const SELLER_PAGE_PATH = '/about-seller';
export const RETURNS_PAGE_PATH = '/returns-and-refunds';

const months = (n: number) => `${n} ${n === 1 ? 'month' : 'months'}`;

/**
 * The warranty line: the manufacturer's for a new product ('Manufacturer's warranty: 12 months',
 * or none), the shop's for a refurbished (6 months) or pre-owned (3 months) one.
 */
export function warrantyText(condition: string | null, warrantyMonths: number): string {
  if (condition === 'refurbished' || condition === 'pre-owned') {
    return `Shop warranty: ${months(SHOP_WARRANTY_MONTHS[condition])}`;
  }
  return warrantyMonths > 0
    ? `Manufacturer's warranty: ${months(warrantyMonths)}`
    : "No manufacturer's warranty";
}

/** '7-day returns'; 'Not returnable' for 0 days. */
export function returnsText(days: number): string {
  return days > 0 ? `${days}-day returns` : 'Not returnable';
}

export interface Disclosures {
  countryOfOrigin: string;
  warranty: string;
  returns: string;
  /** '7-day replacement' / 'No replacement'. */
  replacement: string;
  /** The seller's legal name; null when the seller's details are not filled in. */
  seller: string | null;
}

export function productDisclosures(product: ProductDetails): Disclosures {
  return {
    countryOfOrigin: product.o_country_of_origin,
    warranty: warrantyText(product.o_condition, product.o_warranty_months),
    returns: returnsText(product.o_return_window_days),
    replacement: replacementWindowText(product.o_replacement_window_days),
    seller: product.o_seller_legal_name,
  };
}
