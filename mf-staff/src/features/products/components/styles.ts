import { css } from 'styled-components';

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
