import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { Button, formatINR, Spinner, toast } from 'shared';
import { DISCOUNT_CODE_MAX } from 'shared/contracts';
import { TagIcon } from 'shared/kit';
import styled from 'styled-components';
import { DISCOUNT_TOAST, useApplyDiscount } from '../hooks/use-apply-discount';
import { describeRate } from '../lib';
import { useDiscount } from '../store';

export interface DiscountFormProps {
  subtotal: number;
  /** What the applied code takes off now (shared cart-total rule). */
  discountAmount: number;
}

/**
 * States (docs/product.md#discount-codes): none (a button), entry (the form), applied (code, rate,
 * amount, Remove); plus 'checking' while a code kept from an earlier page waits for the server.
 * After a submit, focus moves to the result (the applied line or the error), so a screen reader
 * reads it out.
 */
export function DiscountForm({ subtotal, discountAmount }: DiscountFormProps) {
  const applied = useDiscount((s) => s.applied);
  const restoring = useDiscount((s) => s.restoring);
  const clear = useDiscount((s) => s.clear);
  const [entry, setEntry] = useState(false);
  const [code, setCode] = useState('');
  const { apply, error, clearError, pending } = useApplyDiscount(subtotal);
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const appliedRef = useRef<HTMLDivElement>(null);
  const errorRef = useRef<HTMLParagraphElement>(null);
  const [focusResult, setFocusResult] = useState(false);

  useEffect(() => {
    if (!focusResult) return;
    setFocusResult(false);
    if (applied) appliedRef.current?.focus();
    else if (error) errorRef.current?.focus();
  }, [focusResult, applied, error]);

  if (applied) {
    return (
      <Applied ref={appliedRef} tabIndex={-1} data-testid="discount-applied" aria-live="polite">
        <TagIcon size={18} />
        <div>
          <strong>{applied.discountCode}</strong> applied
          <Detail>
            {describeRate(applied)} · −{formatINR(discountAmount)}
          </Detail>
        </div>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`Remove discount code ${applied.discountCode}`}
          onClick={() => {
            clear();
            setCode('');
            setEntry(false);
            toast.action(DISCOUNT_TOAST).info('Discount removed');
          }}
        >
          Remove
        </Button>
      </Applied>
    );
  }

  if (restoring) {
    return (
      <Checking role="status" data-testid="discount-checking">
        <Spinner size={16} decorative />
        Checking discount code <strong>{restoring}</strong>…
      </Checking>
    );
  }

  if (!entry) {
    return (
      <Button variant="secondary" fullWidth onClick={() => setEntry(true)}>
        <TagIcon size={18} />
        Have a discount code?
      </Button>
    );
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (await apply(code)) {
      setCode('');
      setEntry(false);
    }
    setFocusResult(true);
  };

  return (
    <Form onSubmit={submit} aria-label="Apply a discount code" noValidate>
      <label htmlFor={inputId}>Discount code</label>
      <Row>
        <Input
          id={inputId}
          value={code}
          maxLength={DISCOUNT_CODE_MAX}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. SAVE10"
          autoFocus
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(e) => {
            setCode(e.target.value);
            if (error) clearError();
          }}
        />
        <Button type="submit" disabled={code.trim() === ''} loading={pending}>
          Apply
        </Button>
      </Row>
      <ErrorText id={errorId} ref={errorRef} tabIndex={-1} role="alert">
        {error ?? ''}
      </ErrorText>
      <CancelLink
        type="button"
        onClick={() => {
          setEntry(false);
          setCode('');
          clearError();
        }}
      >
        Cancel
      </CancelLink>
    </Form>
  );
}

const Applied = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  padding: 10px 12px;
  border: 1px dashed ${(p) => p.theme.colors.success};
  border-radius: ${(p) => p.theme.radii.sm};
  background: rgba(46, 204, 113, 0.08);
  color: ${(p) => p.theme.colors.text};
  svg {
    color: ${(p) => p.theme.colors.success};
    flex: none;
  }
  > div {
    flex: 1;
    min-width: 0;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Checking = styled.p`
  display: flex;
  align-items: center;
  gap: 8px;
  margin: 0;
  padding: 10px 12px;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Detail = styled.span`
  display: block;
  color: ${(p) => p.theme.colors.success};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-variant-numeric: tabular-nums;
`;

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 6px;
  label {
    font-size: ${(p) => p.theme.fontSize.sm};
    font-weight: 600;
  }
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
`;

const Input = styled.input`
  flex: 1;
  min-width: 0;
  height: 40px;
  padding: 0 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.bg};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  text-transform: uppercase;
  &::placeholder {
    text-transform: none;
    color: ${(p) => p.theme.colors.textMuted};
  }
  &[aria-invalid='true'] {
    border-color: ${(p) => p.theme.colors.danger};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 1px;
  }
`;

const ErrorText = styled.p`
  margin: 0;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
  min-height: 1.2em;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const CancelLink = styled.button`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${(p) => p.theme.colors.textMuted};
  font: inherit;
  font-size: ${(p) => p.theme.fontSize.sm};
  text-decoration: underline;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
