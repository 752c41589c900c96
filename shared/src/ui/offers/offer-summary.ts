import { formatIndianNumber, formatRupees } from '../../contracts/indian-number.ts';
import type { AvailableOffer } from '../../contracts/staff-shop.ts';

/** Rupees without paise when there are none: '₹2,000', '₹499.50'. */
function rupees(amount: number): string {
  return formatRupees(amount).replace(/\.00$/, '');
}

/**
 * One line for an offer, as shoppers read it: '10% off up to ₹2,000', '₹500 off on orders of
 * ₹5,000 or more', '10% off up to ₹2,000 on orders of ₹1,000 or more'.
 */
export function offerSummary(
  offer: Pick<AvailableOffer, 'discount_type' | 'value' | 'max_discount' | 'min_subtotal'>,
): string {
  const off =
    offer.discount_type === 'percentage'
      ? `${formatIndianNumber(offer.value, { maxFractionDigits: 2 })}% off${
          offer.max_discount != null && offer.max_discount > 0 ? ` up to ${rupees(offer.max_discount)}` : ''
        }`
      : `${rupees(offer.value)} off`;
  return offer.min_subtotal > 0 ? `${off} on orders of ${rupees(offer.min_subtotal)} or more` : off;
}
