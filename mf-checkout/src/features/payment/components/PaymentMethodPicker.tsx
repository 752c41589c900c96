import { useId } from 'react';
import {
  codAboveLimitMessage,
  PAYMENT_DEFAULTS,
  PAYMENT_MESSAGES,
  PAYMENT_METHOD_LABELS,
  PAYMENT_METHODS,
  type PaymentMethod,
} from 'shared/contracts';
import styled from 'styled-components';
import { codAllowedFor, codOptionHint, ONLINE_OPTION_HINT } from '../lib/order-payment';

export interface PaymentMethodPickerProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  /** The order total in rupees: cash on delivery is offered up to PAYMENT_DEFAULTS.codLimitRupees. */
  totalRupees: number;
  /** An attempt whose answer was lost is sent again as it was: its method cannot change. */
  locked?: boolean;
}

/**
 * The order summary's payment step (docs/product.md#payments): a labelled radio group, 'Pay
 * online' first. Cash on delivery above the limit is disabled with the reason; the server decides
 * again when the order is placed.
 */
export function PaymentMethodPicker({
  value,
  onChange,
  totalRupees,
  locked = false,
}: PaymentMethodPickerProps) {
  const id = useId();
  const codAllowed = codAllowedFor(totalRupees);
  const hints: Record<PaymentMethod, string> = { online: ONLINE_OPTION_HINT, cod: codOptionHint() };
  return (
    <Fieldset aria-describedby={`${id}-help`} data-testid="payment-method-picker">
      <Legend>Payment</Legend>
      <Help id={`${id}-help`}>{PAYMENT_MESSAGES.chooseMethod}</Help>
      <Options>
        {PAYMENT_METHODS.map((method) => {
          const overLimit = method === 'cod' && !codAllowed;
          const disabled = overLimit || (locked && value !== method);
          const inputId = `${id}-${method}`;
          const hintId = `${inputId}-hint`;
          const reasonId = `${inputId}-reason`;
          return (
            <Option key={method} $checked={value === method} $disabled={disabled}>
              <input
                type="radio"
                id={inputId}
                name={`${id}-method`}
                value={method}
                checked={value === method}
                disabled={disabled}
                aria-describedby={overLimit ? `${hintId} ${reasonId}` : hintId}
                onChange={() => onChange(method)}
              />
              <OptionText>
                <label htmlFor={inputId}>{PAYMENT_METHOD_LABELS[method]}</label>
                <Hint id={hintId}>{hints[method]}</Hint>
                {overLimit && (
                  <Reason id={reasonId}>{codAboveLimitMessage(PAYMENT_DEFAULTS.codLimitRupees)}</Reason>
                )}
              </OptionText>
            </Option>
          );
        })}
      </Options>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const Legend = styled.legend`
  padding: 0;
  margin-bottom: 2px;
  font-size: ${(p) => p.theme.fontSize.md};
  font-weight: 700;
`;

const Help = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Options = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;

/** The whole card is the option's hit area (its label stretches over it); 48 px and more. */
const Option = styled.div<{ $checked: boolean; $disabled: boolean }>`
  position: relative;
  display: flex;
  align-items: flex-start;
  gap: 12px;
  min-height: 48px;
  padding: 12px 14px;
  border: 1px solid ${(p) => (p.$checked ? p.theme.colors.primary : p.theme.colors.border)};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => (p.$checked ? p.theme.colors.surfaceRaised : 'transparent')};
  opacity: ${(p) => (p.$disabled ? 0.7 : 1)};
  input {
    /* Above the label's stretched hit area, so the radio itself takes its own clicks. */
    position: relative;
    z-index: 1;
    flex: none;
    width: 18px;
    height: 18px;
    margin: 2px 0 0;
    accent-color: ${(p) => p.theme.colors.primaryFill};
    cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  }
  input:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
  label {
    font-weight: 600;
    cursor: ${(p) => (p.$disabled ? 'not-allowed' : 'pointer')};
  }
  label::after {
    content: '';
    position: absolute;
    inset: 0;
  }
`;

const OptionText = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
  min-width: 0;
`;

const Hint = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Reason = styled.span`
  color: ${(p) => p.theme.colors.warning};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
