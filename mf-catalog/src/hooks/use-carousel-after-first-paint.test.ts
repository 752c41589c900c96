import { renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useCarouselAfterFirstPaint } from './use-carousel-after-first-paint';

describe('useCarouselAfterFirstPaint', () => {
  it('gives the first render no viewport ref (Embla cannot start before the paint), then Embla’s', async () => {
    const { result } = renderHook(() => useCarouselAfterFirstPaint({ loop: false }));
    expect(result.current[0]).toBeUndefined();
    expect(result.current[1]).toBeUndefined();
    await waitFor(() => expect(result.current[0]).toBeTypeOf('function'));
  });
});
