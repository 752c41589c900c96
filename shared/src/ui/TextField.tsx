import { type FocusEvent, type HTMLInputTypeAttribute, type ReactNode, type Ref, useId } from 'react';
import styled from 'styled-components';
import {
  Counter,
  controlStyles,
  describedBy,
  FieldError,
  FieldFooter,
  FieldHint,
  FieldLabel,
  FieldRoot,
  RequiredMark,
} from './field-styles';

const Input = styled.input<{ $invalid: boolean }>`
  ${controlStyles}
`;

const TextArea = styled.textarea<{ $invalid: boolean }>`
  ${controlStyles}
  resize: vertical;
  min-height: 96px;
`;

const Control = styled.div`
  display: flex;
  align-items: center;
  gap: 8px;
`;

export interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  /** Renders `${value.length}/${maxLength}` under the field (needs `maxLength`). */
  showCounter?: boolean;
  /**
   * How the counter measures the value (default: `value.length`, as the browser's `maxLength`
   * does). E.g. code points, for a limit the database checks with `char_length`.
   */
  countLength?: (value: string) => number;
  /**
   * With `maxLength`, the browser stops typing at the limit (default). Set false when the form
   * must show its own over-limit message instead (e.g. 'Comment cannot exceed 5000 characters.').
   */
  enforceMaxLength?: boolean;
  error?: string | null;
  hint?: string;
  type?: HTMLInputTypeAttribute;
  inputMode?: 'none' | 'text' | 'tel' | 'url' | 'email' | 'numeric' | 'decimal' | 'search';
  readOnly?: boolean;
  required?: boolean;
  disabled?: boolean;
  id?: string;
  name?: string;
  autoComplete?: string;
  placeholder?: string;
  onBlur?: (event: FocusEvent<HTMLInputElement | HTMLTextAreaElement>) => void;
  /** A textarea instead of a single-line input. */
  multiline?: boolean;
  rows?: number;
  /** Content after the control, e.g. an 'Edit' button next to a read-only e-mail. */
  endAdornment?: ReactNode;
  /** Hide the visible label (still the accessible name); for search boxes with an icon. */
  hideLabel?: boolean;
  pattern?: string;
  /** A number field's bounds and step (`type="number"`): the picker's arrows and the keyboard follow them. */
  min?: number;
  max?: number;
  step?: number;
  autoFocus?: boolean;
  inputRef?: Ref<HTMLInputElement | HTMLTextAreaElement>;
  className?: string;
}

/**
 * Labelled text input. The hint, counter and error are tied to the control with
 * aria-describedby; an error also sets aria-invalid and is announced (aria-live) when it appears.
 */
export function TextField({
  label,
  value,
  onChange,
  maxLength,
  showCounter = false,
  countLength,
  enforceMaxLength = true,
  error,
  hint,
  type = 'text',
  inputMode,
  readOnly,
  required,
  disabled,
  id,
  name,
  autoComplete,
  placeholder,
  onBlur,
  multiline = false,
  rows = 4,
  endAdornment,
  hideLabel = false,
  pattern,
  min,
  max,
  step,
  autoFocus,
  inputRef,
  className,
}: TextFieldProps) {
  const autoId = useId();
  const controlId = id ?? `field-${autoId}`;
  const hintId = `${controlId}-hint`;
  const counterId = `${controlId}-counter`;
  const errorId = `${controlId}-error`;
  const hasCounter = showCounter && maxLength != null;
  const length = countLength ? countLength(value) : value.length;
  const invalid = Boolean(error);

  const common = {
    id: controlId,
    name,
    value,
    placeholder,
    readOnly,
    required,
    disabled,
    autoFocus,
    maxLength: enforceMaxLength ? maxLength : undefined,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy(hint && hintId, hasCounter && counterId, invalid && errorId),
    $invalid: invalid,
    onBlur,
  };

  return (
    <FieldRoot className={className}>
      <FieldLabel htmlFor={controlId} style={hideLabel ? hiddenLabel : undefined}>
        {label}
        {required && <RequiredMark aria-hidden="true">*</RequiredMark>}
      </FieldLabel>
      <Control>
        {multiline ? (
          <TextArea
            {...common}
            ref={inputRef as Ref<HTMLTextAreaElement>}
            rows={rows}
            onChange={(e) => onChange(e.target.value)}
          />
        ) : (
          <Input
            {...common}
            ref={inputRef as Ref<HTMLInputElement>}
            type={type}
            inputMode={inputMode}
            autoComplete={autoComplete}
            pattern={pattern}
            min={min}
            max={max}
            step={step}
            onChange={(e) => onChange(e.target.value)}
          />
        )}
        {endAdornment}
      </Control>
      <FieldFooter>
        {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
        {hasCounter && (
          <Counter id={counterId} $over={length > maxLength}>
            {`${length}/${maxLength}`}
          </Counter>
        )}
      </FieldFooter>
      {/* Always rendered so the live region exists before the message arrives. */}
      <FieldError id={errorId} aria-live="polite">
        {error || ''}
      </FieldError>
    </FieldRoot>
  );
}

const hiddenLabel = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;
