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

/** The console's tables: scrolled sideways when wider than the page. */
export const tableStyles = css`
  width: 100%;
  border-collapse: collapse;
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 10px 14px;
    text-align: left;
    vertical-align: middle;
    border-bottom: 1px solid ${(p) => p.theme.colors.border};
  }
  thead th {
    font-size: 13px;
    color: ${(p) => p.theme.colors.textMuted};
    background: ${(p) => p.theme.colors.surface};
    white-space: nowrap;
  }
  tbody tr:last-child th,
  tbody tr:last-child td {
    border-bottom: 0;
  }
  ${(p) => p.theme.media.tablet} {
    th,
    td {
      padding: 8px 10px;
    }
  }
`;
