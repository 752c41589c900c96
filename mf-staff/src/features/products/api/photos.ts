import { useMutation, useQueryClient } from '@tanstack/react-query';
import { callRpc, getSupabase } from 'shared';
import { PRODUCT_PHOTOS, type ProductImage, productImageSchema, productPhotoPath } from 'shared/contracts';
import * as z from 'zod/mini';
import { productKeys } from './products';

/**
 * A product's photos (supabase/schemas/19_product_photos.sql): files go to the public Storage
 * bucket `product-photos` under `products/<product id>/`, the ordered list (the first the primary
 * one) is set with `staff_set_product_images`. Storage and the database refuse non-staff.
 */

export type PhotoType = (typeof PRODUCT_PHOTOS.types)[number];

/** Why Storage refused (storage-api puts the real status in the body: '403', '413', '415'). */
const STORAGE_REFUSALS: Record<string, string> = {
  '403': 'Only staff can add product photos.',
  '413': 'The photo is larger than 5 MB.',
  '415': 'The photo is not a JPEG, PNG or WebP image.',
};

function storageMessage(error: { message?: string; statusCode?: string }): string {
  return (
    (error.statusCode && STORAGE_REFUSALS[error.statusCode]) ??
    error.message ??
    'The photo could not be uploaded.'
  );
}

export interface UploadedPhoto {
  /** Where it is in the bucket (removed again if it is not kept). */
  path: string;
  /** Its public address, as the product lists it. */
  url: string;
}

/** Uploads one checked file as a new photo of the product (never overwriting one). */
export async function uploadProductPhoto(productId: string, file: File): Promise<UploadedPhoto> {
  const supabase = await getSupabase();
  const path = productPhotoPath(productId, crypto.randomUUID(), file.type as PhotoType);
  const bucket = supabase.storage.from(PRODUCT_PHOTOS.bucket);
  const { error } = await bucket.upload(path, file, {
    contentType: file.type,
    cacheControl: '31536000',
    upsert: false,
  });
  if (error)
    throw new Error(`${file.name}: ${storageMessage(error as { message?: string; statusCode?: string })}`);
  return { path, url: bucket.getPublicUrl(path).data.publicUrl };
}

/** Removes photos no product lists any more; best effort (a file left behind is only storage). */
export async function removeProductPhotos(paths: string[]): Promise<void> {
  if (paths.length === 0) return;
  try {
    const supabase = await getSupabase();
    await supabase.storage.from(PRODUCT_PHOTOS.bucket).remove(paths);
  } catch {
    // Nothing to tell staff: the photos are saved; an unused file stays in the bucket.
  }
}

const imagesAnswerSchema = z.array(productImageSchema);

/** `staff_set_product_images`: replaces the product's photos; answers them as stored. */
export async function setProductImages(productId: string, images: ProductImage[]): Promise<ProductImage[]> {
  const { data, error } = await callRpc('staff_set_product_images', {
    p_product_id: productId,
    p_images: images,
  });
  if (error) throw new Error(error.message);
  const parsed = imagesAnswerSchema.safeParse(data);
  if (!parsed.success) throw new Error('The photos were saved, but the answer could not be read.');
  return parsed.data;
}

/** Saves the photos; the product's rows (its list image) and details are read again. */
export function useSaveProductImages(productId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (images: ProductImage[]) => setProductImages(productId, images),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: productKeys.all }),
  });
}
