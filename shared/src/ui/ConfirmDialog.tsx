import { type ReactNode, useRef } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import { Sheet } from './Sheet';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  children: ReactNode;
  /** The destructive action's label, e.g. 'Clear Cart'. */
  confirmLabel: string;
  onConfirm: () => void;
  onClose: () => void;
}

/** Asks once before a destructive action (clearing a cart or wishlist), with Cancel focused first. */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  onConfirm,
  onClose,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title={title}
      size="sm"
      initialFocusRef={cancelRef}
      footer={
        <Actions>
          <Button ref={cancelRef} variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button
            variant="danger"
            onClick={() => {
              onClose();
              onConfirm();
            }}
          >
            {confirmLabel}
          </Button>
        </Actions>
      }
    >
      {children}
    </Sheet>
  );
}

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
