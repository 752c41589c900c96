import { type FormEvent, useId, useState } from 'react';
import { Button, formatINR, toast } from 'shared';
import { DISCOUNT_CODE_MAX } from 'shared/contracts';
import styled from 'styled-components';
import { TagIcon } from '../../../components/icons';
import { useApplyDiscount } from '../hooks/use-apply-discount';
import { describeRate } from '../lib';
import { useDiscount } from '../store';

export interface DiscountFormProps {
  subtotal: number;
  /** What the applied code takes off now (shared cart-total rule). */
  discountAmount: number;
}

/** Spec states: none (a button), entry (the form), applied (code, rate, amount, Remove). */
export function DiscountForm({ subtotal, discountAmount }: DiscountFormProps) {
  const applied = useDiscount((s) => s.applied);
  const clear = useDiscount((s) => s.clear);
  const [entry, setEntry] = useState(false);
  const [code, setCode] = useState('');
  const { apply, error, clearError, pending } = useApplyDiscount(subtotal);
  const inputId = useId();
  const errorId = `${inputId}-error`;

  if (applied) {
    return (
      <Applied data-testid="discount-applied" aria-live="polite">
        <TagIcon />
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
            toast.info('Discount removed');
          }}
        >
          Remove
        </Button>
      </Applied>
    );
  }

  if (!entry) {
    return (
      <Button variant="secondary" fullWidth onClick={() => setEntry(true)}>
        <TagIcon />
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
      <ErrorText id={errorId} role="alert">
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
