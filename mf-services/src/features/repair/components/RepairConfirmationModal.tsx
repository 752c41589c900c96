import { useRef } from 'react';
import { Button, Sheet, toast, useCopyToClipboard } from 'shared';
import styled from 'styled-components';
import { CheckIcon, CopyIcon } from '../../../components/icons';

export interface RepairConfirmationModalProps {
  requestId: string | null;
  /** Spec: closing goes to /repair/history. */
  onClose: () => void;
}

/** The new request's id with a copy button ('Copied!' for 2 s). */
export function RepairConfirmationModal({ requestId, onClose }: RepairConfirmationModalProps) {
  const { copied, copy } = useCopyToClipboard();
  const doneRef = useRef<HTMLButtonElement>(null);
  const copyId = async () => {
    if (requestId && !(await copy(requestId)))
      toast.error('Could not copy', 'Please select the request ID and copy it.');
  };
  return (
    <Sheet
      open={requestId !== null}
      onClose={onClose}
      title="Repair Request Submitted!"
      description="We will contact you shortly to arrange the pickup of your device."
      size="sm"
      initialFocusRef={doneRef}
      footer={
        <Footer>
          <Button ref={doneRef} onClick={onClose} fullWidth>
            View Repair History
          </Button>
        </Footer>
      }
    >
      <Label>Your request ID</Label>
      <IdRow>
        <code data-testid="repair-request-id">{requestId}</code>
        <Button
          variant="secondary"
          size="sm"
          onClick={copyId}
          aria-label={copied ? 'Request ID copied' : 'Copy request ID'}
        >
          {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </IdRow>
      <Live aria-live="polite">{copied ? 'Request ID copied to clipboard' : ''}</Live>
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
  width: 100%;
`;
