import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styled from 'styled-components';
import { capBadge } from '../lib/text';

const Root = styled.button<{ $size: number }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  padding: 0;
  color: ${(p) => p.theme.colors.text};
  background: transparent;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii.md};
  cursor: pointer;
  &:hover:not(:disabled) { background: ${(p) => p.theme.colors.surfaceRaised}; }
  &:disabled { opacity: 0.55; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; outline-offset: 2px; }
  svg { width: 22px; height: 22px; }
`;

const Count = styled.span`
  position: absolute;
  top: 2px;
  right: 2px;
  min-width: 18px;
  height: 18px;
  padding: 0 4px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: ${(p) => p.theme.colors.danger};
  color: #fff;
  font-size: 11px;
  font-weight: 700;
  line-height: 18px;
  text-align: center;
  pointer-events: none;
`;

export interface IconButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'aria-label'> {
  /** Accessible name (aria-label). Include the count when it matters: 'Cart, 3 items'. */
  label: string;
  /** A number shows capped ('9+') and hides at 0; a string shows as given. Decorative: put the count in `label`. */
  badge?: number | string;
  /** Hover tooltip (title attribute), e.g. `cartTooltip(n)`. */
  tooltip?: string;
  /** Square size in px; 40 by default (touch target). */
  size?: number;
  ref?: Ref<HTMLButtonElement>;
  children: ReactNode;
}

export function IconButton({
  label,
  badge,
  tooltip,
  size = 40,
  type = 'button',
  children,
  ...rest
}: IconButtonProps) {
  const badgeText = typeof badge === 'number' ? capBadge(badge) : (badge ?? '');
  return (
    <Root {...rest} type={type} aria-label={label} title={tooltip} $size={size}>
      {children}
      {badgeText !== '' && (
        <Count aria-hidden="true" data-testid="icon-button-badge">
          {badgeText}
        </Count>
      )}
    </Root>
  );
}
