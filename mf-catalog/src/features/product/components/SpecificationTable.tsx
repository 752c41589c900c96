import { useId } from 'react';
import type { ProductDetails } from 'shared/contracts';
import styled from 'styled-components';
import { groupSpecifications } from '../lib/specifications';

export interface SpecificationTableProps {
  specifications: ProductDetails['o_specifications'];
}

/** 'Technical Specification': one table, a row group per spec group (o_specifications). */
export function SpecificationTable({ specifications }: SpecificationTableProps) {
  const headingId = useId();
  const groups = groupSpecifications(specifications);
  if (groups.length === 0) return null;
  return (
    <section aria-labelledby={headingId}>
      <SectionHeading id={headingId}>Technical Specification</SectionHeading>
      <Table aria-labelledby={headingId}>
        {groups.map((group) => (
          <tbody key={group.name}>
            <tr>
              <GroupHeader colSpan={2} scope="colgroup">
                {group.name}
              </GroupHeader>
            </tr>
            {group.rows.map((row) => (
              <tr key={row.key}>
                <RowHeader scope="row">{row.label}</RowHeader>
                <Cell>{row.value}</Cell>
              </tr>
            ))}
          </tbody>
        ))}
      </Table>
    </section>
  );
}

export const SectionHeading = styled.h2`
  margin: 0 0 16px;
  font-size: ${(p) => p.theme.fontSize.xl};
`;

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  overflow: hidden;
  font-size: ${(p) => p.theme.fontSize.sm};
  table-layout: fixed;
`;

const GroupHeader = styled.th`
  padding: 10px 14px;
  background: ${(p) => p.theme.colors.surfaceRaised};
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSize.md};
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
