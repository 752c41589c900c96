import { type RefObject, startTransition, useEffect, useState } from 'react';

/**
 * True once the element comes within `margin` of the viewport (and then stays true): groups
 * below the fold fetch their products only when the shopper scrolls towards them, so the first
 * rows get the network first. `eager` skips the wait (the first rows of a page). Without
 * IntersectionObserver everything is eager.
 */
export function useNearViewport(ref: RefObject<Element | null>, eager: boolean, margin = '400px'): boolean {
  // Not near on the server unless eager: the browser's first render must match its HTML.
  const [near, setNear] = useState(eager);

  useEffect(() => {
    if (near) return;
    const el = ref.current;
    if (!el) return;
    if (typeof IntersectionObserver === 'undefined') {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // A transition: the rows render in slices between frames, not in one long task.
        if (entries.some((e) => e.isIntersecting)) startTransition(() => setNear(true));
      },
      { rootMargin: `${margin} 0px` },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [near, ref, margin]);

  return near;
}
