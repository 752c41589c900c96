import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAfterPageLoad } from './use-after-page-load';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('useAfterPageLoad', () => {
  it('is true at once when the page has already loaded (in-app navigation)', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    expect(renderHook(() => useAfterPageLoad()).result.current).toBe(true);
  });

  it("waits for the window's load event on a first load", () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const { result } = renderHook(() => useAfterPageLoad());
    expect(result.current).toBe(false);
    state.mockReturnValue('complete');
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(result.current).toBe(true);
  });
});
