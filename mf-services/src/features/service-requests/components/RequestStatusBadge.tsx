import styled from 'styled-components';

/** Spec §4 colours: orange, blue, green, red, purple; grey for values the spec does not know. */
export type StatusColour = 'orange' | 'blue' | 'green' | 'red' | 'purple' | 'grey';

const COLOURS: Record<StatusColour, string> = {
  orange: '#ff9f1c',
  blue: '#6a9eff',
  green: '#2ecc71',
  red: '#ff6b6b',
  purple: '#c59bff',
  grey: '#9aa3b5',
};

export function RequestStatusBadge({
  label,
  colour,
  status,
}: {
  label: string;
  colour: StatusColour;
  status: string;
}) {
  return (
    <Pill $colour={COLOURS[colour]} data-testid="request-status" data-status={status} data-colour={colour}>
      {label}
    </Pill>
  );
}

const Pill = styled.span<{ $colour: string }>`
  display: inline-flex;
  align-items: center;
  padding: 2px 10px;
  border: 1px solid ${(p) => p.$colour};
  border-radius: ${(p) => p.theme.radii.pill};
  color: ${(p) => p.$colour};
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 700;
  line-height: 1.5;
  white-space: nowrap;
`;

export const UpdateBadge = styled.span.attrs({ children: 'Update' })`
  display: inline-flex;
  align-items: center;
  padding: 2px 8px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.primaryFill};
  color: ${(p) => p.theme.colors.primaryText};
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 700;
`;
