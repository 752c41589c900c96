import type { SearchBoxProps } from 'shared/contracts';
import styled, { css } from 'styled-components';

type Size = NonNullable<SearchBoxProps['size']>;
type Variant = NonNullable<SearchBoxProps['variant']>;

/** Control height, text and icon size per box size (medium fills the header's 40 px slot). */
const SIZES: Record<Size, { height: number; font: number; icon: number; pad: number }> = {
  'x-small': { height: 32, font: 13, icon: 14, pad: 8 },
  small: { height: 36, font: 14, icon: 16, pad: 10 },
  medium: { height: 40, font: 15, icon: 18, pad: 12 },
  large: { height: 48, font: 16, icon: 20, pad: 14 },
};

export const Root = styled.div<{ $variant: Variant }>`
  position: relative;
  width: 100%;
  ${(p) =>
    p.$variant === 'drawer' &&
    css`
      display: flex;
      flex-direction: column;
      gap: 12px;
    `}

  form {
    margin: 0;
  }
`;

export const Field = styled.div<{ $size: Size }>`
  display: flex;
  align-items: center;
  gap: 8px;
  height: ${(p) => SIZES[p.$size].height}px;
  padding: 0 4px 0 ${(p) => SIZES[p.$size].pad}px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => SIZES[p.$size].font}px;
  transition: border-color ${(p) => p.theme.motion.fast};

  &:focus-within {
    border-color: ${(p) => p.theme.colors.primary};
    box-shadow: 0 0 0 3px rgba(79, 140, 255, 0.25);
  }

  svg {
    width: ${(p) => SIZES[p.$size].icon}px;
    height: ${(p) => SIZES[p.$size].icon}px;
  }
`;

export const Glyph = styled.svg`
  flex: none;
  fill: none;
  stroke: currentColor;
  stroke-width: 2;
  stroke-linecap: round;
`;

export const Input = styled.input`
  flex: 1 1 auto;
  min-width: 0;
  height: 100%;
  padding: 0;
  border: 0;
  outline: none;
  background: transparent;
  color: ${(p) => p.theme.colors.text};
  font: inherit;

  &::placeholder {
    color: ${(p) => p.theme.colors.textMuted};
    opacity: 1;
  }
`;

export const ClearButton = styled.button`
  display: inline-grid;
  place-items: center;
  flex: none;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: ${(p) => p.theme.radii.sm};
  background: transparent;
  color: ${(p) => p.theme.colors.textMuted};
  cursor: pointer;

  svg {
    width: 16px;
    height: 16px;
  }
  &:hover {
    color: ${(p) => p.theme.colors.text};
    background: ${(p) => p.theme.colors.surfaceRaised};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: -2px;
  }
`;

export const Panel = styled.div<{ $variant: Variant }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  ${(p) =>
    p.$variant === 'dropdown'
      ? css`
          position: absolute;
          top: calc(100% + 6px);
          left: 0;
          right: 0;
          /* Above the header's other popovers (the promo opens on first visit). */
          z-index: ${p.theme.zIndex.popover + 1};
          min-width: 320px;
          /* The results scroll inside (PanelBody); 'View all results' stays in sight at the foot. */
          max-height: min(70vh, 560px);
          overflow: hidden;
          padding: 8px;
          border: 1px solid ${p.theme.colors.border};
          border-radius: ${p.theme.radii.md};
          background: ${p.theme.colors.surface};
          box-shadow: ${p.theme.shadows.overlay};
        `
      : css`
          position: static;
        `}
`;

/** The panel's scrolling part: everything but 'View all results'. */
export const PanelBody = styled.div<{ $variant: Variant }>`
  display: flex;
  flex-direction: column;
  gap: 4px;
  ${(p) =>
    p.$variant === 'dropdown' &&
    css`
      flex: 1 1 auto;
      min-height: 0;
      overflow-y: auto;
      overscroll-behavior: contain;
    `}
`;

const statusText = css`
  margin: 0;
  padding: 10px 8px;
  font-size: ${(p) => p.theme.fontSize.sm};
  color: ${(p) => p.theme.colors.textMuted};
`;

export const Hint = styled.p`
  ${statusText}
`;

export const PanelLoading = styled.p`
  ${statusText}
`;

export const ViewAll = styled.button`
  display: block;
  flex: none;
  width: 100%;
  margin-top: 4px;
  padding: 10px 12px;
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.primary};
  font: inherit;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
  text-align: center;
  text-overflow: ellipsis;
  white-space: nowrap;
  cursor: pointer;

  &:hover {
    background: ${(p) => p.theme.colors.surfaceHover};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;
