import type { ReactNode } from 'react';
import styled from 'styled-components';

/** Responsive card grid: 2 columns on phones, up to 5 on wide screens (up to 5 per row). */
export const ProductGrid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;

  @media (min-width: 1200px) {
    grid-template-columns: repeat(5, minmax(0, 1fr));
  }
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: 10px;
  }
`;

export function ProductGridItem({ children }: { children: ReactNode }) {
  return <li>{children}</li>;
}
