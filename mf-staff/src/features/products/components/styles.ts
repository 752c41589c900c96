import styled, { css } from 'styled-components';

/** A link that looks like the console's primary button ('New product', 'Edit'). */
export const linkButtonStyles = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 16px;
  font-weight: 600;
  text-decoration: none;
  color: ${(p) => p.theme.colors.primaryText};
  background: ${(p) => p.theme.colors.primaryFill};
  border-radius: ${(p) => p.theme.radii.md};
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
  ${(p) => p.theme.media.mobile} {
    width: 100%;
  }
`;

/** A panel of the product's page below its form (stock, photos): bordered, its title an h3. */
export const Panel = styled.section`
  display: grid;
  gap: 12px;
  max-width: 880px;
  padding: 16px;
  background: ${(p) => p.theme.colors.surface};
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  ${(p) => p.theme.media.mobile} {
    padding: 12px;
  }
`;

export const PanelTitle = styled.h3`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.lg};
`;

/** Secondary words beside or under a panel's content. */
export const Muted = styled.span`
  margin: 0;
  font-weight: 400;
  color: ${(p) => p.theme.colors.textMuted};
`;
