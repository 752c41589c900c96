import { useEffect, useState } from 'react';

/** setTimeout's longest delay; a later end is checked again after it. */
const MAX_DELAY_MS = 2_147_483_647;

/**
 * True until `endsAt` (ms since the epoch; null: no end), turning false when it passes, so a
 * 'Retry payment' offer disappears at the end of the hold without a reload.
 */
export function useHoldOpen(endsAt: number | null): boolean {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (endsAt === null) return;
    const left = endsAt - Date.now();
    if (left <= 0) {
      // Ended since the last render: render once more (only then: `now` is a dependency).
      if (now < endsAt) setNow(Date.now());
      return;
    }
    const timer = setTimeout(() => setNow(Date.now()), Math.min(left + 50, MAX_DELAY_MS));
    return () => clearTimeout(timer);
  }, [endsAt, now]);
  return endsAt === null || now < endsAt;
}
