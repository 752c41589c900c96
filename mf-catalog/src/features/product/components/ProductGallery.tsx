import { type KeyboardEvent, useCallback, useEffect, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon, TEXT_LIMITS } from 'shared';
import { type ProductDetails, photoAtWidth, photoSrcSet } from 'shared/contracts';
import styled from 'styled-components';
import { useCarouselAfterFirstPaint } from '../../../hooks/use-carousel-after-first-paint';
import {
  fallBackToPlaceholder,
  GALLERY_IMAGE_WIDTH,
  GALLERY_THUMB_SIZE,
  PLACEHOLDER_IMAGE,
  PRODUCT_IMAGE_SIZE,
} from '../../product-card';

type GalleryImage = ProductDetails['o_images'][number];

export interface ProductGalleryProps {
  images: readonly GalleryImage[];
  productName: string;
}

const PLACEHOLDER: GalleryImage = {
  url: PLACEHOLDER_IMAGE,
  width: PRODUCT_IMAGE_SIZE,
  height: PRODUCT_IMAGE_SIZE,
  alt: null,
};

function size(image: GalleryImage): { width: number; height: number } {
  return {
    width: image.width && image.width > 0 ? image.width : PRODUCT_IMAGE_SIZE,
    height: image.height && image.height > 0 ? image.height : PRODUCT_IMAGE_SIZE,
  };
}

/**
 * Image carousel (embla) with thumbnails of the first 4 images
 * (docs/product.md#catalogue-and-search). The stage keeps the first image's intrinsic proportions
 * from the first paint, so nothing shifts when images arrive; the first image loads eagerly at high
 * priority (the page's LCP), the rest lazily.
 */
export function ProductGallery({ images, productName }: ProductGalleryProps) {
  const slides = images.length > 0 ? images : [PLACEHOLDER];
  const [viewportRef, api] = useCarouselAfterFirstPaint({
    loop: false,
    align: 'center',
    containScroll: 'trimSnaps',
  });
  const [selected, setSelected] = useState(0);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  const go = useCallback(
    (index: number) => {
      const target = Math.min(Math.max(0, index), slides.length - 1);
      setSelected(target);
      api?.scrollTo(target);
    },
    [api, slides.length],
  );
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft') go(selected - 1);
    else if (event.key === 'ArrowRight') go(selected + 1);
    else return;
    event.preventDefault();
  };

  const stage = size(slides[0] ?? PLACEHOLDER);
  const altOf = (image: GalleryImage, index: number) =>
    image.alt?.trim() || (index === 0 ? productName : `${productName}, view ${index + 1}`);
  const multiple = slides.length > 1;

  return (
    <Root role="region" aria-roledescription="carousel" aria-label="Product images" onKeyDown={onKeyDown}>
      <Stage style={{ aspectRatio: `${stage.width} / ${stage.height}` }}>
        <Viewport ref={viewportRef}>
          <Track>
            {slides.map((image, index) => (
              <Slide
                // biome-ignore lint/suspicious/noArrayIndexKey: the carousel position is the identity (urls may repeat)
                key={`${image.url}-${index}`}
                role="group"
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                aria-hidden={index !== selected || undefined}
              >
                <img
                  src={image.url}
                  srcSet={photoSrcSet(image.url, GALLERY_IMAGE_WIDTH)}
                  alt={altOf(image, index)}
                  {...size(image)}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding={index === 0 ? 'sync' : 'async'}
                  {...(index === 0 ? { fetchPriority: 'high' as const } : {})}
                  draggable={false}
                  onError={fallBackToPlaceholder}
                />
              </Slide>
            ))}
          </Track>
        </Viewport>
        {multiple && (
          <>
            <Arrow
              type="button"
              $side="left"
              aria-label="Previous image"
              disabled={selected === 0}
              onClick={() => go(selected - 1)}
            >
              <ChevronLeftIcon size={24} />
            </Arrow>
            <Arrow
              type="button"
              $side="right"
              aria-label="Next image"
              disabled={selected === slides.length - 1}
              onClick={() => go(selected + 1)}
            >
              <ChevronRightIcon size={24} />
            </Arrow>
            <Counter aria-live="polite" aria-atomic="true">
              {`${selected + 1} / ${slides.length}`}
            </Counter>
          </>
        )}
      </Stage>
      {multiple && (
        <Thumbs aria-label="Choose an image">
          {slides.slice(0, TEXT_LIMITS.productThumbnails).map((image, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the carousel position is the identity (urls may repeat)
            <li key={`${image.url}-${index}`}>
              <Thumb
                type="button"
                aria-label={`Show image ${index + 1} of ${slides.length}`}
                aria-current={index === selected ? 'true' : undefined}
                onClick={() => go(index)}
              >
                <img
                  src={photoAtWidth(image.url, GALLERY_THUMB_SIZE)}
                  srcSet={photoSrcSet(image.url, GALLERY_THUMB_SIZE)}
                  alt=""
                  width={GALLERY_THUMB_SIZE}
                  height={GALLERY_THUMB_SIZE}
                  loading={index === 0 ? 'eager' : 'lazy'}
                  decoding="async"
                  onError={fallBackToPlaceholder}
                />
              </Thumb>
            </li>
          ))}
        </Thumbs>
      )}
    </Root>
  );
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: 12px;
  min-width: 0;
`;

const Stage = styled.div`
  position: relative;
  width: 100%;
  overflow: hidden;
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.md};
  background: ${(p) => p.theme.colors.surfaceRaised};
`;

const Viewport = styled.div`
  height: 100%;
  overflow: hidden;
`;

const Track = styled.div`
  display: flex;
  height: 100%;
  touch-action: pan-y pinch-zoom;
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-width: 0;
  height: 100%;

  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: contain;
    user-select: none;
  }
`;

const Arrow = styled.button<{ $side: 'left' | 'right' }>`
  position: absolute;
  top: 50%;
  ${(p) => p.$side}: 8px;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 40px;
  height: 40px;
  padding: 0;
  transform: translateY(-50%);
  border: 1px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.pill};
  background: rgba(20, 24, 33, 0.82);
  color: ${(p) => p.theme.colors.text};
  cursor: pointer;
  svg {
    width: 20px;
    height: 20px;
  }
  &:disabled {
    opacity: 0.35;
    cursor: default;
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
`;

const Counter = styled.span`
  position: absolute;
  right: 10px;
  bottom: 10px;
  padding: 2px 8px;
  border-radius: ${(p) => p.theme.radii.pill};
  background: rgba(11, 13, 18, 0.75);
  color: ${(p) => p.theme.colors.text};
  font-size: ${(p) => p.theme.fontSize.xs};
  font-variant-numeric: tabular-nums;
`;

const Thumbs = styled.ul`
  display: flex;
  gap: 10px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Thumb = styled.button`
  display: block;
  width: 72px;
  height: 72px;
  padding: 0;
  overflow: hidden;
  border: 2px solid ${(p) => p.theme.colors.border};
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surfaceRaised};
  cursor: pointer;
  img {
    display: block;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  &[aria-current='true'] {
    border-color: ${(p) => p.theme.colors.primary};
  }
  &:focus-visible {
    outline: 2px solid ${(p) => p.theme.colors.primary};
    outline-offset: 2px;
  }
  ${(p) => p.theme.media.mobile} {
    width: 60px;
    height: 60px;
  }
`;
