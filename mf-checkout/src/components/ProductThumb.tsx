import styled from 'styled-components';

/** Shown for a missing or broken product image (same drawing as the catalogue's cards). */
const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">' +
      '<rect width="800" height="800" fill="#1c2130"/>' +
      '<path d="M300 330h200a20 20 0 0 1 20 20v120a20 20 0 0 1-20 20H300a20 20 0 0 1-20-20V350a20 20 0 0 1 20-20z' +
      'm40 110 40-50 30 36 20-24 40 38" fill="none" stroke="#3a4358" stroke-width="14" stroke-linejoin="round"/>' +
      '</svg>',
  );

function fallBack(event: { currentTarget: HTMLImageElement }): void {
  const img = event.currentTarget;
  if (img.src !== PLACEHOLDER_IMAGE) img.src = PLACEHOLDER_IMAGE;
}

/** A square product thumbnail with its box reserved (no layout shift); decorative. */
export function ProductThumb({ src, size = 72 }: { src: string | null | undefined; size?: number }) {
  return (
    <Img
      src={src?.trim() ? src : PLACEHOLDER_IMAGE}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      onError={fallBack}
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
