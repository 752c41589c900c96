import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import { type ItemEvent, itemEventsSchema } from 'shared/contracts';
import { returnKeys } from './get-return-options';

/** `get_item_events('return', id)`: the request's changes, oldest first (own requests only). */
export async function getReturnEvents(returnId: string): Promise<ItemEvent[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_item_events', { p_kind: 'return', p_id: returnId });
  if (error) throw new Error(error.message);
  const parsed = itemEventsSchema.safeParse(data ?? []);
  if (!parsed.success) throw new Error('The request’s updates could not be read.');
  return parsed.data;
}

export const returnEventsQueryOptions = (returnId: string) =>
  queryOptions({ queryKey: returnKeys.events(returnId), queryFn: () => getReturnEvents(returnId) });

export function useReturnEvents(returnId: string) {
  return useQuery(returnEventsQueryOptions(returnId));
}
