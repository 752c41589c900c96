import { type ReactNode, type RefObject, useCallback, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import styled, { keyframes } from 'styled-components';
import { focusableWithin } from './modal/focus';

export type PopoverPlacement = 'bottom-start' | 'bottom-end' | 'bottom' | 'top-start' | 'top-end' | 'top';

const appear = keyframes`from { opacity: 0; transform: translateY(-4px); }`;

const Panel = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  z-index: ${(p) => p.theme.zIndex.popover};
  min-width: 200px;
  max-width: min(calc(100vw - 16px), 360px);
  max-height: calc(100vh - 16px);
  overflow: auto;
  padding: 8px;
  color: ${(p) => p.theme.colors.text};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  box-shadow: ${(p) => p.theme.shadows.overlay};
  animation: ${appear} 140ms ease-out;
  @media (prefers-reduced-motion: reduce) { animation: none; }
  &:focus { outline: none; }
`;

const GAP = 8;
const EDGE = 8;

/** Viewport coordinates for the panel: flipped when it would overflow, clamped to the edges. */
export function computePopoverPosition(
  anchor: { top: number; bottom: number; left: number; right: number; width: number },
  panel: { width: number; height: number },
  viewport: { width: number; height: number },
  placement: PopoverPlacement,
): { top: number; left: number } {
  const [side, align = 'center'] = placement.split('-') as ['top' | 'bottom', ('start' | 'end')?];
  const below = anchor.bottom + GAP;
  const above = anchor.top - GAP - panel.height;
  let top = side === 'bottom' ? below : above;
  if (side === 'bottom' && below + panel.height > viewport.height - EDGE && above >= EDGE) top = above;
  if (side === 'top' && above < EDGE) top = below;
  let left =
    align === 'start'
      ? anchor.left
      : align === 'end'
        ? anchor.right - panel.width
        : anchor.left + anchor.width / 2 - panel.width / 2;
  left = Math.min(Math.max(EDGE, left), Math.max(EDGE, viewport.width - EDGE - panel.width));
  return { top: Math.max(EDGE, top), left };
}

export interface PopoverProps {
  open: boolean;
  onClose: () => void;
  /** The trigger; the panel is placed next to it and focus returns to it on Escape. */
  anchorRef: RefObject<HTMLElement | null>;
  children: ReactNode;
  placement?: PopoverPlacement;
  /** Accessible name of the panel. */
  label?: string;
  /** 'dialog' (default) for panels with content; 'menu' only if children implement menu keys. */
  role?: 'dialog' | 'menu' | 'listbox';
  /** Move focus into the panel when it opens (default). */
  autoFocus?: boolean;
  id?: string;
  className?: string;
}

/**
 * Non-modal panel anchored to a trigger (services menu, 'Special Offer!'). Closes on Escape
 * (focus back to the trigger), on a press outside both panel and trigger, and when focus leaves
 * it. The trigger should carry aria-expanded and aria-controls={id}.
 */
export function Popover(props: PopoverProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenPopover {...props} />, document.body);
}

function OpenPopover({
  onClose,
  anchorRef,
  children,
  placement = 'bottom-start',
  label,
  role = 'dialog',
  autoFocus = true,
  id,
  className,
}: PopoverProps) {
  const panelRef = useRef<HTMLDivElement>(null);
  const onCloseRef = useRef(onClose);
  onCloseRef.current = onClose;

  const place = useCallback(() => {
    const anchor = anchorRef.current;
    const panel = panelRef.current;
    if (!anchor || !panel) return;
    // Written to the element, not state: placed in the same layout pass, before paint, and the
    // panel is focusable right away (a hidden first frame would swallow the initial focus).
    const { top, left } = computePopoverPosition(
      anchor.getBoundingClientRect(),
      { width: panel.offsetWidth, height: panel.offsetHeight },
      { width: window.innerWidth, height: window.innerHeight },
      placement,
    );
    panel.style.top = `${top}px`;
    panel.style.left = `${left}px`;
  }, [anchorRef, placement]);

  useLayoutEffect(() => {
    place();
    window.addEventListener('resize', place);
    window.addEventListener('scroll', place, true);
    return () => {
      window.removeEventListener('resize', place);
      window.removeEventListener('scroll', place, true);
    };
  }, [place]);

  useLayoutEffect(() => {
    const panel = panelRef.current;
    if (autoFocus && panel) (focusableWithin(panel)[0] ?? panel).focus({ preventScroll: true });
    const outside = (target: EventTarget | null) =>
      target instanceof Node && !panel?.contains(target) && !anchorRef.current?.contains(target);
    const onPointerDown = (event: PointerEvent) => {
      if (outside(event.target)) onCloseRef.current();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.stopPropagation();
      onCloseRef.current();
      anchorRef.current?.focus();
    };
    const onFocusIn = (event: FocusEvent) => {
      if (outside(event.target)) onCloseRef.current();
    };
    document.addEventListener('pointerdown', onPointerDown, true);
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown, true);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, [anchorRef, autoFocus]);

  return (
    <Panel ref={panelRef} id={id} role={role} aria-label={label} tabIndex={-1} className={className}>
      {children}
    </Panel>
  );
}
