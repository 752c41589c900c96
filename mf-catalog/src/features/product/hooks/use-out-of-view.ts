import { type RefObject, useEffect, useState } from 'react';

/** The parts of the viewport that fixed chrome covers: the element is not in view under them. */
export interface ViewportInsets {
  top: number;
  bottom: number;
}

/**
 * True while the element is not wholly in the uncovered part of the viewport: scrolled up past
 * it, still below the fold (also on the first screen), or under the fixed chrome. Watched with an
 * IntersectionObserver whose root is the viewport shrunk by `insets`; its first report arrives
 * right after the element mounts, so an element that starts below the fold counts at once.
 * False while disabled or where there is no IntersectionObserver.
 */
export function useOutOfView(
  ref: RefObject<Element | null>,
  { enabled = true, insets }: { enabled?: boolean; insets: ViewportInsets },
): boolean {
  const [outOfView, setOutOfView] = useState(false);
  const { top, bottom } = insets;
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof IntersectionObserver === 'undefined') {
      setOutOfView(false);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        // Several changes may arrive at once: the latest one is the state now.
        const entry = entries[entries.length - 1];
        // 0.99: a sub-pixel edge under the chrome still counts as in view.
        if (entry) setOutOfView(!(entry.isIntersecting && entry.intersectionRatio >= 0.99));
      },
      { rootMargin: `-${top}px 0px -${bottom}px 0px`, threshold: [0, 0.99, 1] },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, top, bottom]);
  return outOfView;
}
