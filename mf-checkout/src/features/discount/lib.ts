import { formatINR } from 'shared';
import { DISCOUNT_MESSAGES, type DiscountResult } from 'shared/contracts';

/**
 * '10% off' for percentage codes (rate is a fraction), with their cap when they have one ('10% off
 * up to ₹2,000.00'); '₹500.00 off' for fixed ones.
 */
export function describeRate(
  discount: Pick<DiscountResult, 'type' | 'rate'> & Pick<Partial<DiscountResult>, 'maxDiscount'>,
): string {
  if (discount.type === 'percentage') {
    const percent = `${Number((discount.rate * 100).toFixed(2))}% off`;
    return typeof discount.maxDiscount === 'number'
      ? `${percent} up to ${formatINR(discount.maxDiscount)}`
      : percent;
  }
  return `${formatINR(discount.rate)} off`;
}

export type ApplyCheck = { message: string; toast?: { title: string; description: string } } | null;

/** The checks before asking the server (docs/product.md#discount-codes), in order. */
export function applyDiscountCheck({
  signedIn,
  subtotal,
}: {
  signedIn: boolean;
  subtotal: number;
}): ApplyCheck {
  if (!signedIn) return { message: DISCOUNT_MESSAGES.loginRequired };
  if (!(subtotal > 0)) {
    return {
      message: DISCOUNT_MESSAGES.addItemsFirst,
      toast: { title: DISCOUNT_MESSAGES.cannotApplyToast, description: DISCOUNT_MESSAGES.addItemsToast },
    };
  }
  return null;
}

/**
 * The text shown for an invalid answer: the server's, else the fallback of
 * docs/product.md#discount-codes.
 */
export const invalidMessage = (result: Pick<DiscountResult, 'message'>): string =>
  result.message.trim() || DISCOUNT_MESSAGES.invalidOrInapplicable;
