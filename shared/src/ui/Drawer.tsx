import type { ReactNode, RefObject } from 'react';
import { ModalSurface } from './modal/ModalSurface';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  side: 'left' | 'right';
  title: ReactNode;
  description?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
  className?: string;
}

/** Full-height side panel (catalogue, services, account) with the same modal behaviour as Sheet. */
export function Drawer({ side, ...rest }: DrawerProps) {
  return <ModalSurface {...rest} variant={side} />;
}
