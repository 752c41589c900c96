import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { IN_PAGE_NAVIGATION_STATE } from 'shared';
import { isStaffQueueKind, queueStatusParam } from '../../../lib/kinds';
import type { QueueQuery } from '../api/staff-list';

/**
 * The queue shown, kept in the address (`/staff?kind=repair&status=pending&q=...&page=2&id=...`)
 * so a link or a reload opens the same view. Unknown values fall back to the defaults (reviews open
 * on pending; `status=all` shows every status). Each change
 * is an edit of this page, not a new page: the shell leaves the focus where it is (on the row
 * whose detail closed, on the filter just changed) instead of moving it to the heading.
 */
export function useQueueParams() {
  const [params, setParams] = useSearchParams();
  const rawKind = params.get('kind');
  const kind = isStaffQueueKind(rawKind) ? rawKind : 'order';
  const status = queueStatusParam(kind, params.get('status'));
  const search = (params.get('q') ?? '').trim();
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const openId = params.get('id');
  const query: QueueQuery = { kind, status, search, page };

  const update = useCallback(
    (changes: Record<string, string | number | null>) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(changes)) {
            if (value === null || value === '' || (key === 'page' && value === 1)) next.delete(key);
            else next.set(key, String(value));
          }
          return next;
        },
        { replace: false, state: IN_PAGE_NAVIGATION_STATE },
      );
    },
    [setParams],
  );
  return { query, openId, update };
}
