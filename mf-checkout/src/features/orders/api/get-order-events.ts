import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import { type ItemEvent, itemEventsSchema } from 'shared/contracts';

/** Under `ordersKeys.all`, so whatever refreshes the orders refreshes their timelines too. */
export const orderEventsKeys = {
  order: (orderId: string) => ['orders', 'events', orderId] as const,
};

/** `get_item_events('order', id)`: the order's changes, oldest first (own orders only, RLS). */
export async function getOrderEvents(orderId: string): Promise<ItemEvent[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_item_events', { p_kind: 'order', p_id: orderId });
  if (error) throw new Error(error.message);
  const parsed = itemEventsSchema.safeParse(data ?? []);
  if (!parsed.success) throw new Error('The order’s updates could not be read.');
  return parsed.data;
}

export const orderEventsQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: orderEventsKeys.order(orderId), queryFn: () => getOrderEvents(orderId) });

export function useOrderEvents(orderId: string) {
  return useQuery(orderEventsQueryOptions(orderId));
}
