import { useRef } from 'react';
import { Button, Sheet } from 'shared';
import styled from 'styled-components';
import { ServiceAreaPanel } from '../features/service-area/components/ServiceAreaPanel';
import { useServiceAreaCheck } from '../features/service-area/hooks/use-service-area-check';

export interface ServiceAreaDialogProps {
  open: boolean;
  onClose: () => void;
  /**
   * Shown as a button once the PIN is in the service area (the repair landing's guest path:
   * 'Continue' then sign in). Without it the dialog only answers.
   */
  onContinue?: (pincode: string) => void;
  continueLabel?: string;
}

/**
 * Check Service Area (docs/product.md#profile-and-pin-codes): digits only, up to 6, checked 500 ms
 * after the 6th digit through `validate-pincode`. A bottom drawer on phones, a dialog above.
 */
export default function ServiceAreaDialog({
  open,
  onClose,
  onContinue,
  continueLabel = 'Continue',
}: ServiceAreaDialogProps) {
  return open ? <OpenDialog onClose={onClose} onContinue={onContinue} continueLabel={continueLabel} /> : null;
}

// Mounted while open: every opening starts with an empty field.
function OpenDialog({ onClose, onContinue, continueLabel }: Omit<ServiceAreaDialogProps, 'open'>) {
  const inputRef = useRef<HTMLInputElement>(null);
  const check = useServiceAreaCheck();
  const canContinue = onContinue && check.status === 'available';
  return (
    <Sheet
      open
      onClose={onClose}
      title="Check Service Area"
      description="Enter your 6-digit PIN code to see whether our pickup and repair service reaches you."
      size="sm"
      initialFocusRef={inputRef}
      footer={
        canContinue ? (
          <Footer>
            <Button onClick={() => onContinue(check.pincode)}>{continueLabel}</Button>
          </Footer>
        ) : undefined
      }
    >
      <ServiceAreaPanel check={check} inputRef={inputRef} />
    </Sheet>
  );
}

const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: 8px;
  width: 100%;
`;
