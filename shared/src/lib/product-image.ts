/** Shown when a product has no image or its image fails to load (docs/product.md#catalogue-and-search). */
export const PLACEHOLDER_IMAGE =
  'data:image/svg+xml;charset=utf-8,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">' +
      '<rect width="800" height="800" fill="#1c2130"/>' +
      '<path d="M300 330h200a20 20 0 0 1 20 20v120a20 20 0 0 1-20 20H300a20 20 0 0 1-20-20V350a20 20 0 0 1 20-20z' +
      'm40 110 40-50 30 36 20-24 40 38" fill="none" stroke="#3a4358" stroke-width="14" stroke-linejoin="round"/>' +
      '</svg>',
  );

export function productImageSrc(url: string | null | undefined): string {
  return url?.trim() ? url : PLACEHOLDER_IMAGE;
}

/**
 * Swaps a broken image for the placeholder once (never loops if the placeholder failed); a
 * `srcset` (a Storage photo's smaller sizes) goes too, or the browser would keep choosing from it.
 */
export function fallBackToPlaceholder(event: { currentTarget: HTMLImageElement }): void {
  const img = event.currentTarget;
  if (img.src === PLACEHOLDER_IMAGE) return;
  img.removeAttribute('srcset');
  img.src = PLACEHOLDER_IMAGE;
}
