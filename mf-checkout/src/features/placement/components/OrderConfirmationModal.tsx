import { useRef } from 'react';
import { Button, Sheet, toast, useCopyToClipboard } from 'shared';
import styled from 'styled-components';
import { CheckIcon, CopyIcon } from '../../../components/icons';

export interface OrderConfirmationModalProps {
  orderId: string | null;
  /** Spec: closing clears the cart and the discount and goes to /order-history. */
  onClose: () => void;
}

/** The order id with a copy button ('Copied!' for 2 s, spec). */
export function OrderConfirmationModal({ orderId, onClose }: OrderConfirmationModalProps) {
  const { copied, copy } = useCopyToClipboard();
  const doneRef = useRef<HTMLButtonElement>(null);
  const copyId = async () => {
    if (orderId && !(await copy(orderId)))
      toast.error('Could not copy', 'Please select the order ID and copy it.');
  };
  return (
    <Sheet
      open={orderId !== null}
      onClose={onClose}
      title="Order Placed Successfully!"
      description="Thank you for shopping with us. We will keep you posted on its progress."
      size="sm"
      initialFocusRef={doneRef}
      footer={
        <Footer>
          <Button ref={doneRef} onClick={onClose} fullWidth>
            View My Orders
          </Button>
        </Footer>
      }
    >
      <Label>Your order ID</Label>
      <IdRow>
        <code data-testid="confirmation-order-id">{orderId}</code>
        <Button
          variant="secondary"
          size="sm"
          onClick={copyId}
          aria-label={copied ? 'Order ID copied' : 'Copy order ID'}
        >
          {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </IdRow>
      <Live aria-live="polite">{copied ? 'Order ID copied to clipboard' : ''}</Live>
    </Sheet>
  );
}

const Label = styled.p`
  margin: 0 0 6px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const IdRow = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
  padding: 10px 12px;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.bg};
  border: 1px solid ${(p) => p.theme.colors.border};
  code {
    flex: 1;
    min-width: 0;
    font-family: ${(p) => p.theme.font.mono};
    font-size: 14px;
    word-break: break-all;
  }
`;

const Live = styled.p`
  min-height: 1.2em;
  margin: 6px 0 0;
  color: ${(p) => p.theme.colors.success};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Footer = styled.div`
  display: flex;
`;
