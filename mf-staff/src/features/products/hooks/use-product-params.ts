import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { IN_PAGE_NAVIGATION_STATE } from 'shared';
import { readProductListQuery } from '../lib/product-query';

/**
 * The product list's filters, kept in the address so a link or a reload opens the same list.
 * Each change is an edit of this page (the focus stays on the filter just changed).
 */
export function useProductParams() {
  const [params, setParams] = useSearchParams();
  const query = readProductListQuery(params);

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
  return { query, update };
}
