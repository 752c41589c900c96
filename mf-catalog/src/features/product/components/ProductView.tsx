import { useMemo, useRef, useState } from 'react';
import { CART, RemoteSlot, TEXT_LIMITS, useIsMobile, usePageMeta } from 'shared';
import { PRICE_LABELS, type ProductDetails, type ProductReviewsProps } from 'shared/contracts';
import { Badge, RatingStars } from 'shared/kit';
import { pageOrigin } from 'shared/seo';
import styled from 'styled-components';
import { useAfterFirstPaint } from '../../../hooks/use-after-first-paint';
import { useNearViewport } from '../../../hooks/use-near-viewport';
import { PageCompareSlot } from '../../compare';
import { conditionLabel, MrpPrice } from '../../product-card';
import { useOutOfView } from '../hooks/use-out-of-view';
import { productPageMeta } from '../lib/page-meta';
import { maxQuantity } from '../lib/quantity';
import { stockStatus } from '../lib/stock';
import { toWidgetProduct } from '../lib/widget-product';
import { BUY_BAR_VIEWPORT_INSETS } from './chrome';
import { ProductBreadcrumbs } from './ProductBreadcrumbs';
import { ProductDisclosures } from './ProductDisclosures';
import { ProductGallery } from './ProductGallery';
import { ProductOffers } from './ProductOffers';
import { QuantityPicker } from './QuantityPicker';
import { ShowMoreText } from './ShowMoreText';
import { SimilarProducts } from './SimilarProducts';
import { SectionHeading, SpecificationTable } from './SpecificationTable';
import { StickyBuyBar } from './StickyBuyBar';
import { AddToCartSlot, DeliverySlot, WishlistSlot } from './WidgetSlots';

export const REVIEWS_SECTION_ID = 'reviews';

/** Reserved for the reviews widget while its code loads (the summary and the first reviews). */
const REVIEWS_PLACEHOLDER_HEIGHT = 360;

/** The loaded product page (docs/product.md#catalogue-and-search). */
export function ProductView({ product }: { product: ProductDetails }) {
  const [quantity, setQuantity] = useState<number>(CART.minQuantity);
  const widgetProduct = useMemo(() => toWidgetProduct(product), [product]);
  const compareItem = useMemo(
    () => ({
      slug: product.o_slug,
      name: product.o_product_name,
      subcategory: product.o_subcategory_name,
      image: product.o_images[0]?.url ?? null,
    }),
    [product],
  );
  const stock = stockStatus(product.o_stock_units);
  const reviewCount = product.o_review_count ?? 0;
  const isMobile = useIsMobile();
  // Phones: the fixed buy bar shows whenever the page's own Add to Cart is not in view, above it
  // (scrolled past) or below it (a long title or gallery pushes it under the first screen).
  const addToCartRef = useRef<HTMLDivElement>(null);
  const addToCartHidden = useOutOfView(addToCartRef, { enabled: isMobile, insets: BUY_BAR_VIEWPORT_INSETS });
  // The specification table and similar products sit below the first screen (LCP: the gallery).
  const belowFold = useAfterFirstPaint();

  // Today's date only changes the price-validity date; one value per product keeps the head stable.
  // biome-ignore lint/correctness/useExhaustiveDependencies: recomputed per product on purpose
  const now = useMemo(() => new Date(), [product.o_product_id]);
  // On the server the page server puts the request's origin in the placeholder's place.
  usePageMeta(productPageMeta(product, pageOrigin(), now));

  return (
    <Page>
      <Hero>
        <ProductBreadcrumbs product={product} />
        <Top>
          <ProductGallery
            key={product.o_product_id}
            images={product.o_images}
            productName={product.o_product_name}
          />
          <Info>
            <Badges>
              <Badge tone="primary">{conditionLabel(product.o_condition)}</Badge>
              {product.o_is_bestseller && (
                <Badge tone="accent" solid>
                  Popular
                </Badge>
              )}
            </Badges>
            <Title
              key={`title-${product.o_product_id}`}
              tag="h1"
              text={product.o_product_name}
              limit={TEXT_LIMITS.titleShowMore}
              fullTextForReaders
            />
            {product.o_brand && <Brand>by {product.o_brand}</Brand>}
            <RatingLink href={`#${REVIEWS_SECTION_ID}`}>
              <RatingStars rating={product.o_average_rating} count={reviewCount} />
            </RatingLink>
            <PriceBlock>
              <MrpPrice amount={product.o_discount_price} mrp={product.o_price} showPercentOff size="lg" />
              <TaxNote>{PRICE_LABELS.inclusiveOfTaxes}</TaxNote>
            </PriceBlock>
            <Stock $tone={stock.tone}>{stock.label}</Stock>
            <BuyBox>
              <QuantityPicker
                value={quantity}
                onChange={setQuantity}
                disabled={!stock.inStock}
                max={maxQuantity(product.o_stock_units)}
              />
              <Actions>
                <AddToCartSlot
                  ref={addToCartRef}
                  product={widgetProduct}
                  quantity={quantity}
                  variant="page"
                />
                <WishlistSlot product={widgetProduct} />
              </Actions>
              {/* After the page has loaded (the list is in the browser's storage), in its reserved room. */}
              <PageCompareSlot item={compareItem} />
            </BuyBox>
            <DeliverySlot />
            <ProductDisclosures product={product} />
            {product.o_product_description && (
              <Description>
                <SubHeading>Description</SubHeading>
                <ShowMoreText
                  key={`description-${product.o_product_id}`}
                  text={product.o_product_description}
                  limit={TEXT_LIMITS.descriptionShowMore}
                />
              </Description>
            )}
            {/* Last in the column: arriving after the page has loaded, it moves nothing on the first screen. */}
            <ProductOffers />
          </Info>
        </Top>
      </Hero>
      {belowFold && <SpecificationTable specifications={product.o_specifications} />}
      {belowFold && <SimilarProducts products={product.o_similar_products} />}
      <ReviewsSection id={REVIEWS_SECTION_ID} aria-labelledby="reviews-heading">
        <SectionHeading id="reviews-heading">Customer Reviews</SectionHeading>
        <ReviewsSlot productId={product.o_product_id} productSlug={product.o_slug} />
      </ReviewsSection>
      {isMobile && <StickyBuyBar product={widgetProduct} quantity={quantity} visible={addToCartHidden} />}
    </Page>
  );
}

/**
 * Account's reviews section, below the fold: its files and queries start as the shopper scrolls
 * towards it, so the gallery's image and the buy box get the network first (LCP).
 */
function ReviewsSlot(props: ProductReviewsProps) {
  const ref = useRef<HTMLDivElement>(null);
  const near = useNearViewport(ref, false, '600px');
  return (
    <div ref={ref} style={near ? undefined : { minHeight: REVIEWS_PLACEHOLDER_HEIGHT }}>
      {near && (
        <RemoteSlot<ProductReviewsProps>
          remote="mf_account"
          module="./ProductReviews"
          props={props}
          placeholderStyle={{ minHeight: REVIEWS_PLACEHOLDER_HEIGHT }}
        />
      )}
    </div>
  );
}

/** Shared by the page, its skeleton and its not-found and error views. */
export const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: 40px;
  max-width: 1280px;
  margin: 0 auto;
  padding: 20px 24px 48px;

  ${(p) => p.theme.media.mobile} {
    gap: 28px;
    padding: 12px 12px 32px;
  }
`;

export const Hero = styled.div`
  display: flex;
  flex-direction: column;
  gap: 16px;
  ${(p) => p.theme.media.mobile} {
    gap: 12px;
  }
`;

export const Top = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 1.1fr) minmax(0, 1fr);
  gap: 40px;
  align-items: start;

  ${(p) => p.theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
    gap: 20px;
  }
`;

export const Info = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  min-width: 0;
`;

const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
`;

const Title = styled(ShowMoreText)`
  h1 {
    margin: 0;
    font-size: clamp(22px, 2.6vw, 30px);
    line-height: 1.25;
  }
`;

const Brand = styled.p`
  margin: -6px 0 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.sm};
`;

const RatingLink = styled.a`
  align-self: flex-start;
  border-radius: ${(p) => p.theme.radii.sm};
  text-decoration: none;
  &:hover span {
    color: ${(p) => p.theme.colors.text};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const PriceBlock = styled.div`
  display: flex;
  flex-direction: column;
  gap: 2px;
`;

const TaxNote = styled.p`
  margin: 0;
  color: ${(p) => p.theme.colors.textMuted};
  font-size: ${(p) => p.theme.fontSize.xs};
`;

const STOCK_COLOURS = { success: 'success', warning: 'warning', danger: 'danger' } as const;

const Stock = styled.p<{ $tone: keyof typeof STOCK_COLOURS }>`
  margin: 0;
  font-weight: 600;
  color: ${(p) => p.theme.colors[STOCK_COLOURS[p.$tone]]};
`;

const BuyBox = styled.div`
  display: flex;
  flex-direction: column;
  gap: 14px;
  padding: 16px;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surface};
`;

const Actions = styled.div`
  display: flex;
  align-items: flex-start;
  gap: 12px;
`;

const Description = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
  p {
    margin: 0;
    color: ${(p) => p.theme.colors.textMuted};
    line-height: 1.6;
    white-space: pre-line;
  }
`;

const SubHeading = styled.h2`
  margin: 0;
  font-size: ${(p) => p.theme.fontSize.lg};
`;

const ReviewsSection = styled.section`
  /* The sticky header must not cover the heading when the rating link jumps here. */
  scroll-margin-top: 128px;
  ${(p) => p.theme.media.mobile} {
    scroll-margin-top: 72px;
  }
`;
