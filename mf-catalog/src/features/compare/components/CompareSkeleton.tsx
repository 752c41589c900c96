import { Skeleton, VisuallyHidden } from 'shared';
import styled from 'styled-components';

const ROWS = 8;

/** The table's shape while the products load: a label column and a column per product. */
export function CompareSkeleton({ columns }: { columns: number }) {
  return (
    <Grid role="status" aria-busy="true" $columns={columns}>
      <VisuallyHidden>Loading products…</VisuallyHidden>
      <span />
      {Array.from({ length: columns }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Head key={i}>
          <Skeleton width={120} height={120} />
          <Skeleton width="90%" height={18} />
          <Skeleton width="60%" height={18} />
        </Head>
      ))}
      {Array.from({ length: ROWS * (columns + 1) }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
        <Skeleton key={`cell-${i}`} width={i % (columns + 1) === 0 ? '70%' : '85%'} height={16} />
      ))}
    </Grid>
  );
}

const Grid = styled.div<{ $columns: number }>`
  display: grid;
  grid-template-columns: 200px repeat(${(p) => p.$columns}, minmax(164px, 1fr));
  gap: 18px 14px;
  padding: 14px;
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  ${(p) => p.theme.media.mobile} {
    grid-template-columns: 116px repeat(${(p) => p.$columns}, minmax(164px, 1fr));
  }
`;

const Head = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
