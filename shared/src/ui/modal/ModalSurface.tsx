import { type ReactNode, type RefObject, useEffect, useLayoutEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useOverlayViews } from '../overlay-views';

export type SurfaceVariant = 'dialog' | 'bottom' | 'left' | 'right';
export type SurfaceSize = 'sm' | 'md' | 'lg';

export interface ModalSurfaceProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  variant: SurfaceVariant;
  size?: SurfaceSize;
  /** Element to focus on open; otherwise `[data-autofocus]`, then the first control. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  className?: string;
  /** Set by ModalSurface: what had the focus when `open` turned true (focus returns there). */
  opener?: RefObject<HTMLElement | null>;
}

// The server renders no open modal: its effect would only warn there.
const useOpeningEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

/**
 * The modal behind Sheet and Drawer: a portal to <body>, every other body child made `inert`
 * (focus, clicks and the accessibility tree stay in the panel, natively), Tab wrapped at the ends,
 * body scroll locked. Not native <dialog>.showModal(): a toast above a modal dialog is inert
 * there (ADR 0004), and the order confirmation shows a persistent toast beside a modal.
 * React owns `open`: Escape, the backdrop and the close button only ask `onClose`.
 * Once its code is here (`loadOverlayViews`) it opens in the same render; before that, as soon
 * as the code arrives.
 */
export function ModalSurface(props: ModalSurfaceProps) {
  // The opener is noted when `open` turns true, before anything moves the focus (a route change
  // focuses the page's heading): the modal's own code may arrive a moment later.
  const opener = useRef<HTMLElement | null>(null);
  useOpeningEffect(() => {
    if (props.open)
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }, [props.open]);
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<OpenSurfaceSlot {...props} opener={opener} />, document.body);
}

function OpenSurfaceSlot(props: ModalSurfaceProps) {
  const views = useOverlayViews();
  return views ? <views.OpenSurface {...props} /> : null;
}
