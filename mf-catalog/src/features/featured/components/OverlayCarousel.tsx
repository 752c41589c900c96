import type { ProductListItem } from 'shared/contracts';
import { ProductCard } from '../../product-card';
import { useProductCarousel } from '../hooks/use-product-carousel';
import { CarouselSlide, CarouselTrack, CarouselViewport } from './carousel-parts';

/** The overlay's looping row of product cards, advancing every `intervalMs`. */
export function OverlayCarousel({
  products,
  intervalMs,
}: {
  products: ProductListItem[];
  intervalMs: number;
}) {
  const carousel = useProductCarousel({ autoplayMs: intervalMs });
  return (
    <CarouselViewport ref={carousel.viewportRef}>
      <CarouselTrack>
        {products.map((product) => (
          <CarouselSlide key={product.product_id} $density="compact">
            <ProductCard product={product} priority showWishlist={false} />
          </CarouselSlide>
        ))}
      </CarouselTrack>
    </CarouselViewport>
  );
}
