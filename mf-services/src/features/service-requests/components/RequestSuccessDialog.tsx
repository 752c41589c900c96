import { useRef } from 'react';
import { Button, Sheet, useCopyToClipboard, VisuallyHidden } from 'shared';
import { CheckIcon, CopyIcon } from 'shared/kit';
import styled from 'styled-components';

export interface RequestSuccessDialogProps {
  requestId: string | null;
  /** Its display number ('GL-26-7K3M9Q'), once read: shown and copied instead of the id. */
  requestNumber?: string | null;
  title: string;
  message: string;
  onClose: () => void;
}

/**
 * Success popup: the request number (the id until the number is read) with a copy button (a tick
 * for 2 s), closing moves on. The id stays in `data-request-id`.
 */
export function RequestSuccessDialog({
  requestId,
  requestNumber,
  title,
  message,
  onClose,
}: RequestSuccessDialogProps) {
  const { copied, copy } = useCopyToClipboard();
  const shown = requestNumber || requestId;
  const name = requestNumber ? 'request number' : 'request ID';
  const Name = requestNumber ? 'Request number' : 'Request ID';
  const closeRef = useRef<HTMLButtonElement>(null);
  return (
    <Sheet
      open={requestId !== null}
      onClose={onClose}
      title={title}
      size="sm"
      initialFocusRef={closeRef}
      footer={
        <Button ref={closeRef} onClick={onClose} fullWidth>
          View Request History
        </Button>
      }
    >
      <Body data-testid="request-success">
        <p>{message}</p>
        <IdRow>
          <span>{Name}:</span>
          <code data-testid="request-id" data-request-id={requestId ?? undefined}>
            {shown}
          </code>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => shown && void copy(shown)}
            aria-label={copied ? `${Name} copied` : `Copy ${name}`}
          >
            {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          </Button>
          <VisuallyHidden role="status">{copied ? `${Name} copied` : ''}</VisuallyHidden>
        </IdRow>
      </Body>
    </Sheet>
  );
}

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;

const IdRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: 8px;
  code {
    font-family: ${(p) => p.theme.font.mono};
    word-break: break-all;
    color: ${(p) => p.theme.colors.text};
  }
`;
