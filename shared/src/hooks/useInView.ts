import { type RefObject, useEffect, useState } from 'react';

/**
 * Whether the element is on screen now, within `rootMargin` (follows scrolling, unlike a
 * near-viewport latch). Without IntersectionObserver (old browsers, tests) it counts as visible,
 * so nothing that depends on it stays off.
 */
export function useInView(ref: RefObject<Element | null>, rootMargin = '0px'): boolean {
  const [inView, setInView] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Visible at once without an observer; never on the server, whose HTML the first render matches.
    if (typeof IntersectionObserver === 'undefined') {
      setInView(true);
      return;
    }
    // One element observed: the last entry is its current state (a callback may batch several).
    const observer = new IntersectionObserver(
      (entries) => setInView(entries.at(-1)?.isIntersecting ?? false),
      {
        rootMargin,
      },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, rootMargin]);
  return inView;
}
