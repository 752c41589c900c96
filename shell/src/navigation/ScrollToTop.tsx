import { useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router-dom';
import { isInPageEdit } from 'shared';

/**
 * Every page scrolls to the top on entry (spec). Entering a page: a new path, or a new query
 * pushed by a link ('Show All' of a label, a new search term). Not an entry: an edit of the
 * page's own query (filters, sort: marked by their navigation state), a replaced URL, or Back
 * and Forward between two queries of one path.
 */
export function ScrollToTop() {
  const { pathname, search, state } = useLocation();
  const navigationType = useNavigationType();
  const previous = useRef<{ pathname: string; search: string } | null>(null);

  useLayoutEffect(() => {
    const before = previous.current;
    previous.current = { pathname, search };
    const entered =
      before === null ||
      before.pathname !== pathname ||
      (before.search !== search && navigationType === 'PUSH' && !isInPageEdit(state));
    if (entered) window.scrollTo(0, 0);
  }, [pathname, search, state, navigationType]);
  return null;
}
