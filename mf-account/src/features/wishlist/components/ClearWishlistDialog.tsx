import { useRef } from 'react';
import { Button, pluralize, Sheet } from 'shared';
import styled from 'styled-components';

export interface ClearWishlistDialogProps {
  open: boolean;
  count: number;
  onConfirm: () => void;
  onClose: () => void;
}

/** Clearing drops every item at once: asked once, with Cancel focused first. */
export function ClearWishlistDialog({ open, count, onConfirm, onClose }: ClearWishlistDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Sheet
      open={open}
      onClose={onClose}
      title="Clear wishlist?"
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
            Clear All
          </Button>
        </Actions>
      }
    >
      <p>{`This removes all ${pluralize(count, 'item')} from your wishlist.`}</p>
    </Sheet>
  );
}

const Actions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
`;
