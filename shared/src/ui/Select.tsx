import { type FocusEvent, type Ref, useId } from 'react';
import styled from 'styled-components';
import {
  controlStyles,
  describedBy,
  FieldError,
  FieldFooter,
  FieldHint,
  FieldLabel,
  FieldRoot,
  RequiredMark,
} from './field-styles';

const NativeSelect = styled.select<{ $invalid: boolean }>`
  ${controlStyles}
  appearance: none;
  padding-right: 36px;
  background-image: linear-gradient(45deg, transparent 50%, currentColor 50%),
    linear-gradient(135deg, currentColor 50%, transparent 50%);
  background-position: calc(100% - 18px) 50%, calc(100% - 13px) 50%;
  background-size: 5px 5px;
  background-repeat: no-repeat;
  cursor: pointer;
`;

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly SelectOption[];
  /** Shown as a first, unselectable option while `value` is ''. */
  placeholder?: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  onBlur?: (event: FocusEvent<HTMLSelectElement>) => void;
  selectRef?: Ref<HTMLSelectElement>;
  className?: string;
}

/** Native select: the platform picker is the most accessible and mobile-friendly choice. */
export function Select({
  label,
  value,
  onChange,
  options,
  placeholder,
  error,
  hint,
  required,
  disabled,
  id,
  name,
  onBlur,
  selectRef,
  className,
}: SelectProps) {
  const autoId = useId();
  const controlId = id ?? `select-${autoId}`;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const invalid = Boolean(error);
  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={controlId}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <NativeSelect
        ref={selectRef}
        id={controlId}
        name={name}
        value={value}
        required={required}
        disabled={disabled}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy(hint && hintId, invalid && errorId)}
        $invalid={invalid}
        onBlur={onBlur}
        onChange={(e) => onChange(e.target.value)}
      >
        {placeholder != null && (
          <option value="" disabled>
            {placeholder}
          </option>
        )}
        {options.map((o) => (
          <option key={o.value} value={o.value} disabled={o.disabled}>
            {o.label}
          </option>
        ))}
      </NativeSelect>
      <FieldFooter>{hint && <FieldHint id={hintId}>{hint}</FieldHint>}</FieldFooter>
      <FieldError id={errorId} aria-live="polite">
        {error || ''}
      </FieldError>
    </FieldRoot>
  );
}
