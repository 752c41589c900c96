import { queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import { type ItemEvent, type ItemKind, itemEventsSchema } from 'shared/contracts';

/** The request kinds this remote shows. */
export type RequestKind = Exclude<ItemKind, 'order'>;

export const requestEventsKeys = {
  item: (kind: RequestKind, id: string) => ['request-events', kind, id] as const,
};

/** `get_item_events(kind, id)`: a repair's or request's changes, oldest first (own items only, RLS). */
export async function getRequestEvents(kind: RequestKind, id: string): Promise<ItemEvent[]> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_item_events', { p_kind: kind, p_id: id });
  if (error) throw new Error(error.message);
  const parsed = itemEventsSchema.safeParse(data ?? []);
  if (!parsed.success) throw new Error('The request’s updates could not be read.');
  return parsed.data;
}

export const requestEventsQueryOptions = (kind: RequestKind, id: string) =>
  queryOptions({ queryKey: requestEventsKeys.item(kind, id), queryFn: () => getRequestEvents(kind, id) });

export function useRequestEvents(kind: RequestKind, id: string) {
  return useQuery(requestEventsQueryOptions(kind, id));
}
