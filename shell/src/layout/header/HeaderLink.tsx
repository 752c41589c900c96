import type { ReactNode } from 'react';
import { Link, type LinkProps } from 'react-router-dom';
import { capBadge } from 'shared';
import styled, { css } from 'styled-components';

/** The look of the header's text buttons (Shop Catalog, Services, Support, Offers). */
export const navButtonStyles = css`
  display: inline-flex;
  align-items: center;
  gap: 8px;
  height: 40px;
  padding: 0 12px;
  border: 1px solid transparent;
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font: inherit;
  font-size: 14px;
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;
  cursor: pointer;

  svg {
    flex: none;
  }
  &:hover {
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
  &[aria-expanded='true'],
  &[aria-current='page'] {
    background: ${(p) => p.theme.colors.surfaceRaised};
    border-color: ${(p) => p.theme.colors.border};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

/**
 * A header button's text. On a portrait tablet the row cannot hold every label, so the text is
 * hidden visually there but stays the button's accessible name (the icon carries the look).
 */
export const NavLabel = styled.span`
  ${(p) => p.theme.media.tablet} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

export const NavButton = styled.button`
  ${navButtonStyles}
`;

export const NavLinkButton = styled(Link)`
  ${navButtonStyles}
`;

const IconLinkRoot = styled(Link)<{ $size: number }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  flex: none;
  width: ${(p) => p.$size}px;
  height: ${(p) => p.$size}px;
  border-radius: ${(p) => p.theme.radii.md};
  color: ${(p) => p.theme.colors.text};
  &:hover,
  &[aria-current='page'] {
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

export const CountBadge = styled.span`
  position: absolute;
  top: 1px;
  right: 1px;
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
  /* The number is drawn, not DOM text: it repeats the count the link's name already says
     exactly ('View Cart (12 item(s))' under a '9+'), and as text it would count as the
     link's visible label, which the name must contain (WCAG 2.5.3; docs/adr/0009). */
  &::after {
    content: attr(data-count);
  }
`;

/** Where the owning remote's badge widget mounts: out of the flow, never resizes the button. */
export const WidgetSlot = styled.span`
  position: absolute;
  inset: 0;
  pointer-events: none;
  overflow: visible;
`;

interface IconLinkProps extends Omit<LinkProps, 'aria-label' | 'children'> {
  /** Accessible name; include the count ('Wishlist, 3 item(s)'). */
  label: string;
  /** Capped at '9+'; hidden at 0. */
  count?: number;
  tooltip?: string;
  size?: number;
  icon: ReactNode;
  /** The remote badge widget (data source for the count). */
  widget?: ReactNode;
}

/** An icon-only navigation link with a count badge: a real <a>, so middle-click opens a tab. */
export function IconLink({ label, count = 0, tooltip, size = 40, icon, widget, ...rest }: IconLinkProps) {
  const badge = capBadge(count);
  return (
    <IconLinkRoot {...rest} aria-label={label} title={tooltip ?? label} $size={size}>
      {icon}
      {badge && <CountBadge aria-hidden="true" data-testid="count-badge" data-count={badge} />}
      {widget && <WidgetSlot>{widget}</WidgetSlot>}
    </IconLinkRoot>
  );
}
