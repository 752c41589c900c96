import styled, { css } from 'styled-components';

/*
 * The staff console's list tables (payments, GST, discount codes, products, stock history):
 * scrolled sideways when wider than the page; below 768 px either swapped for cards (./cards)
 * or shown as labelled lines (`linesOnMobile`).
 */

/**
 * The bordered box a table scrolls sideways in. Positioned, so visually hidden header text (an
 * absolutely placed 'Actions') scrolls with the table instead of widening the page.
 */
export const TableScroll = styled.div`
  position: relative;
  overflow-x: auto;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
`;

/**
 * Below 768 px the header row goes and each cell is a line of its own, named by its
 * `data-label` ('Stock: 12'); the table lays its rows out as it likes.
 */
const cellsAsLines = css`
  ${(p) => p.theme.media.mobile} {
    thead {
      display: none;
    }
    th,
    td {
      display: block;
      padding: 0;
      border: 0;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${(p) => p.theme.colors.textMuted};
      font-size: 13px;
    }
  }
`;

export interface TableLook {
  /** Where a cell sits in a taller row: 'middle' (products, stock) or 'top' (rows of wrapped text). */
  align?: 'middle' | 'top';
  /** A row lights up under the pointer. */
  hover?: boolean;
  /** Many columns: the smaller type, narrower cells and a plain header row (discount codes). */
  compact?: boolean;
  /** Below 768 px each cell is a line of its own, named by its `data-label` (products, stock). */
  linesOnMobile?: boolean;
}

/** The usual look: digits of one width, roomy cells (tighter on tablets), a shaded header row. */
const roomy = css`
  font-variant-numeric: tabular-nums;
  th,
  td {
    padding: 10px 14px;
  }
  thead th {
    font-size: 13px;
    background: ${(p) => p.theme.colors.surface};
  }
  ${(p) => p.theme.media.tablet} {
    th,
    td {
      padding: 8px 10px;
    }
  }
`;

/** Many columns: the smaller type, narrower cells, a plain header row and plain row headers. */
const compact = css`
  font-size: ${(p) => p.theme.fontSize.sm};
  th,
  td {
    padding: 10px 12px;
  }
  thead th {
    font-weight: 600;
  }
  tbody th {
    font-weight: 400;
  }
`;

const rowHover = css`
  tbody tr:hover {
    background: ${(p) => p.theme.colors.surface};
  }
`;

/** A console table: a muted header row, a line under each row but the table's last. */
export function tableStyles({
  align = 'middle',
  hover = false,
  compact: isCompact = false,
  linesOnMobile = false,
}: TableLook = {}) {
  return css`
    width: 100%;
    border-collapse: collapse;
    th,
    td {
      text-align: left;
      vertical-align: ${align};
      border-bottom: 1px solid ${(p) => p.theme.colors.border};
    }
    thead th {
      color: ${(p) => p.theme.colors.textMuted};
      white-space: nowrap;
    }
    & > :last-child > tr:last-child > * {
      border-bottom: 0;
    }
    ${isCompact ? compact : roomy}
    ${hover && rowHover}
    ${linesOnMobile && cellsAsLines}
  `;
}

/** A number column's header, right-aligned. */
export const NumHead = styled.th`
  && {
    text-align: right;
  }
`;

/**
 * A number cell: right-aligned on one line; on phones, where the cells are lines of their own, left
 * aligned and free to wrap (a line such as '1 × ₹11,490.00 MRP ₹12,990.00' must not widen the page).
 */
export const NumCell = styled.td`
  white-space: nowrap;
  && {
    text-align: right;
  }
  ${(p) => p.theme.media.mobile} {
    && {
      text-align: left;
      white-space: normal;
    }
  }
`;
