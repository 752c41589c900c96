import { lazy, Suspense } from 'react';
import styled from 'styled-components';
import type { RangeSliderProps } from './RangeSliderControl';

export type { RangeSliderProps } from './RangeSliderControl';

const loadControl = () => import('./RangeSliderControl');
// React.lazy keeps a failed import for good: a slider whose code could not load stays its
// placeholder instead of taking the page down with it (the other filters keep working).
const Control = lazy(() =>
  loadControl().then(
    (m) => ({ default: m.RangeSliderControl }),
    () => ({ default: Placeholder }),
  ),
);

/**
 * The filters' two-thumb slider. Its code (Radix, ~8.6 KiB on the wire) loads on its own: a
 * category or search page's first screen on a phone shows no slider, and its bytes would share
 * the link with the files that screen waits for (docs/adr/0005). Until it arrives, a track of the
 * same size holds its place, so nothing moves.
 */
export function RangeSlider(props: RangeSliderProps) {
  return (
    <Suspense fallback={<Placeholder />}>
      <Control {...props} />
    </Suspense>
  );
}

/** Starts loading the slider's code, e.g. once the page has painted. */
export function preloadRangeSlider(): void {
  void loadControl().catch(() => {
    // The slider's own render loads it again (a failed chunk is requested anew).
  });
}

/** A track of the slider's size that holds its place. */
function Placeholder() {
  return <Track aria-hidden="true" data-testid="range-slider-placeholder" />;
}

const Track = styled.div`
  display: flex;
  align-items: center;
  height: 28px;
  &::before {
    content: '';
    flex: 1;
    height: 4px;
    border-radius: ${(p) => p.theme.radii.pill};
    background: ${(p) => p.theme.colors.border};
  }
`;
