import { useEffect, useState } from 'react';

type OverlayViews = typeof import('./overlay-views-code');

let views: OverlayViews | undefined;
let loading: Promise<OverlayViews> | undefined;

/**
 * Fetches, once, the code of what no first paint shows: an open modal, the confirmation dialogs,
 * a toast (ADR 5: `shared`'s first-load chunk carries only their light wrappers). The shell calls
 * it at the shopper's first press or key, before the click that opens a dialog or raises a toast;
 * a view asked for before that loads it then. A failed load is tried again by the next call.
 */
export function loadOverlayViews(): Promise<void> {
  loading ??= import('./overlay-views-code').then(
    (module) => {
      views = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading.then(() => undefined);
}

/**
 * The views' module: at once (the same render) once loaded, else undefined until it arrives (the
 * load starts then, if nothing started it).
 */
export function useOverlayViews(): OverlayViews | undefined {
  const [loaded, setLoaded] = useState(() => views);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadOverlayViews().then(
      () => {
        if (live) setLoaded(views);
      },
      (error: unknown) => console.error('Could not load the view', error),
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}
