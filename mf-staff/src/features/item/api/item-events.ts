import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import { type ItemEvent, type ItemKind, itemEventsSchema } from 'shared/contracts';

export const eventKeys = {
  item: (kind: ItemKind, id: string) => ['staff', 'events', kind, id] as const,
};

/** `get_item_events`: the item's full history, oldest first. */
export async function fetchItemEvents(kind: ItemKind, id: string): Promise<ItemEvent[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_item_events', { p_kind: kind, p_id: id });
  if (error) throw new Error(error.message);
  const parsed = itemEventsSchema.safeParse(data ?? []);
  if (!parsed.success) throw new Error('The history answer could not be read.');
  return parsed.data;
}

export const itemEventsQueryOptions = (kind: ItemKind, id: string) =>
  queryOptions({ queryKey: eventKeys.item(kind, id), queryFn: () => fetchItemEvents(kind, id) });

export function useItemEvents(kind: ItemKind, id: string) {
  return useQuery(itemEventsQueryOptions(kind, id));
}
