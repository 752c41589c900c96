import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setViewportWidth } from '../test-utils';
import { useCopyToClipboard } from './useCopyToClipboard';
import { useDebouncedValue } from './useDebouncedValue';
import { useInView } from './useInView';
import { useIsMobile, useMediaQuery } from './useMediaQuery';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('useIsMobile / useMediaQuery', () => {
  it('is true strictly below 768 px and follows resizes', () => {
    setViewportWidth(768);
    const { result } = renderHook(() => useIsMobile());
    expect(result.current).toBe(false);
    act(() => setViewportWidth(767));
    expect(result.current).toBe(true);
    act(() => setViewportWidth(1280));
    expect(result.current).toBe(false);
  });

  it('evaluates any query', () => {
    setViewportWidth(1024);
    const { result } = renderHook(() => useMediaQuery('(min-width: 1000px)'));
    expect(result.current).toBe(true);
  });
});

describe('useDebouncedValue', () => {
  it('updates only after the value has been stable for the delay', () => {
    vi.useFakeTimers();
    const { result, rerender } = renderHook(({ v }) => useDebouncedValue(v, 600), {
      initialProps: { v: 'p' },
    });
    rerender({ v: 'ps' });
    act(() => vi.advanceTimersByTime(300));
    rerender({ v: 'ps5' });
    act(() => vi.advanceTimersByTime(599));
    expect(result.current).toBe('p');
    act(() => vi.advanceTimersByTime(1));
    expect(result.current).toBe('ps5');
  });
});

describe('useCopyToClipboard', () => {
  it('copies and shows the confirmation for 2 s', async () => {
    vi.useFakeTimers();
    const writeText = vi.fn().mockResolvedValue(undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    const { result } = renderHook(() => useCopyToClipboard());
    await act(async () => {
      expect(await result.current.copy('support@gamegear.in')).toBe(true);
    });
    expect(writeText).toHaveBeenCalledWith('support@gamegear.in');
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current.copied).toBe(true);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.copied).toBe(false);
  });

  it('reports failure when no copy method works', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: vi.fn().mockRejectedValue(new Error('denied')) },
    });
    const exec = vi.fn().mockReturnValue(false);
    Object.defineProperty(document, 'execCommand', { value: exec, configurable: true });
    const { result } = renderHook(() => useCopyToClipboard());
    await act(async () => {
      expect(await result.current.copy('x')).toBe(false);
    });
    expect(exec).toHaveBeenCalledWith('copy');
    expect(result.current.copied).toBe(false);
  });
});

describe('useInView', () => {
  it('follows the observer, and counts as visible where there is none', () => {
    let report: (entries: { isIntersecting: boolean }[]) => void = () => {};
    const observe = vi.fn();
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: typeof report) {
          report = callback;
        }
        observe = observe;
        disconnect() {}
      },
    );
    const ref = { current: document.createElement('div') };
    const { result } = renderHook(() => useInView(ref, '100px'));
    expect(observe).toHaveBeenCalledWith(ref.current);
    expect(result.current).toBe(false);
    act(() => report([{ isIntersecting: false }, { isIntersecting: true }]));
    expect(result.current).toBe(true);

    vi.stubGlobal('IntersectionObserver', undefined);
    const { result: withoutObserver } = renderHook(() => useInView(ref));
    expect(withoutObserver.current).toBe(true);
  });
});
