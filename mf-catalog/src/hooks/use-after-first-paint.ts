import { useEffect, useState } from 'react';

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
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      if (timer !== undefined) clearTimeout(timer);
    };
  }, []);
  return painted;
}

/** The items to render now: the first `count` before the first paint, then all of them. */
export function useFirstPaintItems<T>(items: readonly T[], count: number): readonly T[] {
  const painted = useAfterFirstPaint();
  return painted ? items : items.slice(0, count);
}
