import { TIMING } from 'shared';
import { create } from 'zustand';

export type LoadingFlag = 'general' | 'profile' | 'auth' | 'products';

interface LoadingFlagsState {
  general: boolean;
  profile: boolean;
  auth: boolean;
  products: boolean;
  setFlag(flag: LoadingFlag, on: boolean): void;
}

/**
 * Shell-level loading flags behind the full-screen loading overlay, shown while any of the general,
 * profile, auth or products loading flags is on (docs/product.md#common-rules).
 */
export const useLoadingFlags = create<LoadingFlagsState>((set) => ({
  general: false,
  profile: false,
  auth: false,
  products: false,
  setFlag: (flag, on) => set({ [flag]: on } as Pick<LoadingFlagsState, LoadingFlag>),
}));

export const anyLoading = (s: Pick<LoadingFlagsState, LoadingFlag>): boolean =>
  s.general || s.profile || s.auth || s.products;

/** Selector hook: is the overlay on? */
export const useOverlayVisible = (): boolean => useLoadingFlags(anyLoading);

/**
 * The rule "general loading is forced off 300 ms after a route change"
 * (docs/product.md#common-rules). Call on every route change; returns a cancel function (for effect
 * clean-up).
 */
export function forceGeneralOffAfterRouteChange(
  delayMs: number = TIMING.loadingOffAfterRouteChangeMs,
): () => void {
  const timer = setTimeout(() => useLoadingFlags.getState().setFlag('general', false), delayMs);
  return () => clearTimeout(timer);
}
