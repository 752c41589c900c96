import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left of a cooldown that starts at `seconds` on mount and again on `restart()`
 * (verification panel: 60 s, then Resend is enabled; a resend restarts it at 60).
 */
export function useCountdown(seconds: number): { left: number; restart: () => void } {
  const [left, setLeft] = useState(seconds);
  const [run, setRun] = useState(0);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `run` is the restart trigger
  useEffect(() => {
    setLeft(seconds);
    // Ends computed from the clock, so a throttled background tab does not stretch the wait.
    const end = Date.now() + seconds * 1000;
    const id = window.setInterval(() => {
      const next = Math.max(0, Math.ceil((end - Date.now()) / 1000));
      setLeft(next);
      if (next === 0) window.clearInterval(id);
    }, 1000);
    return () => window.clearInterval(id);
  }, [seconds, run]);

  const restart = useCallback(() => setRun((n) => n + 1), []);
  return { left, restart };
}
