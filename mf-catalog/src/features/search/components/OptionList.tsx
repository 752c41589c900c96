import { useState } from 'react';
import { VisuallyHidden } from 'shared';
import { Checkbox } from 'shared/kit';
import styled from 'styled-components';

export interface OptionItem {
  /** The value written into the URL. */
  value: string;
  label: string;
  count?: number;
  checked: boolean;
}

export interface OptionListProps {
  /** Accessible name of the group (the section title). */
  legend: string;
  options: readonly OptionItem[];
  onToggle: (value: string, checked: boolean) => void;
  /** Options shown before 'Show more'. */
  initialCount?: number;
}

/** A checkbox list with counts; long lists show the first few (checked ones always) and 'Show more'. */
export function OptionList({ legend, options, onToggle, initialCount = 6 }: OptionListProps) {
  const [expanded, setExpanded] = useState(false);
  const visible = expanded ? options : options.filter((o, i) => i < initialCount || o.checked);
  const hidden = options.length - visible.length;
  return (
    <Fieldset>
      <VisuallyHidden as="legend">{legend}</VisuallyHidden>
      {visible.map((o) => (
        <Checkbox
          key={o.value}
          label={
            <>
              {o.label}
              {o.count != null && <Count> ({o.count})</Count>}
            </>
          }
          checked={o.checked}
          onChange={(checked) => onToggle(o.value, checked)}
        />
      ))}
      {(hidden > 0 || expanded) && options.length > initialCount && (
        <MoreButton type="button" aria-expanded={expanded} onClick={() => setExpanded((e) => !e)}>
          {expanded ? 'Show less' : `Show ${hidden} more`}
        </MoreButton>
      )}
    </Fieldset>
  );
}

const Fieldset = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: 8px;
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const Count = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const MoreButton = styled.button`
  align-self: flex-start;
  padding: 4px 0;
  font: inherit;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.primary};
  background: none;
  border: 0;
  cursor: pointer;
  &:hover { text-decoration: underline; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; outline-offset: 2px; }
`;
