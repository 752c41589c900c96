import { render, renderHook, screen, waitFor } from '@testing-library/react';
import type { EmblaCarouselType } from 'embla-carousel';
import { describe, expect, it } from 'vitest';
import { useCarouselAfterFirstPaint } from './use-carousel-after-first-paint';

function Carousel({ onApi }: { onApi: (api: EmblaCarouselType | undefined) => void }) {
  const [ref, api] = useCarouselAfterFirstPaint({ loop: false });
  onApi(api);
  return (
    <div ref={ref} data-testid="viewport" data-started={api ? 'yes' : 'no'}>
      <div>
        <div>one</div>
        <div>two</div>
      </div>
    </div>
  );
}

describe('useCarouselAfterFirstPaint', () => {
  it('gives the first render no viewport ref (Embla cannot start before the paint), then one', async () => {
    const { result } = renderHook(() => useCarouselAfterFirstPaint({ loop: false }));
    expect(result.current[0]).toBeUndefined();
    expect(result.current[1]).toBeUndefined();
    await waitFor(() => expect(result.current[0]).toBeTypeOf('function'));
  });

  it('starts Embla on the viewport once painted (its code loaded then)', async () => {
    let api: EmblaCarouselType | undefined;
    render(<Carousel onApi={(a) => (api = a)} />);
    expect(screen.getByTestId('viewport').dataset.started).toBe('no');
    await waitFor(() => expect(screen.getByTestId('viewport').dataset.started).toBe('yes'));
    expect(api?.rootNode()).toBe(screen.getByTestId('viewport'));
    expect(api?.slideNodes()).toHaveLength(2);
  });
});
