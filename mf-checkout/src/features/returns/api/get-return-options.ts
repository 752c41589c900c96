import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import { RETURN_MESSAGES, type ReturnOptions, returnOptionsSchema } from 'shared/contracts';

/** Under the orders' root, so whatever refreshes the orders refreshes their returns too. */
export const returnKeys = {
  all: ['orders', 'returns'] as const,
  options: (orderId: string) => ['orders', 'returns', 'options', orderId] as const,
  events: (returnId: string) => ['orders', 'returns', 'events', returnId] as const,
  byId: (returnId: string) => ['orders', 'returns', 'one', returnId] as const,
};

/** `order_return_options(p_order_id)`: per line its windows and the requests made (own orders only). */
export async function getReturnOptions(orderId: string): Promise<ReturnOptions> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('order_return_options', { p_order_id: orderId });
  if (error) throw new Error(error.message);
  const parsed = returnOptionsSchema.safeParse(data);
  if (!parsed.success) throw new Error(RETURN_MESSAGES.optionsNotLoaded);
  return parsed.data;
}

export const returnOptionsQueryOptions = (orderId: string) =>
  queryOptions({ queryKey: returnKeys.options(orderId), queryFn: () => getReturnOptions(orderId) });

/** Only for a delivered order: nothing can be asked before. */
export function useReturnOptions(orderId: string, enabled: boolean) {
  return useQuery({ ...returnOptionsQueryOptions(orderId), enabled });
}
