import type { HTMLAttributes } from 'react';
import styled, { type DefaultTheme } from 'styled-components';

/**
 * `blue`, `cyan` and `purple` are the status badges' own hues (`StatusBadge`), light enough for
 * 4.5:1 on every surface a badge sits on, a hovered card included.
 */
export type BadgeTone =
  | 'neutral'
  | 'primary'
  | 'success'
  | 'danger'
  | 'warning'
  | 'accent'
  | 'blue'
  | 'cyan'
  | 'purple';

function toneColor(t: DefaultTheme, tone: BadgeTone): string {
  switch (tone) {
    case 'neutral':
      return t.colors.textMuted;
    case 'primary':
      return t.colors.primary;
    case 'success':
      return t.colors.success;
    case 'danger':
      return t.colors.danger;
    case 'warning':
      return t.colors.warning;
    case 'accent':
      return t.colors.accent;
    case 'blue':
      return t.colors.primaryHover;
    case 'cyan':
      return '#22d3ee';
    case 'purple':
      return '#c59bff';
  }
}

const Pill = styled.span<{ $tone: BadgeTone; $solid: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 4px;
  padding: 2px 8px;
  border-radius: ${(p) => p.theme.radii.pill};
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 700;
  line-height: 1.4;
  white-space: nowrap;
  color: ${(p) => (p.$solid ? '#0b0d12' : toneColor(p.theme, p.$tone))};
  background: ${(p) => (p.$solid ? toneColor(p.theme, p.$tone) : 'transparent')};
  border: 1px solid ${(p) => toneColor(p.theme, p.$tone)};
`;

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  /** Filled background (counts, 'Popular') instead of an outline (status labels). */
  solid?: boolean;
}

/** Small label: 'Popular', percent off, condition, order status. */
export function Badge({ tone = 'neutral', solid = false, ...rest }: BadgeProps) {
  return <Pill {...rest} $tone={tone} $solid={solid} />;
}
