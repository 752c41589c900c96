import { Skeleton } from 'shared';
import styled from 'styled-components';

/**
 * A loading card with the ProductCard's box: square image, condition, two name lines, price and
 * rating rows. Cards that replace it keep the grid's rows where they were.
 */
export function ProductCardSkeleton() {
  return (
    <Card aria-hidden="true">
      <Image />
      <Body>
        <Skeleton width="30%" height={12} />
        <Skeleton width="90%" height={14} />
        <Skeleton width="60%" height={14} />
        <Skeleton width="55%" height={20} />
        <Skeleton width="45%" height={14} />
      </Body>
    </Card>
  );
}

const Card = styled.div`
  height: 100%;
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
`;

const Image = styled.div`
  aspect-ratio: 1 / 1;
  background: ${(p) => p.theme.colors.surfaceRaised};
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: 8px;
  padding: 10px 12px 12px;
`;
