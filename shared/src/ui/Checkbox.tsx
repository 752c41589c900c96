import { type ReactNode, useId } from 'react';
import styled from 'styled-components';

const Row = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 10px;
`;

const Box = styled.input`
  flex: none;
  width: 20px;
  height: 20px;
  margin: 2px 0 0;
  accent-color: ${(p) => p.theme.colors.primary};
  cursor: pointer;
  &:disabled { cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; outline-offset: 2px; }
`;

const Text = styled.span`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Label = styled.label`
  cursor: pointer;
`;

const Description = styled.span`
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

export interface CheckboxProps {
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  description?: string;
  disabled?: boolean;
  id?: string;
  name?: string;
  className?: string;
}

/** Native checkbox with a clickable label (filters, the game-load storage add-on). */
export function Checkbox({
  label,
  checked,
  onChange,
  description,
  disabled,
  id,
  name,
  className,
}: CheckboxProps) {
  const autoId = useId();
  const controlId = id ?? `checkbox-${autoId}`;
  const descriptionId = `${controlId}-description`;
  return (
    <Row className={className}>
      <Box
        type="checkbox"
        id={controlId}
        name={name}
        checked={checked}
        disabled={disabled}
        aria-describedby={description ? descriptionId : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <Text>
        <Label htmlFor={controlId}>{label}</Label>
        {description && <Description id={descriptionId}>{description}</Description>}
      </Text>
    </Row>
  );
}
