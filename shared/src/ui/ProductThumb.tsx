import styled from 'styled-components';
import { fallBackToPlaceholder, productImageSrc } from '../lib/product-image';

/** A square product thumbnail with its box reserved (no layout shift); decorative. */
export function ProductThumb({ src, size = 72 }: { src: string | null | undefined; size?: number }) {
  return (
    <Img
      src={productImageSrc(src)}
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
