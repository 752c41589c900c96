import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { isInPageEdit } from 'shared';

interface Place {
  pathname: string;
  search: string;
}

/**
 * Entering a page: the first load, a new path, or a new query pushed by a link ('Show All' of a
 * label, a new search term, another results page). Not an entry: an edit of the page's own query
 * (filters, sort: marked by their navigation state), a replaced URL, or Back and Forward between
 * two queries of one path.
 */
export function isPageEntry(
  before: Place | null,
  now: Place,
  navigationType: string,
  state: unknown,
): boolean {
  return (
    before === null ||
    before.pathname !== now.pathname ||
    (before.search !== now.search && navigationType === 'PUSH' && !isInPageEdit(state))
  );
}

/** Calls `onEntry` (before paint) each time the user enters a page; `first` on the initial load. */
export function useOnPageEntry(onEntry: (first: boolean) => void): void {
  const { pathname, search, state } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<Place | null>(null);
  const callback = useRef(onEntry);
  callback.current = onEntry;

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { pathname, search };
    if (isPageEntry(before, { pathname, search }, navigationType, state)) callback.current(before === null);
  }, [pathname, search, state, navigationType]);
}
