import { useId } from 'react';
import { Icon, VisuallyHidden } from 'shared';
import styled from 'styled-components';

export interface StarRatingInputProps {
  value: number | null;
  onChange: (rating: number) => void;
  error?: string | null;
}

const STARS = [1, 2, 3, 4, 5] as const;

/**
 * The review's 1-5 star picker: a group of native radio buttons drawn as stars, so arrow keys,
 * Tab and screen readers work as for any radio group ('3 stars, 3 of 5, selected').
 */
export function StarRatingInput({ value, onChange, error }: StarRatingInputProps) {
  const name = useId();
  const errorId = `${name}-error`;
  return (
    <Fieldset aria-describedby={errorId} aria-invalid={error ? true : undefined}>
      <legend>
        Rating<Required aria-hidden="true">*</Required>
      </legend>
      <Stars>
        {STARS.map((n) => (
          <Star key={n} $on={value !== null && n <= value}>
            <input type="radio" name={name} value={n} checked={value === n} onChange={() => onChange(n)} />
            <Icon size={30}>
              <path d="M12 2.5l2.94 5.96 6.56.95-4.75 4.63 1.12 6.54L12 17.5l-5.87 3.08 1.12-6.54L2.5 9.41l6.56-.95z" />
            </Icon>
            <VisuallyHidden>{n === 1 ? '1 star' : `${n} stars`}</VisuallyHidden>
          </Star>
        ))}
        <Chosen aria-hidden="true">{value ? `${value}/5` : ''}</Chosen>
      </Stars>
      <ErrorText id={errorId} aria-live="polite">
        {error || ''}
      </ErrorText>
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  legend {
    padding: 0;
    margin-bottom: 6px;
    font-weight: 600;
    font-size: ${(p) => p.theme.fontSize.sm};
  }
`;

const Required = styled.span`
  margin-left: 2px;
  color: ${(p) => p.theme.colors.danger};
`;

const Stars = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
`;

const Star = styled.label<{ $on: boolean }>`
  position: relative;
  display: inline-flex;
  padding: 4px;
  border-radius: ${(p) => p.theme.radii.sm};
  color: ${(p) => (p.$on ? '#f5b301' : p.theme.colors.textMuted)};
  cursor: pointer;
  svg {
    fill: ${(p) => (p.$on ? '#f5b301' : 'none')};
  }
  input {
    position: absolute;
    inset: 0;
    opacity: 0;
    margin: 0;
    cursor: pointer;
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 1px;
  }
`;

const Chosen = styled.span`
  margin-left: 8px;
  color: ${(p) => p.theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

const ErrorText = styled.p`
  min-height: 1.3em;
  margin: 4px 0 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSize.sm};
`;
