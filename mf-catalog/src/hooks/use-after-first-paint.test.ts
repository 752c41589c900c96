import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useFirstPaintItems } from './use-after-first-paint';

describe('useFirstPaintItems', () => {
  const items = Array.from({ length: 10 }, (_, i) => i);

  it('gives the first render only the first items, and all of them once painted', async () => {
    const { result } = renderHook(() => useFirstPaintItems(items, { phone: 3, wide: 3 }));
    expect(result.current).toEqual([0, 1, 2]);
    await waitFor(() => expect(result.current).toEqual(items));
  });

  it('gives short lists whole at once', () => {
    const { result } = renderHook(() => useFirstPaintItems(items.slice(0, 2), { phone: 3, wide: 3 }));
    expect(result.current).toEqual([0, 1]);
  });
});
