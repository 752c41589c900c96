import type { ReactNode } from 'react';
import { Skeleton } from 'shared';
import styled, { css } from 'styled-components';
import { ProductCard, type ProductCardData } from '../../product-card';

/** Cards per view: 'page' is the home page (up to 5 per row), 'compact' the loading overlay. */
export type CarouselDensity = 'page' | 'compact';

export const CarouselViewport = styled.div`
  overflow: hidden;
`;

/** Slides are spaced with padding (embla measures the slides, not the gaps between them). */
export const CarouselTrack = styled.ul`
  display: flex;
  margin: 0 0 0 -16px;
  padding: 0;
  list-style: none;
  touch-action: pan-y pinch-zoom;

  ${(p) => p.theme.media.mobile} {
    margin-left: -10px;
  }
`;

const perView = {
  page: css`
    flex-basis: 20%;
    @media (max-width: 1199.98px) {
      flex-basis: 25%;
    }
    @media (max-width: 1023.98px) {
      flex-basis: 33.333%;
    }
  `,
  compact: css`
    flex-basis: 33.333%;
  `,
};

export const CarouselSlide = styled.li<{ $density: CarouselDensity }>`
  flex: 0 0 auto;
  min-width: 0;
  padding-left: 16px;
  ${(p) => perView[p.$density]}

  ${(p) => p.theme.media.mobile} {
    flex-basis: 50%;
    padding-left: 10px;
  }
`;

/**
 * The tallest a card gets: a two-line name and two six-digit prices (which wrap onto two lines
 * on narrow cards). Loading rows are this tall, and loaded rows at least this tall, so products
 * arriving never move what is below.
 */
const GHOST: ProductCardData = {
  slug: 'loading',
  product_name: 'Loading the product name, which takes two lines on every card',
  primary_image: null,
  price: 299999,
  discount_price: 289999,
  is_bestseller: true,
  condition: 'pre-owned',
  average_rating: 4.5,
  review_count: 1000,
};

/** A loading card: the invisible tallest card keeps the size (any font, any width), a shimmer covers it. */
export function SkeletonCard() {
  return (
    <SkeletonBox aria-hidden="true" inert>
      <Ghost>
        <ProductCard product={GHOST} />
      </Ghost>
      <Shimmer>
        <Skeleton height="100%" radius="10px" />
      </Shimmer>
    </SkeletonBox>
  );
}

const SkeletonBox = styled.div`
  position: relative;
  height: 100%;
`;

const Ghost = styled.div`
  visibility: hidden;
  height: 100%;
`;

const Shimmer = styled.div`
  position: absolute;
  inset: 0;
`;

/**
 * Stacks a carousel row over an invisible row holding one tallest card: the row is never shorter
 * than that, whatever products it shows (the cell takes the taller of the two).
 */
export function RowWithMinHeight({ density, children }: { density: CarouselDensity; children: ReactNode }) {
  return (
    <Stack>
      {children}
      <KeeperTrack as="div" aria-hidden="true" inert>
        <CarouselSlide as="div" $density={density}>
          <ProductCard product={GHOST} />
        </CarouselSlide>
      </KeeperTrack>
    </Stack>
  );
}

const Stack = styled.div`
  display: grid;
  > * {
    grid-area: 1 / 1;
    min-width: 0;
  }
`;

const KeeperTrack = styled(CarouselTrack)`
  visibility: hidden;
  pointer-events: none;
`;
