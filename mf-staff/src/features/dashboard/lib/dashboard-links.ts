import { formatIndianNumber, type StaffQueueKind } from 'shared/contracts';

/** The orders' statuses that wait for the shop, in the order they move, with their labels. */
export const WAITING_ORDER_STATUSES: readonly { status: string; label: string }[] = [
  { status: 'pending', label: 'Pending' },
  { status: 'processing', label: 'Processing' },
  { status: 'shipped', label: 'Shipped' },
  { status: 'out for delivery', label: 'Out for delivery' },
];

/** The requests that wait for the shop (their first status), by queue. */
export const WAITING_REQUESTS: readonly { kind: StaffQueueKind; label: string; status: string }[] = [
  { kind: 'repair', label: 'Repairs', status: 'pending' },
  { kind: 'game_load', label: 'Game loads', status: 'pending' },
  { kind: 'discount_request', label: 'Price-match requests', status: 'pending' },
  { kind: 'return', label: 'Returns and replacements', status: 'requested' },
];

/** A queue filtered by status: `/staff?kind=order&status=out+for+delivery`. */
export const queueStatusPath = (kind: StaffQueueKind, status: string): string =>
  `/staff?${new URLSearchParams({ kind, status }).toString()}`;

/** The product list of the console, only products low on stock. */
export const LOW_STOCK_PATH = '/staff/products?stock=low';

/** A count as India writes it: 123456 -> '1,23,456'. */
export const formatCount = (value: number): string => formatIndianNumber(value);

/** '3 orders', '1 order'. */
export const plural = (count: number, one: string, many: string): string =>
  `${formatCount(count)} ${count === 1 ? one : many}`;
