import { useRef } from 'react';
import styled from 'styled-components';
import { useCopyToClipboard } from '../hooks/useCopyToClipboard';
import { Button } from './Button';
import type { IdConfirmationModalProps } from './IdConfirmationModal';
import { CheckIcon, CopyIcon } from './icons';
import { Sheet } from './Sheet';
import { toast } from './toast';

/** The open confirmation (IdConfirmationModal): loaded with the other views no first paint shows. */
export function IdConfirmationView({
  id,
  shownId,
  idAttribute,
  onClose,
  title,
  description,
  doneLabel,
  idName,
  idTestId,
  fullWidthFooter = false,
}: IdConfirmationModalProps) {
  const { copied, copy } = useCopyToClipboard();
  const doneRef = useRef<HTMLButtonElement>(null);
  const IdName = idName.charAt(0).toUpperCase() + idName.slice(1);
  const shown = shownId || id;
  const copyId = async () => {
    if (shown && !(await copy(shown)))
      toast.error('Could not copy', `Please select the ${idName} and copy it.`);
  };
  return (
    <Sheet
      open={id !== null}
      onClose={onClose}
      title={title}
      description={description}
      size="sm"
      initialFocusRef={doneRef}
      footer={
        <Footer $fullWidth={fullWidthFooter}>
          <Button ref={doneRef} onClick={onClose} fullWidth>
            {doneLabel}
          </Button>
        </Footer>
      }
    >
      <Label>Your {idName}</Label>
      <IdRow>
        <code data-testid={idTestId} {...(idAttribute && id ? { [idAttribute]: id } : {})}>
          {shown}
        </code>
        <Button
          variant="secondary"
          size="sm"
          onClick={copyId}
          aria-label={copied ? `${IdName} copied` : `Copy ${idName}`}
        >
          {copied ? <CheckIcon size={16} /> : <CopyIcon size={16} />}
          {copied ? 'Copied!' : 'Copy'}
        </Button>
      </IdRow>
      <Live aria-live="polite">{copied ? `${IdName} copied to clipboard` : ''}</Live>
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

const Footer = styled.div<{ $fullWidth: boolean }>`
  display: flex;
  ${(p) => (p.$fullWidth ? 'width: 100%;' : '')}
`;
