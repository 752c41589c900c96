import { useId } from 'react';
import type { ProductDetails } from 'shared/contracts';
import styled from 'styled-components';
import { groupSpecifications } from '../lib/specifications';

export interface SpecificationTableProps {
  specifications: ProductDetails['o_specifications'];
}

/**
 * 'Technical Specification': a table per spec group (o_specifications), named by its caption, the
 * rows headed by the spec's label. (A single table whose groups open with a full-width header
 * cell reads to a screen reader as a table faking its caption: axe's `table-fake-caption`.)
 */
export function SpecificationTable({ specifications }: SpecificationTableProps) {
  const headingId = useId();
  const groups = groupSpecifications(specifications);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Technical Specification</SectionHeading>
      <Groups>
        {groups.map((group) => (
          <Table key={group.name}>
            <Caption>{group.name}</Caption>
            <tbody>
              {group.rows.map((row) => (
                <tr key={row.key}>
                  <RowHeader scope="row">{row.label}</RowHeader>
                  <Cell>{row.value}</Cell>
                </tr>
              ))}
            </tbody>
          </Table>
        ))}
      </Groups>
    </section>
  );
}

export const SectionHeading = styled.h2`
  margin: 0 0 16px;
  font-size: ${(p) => p.theme.fontSize.xl};
`;

const Groups = styled.div`
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${(p) => p.theme.fontSize.sm};
  table-layout: fixed;
  /* The caption sits outside the table's box: the line between two groups goes on it. */
  & + & > caption {
    border-top: 1px solid ${(p) => p.theme.colors.border};
  }
`;

const Caption = styled.caption`
  padding: 10px 14px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSize.md};
  font-weight: 700;
  text-align: left;
`;

const RowHeader = styled.th`
  width: 40%;
  padding: 10px 14px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 500;
  text-align: left;
  vertical-align: top;
`;

const Cell = styled.td`
  padding: 10px 14px;
  border-top: 1px solid ${(p) => p.theme.colors.border};
  color: ${(p) => p.theme.colors.text};
  overflow-wrap: anywhere;
`;
