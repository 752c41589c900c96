import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { getSupabase } from 'shared';
import { type StaffListPage, type StaffQueueKind, staffListPageSchema } from 'shared/contracts';

export interface QueueQuery {
  kind: StaffQueueKind;
  /** '' for every status. */
  status: string;
  /** Trimmed; '' for none. */
  search: string;
  /** 1-based. */
  page: number;
}

export type QueueItem = StaffListPage['items'][number];

export const queueKeys = {
  all: ['staff', 'queue'] as const,
  list: (q: QueueQuery) => ['staff', 'queue', q.kind, q.status, q.search, q.page] as const,
};

/** `staff_list_items`: one page (20, newest first) of a queue; the database refuses non-staff. */
export async function fetchQueue(q: QueueQuery): Promise<StaffListPage> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('staff_list_items', {
    p_kind: q.kind,
    p_status: q.status || null,
    p_search: q.search || null,
    p_page_number: q.page,
  });
  if (error) throw new Error(error.message);
  const parsed = staffListPageSchema.safeParse(Array.isArray(data) ? data[0] : data);
  if (!parsed.success) throw new Error('The queue answer could not be read.');
  return parsed.data;
}

export const queueQueryOptions = (q: QueueQuery) =>
  queryOptions({
    queryKey: queueKeys.list(q),
    queryFn: () => fetchQueue(q),
    staleTime: 15_000,
    placeholderData: keepPreviousData,
  });

export function useQueue(q: QueueQuery, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...queueQueryOptions(q), enabled });
}
