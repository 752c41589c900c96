import { formatINR } from 'shared';

import type { OrderDetails } from 'shared/contracts';
import { formatOrderDate, statusLabel } from './order-display';

/** The prefilled order-help message, or null when the order lacks what it needs. */
export function orderSupportMessage(order: {
  id: string;
  order_status: string;
  order_details: OrderDetails | null;
}): string | null {
  const details = order.order_details;
  if (!order.id || !details || details.products.length === 0) return null;
  const items = details.products.map((p) => `- ${p.name} x ${p.quantity}`).join('\n');
  return [
    `Hello, I need help with my order #${order.id}.`,
    `Order date: ${formatOrderDate(details.order_date)}`,
    `Status: ${statusLabel(order.order_status)}`,
    `Total: ${formatINR(details.order_summary.total)}`,
    'Items:',
    items,
  ].join('\n');
}
