import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from 'shared';
import styled from 'styled-components';

/** Card width in a row; the image is square, so this also fixes the row's height (no shift). */
export const ROW_CARD_WIDTH = 'clamp(156px, 42vw, 212px)';

export interface ProductRowProps {
  /** Names the scroll buttons ('Scroll Laptops left'). */
  label: string;
  children: ReactNode;
}

/**
 * A horizontal row of cards: native scrolling with snap points (touch, trackpad, and the browser
 * scrolling a focused card into view), plus previous/next buttons on wider screens.
 */
export function ProductRow({ label, children }: ProductRowProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: true });

  const measure = useCallback(() => {
    const el = listRef.current;
    if (!el) return;
    const start = el.scrollLeft <= 1;
    const end = el.scrollLeft + el.clientWidth >= el.scrollWidth - 1;
    // Unchanged edges keep the state: no re-render of the row on every scroll step.
    setEdges((e) => (e.start === start && e.end === end ? e : { start, end }));
  }, []);

  useEffect(() => {
    const el = listRef.current;
    if (!el) return;
    el.addEventListener('scroll', measure, { passive: true });
    // The observer's first call comes right after the browser's own layout; measuring here
    // instead would force a layout of the whole page inside hydration's effects (a long task).
    if (typeof ResizeObserver === 'undefined') measure();
    const resize = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    resize?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      resize?.disconnect();
    };
  }, [measure]);

  const scrollByPage = (direction: 1 | -1) => {
    const el = listRef.current;
    if (!el) return;
    el.scrollBy({ left: direction * el.clientWidth * 0.9, behavior: 'smooth' });
  };

  return (
    <Wrap>
      <List ref={listRef}>{children}</List>
      <Arrow
        type="button"
        $side="left"
        aria-label={`Scroll ${label} left`}
        onClick={() => scrollByPage(-1)}
        hidden={edges.start}
      >
        <ChevronLeftIcon />
      </Arrow>
      <Arrow
        type="button"
        $side="right"
        aria-label={`Scroll ${label} right`}
        onClick={() => scrollByPage(1)}
        hidden={edges.end}
      >
        <ChevronRightIcon />
      </Arrow>
    </Wrap>
  );
}

export function ProductRowItem({ children }: { children: ReactNode }) {
  return <Item>{children}</Item>;
}

const Wrap = styled.div`
  position: relative;
`;

const List = styled.ul`
  /* The containing block of the cards' visually hidden texts: unpositioned, they would escape
     the scroller and widen the page. */
  position: relative;
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${ROW_CARD_WIDTH};
  gap: 16px;
  margin: 0;
  padding: 2px 2px 10px;
  list-style: none;
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-snap-type: x mandatory;
  scroll-padding: 0 2px;
  scrollbar-width: thin;

  ${(p) => p.theme.media.mobile} {
    gap: 10px;
  }
`;

const Item = styled.li`
  scroll-snap-align: start;
  min-width: 0;
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: calc(${ROW_CARD_WIDTH} / 2 - 20px);
  ${(p) => p.$side}: -14px;
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  padding: 0;
  border: 1px solid ${(p) => p.theme.colors.borderStrong};
  border-radius: 50%;
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  box-shadow: ${(p) => p.theme.shadows.raised};
  cursor: pointer;

  &[hidden] {
    display: none;
  }
  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
  ${(p) => p.theme.media.mobile} {
    display: none;
  }
`;
