import { type FocusEvent, useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useMediaQuery } from 'shared';

export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export interface CarouselOptions {
  /** Autoplay delay (ms) before leaving slide `index`; none: no autoplay. */
  autoplay?: number | ((index: number) => number);
}

/**
 * Where a browser without the 'scrollend' event counts a scroll as settled: this long without a
 * 'scroll' event (a smooth scroll fires one every frame).
 */
export const SCROLL_SETTLE_MS = 150;

/** Scroll positions a slide can be brought to (the last few share the end of the track). */
function snapPositions(scroller: HTMLElement): number[] {
  const max = scroller.scrollWidth - scroller.clientWidth;
  const positions: number[] = [];
  for (const slide of Array.from(scroller.children) as HTMLElement[]) {
    const left = Math.min(slide.offsetLeft, max);
    if (positions.every((p) => Math.abs(p - left) > 1)) positions.push(left);
  }
  return positions;
}

/**
 * A carousel on native scroll snapping: swipe, trackpad and keyboard scrolling come from the
 * browser, so the home page's first load carries no carousel library (ADR 5 budget). Autoplay
 * waits while the pointer is over the carousel or focus is inside it, stops when the user pauses
 * it, never runs with prefers-reduced-motion (then slides jump instead of gliding), and rewinds
 * to the first slide after the last.
 *
 * The scroller (`viewportRef`) must be `position: relative` with the slides as its children.
 */
export function useCarousel({ autoplay }: CarouselOptions) {
  const reducedMotion = useMediaQuery(REDUCED_MOTION_QUERY);
  const viewportRef = useRef<HTMLDivElement>(null);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [userPaused, setUserPaused] = useState(false);
  const [pageHidden, setPageHidden] = useState(false);

  useEffect(() => {
    const onChange = () => setPageHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', onChange);
    return () => document.removeEventListener('visibilitychange', onChange);
  }, []);

  // The selected snap follows the slide the scroll settles on, whoever scrolled (buttons, swipe,
  // autoplay). The positions a smooth scroll passes through are no slide: read at every 'scroll'
  // event, the dot would flicker through the slides in between (the rewind from the last banner
  // to the first crosses them all). So the position is read once the scroll ends ('scrollend',
  // else SCROLL_SETTLE_MS after the last 'scroll'); a button or autoplay moves the dot to its
  // target at once (scrollTo), and that is where the scroll settles.
  // Measured before the first paint (the observer's first call comes after the browser's layout,
  // before it paints): the dots never change number in view, and no layout is forced.
  useLayoutEffect(() => {
    const scroller = viewportRef.current;
    if (!scroller) return;
    const measure = () => {
      const positions = snapPositions(scroller);
      setSnapCount(positions.length);
      let nearest = 0;
      positions.forEach((p, i) => {
        if (Math.abs(p - scroller.scrollLeft) < Math.abs((positions[nearest] ?? 0) - scroller.scrollLeft))
          nearest = i;
      });
      setSelected(nearest);
    };
    let settle: ReturnType<typeof setTimeout> | undefined;
    const onScroll = () => {
      clearTimeout(settle);
      settle = setTimeout(measure, SCROLL_SETTLE_MS);
    };
    const endEvent = 'onscrollend' in scroller ? 'scrollend' : 'scroll';
    const onEnd = endEvent === 'scrollend' ? measure : onScroll;
    scroller.addEventListener(endEvent, onEnd, { passive: true });
    if (typeof ResizeObserver === 'undefined') measure();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(scroller);
    return () => {
      scroller.removeEventListener(endEvent, onEnd);
      clearTimeout(settle);
      resize?.disconnect();
    };
  }, []);

  const scrollTo = useCallback(
    (index: number) => {
      const scroller = viewportRef.current;
      if (!scroller) return;
      const positions = snapPositions(scroller);
      if (positions.length === 0) return;
      // Past either end: round to the other end (rotation).
      const target = (index + positions.length) % positions.length;
      scroller.scrollTo({ left: positions[target], behavior: reducedMotion ? 'auto' : 'smooth' });
      setSelected(target);
    },
    [reducedMotion],
  );
  const scrollPrev = useCallback(() => scrollTo(selected - 1), [scrollTo, selected]);
  const scrollNext = useCallback(() => scrollTo(selected + 1), [scrollTo, selected]);

  const playing =
    autoplay !== undefined && !reducedMotion && !userPaused && !hovered && !focused && !pageHidden;
  // One timer per slide shown: a manual move restarts the wait for the next automatic one.
  useEffect(() => {
    if (!playing || snapCount < 2 || autoplay === undefined) return;
    const delay = typeof autoplay === 'number' ? autoplay : autoplay(selected);
    const timer = setTimeout(() => scrollTo(selected + 1), delay);
    return () => clearTimeout(timer);
  }, [playing, snapCount, autoplay, selected, scrollTo]);

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
    selected,
    /** 0 until measured. */
    snapCount,
    scrollTo,
    scrollPrev,
    scrollNext,
    /** Spread on the carousel's root: hover and focus pause autoplay. */
    rootProps,
    /** Whether the slides rotate by themselves right now (live region politeness follows it). */
    playing,
    hasAutoplay: autoplay !== undefined && !reducedMotion,
    userPaused,
    toggleUserPaused: useCallback(() => setUserPaused((p) => !p), []),
  };
}
