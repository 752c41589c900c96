import { useId, useRef } from 'react';
import { Link } from 'react-router-dom';
import { ErrorBox, PAGE_SIZE, Skeleton, Spinner, VisuallyHidden } from 'shared';
import { formatIndianNumber } from 'shared/contracts';
import styled from 'styled-components';
import { type FirstPaintCounts, useFirstPaintItems } from '../../../hooks/use-after-first-paint';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import { CATALOG_MESSAGES, productsListCall, useCountProducts, useProductsList } from '../../catalog';
import { answerAsOf, PricesAsOf, ProductCard } from '../../product-card';
import type { BrowseGroup } from '../lib/groups';
import { ProductRow, ProductRowItem, ROW_CARD_WIDTH } from './ProductRow';

/**
 * Cards a row renders before the page's first paint: what a screen shows (a phone two and the
 * edge of a third, a wide screen about six). The rest of its 10 follow right after, off to the
 * right where nothing can shift, as every card is as tall as the others (LCP on slow phones:
 * half the first commit's cards on a phone).
 */
const FIRST_PAINT_CARDS: FirstPaintCounts = { phone: 3, wide: 6 };

export interface ProductGroupProps {
  group: BrowseGroup;
  /** The first rows load at once; the rest as they near the viewport. */
  eager?: boolean;
  /** The page's first row: its first cards' images load eagerly, at high priority (LCP). */
  priority?: boolean;
}

/**
 * One group of a category or subcategory page: heading with the group's size (count_products),
 * 'Show All', and its first 10 products (get_products_list) in a row. A group with no products
 * hides itself; the page says 'No products found' when all are empty.
 */
export function ProductGroup({ group, eager = false, priority = false }: ProductGroupProps) {
  const ref = useRef<HTMLElement>(null);
  const near = useNearViewport(ref, eager);
  const headingId = useId();
  const params = { ...group.filters, page: 1, pageSize: PAGE_SIZE.categoryGroup };
  const list = useProductsList(params, { enabled: near });
  const count = useCountProducts(group.filters, { enabled: near });
  const cards = useFirstPaintItems(list.data ?? [], FIRST_PAINT_CARDS);

  const empty = (list.isSuccess && list.data.length === 0) || (count.isSuccess && count.data === 0);
  if (empty) return null;

  return (
    <Section
      ref={ref}
      aria-labelledby={headingId}
      aria-busy={list.isPending || undefined}
      data-testid="browse-group"
    >
      <Header>
        <Heading id={headingId}>
          {group.title}
          {count.isSuccess && <Count> ({productCount(count.data)})</Count>}
        </Heading>
        <ShowAll to={group.showAllTo}>
          Show All<VisuallyHidden> {group.title}</VisuallyHidden>
        </ShowAll>
      </Header>
      {count.isError && (
        <CountError role="alert">
          {CATALOG_MESSAGES.countFailed}{' '}
          <button type="button" onClick={() => count.refetch()}>
            Retry
          </button>
        </CountError>
      )}

      {list.isError ? (
        <ErrorBox message={CATALOG_MESSAGES.productsFailed} onRetry={() => list.refetch()} />
      ) : list.isSuccess ? (
        <PricesAsOf time={answerAsOf(list.dataUpdatedAt, [productsListCall(params)])}>
          <ProductRow label={group.title}>
            {cards.map((product, i) => (
              <ProductRowItem key={product.product_id}>
                <ProductCard product={product} priority={priority && i < 3} />
              </ProductRowItem>
            ))}
          </ProductRow>
        </PricesAsOf>
      ) : (
        <LoadingRow>
          <SkeletonCards aria-hidden="true">
            {Array.from({ length: 6 }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: fixed placeholders
              <SkeletonCard key={i}>
                <Skeleton height="auto" radius="10px 10px 0 0" className="image" />
                <Skeleton height={CARD_BODY_HEIGHT} radius="0 0 10px 10px" />
              </SkeletonCard>
            ))}
          </SkeletonCards>
          <Centre>
            <Spinner label={`Loading ${group.title}`} />
          </Centre>
        </LoadingRow>
      )}
    </Section>
  );
}

const productCount = (n: number) => `${formatIndianNumber(n)} ${n === 1 ? 'product' : 'products'}`;

/** The card's text block under the square image (condition, 2-line name, price, rating). */
const CARD_BODY_HEIGHT = 158;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Header = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 12px;
`;

const Heading = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.xl};
  line-height: 1.3;
  min-width: 0;

  ${(p) => p.theme.media.mobile} {
    font-size: ${(p) => p.theme.fontSize.lg};
  }
`;

const Count = styled.span`
  color: ${(p) => p.theme.colors.textMuted};
  font-weight: 500;
`;

const ShowAll = styled(Link)`
  flex: none;
  color: ${(p) => p.theme.colors.primary};
  font-weight: 600;
  font-size: ${(p) => p.theme.fontSize.sm};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
    border-radius: 2px;
  }
`;

const CountError = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.danger};
  font-size: ${(p) => p.theme.fontSize.sm};

  button {
    border: 1px solid ${(p) => p.theme.colors.border};
    border-radius: ${(p) => p.theme.radii.sm};
    background: ${(p) => p.theme.colors.surfaceRaised};
    color: ${(p) => p.theme.colors.text};
    padding: 2px 10px;
    cursor: pointer;
  }
`;

const LoadingRow = styled.div`
  position: relative;
`;

const SkeletonCards = styled.div`
  display: grid;
  grid-auto-flow: column;
  grid-auto-columns: ${ROW_CARD_WIDTH};
  gap: 16px;
  padding: 2px 2px 10px;
  overflow: hidden;

  .image {
    aspect-ratio: 1 / 1;
  }
  ${(p) => p.theme.media.mobile} {
    gap: 10px;
  }
`;

const SkeletonCard = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const Centre = styled.div`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;
