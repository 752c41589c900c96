import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { IN_PAGE_NAVIGATION_STATE } from 'shared';
import { indiaMonth, isMonth } from '../lib/india-month';

/**
 * The month shown, kept in the address (`/staff/gst?month=2026-11`) so a link or a reload opens
 * the same month; this month in India without one (or with one that is no month).
 */
export function useGstMonth() {
  const [params, setParams] = useSearchParams();
  const current = indiaMonth();
  const raw = params.get('month');
  const month = isMonth(raw) ? raw : current;

  const setMonth = useCallback(
    (next: string) => {
      if (!isMonth(next)) return;
      setParams(
        (existing) => {
          const updated = new URLSearchParams(existing);
          updated.set('month', next);
          return updated;
        },
        { state: IN_PAGE_NAVIGATION_STATE },
      );
    },
    [setParams],
  );
  return { month, current, setMonth };
}
