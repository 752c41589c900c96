import { CAROUSEL } from 'shared';
import type { FeaturedCarouselProps } from 'shared/contracts';
import styled from 'styled-components';
import { useOverlayProducts } from '../features/featured/api/use-overlay-products';
import { OverlayCarousel } from '../features/featured/components/OverlayCarousel';

/**
 * `./FeaturedCarousel`: the loading overlay's 'Featured Products' (docs/product.md#common-rules: up
 * to 10 products per category, shuffled, 1 s autoplay, looping; 'Loading featured products...'
 * while there are none). The overlay is a status message, so the moving cards are decoration:
 * hidden from screen readers and not focusable while the user waits.
 */
export default function FeaturedCarousel({
  intervalMs = CAROUSEL.loadingOverlayAutoplayMs,
}: FeaturedCarouselProps) {
  const { products } = useOverlayProducts();
  if (products.length === 0) return <Fallback>Loading featured products...</Fallback>;
  return (
    <Root data-testid="featured-carousel">
      <Title>Featured Products</Title>
      <div aria-hidden="true" inert>
        <OverlayCarousel products={products} intervalMs={intervalMs} />
      </div>
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: 100%;
  min-width: 0;
  text-align: left;
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.md};
  text-align: center;
`;

const Fallback = styled.p`
  margin: 0;
  font-size: 14px;
  color: ${(p) => p.theme.colors.textMuted};
  text-align: center;
`;
