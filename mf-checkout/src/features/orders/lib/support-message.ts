import { formatINR, orderHelpMessage } from 'shared';
import { formatIndiaDate, itemNumber, type OrderDetails, shopperStatusLabel } from 'shared/contracts';

/** The prefilled order-help message (template in shared's support-chat), or null when the order lacks what it needs. */
export function orderSupportMessage(order: {
  id: string;
  display_number?: string | null;
  order_status: string;
  order_details: OrderDetails | null;
}): string | null {
  const details = order.order_details;
  if (!order.id || !details || details.products.length === 0) return null;
  return orderHelpMessage({
    id: itemNumber(order),
    orderDate: formatIndiaDate(details.order_date),
    status: shopperStatusLabel('order', order.order_status),
    total: formatINR(details.order_summary.total),
    items: details.products,
  });
}
