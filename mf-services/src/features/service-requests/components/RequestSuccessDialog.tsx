import { useRef } from 'react';
import { Button, Sheet, useCopyToClipboard, VisuallyHidden } from 'shared';
import { CheckIcon, CopyIcon } from 'shared/kit';
import styled from 'styled-components';

export interface RequestSuccessDialogProps {
  requestId: string | null;
  title: string;
  message: string;
  onClose: () => void;
}

/** Success popup: the request id with a copy button (a tick for 2 s), closing moves on. */
export function RequestSuccessDialog({ requestId, title, message, onClose }: RequestSuccessDialogProps) {
  const { copied, copy } = useCopyToClipboard();
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
          <span>Request ID:</span>
          <code data-testid="request-id">{requestId}</code>
          <Button
            variant="ghost"
            size="sm"
            onClick={() => requestId && void copy(requestId)}
            aria-label={copied ? 'Request ID copied' : 'Copy request ID'}
          >
            {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          </Button>
          <VisuallyHidden role="status">{copied ? 'Request ID copied' : ''}</VisuallyHidden>
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
