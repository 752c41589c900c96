import { startTransition, useCallback, useMemo, useOptimistic } from 'react';
import { useSearchParams } from 'react-router-dom';
import { IN_PAGE_NAVIGATION_STATE } from 'shared';
import { parseSearchParams, type SearchUrlState, serializeSearchParams } from '../lib/search-params';

export interface SearchUrlStateApi {
  state: SearchUrlState;
  /**
   * Writes a new state into the URL as a new history entry (Back returns to the previous
   * filters); parameters this module does not own are kept. `replace` corrects the URL in place.
   */
  setState: (next: SearchUrlState, options?: { replace?: boolean }) => void;
}

/**
 * The search state lives in the URL only: shareable, bookmarkable, restored by Back. The router
 * applies navigations as transitions, so the new state is shown optimistically meanwhile: a
 * ticked checkbox or a chosen sort order shows at once, not when the transition commits.
 */
export function useSearchUrlState(): SearchUrlStateApi {
  const [searchParams, setSearchParams] = useSearchParams();
  const query = searchParams.toString();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the query string is the identity of the params
  const state = useMemo(() => parseSearchParams(searchParams), [query]);
  const [shown, showOptimistically] = useOptimistic(state);
  const setState = useCallback(
    (next: SearchUrlState, options: { replace?: boolean } = {}) => {
      const out = serializeSearchParams(next, searchParams);
      // An unchanged URL adds no history entry (Back must not stall on duplicates).
      if (out.toString() === searchParams.toString()) return;
      startTransition(() => {
        showOptimistically(parseSearchParams(out));
        // Marked as an edit of this page: the shell keeps the scroll position.
        setSearchParams(out, { replace: options.replace ?? false, state: IN_PAGE_NAVIGATION_STATE });
      });
    },
    [searchParams, setSearchParams, showOptimistically],
  );
  return { state: shown, setState };
}
