import {
  formatIndiaDateTime,
  type ItemKind,
  KIND_STATUSES,
  RETURN_KIND_LABELS,
  REVIEW_MODERATION_STATUSES,
  returnReasonLabel,
  type StaffQueueKind,
  statusLabel,
} from 'shared/contracts';

/** The console's queues, in tab order, with their labels. */
export const QUEUES: readonly { kind: StaffQueueKind; label: string }[] = [
  { kind: 'order', label: 'Orders' },
  { kind: 'repair', label: 'Repairs' },
  { kind: 'game_load', label: 'Game loads' },
  { kind: 'discount_request', label: 'Discount requests' },
  { kind: 'return', label: 'Returns' },
  { kind: 'review', label: 'Reviews' },
];

export const isStaffQueueKind = (value: string | null): value is StaffQueueKind =>
  QUEUES.some((q) => q.kind === value);

export function queueStatuses(kind: StaffQueueKind): readonly string[] {
  return kind === 'review' ? REVIEW_MODERATION_STATUSES : KIND_STATUSES[kind];
}

/** The status filter's value for every status in a queue that opens on one status (`?status=all`). */
export const ALL_STATUSES = 'all';

/** The status a queue opens on when the address names none: reviews wait as pending; the rest show all (''). */
export const defaultQueueStatus = (kind: StaffQueueKind): string => (kind === 'review' ? 'pending' : '');

/**
 * The status filter of the address: none gives the queue's default, `all` (or '') every status,
 * a status of the kind itself; anything else falls back to the default.
 */
export function queueStatusParam(kind: StaffQueueKind, raw: string | null): string {
  if (raw === ALL_STATUSES || raw === '') return '';
  return raw !== null && queueStatuses(kind).includes(raw) ? raw : defaultQueueStatus(kind);
}

/** The row column holding the status (orders: order_status) and the remark (discount requests: remarks). */
export const statusColumn = (kind: StaffQueueKind): string => (kind === 'order' ? 'order_status' : 'status');
export const remarkColumn = (kind: ItemKind): string => (kind === 'discount_request' ? 'remarks' : 'remark');

export function statusOf(kind: StaffQueueKind, item: Record<string, unknown>): string {
  const value = item[statusColumn(kind)];
  return typeof value === 'string' ? value : '';
}

export { statusLabel };

/** The first 8 characters of a uuid ('#1a2b3c4d'): how a review (no display number) is named. */
export const shortId = (id: string): string => `#${id.slice(0, 8)}`;

/**
 * How an order or request is named ('#GG-26-7K3M9Q', '#RT-26-…'): its display number, else (a row
 * read without one, a review) the first 8 characters of its id.
 */
export function itemRef(item: { id?: unknown; display_number?: unknown }): string {
  const number = item.display_number;
  return typeof number === 'string' && number ? `#${number}` : shortId(String(item.id ?? ''));
}

/** An order named from its id and (when known) its display number: '#GG-26-7K3M9Q'. */
export const orderRef = (id: string, number?: string | null): string =>
  itemRef({ id, display_number: number });

/** In India's time, as the shoppers' timelines show it; '—' when there is none. */
export function formatDateTime(value: unknown): string {
  return (typeof value === 'string' && formatIndiaDateTime(value)) || '—';
}

const rupees = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  maximumFractionDigits: 2,
});
export function formatRupees(value: unknown): string {
  const n = typeof value === 'number' ? value : typeof value === 'string' ? Number(value) : Number.NaN;
  return Number.isFinite(n) ? rupees.format(n) : '—';
}

/** When the item was created (repairs: creation_date). */
export const createdAt = (item: Record<string, unknown>): unknown => item.created_at ?? item.creation_date;

/** One line saying what the item is about, typed by the shopper (rendered as text). */
export function summaryOf(kind: StaffQueueKind, item: Record<string, unknown>): string {
  const text = (v: unknown) => (typeof v === 'string' ? v : '');
  switch (kind) {
    case 'order': {
      const details = item.order_details as { products?: unknown } | null | undefined;
      const products = Array.isArray(details?.products)
        ? (details.products as Record<string, unknown>[])
        : [];
      const names = products.map((p) => `${text(p.name)} × ${String(p.quantity ?? 1)}`);
      return `${names.join(', ') || 'Order'} · ${formatRupees(item.total)}`;
    }
    case 'repair':
      return `${text(item.product_type)}: ${text(item.product_description)}`;
    case 'game_load': {
      const games = Array.isArray(item.games_list) ? (item.games_list as unknown[]).map(text) : [];
      return `${text(item.console_type)}: ${games.join(', ')}`;
    }
    case 'discount_request':
      return `${text(item.product_type)} on ${text(item.ecom_site)} · ${formatRupees(item.current_price)}`;
    case 'return': {
      const label = item.kind === 'replacement' ? RETURN_KIND_LABELS.replacement : RETURN_KIND_LABELS.return;
      const reason = text(item.reason_label) || returnReasonLabel(text(item.reason));
      return `${label}: ${text(item.product_name)} × ${String(item.quantity ?? 1)} · ${reason}`;
    }
    case 'review':
      return `${text(item.product_name)} · ${String(item.rating ?? '')}★ ${text(item.title)}`;
  }
}
