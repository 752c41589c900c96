import { useEffect, useId, useRef } from 'react';
import { Button, userText } from 'shared';
import styled from 'styled-components';
import { Buttons } from './detail-layout';

/** The question asked before an action, with its confirming button (focused) and Cancel. */
export function Confirm({
  question,
  label,
  onConfirm,
  onCancel,
}: {
  question: string;
  label: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const confirmRef = useRef<HTMLButtonElement>(null);
  // Unique: the refund of an order asks beside its status change.
  const questionId = useId();
  useEffect(() => confirmRef.current?.focus(), []);
  return (
    <ConfirmBox role="group" aria-labelledby={questionId}>
      <p id={questionId}>{question}</p>
      <Buttons>
        <Button ref={confirmRef} onClick={onConfirm}>
          {label}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </Buttons>
    </ConfirmBox>
  );
}

const ConfirmBox = styled.div`
  display: grid;
  gap: 12px;
  padding: 16px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.borderStrong};
  border-radius: ${(p) => p.theme.radii.md};
  p {
    /* The question may echo what was typed (the technician's name). */
    ${userText}
    margin: 0;
    font-weight: 600;
  }
`;
