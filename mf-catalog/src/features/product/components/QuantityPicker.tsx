import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { CART, toast, VisuallyHidden } from 'shared';
import styled from 'styled-components';
import { clampQuantity, MAX_QUANTITY_MESSAGE, parseQuantityInput, stockLimitMessage } from '../lib/quantity';

export interface QuantityPickerProps {
  value: number;
  onChange: (quantity: number) => void;
  disabled?: boolean;
  /** The most one can pick: 99, or the units in stock when fewer. */
  max?: number;
}

/**
 * Quantity 1-99 (docs/product.md#cart), and never more than the units in stock: minus and plus
 * buttons and a number field. Typing above 99 clamps to 99 with the toast 'Maximum quantity is
 * 99'; above the stock, to the stock with 'Only N left in stock.'; below 1 is not allowed; an
 * emptied field falls back to the last quantity when it loses focus.
 */
export function QuantityPicker({
  value,
  onChange,
  disabled = false,
  max = CART.maxQuantity,
}: QuantityPickerProps) {
  const inputId = useId();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);

  const change = (raw: string) => {
    const { quantity, exceeded } = parseQuantityInput(raw, max);
    if (quantity === null) {
      setDraft('');
      return;
    }
    if (exceeded) {
      const message = max < CART.maxQuantity ? stockLimitMessage(max) : MAX_QUANTITY_MESSAGE;
      toast.warning(message, undefined, { id: 'max-quantity' });
    }
    setDraft(String(quantity));
    if (quantity !== value) onChange(quantity);
  };
  const step = (delta: number) => onChange(clampQuantity(value + delta, max));
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowUp' || event.key === 'ArrowDown') {
      event.preventDefault();
      step(event.key === 'ArrowUp' ? 1 : -1);
    }
  };

  return (
    <Root>
      <Label htmlFor={inputId}>Quantity</Label>
      <Stepper>
        <StepButton
          type="button"
          aria-label="Decrease quantity"
          disabled={disabled || value <= CART.minQuantity}
          onClick={() => step(-1)}
        >
          −
        </StepButton>
        <Input
          id={inputId}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          aria-describedby={`${inputId}-hint`}
          maxLength={3}
          value={draft}
          disabled={disabled}
          onChange={(event) => change(event.target.value)}
          onBlur={() => setDraft(String(value))}
          onKeyDown={onKeyDown}
        />
        <StepButton
          type="button"
          aria-label="Increase quantity"
          disabled={disabled || value >= max}
          onClick={() => step(1)}
        >
          +
        </StepButton>
      </Stepper>
      <VisuallyHidden id={`${inputId}-hint`}>{`Between ${CART.minQuantity} and ${max}`}</VisuallyHidden>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
`;

const Label = styled.label`
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Stepper = styled.div`
  display: inline-flex;
  align-items: stretch;
  height: 44px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surface};
  overflow: hidden;
  &:focus-within {
    border-color: ${(p) => p.theme.colors.primary};
  }
`;

const StepButton = styled.button`
  width: 44px;
  border: 0;
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${(p) => p.theme.colors.surfaceHover};
  }
  &:disabled {
    opacity: 0.45;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: -2px;
  }
`;

const Input = styled.input`
  width: 56px;
  border: 0;
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: ${(p) => p.theme.fontSize.md};
  font-variant-numeric: tabular-nums;
  text-align: center;
  &:focus {
    outline: none;
  }
  &:disabled {
    opacity: 0.55;
  }
`;
