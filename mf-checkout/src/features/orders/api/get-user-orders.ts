import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { CACHE, getSupabase, useSession } from 'shared';
import {
  isItemId,
  ORDERS_PAGE_SIZE,
  type Order,
  type OrderDetails,
  type OrderStatusGroup,
  orderDetailsSchema,
  orderSchema,
  ordersFetchFailedMessage,
  readDisplayNumber,
} from 'shared/contracts';

/** An order as listed; `order_details` is null when the stored details are unreadable. */
export type OrderRow = Omit<Order, 'order_details'> & { order_details: OrderDetails | null };

export interface OrdersPage {
  orders: OrderRow[];
  totalCount: number;
}

export interface OrdersQuery {
  /** 1-based. */
  page: number;
  group: OrderStatusGroup;
  /** Trimmed; '' for none. */
  search: string;
}

export const ordersKeys = {
  all: ['orders'] as const,
  list: (userId: string, q: OrdersQuery) => ['orders', userId, q.group, q.search, q.page] as const,
  one: (userId: string, orderId: string) => ['orders', userId, 'one', orderId] as const,
};

/**
 * 'Failed to fetch orders: {detail}' (docs/product.md#orders), keeping the detail for the toast's
 * own wording.
 */
export class OrdersFetchError extends Error {
  constructor(readonly detail: string) {
    super(ordersFetchFailedMessage(detail));
    this.name = 'OrdersFetchError';
  }
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * One row at a time: a single malformed order shows as 'Order details could not be loaded.'
 * instead of failing the whole history.
 */
function readOrder(raw: unknown): OrderRow | null {
  const full = orderSchema.safeParse(raw);
  if (full.success) return full.data;
  const row = (raw ?? {}) as Record<string, unknown>;
  const id = text(row.id);
  if (!id) return null;
  const details = orderDetailsSchema.safeParse(row.order_details);
  return {
    id,
    ...(text(row.display_number) ? { display_number: text(row.display_number) } : {}),
    user_id: text(row.user_id),
    order_status: text(row.order_status),
    created_at: text(row.created_at) || undefined,
    updated_at: text(row.updated_at),
    remark: typeof row.remark === 'string' ? row.remark : null,
    order_details: details.success ? details.data : null,
    customer: text(row.customer),
    ...paymentFields(row),
  };
}

const PAYMENT_FIELDS = [
  'payment_method',
  'payment_status',
  'payment_hold_until',
  'amount_paid',
  'amount_refunded',
] as const satisfies readonly (keyof Order)[];

/** The payment columns of a row whose details are unreadable (each kept only when well-formed). */
function paymentFields(row: Record<string, unknown>): Partial<Order> {
  const { shape } = orderSchema;
  const kept: Record<string, unknown> = {};
  for (const key of PAYMENT_FIELDS) {
    const parsed = shape[key].safeParse(row[key]);
    if (parsed.success && parsed.data !== undefined) kept[key] = parsed.data;
  }
  return kept as Partial<Order>;
}

/** The procedure's single object (PostgREST may wrap a set-returning answer in an array). */
export function readOrdersAnswer(data: unknown): OrdersPage & { error?: string } {
  const answer = (Array.isArray(data) ? data[0] : data) as
    | { orders?: unknown; totalCount?: unknown; error?: unknown }
    | null
    | undefined;
  if (!answer || typeof answer !== 'object') return { orders: [], totalCount: 0, error: 'Empty response' };
  const orders = (Array.isArray(answer.orders) ? answer.orders : []).map(readOrder).filter((o) => o !== null);
  const totalCount = typeof answer.totalCount === 'number' ? answer.totalCount : orders.length;
  const error = typeof answer.error === 'string' && answer.error ? answer.error : undefined;
  return { orders, totalCount, error };
}

/** `get_user_orders`: one page of the caller's orders, newest first, filtered by tab and search. */
export async function getUserOrders(q: OrdersQuery): Promise<OrdersPage> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_user_orders', {
    p_page_number: q.page,
    p_page_size: ORDERS_PAGE_SIZE,
    p_status_group: q.group,
    p_search: q.search || null,
  });
  if (error) throw new OrdersFetchError(error.message);
  const answer = readOrdersAnswer(data);
  if (answer.error) throw new OrdersFetchError(answer.error);
  return { orders: answer.orders, totalCount: answer.totalCount };
}

export const userOrdersQueryOptions = (userId: string, q: OrdersQuery) =>
  queryOptions({
    queryKey: ordersKeys.list(userId, q),
    queryFn: () => getUserOrders(q),
    staleTime: CACHE.orders.staleTime,
    gcTime: CACHE.orders.gcTime,
  });

/** The page keeps showing the previous answer while the next page or tab loads. */
export function useUserOrders(q: OrdersQuery) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    ...userOrdersQueryOptions(userId ?? 'anonymous', q),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * One of the caller's orders by its full id (the e-mails' `/order-history?id=` link) or by its
 * display number as typed ('gg-26-7k3m9q', '#GG-26-7K3M9Q'): `get_user_orders` searched by it, in
 * both tabs (RLS: only the caller's orders); null when it is none of theirs.
 */
export async function getUserOrder(reference: string): Promise<OrderRow | null> {
  const number = readDisplayNumber(reference);
  if (number === null && !isItemId(reference)) return null;
  const search = number ?? reference.toLowerCase();
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_user_orders', {
    p_page_number: 1,
    p_page_size: ORDERS_PAGE_SIZE,
    p_status_group: null,
    p_search: search,
  });
  if (error) throw new OrdersFetchError(error.message);
  const answer = readOrdersAnswer(data);
  if (answer.error) throw new OrdersFetchError(answer.error);
  return (
    answer.orders.find((o) =>
      number === null ? o.id.toLowerCase() === search : o.display_number?.toUpperCase() === number,
    ) ?? null
  );
}

/** The linked order (its id or display number), fetched once the session is known; idle without one. */
export function useUserOrder(orderId: string | null) {
  const userId = useSession((s) => s.user?.id ?? null);
  const key = orderId === null ? '' : (readDisplayNumber(orderId) ?? orderId.toLowerCase());
  return useQuery({
    queryKey: ordersKeys.one(userId ?? 'anonymous', key),
    queryFn: () => getUserOrder(orderId ?? ''),
    enabled: userId !== null && orderId !== null,
    retry: false,
  });
}

/**
 * The details sheet's order kept current: the row it was opened with, then whatever the cache
 * learns about that order afterwards (a cancellation's answer, the order read again after a
 * payment or a cancellation), so the sheet never shows a status older than its row.
 */
export function useLiveOrder(order: OrderRow | null): OrderRow | null {
  const userId = useSession((s) => s.user?.id ?? null);
  const id = order?.id ?? '';
  const [opened, setOpened] = useState({ id, at: Date.now() });
  if (opened.id !== id) setOpened({ id, at: Date.now() });
  const query = useQuery({
    queryKey: ordersKeys.one(userId ?? 'anonymous', id),
    queryFn: () => getUserOrder(id),
    enabled: userId !== null && order !== null,
    initialData: order ?? undefined,
    staleTime: CACHE.orders.staleTime,
    gcTime: CACHE.orders.gcTime,
    retry: false,
  });
  const fresh = query.data;
  if (order && fresh && fresh.id === order.id && query.dataUpdatedAt >= opened.at) return fresh;
  return order;
}
