import { PRODUCT_PHOTO_MESSAGES, PRODUCT_PHOTOS } from 'shared/contracts';

const PUBLIC_PREFIX = `/storage/v1/object/public/${PRODUCT_PHOTOS.bucket}/`;

/**
 * The bucket path of a photo of this product (`products/<id>/<file>`), or null for anything else
 * (the seed's pictures, another product's photo): only those are ever removed from Storage.
 */
export function productPhotoPathOf(url: string, productId: string): string | null {
  const at = url.indexOf(PUBLIC_PREFIX);
  if (at < 0) return null;
  const path = decodeURIComponent(url.slice(at + PUBLIC_PREFIX.length).split(/[?#]/)[0] ?? '');
  const folder = `products/${productId}/`;
  if (!path.startsWith(folder)) return null;
  const name = path.slice(folder.length);
  return name && !name.includes('/') && !name.includes('..') ? path : null;
}

/** The photo's size in pixels, or its 'could not be read' message. */
export async function readPhotoSize(file: File): Promise<{ width: number; height: number }> {
  let bitmap: ImageBitmap | undefined;
  try {
    bitmap = await createImageBitmap(file);
    const { width, height } = bitmap;
    if (!(width > 0 && height > 0)) throw new Error('empty image');
    return { width, height };
  } catch {
    throw new Error(PRODUCT_PHOTO_MESSAGES.unreadable(file.name));
  } finally {
    bitmap?.close();
  }
}
