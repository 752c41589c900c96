import { formatINR } from 'shared';
import { deliveredOnMessage, formatIndiaDate, ORDER_MESSAGES, type OrderDetails } from 'shared/contracts';

export const OUT_FOR_DELIVERY_NOTICE = 'Your order is out for delivery and will reach you soon.';

/**
 * Delivery info (docs/product.md#orders): delivered on {date}; out for delivery: a notice plus the
 * remark; else the remark.
 */
export function deliveryInfo(order: { order_status: string; updated_at: string; remark: string | null }): {
  notice: string | null;
  text: string;
} {
  const remark = order.remark?.trim() || null;
  if (order.order_status === 'delivered')
    return { notice: null, text: deliveredOnMessage(formatIndiaDate(order.updated_at)) };
  if (order.order_status === 'out for delivery') {
    return { notice: OUT_FOR_DELIVERY_NOTICE, text: remark ?? ORDER_MESSAGES.toBeUpdated };
  }
  return { notice: null, text: remark ?? ORDER_MESSAGES.toBeUpdated };
}

/** Units across the order's lines. */
export const unitCount = (details: OrderDetails | null): number =>
  details?.products.reduce((sum, p) => sum + p.quantity, 0) ?? 0;

export const orderTotalText = (details: OrderDetails | null): string =>
  details ? formatINR(details.order_summary.total) : '—';
