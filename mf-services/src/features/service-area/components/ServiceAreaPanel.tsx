import { useId } from 'react';
import { Button, Spinner } from 'shared';
import { PINCODE_DIGITS } from 'shared/contracts';
import { AlertIcon, CheckIcon, MapPinIcon } from 'shared/kit';
import styled from 'styled-components';
import type { ServiceAreaCheck } from '../hooks/use-service-area-check';

export interface ServiceAreaPanelProps {
  check: ServiceAreaCheck;
  /** Focused when the dialog opens. */
  inputRef?: React.Ref<HTMLInputElement>;
}

/** The PIN code field and the live answer of the service-area check. */
export function ServiceAreaPanel({ check, inputRef }: ServiceAreaPanelProps) {
  const id = useId();
  const inputId = `pincode-${id}`;
  const statusId = `pincode-status-${id}`;
  const { status, message } = check;
  const tone =
    status === 'available' ? 'success' : status === 'idle' || status === 'checking' ? 'muted' : 'danger';
  return (
    <div>
      <Label htmlFor={inputId}>PIN code</Label>
      <InputRow>
        <MapPinIcon size={18} aria-hidden="true" />
        <input
          ref={inputRef}
          id={inputId}
          type="text"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern="[0-9]*"
          maxLength={PINCODE_DIGITS}
          placeholder="e.g. 400001"
          value={check.pincode}
          onChange={(e) => check.setPincode(e.target.value)}
          aria-describedby={statusId}
          aria-invalid={status === 'invalid' || undefined}
          data-testid="service-area-pincode"
        />
      </InputRow>
      <Status id={statusId} role="status" $tone={tone} data-testid="service-area-status" data-status={status}>
        {status === 'checking' && <Spinner size={16} decorative />}
        {status === 'available' && <CheckIcon size={16} aria-hidden="true" />}
        {(status === 'unavailable' || status === 'invalid' || status === 'error') && (
          <AlertIcon size={16} aria-hidden="true" />
        )}
        <span>{message}</span>
      </Status>
      {status === 'error' && (
        <Button variant="secondary" size="sm" onClick={check.retry}>
          Try Again
        </Button>
      )}
    </div>
  );
}

const Label = styled.label`
  display: block;
  margin-bottom: 6px;
  font-weight: 600;
`;

const InputRow = styled.div`
  position: relative;
  svg {
    position: absolute;
    left: 12px;
    top: 50%;
    transform: translateY(-50%);
    color: ${(p) => p.theme.colors.textMuted};
    pointer-events: none;
  }
  input {
    width: 100%;
    height: 48px;
    padding: 0 12px 0 40px;
    border: 1px solid ${(p) => p.theme.colors.borderStrong};
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.bg};
    color: ${(p) => p.theme.colors.text};
    font: inherit;
    font-size: 18px;
    letter-spacing: 0.2em;
  }
  input:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 1px;
  }
`;

const Status = styled.p<{ $tone: 'success' | 'danger' | 'muted' }>`
  display: flex;
  align-items: center;
  gap: 8px;
  min-height: 1.5em;
  margin: 10px 0;
  color: ${(p) =>
    p.$tone === 'success'
      ? p.theme.colors.success
      : p.$tone === 'danger'
        ? p.theme.colors.danger
        : p.theme.colors.textMuted};
  svg {
    flex: none;
  }
`;
