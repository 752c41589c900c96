import type { ReactNode, RefObject } from 'react';
import { useIsMobile } from '../hooks/useMediaQuery';
import { ModalSurface, type SurfaceSize } from './modal/ModalSurface';

export interface SheetProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  /** Action row pinned below the scrolling content (Save / Cancel). */
  footer?: ReactNode;
  size?: SurfaceSize;
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  className?: string;
}

/**
 * The responsive sheet (docs/product.md#common-rules): a bottom drawer below 768 px, a centred
 * dialog above. Modal, focus moved in and kept there, Escape / backdrop / close button call
 * `onClose`, focus returns to the opener, page scroll locked.
 */
export function Sheet(props: SheetProps) {
  const isMobile = useIsMobile();
  return <ModalSurface {...props} variant={isMobile ? 'bottom' : 'dialog'} />;
}
