/**
 * Smaller sizes of product photos in Supabase Storage (staff-shop.ts, "Product photos"): the
 * shopper pages' images ask for them. No zod here, so the catalogue's and checkout's bundles take
 * only these few lines.
 */

const PUBLIC_OBJECT = '/storage/v1/object/public/';
const PUBLIC_RENDER = '/storage/v1/render/image/public/';

/**
 * A photo at `width` CSS pixels: a Storage photo through Supabase's image transformation (resized,
 * WebP where the browser takes it), anything else (the seed's pictures) as it is.
 */
export function photoAtWidth(url: string, width: number): string {
  const at = url.indexOf(PUBLIC_OBJECT);
  if (at < 0) return url;
  const path = url.slice(at + PUBLIC_OBJECT.length).split('?')[0];
  return `${url.slice(0, at)}${PUBLIC_RENDER}${path}?width=${Math.round(width)}&resize=contain&quality=80`;
}

/** `srcset` for a photo shown at most `width` CSS pixels wide (1x and 2x), or undefined for other pictures. */
export function photoSrcSet(url: string, width: number): string | undefined {
  if (!url.includes(PUBLIC_OBJECT)) return undefined;
  return `${photoAtWidth(url, width)} 1x, ${photoAtWidth(url, width * 2)} 2x`;
}
