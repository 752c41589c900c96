import { addressLines, emptyAddress, type StaffQueueKind } from 'shared/contracts';
import { createdAt, formatDateTime, formatRupees, remarkColumn, shortId } from '../../../lib/kinds';
import { readReturnItem, returnFacts } from './return-item';
import type { StaffItem } from './staff-item';

/** A fact's value: text, or the id of an order the detail links to (a return's order). */
export type FactValue = string | { order: string; number?: string | null };

/** A row value as text: strings as they are, null and undefined as ''. */
export const text = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));

const asRecord = (v: unknown): Record<string, unknown> | null =>
  typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as Record<string, unknown>) : null;

/**
 * A profile address (`{line1, line2, city, state, zip, country}`, keys may be absent) on one line:
 * '12 Marine Drive, Churchgate, Mumbai, Maharashtra - 400001, India'; '—' when there is none.
 */
export function addressLine(value: unknown): string {
  const a = asRecord(value);
  if (!a) return '—';
  const address = emptyAddress();
  for (const key of Object.keys(address) as (keyof typeof address)[]) address[key] = text(a[key]);
  return addressLines(address).join(', ') || '—';
}

/** A game load's quoted price: '₹1,499.00 (₹999.00 + ₹500.00 add-on)'; '—' without one. */
export function quotedPrice(value: unknown): string {
  const p = asRecord(value);
  if (!p || p.total == null) return '—';
  return `${formatRupees(p.total)} (${formatRupees(p.base)} + ${formatRupees(p.addon)} add-on)`;
}

/** One line of an order as sold: list_price only when above the unit price (the MRP struck through). */
export interface OrderLine {
  key: string;
  name: string;
  quantity: number;
  unitPrice: number;
  listPrice: number | null;
  subtotal: number;
}

/** An order's lines (`items` of `staff_list_items`); [] when the answer has none. */
export function orderLines(item: StaffItem): OrderLine[] {
  if (!Array.isArray(item.items)) return [];
  return item.items.flatMap((raw, i) => {
    const line = asRecord(raw);
    if (!line) return [];
    const unitPrice = Number(line.unit_price);
    const listPrice = Number(line.list_price);
    return [
      {
        key: `${text(line.product_id)}-${i}`,
        name: text(line.name),
        quantity: Number(line.quantity),
        unitPrice,
        listPrice: listPrice > unitPrice ? listPrice : null,
        subtotal: Number(line.subtotal),
      },
    ];
  });
}

/** The order's products from its details, as text ('PS5 × 1, DualSense × 2'): orders listed without lines. */
function productsText(item: StaffItem): string {
  const details = item.order_details as { products?: { name?: string; quantity?: number }[] } | null;
  return (details?.products ?? []).map((p) => `${text(p.name)} × ${text(p.quantity)}`).join(', ');
}

/**
 * The item's facts after its status, as term and text: the shopper and their phone, when it was
 * created, what it is about (per kind) and, but for reviews, the current remark. An order's lines
 * are a table of their own (`orderLines`); here only when the answer has no lines. A return links
 * its order (and its replacement's).
 */
export function itemFacts(kind: StaffQueueKind, item: StaffItem): [string, FactValue][] {
  const rows: [string, FactValue][] = [
    ['Shopper', `${text(item.name) || '—'} (${text(item.email) || 'no e-mail'})`],
    ['Phone', text(item.phone) || '—'],
    ['Created', formatDateTime(createdAt(item))],
  ];
  if (kind === 'order') {
    if (!Array.isArray(item.items)) rows.push(['Items', productsText(item)]);
    rows.push(['Total', formatRupees(item.total)]);
    if (text(item.discount_code)) rows.push(['Discount code', text(item.discount_code)]);
    rows.push(['Deliver to', text(item.customer)]);
    if (text(item.courier) || text(item.tracking_number)) {
      rows.push(
        ['Courier', text(item.courier) || '—'],
        ['Tracking number', text(item.tracking_number) || '—'],
      );
    }
  } else if (kind === 'repair') {
    rows.push(
      ['Pickup address', addressLine(item.pickup_address)],
      ['Product', text(item.product_type)],
      ['Problem', text(item.product_description)],
      ['Technician', text(item.technician) || '—'],
      ['Estimated completion', formatDateTime(item.estimated_completion)],
    );
  } else if (kind === 'game_load') {
    rows.push(
      ['Pickup address', addressLine(item.pickup_address)],
      ['Console', text(item.console_type)],
      ['Storage', `${text(item.available_storage)} ${text(item.storage_unit)}`],
      ['Games', Array.isArray(item.games_list) ? item.games_list.map(text).join(', ') : ''],
      ['Quoted price', quotedPrice(item.price_details)],
    );
  } else if (kind === 'discount_request') {
    rows.push(
      ['Product', `${text(item.product_type)} on ${text(item.ecom_site)}`],
      ['Link', text(item.product_url)],
      ['Their price', formatRupees(item.current_price)],
      ['Our offer', item.our_price == null ? '—' : formatRupees(item.our_price)],
    );
    // The personal price the shopper can buy at (07_staff.sql): product, code, until when, order.
    if (item.offer_code != null) {
      rows.push(
        ['Offer for', text(item.product_name) || '—'],
        ['Personal code', text(item.offer_code)],
        ['Valid until', formatDateTime(item.offer_expires_at)],
        ['Ordered in', item.order_id == null ? '—' : shortId(text(item.order_id))],
      );
    }
  } else if (kind === 'return') {
    const request = readReturnItem(item);
    rows.push(
      ...(request
        ? returnFacts(request)
        : [['Request', 'This request could not be read.'] as [string, FactValue]]),
    );
  } else {
    rows.push(
      ['Product', text(item.product_name)],
      ['Rating', `${text(item.rating)} of 5`],
      ['Title', text(item.title)],
      ['Comment', text(item.comment)],
    );
  }
  if (kind !== 'review') rows.push(['Remark', text(item[remarkColumn(kind)]) || '—']);
  return rows;
}
