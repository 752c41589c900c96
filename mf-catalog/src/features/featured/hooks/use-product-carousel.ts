import Autoplay from 'embla-carousel-autoplay';
import { type FocusEvent, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useMediaQuery } from 'shared';
import { useCarouselAfterFirstPaint } from '../../../hooks/use-carousel-after-first-paint';

const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export interface ProductCarouselOptions {
  /** Autoplay delay (ms). */
  autoplayMs: number;
  /** After the user moves the carousel, autoplay waits this long before it resumes. */
  pauseAfterInteractionMs?: number;
  /** False while the carousel is off screen: nothing rotates unseen. */
  visible?: boolean;
}

/**
 * Embla with autoplay for product rows: pauses while hovered or focused, for a while after the
 * user scrolls it, while off screen, and for good with prefers-reduced-motion.
 */
export function useProductCarousel({
  autoplayMs,
  pauseAfterInteractionMs = 0,
  visible = true,
}: ProductCarouselOptions) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const [autoplay] = useState(() =>
    Autoplay({ delay: autoplayMs, playOnInit: false, stopOnInteraction: false, stopOnFocusIn: false }),
  );
  const plugins = useMemo(() => [autoplay], [autoplay]);
  const [viewportRef, api] = useCarouselAfterFirstPaint({ loop: true, align: 'start' }, plugins);

  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [resting, setResting] = useState(false);
  const [canScroll, setCanScroll] = useState(false);
  const restTimer = useRef<ReturnType<typeof setTimeout>>(undefined);

  const playing = visible && canScroll && !reducedMotion && !hovered && !focused && !resting;

  /** The plugin ignores carousels with one snap and must not be told to play them. */
  const apply = useCallback(() => {
    if (!api || api.scrollSnapList().length < 2) return;
    if (playing) {
      if (!autoplay.isPlaying()) autoplay.play();
    } else autoplay.stop();
  }, [api, autoplay, playing]);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setCanScroll(api.canScrollNext() || api.canScrollPrev());
      apply();
    };
    const interact = () => {
      if (!pauseAfterInteractionMs) return;
      setResting(true);
      clearTimeout(restTimer.current);
      restTimer.current = setTimeout(() => setResting(false), pauseAfterInteractionMs);
    };
    sync();
    api.on('reInit', sync);
    api.on('pointerDown', interact);
    // The plugin resumes after a drag: re-apply the pause rules.
    api.on('pointerUp', apply);
    return () => {
      api.off('reInit', sync);
      api.off('pointerDown', interact);
      api.off('pointerUp', apply);
    };
  }, [api, apply, pauseAfterInteractionMs]);

  useEffect(() => () => clearTimeout(restTimer.current), []);

  useEffect(apply, [apply]);

  const move = useCallback(
    (direction: 'prev' | 'next') => {
      if (!api) return;
      if (direction === 'prev') api.scrollPrev(reducedMotion);
      else api.scrollNext(reducedMotion);
      if (pauseAfterInteractionMs) {
        setResting(true);
        clearTimeout(restTimer.current);
        restTimer.current = setTimeout(() => setResting(false), pauseAfterInteractionMs);
      }
    },
    [api, reducedMotion, pauseAfterInteractionMs],
  );

  const rootProps = useMemo(
    () => ({
      onMouseEnter: () => setHovered(true),
      onMouseLeave: () => setHovered(false),
      onFocus: () => setFocused(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      },
    }),
    [],
  );

  return {
    viewportRef,
    /** Whether there is anything to scroll to (more products than fit). */
    canScroll,
    scrollPrev: useCallback(() => move('prev'), [move]),
    scrollNext: useCallback(() => move('next'), [move]),
    rootProps,
    playing,
  };
}
