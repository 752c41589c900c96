/**
 * Reading the history RPCs' answer: one row `{ requests,
 * totalCount, error }` (PostgREST wraps a table answer in an array). Rows are checked one by one
 * against the contract, so one malformed row does not fail the whole history.
 */
import type * as z from 'zod/mini';

export interface HistoryPage<T> {
  requests: T[];
  totalCount: number;
}

export function readHistoryAnswer<T>(
  data: unknown,
  schema: z.ZodMiniType<T>,
): HistoryPage<T> & { error?: string } {
  const answer = (Array.isArray(data) ? data[0] : data) as
    | { requests?: unknown; totalCount?: unknown; error?: unknown }
    | null
    | undefined;
  if (!answer || typeof answer !== 'object')
    return { requests: [], totalCount: 0, error: 'No data received.' };
  const error = typeof answer.error === 'string' && answer.error ? answer.error : undefined;
  const requests: T[] = [];
  for (const raw of Array.isArray(answer.requests) ? answer.requests : []) {
    const row = schema.safeParse(raw);
    if (row.success) requests.push(row.data);
  }
  const totalCount = typeof answer.totalCount === 'number' ? answer.totalCount : requests.length;
  return { requests, totalCount, error };
}

/** A failed history fetch: the documented 'Failed to fetch ...: {detail}', keeping the detail. */
export class HistoryFetchError extends Error {
  constructor(
    message: string,
    readonly detail: string,
  ) {
    super(message);
    this.name = 'HistoryFetchError';
  }
}
