import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';

/** Every page scrolls to the top on entry (spec): on each pathname change, not on ?query edits. */
export function ScrollToTop() {
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname change is the trigger
  useLayoutEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}
