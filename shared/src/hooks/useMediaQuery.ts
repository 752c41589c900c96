import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';
import { BREAKPOINTS } from '../constants/spec';

/** The phone layout: strictly below 768 px (docs/product.md#common-rules). */
export const MOBILE_QUERY = `(max-width: ${BREAKPOINTS.mobile - 0.02}px)`;

function hasMatchMedia(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function';
}

/**
 * Whether the server renders the phone layout (ADR 0017): it guesses from the request, and the
 * browser hydrates with the same guess before it follows the real viewport. Provided by the
 * server's render and by the browser's hydration (shell/src/app/App.tsx).
 */
export const ServerViewportContext = createContext<{ mobile: boolean }>({ mobile: false });

/**
 * Live result of a CSS media query. On the server and while hydrating: the server's viewport
 * guess for the phone query, false for any other (and where there is no `matchMedia`, old tests).
 */
export function useMediaQuery(query: string): boolean {
  const server = useContext(ServerViewportContext);
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
    () => server.mobile && query === MOBILE_QUERY,
  );
}

/** True below 768 px. */
export function useIsMobile(): boolean {
  return useMediaQuery(MOBILE_QUERY);
}
