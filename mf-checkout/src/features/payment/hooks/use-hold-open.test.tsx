import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHoldOpen } from './use-hold-open';

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-20T10:00:00Z') });
});
afterEach(() => vi.useRealTimers());

describe('useHoldOpen', () => {
  it('is open until the hold ends, then closes by itself', () => {
    const { result } = renderHook(() => useHoldOpen(Date.parse('2026-11-20T10:15:00Z')));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(14 * 60_000));
    expect(result.current).toBe(true);
    act(() => vi.advanceTimersByTime(61_000));
    expect(result.current).toBe(false);
  });

  it('is closed for a hold that has ended, and open without one', () => {
    let renders = 0;
    const ended = renderHook(() => {
      renders += 1;
      return useHoldOpen(Date.parse('2026-11-20T09:59:00Z'));
    });
    expect(ended.result.current).toBe(false);
    expect(renders).toBeLessThan(3);
    expect(renderHook(() => useHoldOpen(null)).result.current).toBe(true);
  });
});
