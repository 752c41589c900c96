import { startTransition, useEffect, useState } from 'react';
import { useIsMobile } from 'shared';

/**
 * False for a component's first render, true once the browser has painted it. For content below
 * the first screen: rendering it in a second pass lets the first screen (and its LCP image) paint
 * one long render sooner on a slow phone. Nothing above it moves, so no layout shift.
 */
export function useAfterFirstPaint(): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    // A frame callback runs before that frame's paint; the timeout after it, once painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      // A transition: the rest renders in slices between frames, not in one long task.
      timer = setTimeout(() => startTransition(() => setPainted(true)), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** How many items a screen shows at first: a phone's and a wide screen's. */
export interface FirstPaintCounts {
  phone: number;
  wide: number;
}

/**
 * The items to render now: before the first paint only as many as this screen shows (the rest
 * must sit where they shift nothing), then all of them.
 */
export function useFirstPaintItems<T>(items: readonly T[], counts: FirstPaintCounts): readonly T[] {
  const painted = useAfterFirstPaint();
  const count = useIsMobile() ? counts.phone : counts.wide;
  return painted ? items : items.slice(0, count);
}
