import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { CACHE, getSupabase, PAGE_SIZE, useSession } from 'shared';
import {
  isItemId,
  REPAIR_MESSAGES,
  type RepairRequest,
  readDisplayNumber,
  repairFetchFailed,
  repairRequestSchema,
} from 'shared/contracts';

export const REPAIRS_PAGE_SIZE = PAGE_SIZE.repairs;

export interface RepairsQuery {
  /** 1-based. */
  page: number;
  /** Trimmed; '' for none. */
  search: string;
}

export interface RepairsPage {
  requests: RepairRequest[];
  totalCount: number;
}

export const repairKeys = {
  all: (userId: string) => ['repair-requests', userId] as const,
  list: (userId: string, q: RepairsQuery) => ['repair-requests', userId, q.search, q.page] as const,
};

/**
 * 'Failed to fetch repair requests: {detail}' (docs/product.md#repair-requests), keeping the detail
 * for the toast's wording.
 */
export class RepairsFetchError extends Error {
  constructor(
    readonly detail: string,
    message = repairFetchFailed(detail),
  ) {
    super(message);
    this.name = 'RepairsFetchError';
  }
}

/** The procedure's single object (PostgREST may wrap it in an array); rows that do not parse are left out. */
export function readRepairsAnswer(data: unknown): RepairsPage {
  const answer = (Array.isArray(data) ? data[0] : data) as
    | { requests?: unknown; totalCount?: unknown; error?: unknown }
    | null
    | undefined;
  if (!answer || typeof answer !== 'object') {
    throw new RepairsFetchError('No data received.', REPAIR_MESSAGES.noDataReceived);
  }
  if (typeof answer.error === 'string' && answer.error)
    throw new RepairsFetchError(answer.error, answer.error);
  const requests = (Array.isArray(answer.requests) ? answer.requests : []).flatMap((raw) => {
    const parsed = repairRequestSchema.safeParse(raw);
    return parsed.success ? [parsed.data] : [];
  });
  const totalCount = typeof answer.totalCount === 'number' ? answer.totalCount : requests.length;
  return { requests, totalCount };
}

/** `get_user_repair_requests`: one page of the caller's requests, newest first. */
export async function getUserRepairRequests(q: RepairsQuery): Promise<RepairsPage> {
  const supabase = await getSupabase();
  const { data, error } = await supabase.rpc('get_user_repair_requests', {
    p_page_number: q.page,
    p_page_size: REPAIRS_PAGE_SIZE,
    p_search: q.search || null,
  });
  if (error) throw new RepairsFetchError(error.message);
  return readRepairsAnswer(data);
}

export const userRepairsQueryOptions = (userId: string, q: RepairsQuery) =>
  queryOptions({
    queryKey: repairKeys.list(userId, q),
    queryFn: () => getUserRepairRequests(q),
    staleTime: CACHE.repairHistory.staleTime,
    gcTime: CACHE.repairHistory.gcTime,
  });

/** Fetches only for a signed-in user; the list keeps the previous page while the next loads. */
export function useUserRepairRequests(q: RepairsQuery) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    ...userRepairsQueryOptions(userId ?? 'anonymous', q),
    enabled: userId !== null,
    placeholderData: keepPreviousData,
  });
}

/**
 * One of the caller's repair requests by its full id (the e-mails' `/repair/history?id=` link) or
 * its display number as typed ('rp-26-7k3m9q', '#RP-26-7K3M9Q': its id read first, RLS: own rows
 * only): `get_user_repair_requests` searched by the id; null when it is none of theirs.
 */
export async function getUserRepairRequest(reference: string): Promise<RepairRequest | null> {
  const number = readDisplayNumber(reference);
  if (number === null && !isItemId(reference)) return null;
  const supabase = await getSupabase();
  let id = reference;
  if (number !== null) {
    const { data, error } = await supabase
      .from('repairrequests')
      .select('id')
      .eq('display_number', number)
      .maybeSingle();
    if (error) throw new RepairsFetchError(error.message);
    const found = (data as { id?: unknown } | null)?.id;
    if (typeof found !== 'string') return null;
    id = found;
  }
  const { data, error } = await supabase.rpc('get_user_repair_requests', {
    p_page_number: 1,
    p_page_size: REPAIRS_PAGE_SIZE,
    p_search: id,
  });
  if (error) throw new RepairsFetchError(error.message);
  return readRepairsAnswer(data).requests.find((r) => r.id.toLowerCase() === id.toLowerCase()) ?? null;
}

/** The repair an e-mail links to; idle without an id or a session. */
export function useUserRepairRequest(id: string | null) {
  const userId = useSession((s) => s.user?.id ?? null);
  return useQuery({
    queryKey: [...repairKeys.all(userId ?? 'anonymous'), 'one', id ?? ''],
    queryFn: () => getUserRepairRequest(id ?? ''),
    enabled: userId !== null && id !== null,
    retry: false,
  });
}
