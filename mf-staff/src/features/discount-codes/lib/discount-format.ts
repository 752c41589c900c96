import { formatIndiaDateTime, formatIndianNumber, type StaffDiscountCodeRow } from 'shared/contracts';

/** Rupees without paise when whole: 2000 -> '₹2,000', 499.5 -> '₹499.50'. */
export function rupees(amount: number): string {
  const whole = Number.isInteger(amount);
  return `₹${formatIndianNumber(amount, { minFractionDigits: whole ? 0 : 2 })}`;
}

/** '10% up to ₹2,000', '10% off', '₹500 off'. */
export function discountValueLabel(
  code: Pick<StaffDiscountCodeRow, 'discount_type' | 'value' | 'max_discount'>,
): string {
  if (code.discount_type === 'fixed') return `${rupees(code.value)} off`;
  const percent = `${formatIndianNumber(code.value, { maxFractionDigits: 2 })}%`;
  return code.max_discount === null ? `${percent} off` : `${percent} up to ${rupees(code.max_discount)}`;
}

/** '₹1,000' or 'None'. */
export const minimumOrderLabel = (minSubtotal: number): string =>
  minSubtotal > 0 ? rupees(minSubtotal) : 'None';

/** The window in India's time: 'Always', 'From …', 'Until …', '… to …'. */
export function windowLabel(code: Pick<StaffDiscountCodeRow, 'starts_at' | 'ends_at'>): string {
  const from = formatIndiaDateTime(code.starts_at);
  const until = formatIndiaDateTime(code.ends_at);
  if (from && until) return `${from} to ${until}`;
  if (from) return `From ${from}`;
  if (until) return `Until ${until}`;
  return 'Always';
}

/** '12 / 100' or '12 / no limit'. */
export const usesLabel = (code: Pick<StaffDiscountCodeRow, 'times_used' | 'usage_limit_total'>): string =>
  `${formatIndianNumber(code.times_used)} / ${
    code.usage_limit_total === null ? 'no limit' : formatIndianNumber(code.usage_limit_total)
  }`;

/** '1 per shopper' or 'Any number per shopper'. */
export const perShopperLabel = (limit: number | null): string =>
  limit === null ? 'Any number per shopper' : `${formatIndianNumber(limit)} per shopper`;

export const STATE_LABELS: Record<StaffDiscountCodeRow['state'], string> = {
  active: 'Active',
  paused: 'Paused',
  scheduled: 'Scheduled',
  ended: 'Ended',
  'used up': 'Used up',
};

export const STATE_TONES = {
  active: 'success',
  paused: 'neutral',
  scheduled: 'blue',
  ended: 'neutral',
  'used up': 'warning',
} as const satisfies Record<StaffDiscountCodeRow['state'], string>;
