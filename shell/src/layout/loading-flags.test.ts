import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { anyLoading, forceGeneralOffAfterRouteChange, useLoadingFlags } from './loading-flags';

beforeEach(() => {
  vi.useFakeTimers();
  useLoadingFlags.setState({ general: false, profile: false, auth: false, products: false });
});
afterEach(() => vi.useRealTimers());

describe('loading flags', () => {
  it('the overlay is on when any flag is on', () => {
    expect(anyLoading(useLoadingFlags.getState())).toBe(false);
    for (const flag of ['general', 'profile', 'auth', 'products'] as const) {
      useLoadingFlags.getState().setFlag(flag, true);
      expect(anyLoading(useLoadingFlags.getState())).toBe(true);
      useLoadingFlags.getState().setFlag(flag, false);
    }
    expect(anyLoading(useLoadingFlags.getState())).toBe(false);
  });

  it('general loading is forced off 300 ms after a route change; other flags stay', () => {
    useLoadingFlags.getState().setFlag('general', true);
    useLoadingFlags.getState().setFlag('auth', true);
    forceGeneralOffAfterRouteChange();
    vi.advanceTimersByTime(299);
    expect(useLoadingFlags.getState().general).toBe(true);
    vi.advanceTimersByTime(1);
    expect(useLoadingFlags.getState().general).toBe(false);
    expect(useLoadingFlags.getState().auth).toBe(true);
  });

  it('a newer route change restarts the 300 ms (the old timer is cancelled)', () => {
    useLoadingFlags.getState().setFlag('general', true);
    const cancel = forceGeneralOffAfterRouteChange();
    vi.advanceTimersByTime(200);
    cancel();
    forceGeneralOffAfterRouteChange();
    vi.advanceTimersByTime(200);
    expect(useLoadingFlags.getState().general).toBe(true);
    vi.advanceTimersByTime(100);
    expect(useLoadingFlags.getState().general).toBe(false);
  });
});
