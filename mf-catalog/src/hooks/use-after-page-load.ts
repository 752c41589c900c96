import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from 'shared';

const loaded = () => typeof document !== 'undefined' && document.readyState === 'complete';

/**
 * False until the window's load event (the first screen's scripts and eager images are in), then
 * true; true at once for pages reached by in-app navigation. For extras whose code comes from
 * another remote (the cards' wishlist hearts): on a slow link they must not compete with the
 * first screen's LCP image for bandwidth.
 */
export function useAfterPageLoad(): boolean {
  const [done, setDone] = useState(loaded);
  useEffect(() => {
    if (done) return;
    // A transition: the extras render in slices between frames, not in one long task.
    const finish = () => startTransition(() => setDone(true));
    if (loaded()) finish();
    else window.addEventListener('load', finish, { once: true });
    return () => window.removeEventListener('load', finish);
  }, [done]);
  // False on the server and while hydrating: the page may have loaded before hydration ends.
  return useHydrated() && done;
}
