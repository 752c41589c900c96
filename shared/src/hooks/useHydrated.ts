import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False on the server and while the browser hydrates server HTML, true from the render after
 * (React re-renders at once when the snapshots differ). For parts the server cannot know (the
 * visitor's session, stored state, portals): render them the server's way first, so hydration
 * matches, then for real. True at once in a page the browser renders itself.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
