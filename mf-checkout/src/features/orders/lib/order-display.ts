import { formatINR } from 'shared';
import {
  deliveredOnMessage,
  isKnownOrderStatus,
  ORDER_MESSAGES,
  type OrderDetails,
  type OrderStatus,
} from 'shared/contracts';
import type { BadgeTone } from 'shared/kit';

const TONES: Record<OrderStatus, BadgeTone> = {
  pending: 'warning',
  processing: 'primary',
  shipped: 'accent',
  'out for delivery': 'accent',
  delivered: 'success',
  cancelled: 'danger',
  failed: 'danger',
};

/** Spec: each status has its colour; any other value is grey. */
export const statusTone = (status: string): BadgeTone =>
  isKnownOrderStatus(status) ? TONES[status] : 'neutral';

/** 'out for delivery' -> 'Out For Delivery'; an empty or unknown value still reads sensibly. */
export function statusLabel(status: string): string {
  const s = status.trim();
  if (!s) return 'Unknown';
  return s.replace(/\b\p{L}/gu, (c) => c.toUpperCase());
}

let dateFormat: Intl.DateTimeFormat | undefined;

/** '5 Jan 2026' in India's time zone (the shop's), whatever the device's zone. */
export function formatOrderDate(iso: string | null | undefined): string {
  const date = iso ? new Date(iso) : null;
  if (!date || Number.isNaN(date.getTime())) return '';
  dateFormat ??= new Intl.DateTimeFormat('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
  return dateFormat.format(date);
}

export const OUT_FOR_DELIVERY_NOTICE = 'Your order is out for delivery and will reach you soon.';

/** Spec §4 delivery info: delivered on {date}; out for delivery: a notice plus the remark; else the remark. */
export function deliveryInfo(order: { order_status: string; updated_at: string; remark: string | null }): {
  notice: string | null;
  text: string;
} {
  const remark = order.remark?.trim() || null;
  if (order.order_status === 'delivered')
    return { notice: null, text: deliveredOnMessage(formatOrderDate(order.updated_at)) };
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
