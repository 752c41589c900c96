import type { StaffQueueKind } from 'shared/contracts';
import { createdAt, formatDateTime, formatRupees, remarkColumn, shortId } from '../../../lib/kinds';
import type { StaffItem } from './staff-item';

/** A row value as text: strings as they are, null and undefined as ''. */
export const text = (v: unknown): string => (typeof v === 'string' ? v : v == null ? '' : String(v));

/**
 * The item's facts after its status, as term and text: the shopper, when it was created, what it
 * is about (per kind) and, but for reviews, the current remark.
 */
export function itemFacts(kind: StaffQueueKind, item: StaffItem): [string, string][] {
  const rows: [string, string][] = [
    ['Shopper', `${text(item.name) || '—'} (${text(item.email) || 'no e-mail'})`],
    ['Created', formatDateTime(createdAt(item))],
  ];
  if (kind === 'order') {
    const details = item.order_details as { products?: { name?: string; quantity?: number }[] } | null;
    rows.push(
      ['Items', (details?.products ?? []).map((p) => `${text(p.name)} × ${text(p.quantity)}`).join(', ')],
      ['Total', formatRupees(item.total)],
      ['Deliver to', text(item.customer)],
    );
  } else if (kind === 'repair') {
    rows.push(
      ['Product', text(item.product_type)],
      ['Problem', text(item.product_description)],
      ['Technician', text(item.technician) || '—'],
      ['Estimated completion', formatDateTime(item.estimated_completion)],
    );
  } else if (kind === 'game_load') {
    rows.push(
      ['Console', text(item.console_type)],
      ['Storage', `${text(item.available_storage)} ${text(item.storage_unit)}`],
      ['Games', Array.isArray(item.games_list) ? item.games_list.map(text).join(', ') : ''],
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
