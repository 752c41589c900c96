import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCountdown } from './use-countdown';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('useCountdown', () => {
  it('counts 60 s down to 0 and stops there', () => {
    const { result } = renderHook(() => useCountdown(60));
    expect(result.current.left).toBe(60);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(59);
    act(() => vi.advanceTimersByTime(58_000));
    expect(result.current.left).toBe(1);
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.left).toBe(0);
    act(() => vi.advanceTimersByTime(5000));
    expect(result.current.left).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restart() starts again at 60', () => {
    const { result } = renderHook(() => useCountdown(60));
    act(() => vi.advanceTimersByTime(60_000));
    expect(result.current.left).toBe(0);
    act(() => result.current.restart());
    expect(result.current.left).toBe(60);
    act(() => vi.advanceTimersByTime(10_000));
    expect(result.current.left).toBe(50);
  });
});
