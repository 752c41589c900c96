import { useRef } from 'react';
import styled from 'styled-components';
import { Button } from './Button';
import type { ConfirmDialogProps } from './ConfirmDialog';
import { Sheet } from './Sheet';

/** The open ConfirmDialog: loaded with the other views no first paint shows. */
export function ConfirmDialogView({
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
