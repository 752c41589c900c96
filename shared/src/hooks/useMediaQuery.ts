import { useCallback, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../constants/spec';

/** The spec's mobile layout: strictly below 768 px. */
export const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobile - 0.02}px)`;

function hasMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/** Live result of a CSS media query; false where there is no `matchMedia` (server, old tests). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!hasMatchMedia()) return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => hasMatchMedia() && window.matchMedia(query).matches,
    () => false,
  );
}

/** True below 768 px. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
