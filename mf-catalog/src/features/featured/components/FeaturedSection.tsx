import { useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import {
  Button,
  CAROUSEL,
  ChevronLeftIcon,
  ChevronRightIcon,
  IconButton,
  PAGE_SIZE,
  Skeleton,
  useInView,
  VisuallyHidden,
} from 'shared';
import styled from 'styled-components';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import { CATALOG_MESSAGES, productsListCall, useProductsList } from '../../catalog';
import { answerAsOf, PricesAsOf, ProductCard } from '../../product-card';
import { useProductCarousel } from '../hooks/use-product-carousel';
import type { FeaturedGroup } from '../lib/featured-groups';
import {
  CarouselSlide,
  CarouselTrack,
  CarouselViewport,
  RowWithMinHeight,
  SkeletonCard,
} from './carousel-parts';

/** Products are fetched once a section is this close to the viewport (one request at a time as you scroll). */
const FETCH_MARGIN = '400px';

/**
 * Featured carousels rotate every 3-4 s (docs/product.md#layout-and-home-page); each section picks
 * its own pace.
 */
const randomFeaturedDelay = () =>
  CAROUSEL.featuredAutoplayMinMs +
  Math.random() * (CAROUSEL.featuredAutoplayMaxMs - CAROUSEL.featuredAutoplayMinMs);

/**
 * One featured carousel: a subcategory's first 10 products (get_products_list, page size 10),
 * its 'Show All' link and prev/next buttons. Without `group` it is the loading placeholder of a
 * section. Products load when the section nears the viewport; an empty subcategory shows nothing.
 */
export function FeaturedSection({ group }: { group?: FeaturedGroup }) {
  const ref = useRef<HTMLElement>(null);
  const titleId = useId();
  const near = useNearViewport(ref, false, FETCH_MARGIN);
  const visible = useInView(ref);
  const [autoplayMs] = useState(randomFeaturedDelay);
  const params = {
    category: group?.category,
    subcategory: group?.subcategory,
    page: 1,
    pageSize: PAGE_SIZE.featured,
  };
  const query = useProductsList(params, { enabled: near && group !== undefined });
  const carousel = useProductCarousel({
    autoplayMs,
    pauseAfterInteractionMs: CAROUSEL.featuredPauseAfterInteractionMs,
    visible,
  });

  if (query.isSuccess && query.data.length === 0) return null;
  const products = query.data;
  const name = group?.subcategory ?? '';

  return (
    <Section ref={ref} aria-labelledby={group ? titleId : undefined} aria-busy={!products || undefined}>
      <Header>
        {group ? (
          <div>
            <Eyebrow>{group.category}</Eyebrow>
            <Title id={titleId}>{group.subcategory}</Title>
          </div>
        ) : (
          <Skeleton width={180} height={44} />
        )}
        {group && (
          <Actions>
            <IconButton
              label={`Previous ${name} products`}
              onClick={carousel.scrollPrev}
              disabled={!carousel.canScroll}
              size={36}
            >
              <ChevronLeftIcon size={18} />
            </IconButton>
            <IconButton
              label={`Next ${name} products`}
              onClick={carousel.scrollNext}
              disabled={!carousel.canScroll}
              size={36}
            >
              <ChevronRightIcon size={18} />
            </IconButton>
            <ShowAll to={group.path}>
              Show All<VisuallyHidden> {name}</VisuallyHidden>
            </ShowAll>
          </Actions>
        )}
      </Header>
      <Body>
        <RowWithMinHeight density="page">
          <CarouselGroup
            role="group"
            aria-roledescription="carousel"
            aria-label={`${name} products`}
            {...carousel.rootProps}
          >
            <CarouselViewport ref={carousel.viewportRef}>
              <CarouselTrack>
                <PricesAsOf time={answerAsOf(query.dataUpdatedAt, [productsListCall(params)])}>
                  {products
                    ? products.map((product) => (
                        <CarouselSlide key={product.product_id} $density="page">
                          <ProductCard product={product} />
                        </CarouselSlide>
                      ))
                    : SKELETON_KEYS.map((key) => (
                        <CarouselSlide key={key} $density="page">
                          <SkeletonCard />
                        </CarouselSlide>
                      ))}
                </PricesAsOf>
              </CarouselTrack>
            </CarouselViewport>
          </CarouselGroup>
        </RowWithMinHeight>
        {query.isError && (
          <Failure role="alert">
            <p>{CATALOG_MESSAGES.productsFailed}</p>
            <Button size="sm" variant="secondary" onClick={() => query.refetch()}>
              Retry
            </Button>
          </Failure>
        )}
      </Body>
    </Section>
  );
}

/** Enough loading cards to fill the widest row (5). */
const SKELETON_KEYS = ['s1', 's2', 's3', 's4', 's5'] as const;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 14px;
`;

const Header = styled.div`
  display: flex;
  align-items: flex-end;
  justify-content: space-between;
  gap: 12px;
  min-height: 44px;
`;

const Eyebrow = styled.p`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 600;
  letter-spacing: 0.06em;
  text-transform: uppercase;
  color: ${(p) => p.theme.colors.textMuted};
`;

const Title = styled.h2`
  margin: 2px 0 0;
  font-size: ${(p) => p.theme.fontSize.xl};
  line-height: 1.2;
`;

const Actions = styled.div`
  display: flex;
  align-items: center;
  gap: 4px;
  flex: none;

  ${(p) => p.theme.media.mobile} {
    button {
      display: none;
    }
  }
`;

const ShowAll = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 36px;
  margin-left: 8px;
  padding: 0 12px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.pill};
  color: ${(p) => p.theme.colors.primary};
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
  text-decoration: none;
  white-space: nowrap;

  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const CarouselGroup = styled.div``;

const Body = styled.div`
  position: relative;
`;

/** Over the loading cards (same box): a failed section keeps its place and offers a retry. */
const Failure = styled.div`
  position: absolute;
  inset: 0;
  display: flex;
  flex-direction: column;
  align-items: center;
  justify-content: center;
  gap: 10px;
  border-radius: ${(p) => p.theme.radii.md};
  background: rgba(11, 13, 18, 0.82);
  text-align: center;

  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
  }
`;
