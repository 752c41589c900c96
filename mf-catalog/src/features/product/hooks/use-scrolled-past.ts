import { type RefObject, useEffect, useState } from 'react';

/**
 * The observed area: everything above the viewport's top edge (the root grown far upwards and
 * its bottom edge moved up to its top). An element wholly inside it has scrolled up out of view.
 * Watching this area, not the viewport, also catches jumps (an anchor link, the End key,
 * scrollIntoView) that move an element from below the fold straight to above it without ever
 * intersecting the viewport, which a viewport observer would not report.
 */
const ABOVE_VIEWPORT = '100000% 0px -100% 0px';

/**
 * True while the element lies entirely above the viewport (scrolled past), false while it is
 * visible or still below the fold. Uses an IntersectionObserver; false where there is none.
 */
export function useScrolledPast(
  ref: RefObject<Element | null>,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const [past, setPast] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') {
      setPast(false);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // Several changes may arrive at once: the latest one is the state now.
        const entry = entries[entries.length - 1];
        if (entry) setPast(entry.isIntersecting && entry.intersectionRatio >= 1);
      },
      { rootMargin: ABOVE_VIEWPORT, threshold: [0, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled]);
  return past;
}
