import { Skeleton, TEXT_LIMITS, VisuallyHidden } from 'shared';
import styled from 'styled-components';
import { PRODUCT_IMAGE_SIZE } from '../../product-card';
import { BREADCRUMB_HEIGHT } from './ProductBreadcrumbs';
import { Hero, Info, Page, Top } from './ProductView';

/**
 * The page's shape while the product loads: same grid, a square image stage (the seed's and
 * most product images are square), thumbnails, title, price and the buy box at their sizes.
 */
export function ProductSkeleton() {
  return (
    <Page role="status" aria-busy="true">
      <VisuallyHidden>Loading product…</VisuallyHidden>
      <Hero>
        <Skeleton width={280} height={BREADCRUMB_HEIGHT} />
        <Top>
          <Gallery>
            <Stage style={{ aspectRatio: `${PRODUCT_IMAGE_SIZE} / ${PRODUCT_IMAGE_SIZE}` }}>
              <Skeleton width="100%" height="100%" radius="10px" />
            </Stage>
            <Thumbs>
              {Array.from({ length: TEXT_LIMITS.productThumbnails }, (_, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
                <Skeleton key={i} width={72} height={72} />
              ))}
            </Thumbs>
          </Gallery>
          <Info>
            <Skeleton width={90} height={22} radius="999px" />
            <Skeleton width="90%" height={34} />
            <Skeleton width="55%" height={34} />
            <Skeleton width={160} height={20} />
            <Skeleton width={220} height={32} />
            <Skeleton width={100} height={20} />
            <Skeleton width="100%" height={150} radius="10px" />
            <Skeleton width="100%" height={96} />
          </Info>
        </Top>
      </Hero>
    </Page>
  );
}

const Gallery = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Stage = styled.div`
  width: 100%;
`;

const Thumbs = styled.div`
  display: flex;
  gap: 10px;
`;
