import type { ReactNode } from 'react';
import { useOverlayViews } from './overlay-views';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The destructive action's label, e.g. 'Clear Cart'. */
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/**
 * Asks once before a destructive action (clearing a cart or wishlist), with Cancel focused first.
 * Its code comes with the other views no first paint shows (`loadOverlayViews`).
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  if (!props.open) return null;
  return <OpenConfirmDialog {...props} />;
}

function OpenConfirmDialog(props: ConfirmDialogProps) {
  const views = useOverlayViews();
  return views ? <views.ConfirmDialogView {...props} /> : null;
}
