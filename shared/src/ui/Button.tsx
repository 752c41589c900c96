import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import styled, { css, type DefaultTheme } from 'styled-components';
import { Spinner } from './Spinner';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

interface StyleProps {
  $variant: ButtonVariant;
  $size: ButtonSize;
  $fullWidth: boolean;
}

const sizes: Record<ButtonSize, { height: string; padX: string; font: string }> = {
  // 44 px on `lg` and touch-friendly 40 px on `md` (WCAG 2.5.8 asks at least 24 px).
  sm: { height: '32px', padX: '12px', font: '14px' },
  md: { height: '40px', padX: '16px', font: '15px' },
  lg: { height: '48px', padX: '22px', font: '16px' },
};

function variantCss(t: DefaultTheme, variant: ButtonVariant) {
  switch (variant) {
    case 'primary':
      return css`
        background: ${t.colors.primaryFill};
        color: ${t.colors.primaryText};
        border-color: ${t.colors.primaryFill};
        &:hover:not(:disabled) { background: ${t.colors.primaryFillHover}; }
      `;
    case 'secondary':
      return css`
        background: ${t.colors.surfaceRaised};
        color: ${t.colors.text};
        border-color: ${t.colors.border};
        &:hover:not(:disabled) { background: ${t.colors.surfaceHover}; }
      `;
    case 'ghost':
      return css`
        background: transparent;
        color: ${t.colors.text};
        border-color: transparent;
        &:hover:not(:disabled) { background: ${t.colors.surfaceRaised}; }
      `;
    case 'danger':
      return css`
        background: ${t.colors.danger};
        color: #1a0505;
        border-color: ${t.colors.danger};
        &:hover:not(:disabled) { background: ${t.colors.dangerHover}; }
      `;
  }
}

/** Shared by `Button` and `ButtonLink` so a link that looks like a button is pixel-identical. */
export const buttonStyles = css<StyleProps>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  min-height: ${(p) => sizes[p.$size].height};
  padding: 0 ${(p) => sizes[p.$size].padX};
  font: inherit;
  font-size: ${(p) => sizes[p.$size].font};
  font-weight: 600;
  line-height: 1.2;
  text-decoration: none;
  white-space: nowrap;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii.sm};
  cursor: pointer;
  width: ${(p) => (p.$fullWidth ? '100%' : 'auto')};
  transition: background ${(p) => p.theme.motion.fast};
  ${(p) => variantCss(p.theme, p.$variant)}
  &:disabled, &[aria-disabled='true'] { opacity: 0.55; cursor: not-allowed; }
  &:focus-visible { outline: 2px solid ${(p) => p.theme.colors.primary}; outline-offset: 2px; }
`;

const StyledButton = styled.button<StyleProps>`
  ${buttonStyles}
`;

const StyledLink = styled(Link)<StyleProps>`
  ${buttonStyles}
`;

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /**
   * Shows a spinner, sets aria-busy and refuses presses (no double submits), but stays focusable
   * (aria-disabled, not `disabled`): a disabled button drops the keyboard user's focus to <body>.
   */
  loading?: boolean;
  fullWidth?: boolean;
  ref?: Ref<HTMLButtonElement>;
  children?: ReactNode;
}

export function Button({
  variant = 'primary',
  size = 'md',
  loading = false,
  fullWidth = false,
  disabled,
  type = 'button',
  children,
  onClick,
  ...rest
}: ButtonProps) {
  return (
    <StyledButton
      {...rest}
      type={type}
      $variant={variant}
      $size={size}
      $fullWidth={fullWidth}
      disabled={disabled}
      aria-disabled={loading && !disabled ? true : rest['aria-disabled']}
      aria-busy={loading || undefined}
      // While loading a press does nothing; preventDefault also stops a form's (implicit) submit.
      onClick={loading ? (event) => event.preventDefault() : onClick}
    >
      {loading && <Spinner size={size === 'lg' ? 18 : 14} label="" decorative />}
      {children}
    </StyledButton>
  );
}

export interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** A router link styled as a button ('Go Home', 'Continue Shopping'): navigation stays a link. */
export function ButtonLink({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  ...rest
}: ButtonLinkProps) {
  return <StyledLink {...rest} $variant={variant} $size={size} $fullWidth={fullWidth} />;
}
