import type { EmblaCarouselType, EmblaOptionsType, EmblaPluginType } from 'embla-carousel';
import { useEffect, useRef, useState } from 'react';
import { useAfterFirstPaint } from './use-after-first-paint';

const loadEmbla = () => import('embla-carousel');

/**
 * An Embla carousel that starts once the browser has painted it (docs/adr/0005):
 * - Embla's code (~6.6 KiB on the wire) loads then, on its own, instead of sharing the link with
 *   the first screen's files; the category and search pages never need it there.
 * - The viewport ref is a state setter. Attached in the first commit it forced a synchronous
 *   re-render whose effects (Embla measuring every slide, a forced layout of the whole page) ran
 *   before that paint: ~0.1 s of a throttled phone's product-page LCP.
 * Until Embla starts, the track shows its first slide where Embla keeps it, so nothing moves.
 * Options and plugins are read once, when the carousel starts.
 */
export function useCarouselAfterFirstPaint(
  options?: EmblaOptionsType,
  plugins?: EmblaPluginType[],
): [((viewport: HTMLElement | null) => void) | undefined, EmblaCarouselType | undefined] {
  const painted = useAfterFirstPaint();
  const setup = useRef({ options, plugins });
  const [viewport, setViewport] = useState<HTMLElement | null>(null);
  const [api, setApi] = useState<EmblaCarouselType>();

  useEffect(() => {
    if (!viewport) return;
    let active = true;
    let instance: EmblaCarouselType | undefined;
    loadEmbla().then(
      ({ default: EmblaCarousel }) => {
        if (!active) return;
        instance = EmblaCarousel(viewport, setup.current.options, setup.current.plugins);
        setApi(instance);
      },
      // The carousel then stays on its first slide; the page around it works as before.
      (error: unknown) => console.error('Could not load the carousel', error),
    );
    return () => {
      active = false;
      instance?.destroy();
      setApi(undefined);
    };
  }, [viewport]);

  return [painted ? setViewport : undefined, api];
}
