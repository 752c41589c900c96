import { useEffect, useState } from 'react';
import { useOverlayVisible } from '../loading-flags';

type OverlayView = typeof import('./LoadingOverlayView')['default'];

let view: OverlayView | undefined;
let loading: Promise<void> | undefined;

/**
 * Fetches the overlay's code (once). The gate asks for it when a flag goes on; where one is about
 * to (back from an e-mail link or a provider: session-sync) it is asked for ahead. A failed load
 * is tried again by the next call.
 */
export function preloadLoadingOverlay(): Promise<void> {
  loading ??= import('./LoadingOverlayView').then(
    (module) => {
      view = module.default;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/**
 * Shows the overlay while any shell loading flag is on. Its code loads only then (ADR 5: no first
 * paint shows it but the return from an auth link, which loads it ahead): once here, the overlay
 * shows in the same render as the flag; before that, as soon as the code arrives.
 */
export function LoadingOverlayGate() {
  const visible = useOverlayVisible();
  const [View, setView] = useState<OverlayView | undefined>(() => view);
  useEffect(() => {
    if (!visible || View) return;
    let live = true;
    preloadLoadingOverlay().then(
      () => {
        if (live) setView(() => view);
      },
      // The page works without its overlay; the next flag tries again.
      () => {},
    );
    return () => {
      live = false;
    };
  }, [visible, View]);
  return visible && View ? <View /> : null;
}
