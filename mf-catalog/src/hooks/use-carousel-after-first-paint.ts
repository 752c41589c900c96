import useEmblaCarousel from 'embla-carousel-react';
import { useAfterFirstPaint } from './use-after-first-paint';

type EmblaArgs = Parameters<typeof useEmblaCarousel>;

/**
 * `useEmblaCarousel`, started once the browser has painted the carousel. Embla's ref is a state
 * setter: attached in the first commit, it forces a synchronous re-render whose effects (Embla
 * measuring every slide, a forced layout of the whole page) run before that first paint, ~0.1 s
 * of a throttled phone's LCP on the product page (docs/adr/0005). Until then the track shows
 * its first slide in place, exactly where Embla keeps it, so nothing moves when it starts.
 */
export function useCarouselAfterFirstPaint(
  options?: EmblaArgs[0],
  plugins?: EmblaArgs[1],
): [ReturnType<typeof useEmblaCarousel>[0] | undefined, ReturnType<typeof useEmblaCarousel>[1]] {
  const painted = useAfterFirstPaint();
  const [viewportRef, api] = useEmblaCarousel(options, plugins);
  return [painted ? viewportRef : undefined, api];
}
