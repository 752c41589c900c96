import { type KeyboardEvent, useEffect, useState } from 'react';
import { CART_LIMITS } from 'shared/contracts';
import { MinusIcon, PlusIcon } from 'shared/kit';
import styled from 'styled-components';

export interface QuantityControlProps {
  quantity: number;
  /** The product's name, for the controls' accessible names. */
  itemName: string;
  /** Any whole number the user asked for; the caller applies the 1-99 and stock rules. */
  onChange: (requested: number) => void;
  /** The most the line may hold: 99, or the units in stock when fewer. + stops there. */
  max?: number;
  disabled?: boolean;
}

/**
 * − / typed value / +. Typing commits on Enter or leaving the field (not per keystroke, so '15'
 * is not sent as '1' then '15'); an emptied field reverts. − at 1 asks for 0 (removes the item);
 * + at 99 asks for 100 (the caller clamps and says 'Max quantity 99'). Below 99, `max` (the units
 * in stock) stops +; a typed quantity above it is the caller's to lower ('Only N left in stock.').
 */
export function QuantityControl({
  quantity,
  itemName,
  onChange,
  max = CART_LIMITS.maxQuantity,
  disabled = false,
}: QuantityControlProps) {
  // At 99 + still asks, so the shopper hears 'Max quantity 99'; at the stock it stops.
  const atStock = max < CART_LIMITS.maxQuantity && quantity >= max;
  const [draft, setDraft] = useState(String(quantity));
  useEffect(() => setDraft(String(quantity)), [quantity]);

  const commit = () => {
    const requested = Number.parseInt(draft, 10);
    setDraft(String(quantity));
    if (Number.isFinite(requested) && requested !== quantity) onChange(requested);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Escape') {
      setDraft(String(quantity));
    }
  };

  return (
    <Group role="group" aria-label={`Quantity of ${itemName}`}>
      <StepButton
        type="button"
        aria-label={
          quantity <= CART_LIMITS.minQuantity ? `Remove ${itemName}` : `Decrease quantity of ${itemName}`
        }
        disabled={disabled}
        onClick={() => onChange(quantity - 1)}
      >
        <MinusIcon size={16} />
      </StepButton>
      <Input
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        aria-label={`Quantity of ${itemName}`}
        value={draft}
        maxLength={3}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value.replace(/[^0-9]/g, ''))}
        onBlur={commit}
        onKeyDown={onKeyDown}
      />
      <StepButton
        type="button"
        aria-label={`Increase quantity of ${itemName}`}
        disabled={disabled || atStock}
        onClick={() => onChange(quantity + 1)}
      >
        <PlusIcon size={16} />
      </StepButton>
    </Group>
  );
}

const Group = styled.div`
  display: inline-flex;
  align-items: stretch;
  height: 40px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  overflow: hidden;
  background: ${(p) => p.theme.colors.bg};
`;

const StepButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 40px;
  padding: 0;
  border: 0;
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  &:hover:not(:disabled) {
    background: ${(p) => p.theme.colors.surfaceHover};
  }
  &:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: -2px;
  }
`;

const Input = styled.input`
  width: 48px;
  border: 0;
  border-inline: 1px solid ${(p) => p.theme.colors.border};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-weight: 600;
  font-variant-numeric: tabular-nums;
  text-align: center;
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: -2px;
  }
`;
