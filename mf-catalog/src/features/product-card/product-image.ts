// The placeholder and its helpers are shared with checkout's thumbnails.
export { fallBackToPlaceholder, PLACEHOLDER_IMAGE, productImageSrc } from 'shared';

/** Product images are square (the seed's SVGs are 800 x 800); cards reserve that box. */
export const PRODUCT_IMAGE_SIZE = 800;

/**
 * The widest a card's image is shown (CSS px; the grid's columns are 200 px and up): a Storage
 * photo is fetched at this width, twice it on dense screens. The seed's SVGs are not resized.
 */
export const CARD_IMAGE_WIDTH = 320;

/** The widest the product page's gallery shows a photo (CSS px). */
export const GALLERY_IMAGE_WIDTH = 640;

/** The gallery's thumbnails (CSS px, square). */
export const GALLERY_THUMB_SIZE = 72;

const CONDITION_LABELS: Record<string, string> = {
  new: 'New',
  refurbished: 'Refurbished',
  'pre-owned': 'Pre-owned',
};

/** Condition label, default New (docs/product.md#catalogue-and-search). */
export function conditionLabel(condition: string | null | undefined): string {
  const key = condition?.trim().toLowerCase();
  if (!key) return 'New';
  return CONDITION_LABELS[key] ?? key.charAt(0).toUpperCase() + key.slice(1);
}
