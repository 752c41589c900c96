import styled from 'styled-components';
import { photoAtWidth, photoSrcSet } from '../contracts/staff-shop-photo-urls';
import { fallBackToPlaceholder, productImageSrc } from '../lib/product-image';

/**
 * A square product thumbnail with its box reserved (no layout shift); decorative. A Storage photo
 * is fetched at the box's size (and twice it on dense screens); the seed's pictures as they are.
 */
export function ProductThumb({ src, size = 72 }: { src: string | null | undefined; size?: number }) {
  const url = productImageSrc(src);
  return (
    <Img
      src={photoAtWidth(url, size)}
      srcSet={photoSrcSet(url, size)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={fallBackToPlaceholder}
      style={{ width: size, height: size }}
    />
  );
}

const Img = styled.img`
  flex: none;
  object-fit: cover;
  border-radius: ${(p) => p.theme.radii.sm};
  background: ${(p) => p.theme.colors.surfaceRaised};
  border: 1px solid ${(p) => p.theme.colors.border};
`;
