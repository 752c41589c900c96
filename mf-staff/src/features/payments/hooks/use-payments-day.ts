import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { IN_PAGE_NAVIGATION_STATE } from 'shared';
import { indiaDay, isDay } from '../lib/india-day';

/**
 * The day shown, kept in the address (`/staff/payments?day=2026-11-28`) so a link or a reload opens
 * the same day; today in India without one (or with one that is no day). Changing it is an edit
 * of this page: the focus stays on the control used.
 */
export function usePaymentsDay() {
  const [params, setParams] = useSearchParams();
  const today = indiaDay();
  const raw = params.get('day');
  const day = isDay(raw) ? raw : today;

  const setDay = useCallback(
    (next: string) => {
      if (!isDay(next)) return;
      setParams(
        (current) => {
          const updated = new URLSearchParams(current);
          updated.set('day', next);
          return updated;
        },
        { state: IN_PAGE_NAVIGATION_STATE },
      );
    },
    [setParams],
  );
  return { day, today, setDay };
}
