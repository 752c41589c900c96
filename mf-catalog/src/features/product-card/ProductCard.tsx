import { memo } from 'react';
import { Link } from 'react-router-dom';
import { percentOff, RemoteSlot } from 'shared';
import { photoSrcSet, type WishlistToggleProps } from 'shared/contracts';
import { Badge, RatingStars } from 'shared/kit';
import styled from 'styled-components';
import { useAfterPageLoad } from '../../hooks/use-after-page-load';
import { CardCompareSlot } from '../compare';
import { MrpPrice } from './MrpPrice';
import {
  CARD_IMAGE_WIDTH,
  conditionLabel,
  fallBackToPlaceholder,
  PRODUCT_IMAGE_SIZE,
  productImageSrc,
} from './product-image';

/** What a card needs: a list item, a search result or a 'You May Also Like' product all fit. */
export interface ProductCardData {
  slug: string;
  product_name: string;
  primary_image: string | null;
  price: number;
  discount_price: number;
  is_bestseller: boolean;
  condition: string | null;
  average_rating: number | null;
  review_count: number | null;
  /** With an id the card carries the wishlist heart (account's WishlistToggle). */
  product_id?: string;
  stock_units?: number;
  /** With its subcategory (list and search rows have it) the card carries the Compare toggle. */
  subcategory?: string | null;
}

export interface ProductCardProps {
  product: ProductCardData;
  /** Above-the-fold cards load eagerly (LCP); the rest lazily. */
  priority?: boolean;
  onNavigate?: () => void;
  /** Decorative cards (the loading overlay's carousel) leave the heart and Compare out. */
  showWishlist?: boolean;
}

/**
 * Product card (docs/product.md#catalogue-and-search: image with placeholder, Popular badge for
 * bestsellers, condition label defaulting to New, percent-off badge, name, discount price,
 * struck-out list price labelled MRP, average rating and review count). The whole card is one link to
 * /product/{slug}.
 */
export const ProductCard = memo(function ProductCard({
  product,
  priority = false,
  onNavigate,
  showWishlist = true,
}: ProductCardProps) {
  const off = percentOff(product.price, product.discount_price);
  return (
    <Root data-testid="product-card">
      <CardLink to={`/product/${encodeURIComponent(product.slug)}`} onClick={onNavigate}>
        <ImageBox>
          <img
            src={productImageSrc(product.primary_image)}
            srcSet={photoSrcSet(productImageSrc(product.primary_image), CARD_IMAGE_WIDTH)}
            alt=""
            width={PRODUCT_IMAGE_SIZE}
            height={PRODUCT_IMAGE_SIZE}
            loading={priority ? 'eager' : 'lazy'}
            decoding="async"
            {...(priority ? { fetchPriority: 'high' as const } : {})}
            onError={fallBackToPlaceholder}
          />
          <Badges>
            {product.is_bestseller && (
              <Badge tone="accent" solid>
                Popular
              </Badge>
            )}
            {off > 0 && (
              <Badge tone="success" solid>
                {off}% off
              </Badge>
            )}
          </Badges>
        </ImageBox>
        <Body>
          <Condition>{conditionLabel(product.condition)}</Condition>
          <Name title={product.product_name}>{product.product_name}</Name>
          <CardPrice amount={product.discount_price} mrp={product.price} size="sm" />
          <RatingStars rating={product.average_rating ?? 0} count={product.review_count ?? 0} size={14} />
        </Body>
      </CardLink>
      {showWishlist && product.product_id && (
        <CardWishlist product={product} productId={product.product_id} />
      )}
      {showWishlist && product.subcategory && (
        <CompareSpot>
          <CardCompareSlot
            item={{
              slug: product.slug,
              name: product.product_name,
              subcategory: product.subcategory,
              image: product.primary_image,
            }}
          />
        </CompareSpot>
      )}
    </Root>
  );
});

/**
 * The heart over the card's image, beside (not inside) the card's link. It arrives once the page
 * has loaded: the account remote's code stays off the first screen's critical path.
 */
function CardWishlist({ product, productId }: { product: ProductCardData; productId: string }) {
  if (!useAfterPageLoad()) return null;
  return (
    <WishlistSpot>
      <RemoteSlot<WishlistToggleProps>
        remote="mf_account"
        module="./WishlistToggle"
        props={{
          product: {
            id: productId,
            slug: product.slug,
            title: product.product_name,
            price: product.price,
            discount_price: product.discount_price,
            image: product.primary_image,
            stockUnits: product.stock_units ?? 1,
          },
          variant: 'overlay',
        }}
        placeholderStyle={{ width: 36, height: 36 }}
        quietOnError
      />
    </WishlistSpot>
  );
}

const Root = styled.article`
  position: relative;
  height: 100%;
  min-width: 0;
`;

/** The bottom-right corner of the square image box (the card's first child, full width). */
const WishlistSpot = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  aspect-ratio: 1 / 1;
  display: flex;
  align-items: flex-end;
  justify-content: flex-end;
  padding: 8px;
  pointer-events: none;
  > * {
    pointer-events: auto;
  }
`;

/**
 * The bottom-left corner of the image box: the Compare toggle (after the page has loaded, over the
 * image, so its arrival moves nothing), beside the card's link like the heart.
 */
const CompareSpot = styled.div`
  position: absolute;
  top: 0;
  left: 0;
  right: 0;
  aspect-ratio: 1 / 1;
  display: flex;
  align-items: flex-end;
  justify-content: flex-start;
  padding: 8px;
  pointer-events: none;
`;

const CardLink = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
  color: ${(p) => p.theme.colors.text};
  text-decoration: none;
  transition: border-color ${(p) => p.theme.motion.fast}, transform ${(p) => p.theme.motion.fast};

  &:hover {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const ImageBox = styled.div`
  position: relative;
  aspect-ratio: 1 / 1;
  background: ${(p) => p.theme.colors.surfaceRaised};

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Badges = styled.div`
  position: absolute;
  top: 8px;
  left: 8px;
  right: 8px;
  display: flex;
  justify-content: space-between;
  gap: 6px;
  pointer-events: none;

  > :only-child:not(:first-child) {
    margin-left: auto;
  }
`;

const Body = styled.div`
  display: flex;
  flex: 1;
  flex-direction: column;
  gap: 6px;
  padding: 10px 12px 12px;
`;

const Condition = styled.span`
  font-size: ${(p) => p.theme.fontSize.xs};
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
  color: ${(p) => p.theme.colors.textMuted};
`;

/**
 * The price and the struck-out list price on two lines, the second kept when there is no list
 * price: every card of a row is as tall as the others, so a row never grows when later cards
 * join it after the first paint (no layout shift).
 */
const CardPrice = styled(MrpPrice)`
  flex-direction: column;
  align-items: flex-start;
  gap: 2px;
  min-height: 48px;
`;

const Name = styled.h3`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-height: 2.6em;
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.sm};
  font-weight: 600;
  line-height: 1.3;
`;
