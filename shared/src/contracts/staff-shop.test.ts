import { describe, expect, it } from 'vitest';
import {
  PRODUCT_PHOTO_MESSAGES,
  PRODUCT_PHOTOS,
  photoAtWidth,
  photoSrcSet,
  productImagesInputSchema,
  productPhotoPath,
  productPhotoProblem,
} from './staff-shop';

const STORAGE = 'https://abc.supabase.co/storage/v1/object/public/product-photos/products/p1/a.webp';
const RENDER = 'https://abc.supabase.co/storage/v1/render/image/public/product-photos/products/p1/a.webp';
const photo = (over: Record<string, unknown> = {}) => ({
  url: STORAGE,
  width: 1200,
  height: 900,
  alt: 'PS5 from the front',
  ...over,
});
const messages = (input: unknown) => {
  const parsed = productImagesInputSchema.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((issue) => issue.message);
};

describe('product photos', () => {
  it('checks a chosen file: JPEG, PNG or WebP up to 5 MB', () => {
    expect(
      productPhotoProblem({ name: 'a.jpg', type: 'image/jpeg', size: PRODUCT_PHOTOS.maxBytes }),
    ).toBeNull();
    expect(productPhotoProblem({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(productPhotoProblem({ name: 'a.webp', type: 'image/webp', size: 10 })).toBeNull();
    expect(productPhotoProblem({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe(
      PRODUCT_PHOTO_MESSAGES.wrongType('a.gif'),
    );
    expect(
      productPhotoProblem({ name: 'big.jpg', type: 'image/jpeg', size: PRODUCT_PHOTOS.maxBytes + 1 }),
    ).toBe('big.jpg is larger than 5 MB.');
  });

  it('puts a photo under products/<product id>/ with its type’s extension', () => {
    expect(productPhotoPath('p1', 'x', 'image/jpeg')).toBe('products/p1/x.jpg');
    expect(productPhotoPath('p1', 'x', 'image/png')).toBe('products/p1/x.png');
    expect(productPhotoPath('p1', 'x', 'image/webp')).toBe('products/p1/x.webp');
  });

  it('asks Storage for a smaller size and leaves the seed’s pictures as they are', () => {
    expect(photoAtWidth(STORAGE, 200)).toBe(`${RENDER}?width=200&resize=contain&quality=80`);
    expect(photoAtWidth(`${STORAGE}?v=2`, 199.6)).toBe(`${RENDER}?width=200&resize=contain&quality=80`);
    expect(photoSrcSet(STORAGE, 320)).toBe(
      `${RENDER}?width=320&resize=contain&quality=80 1x, ${RENDER}?width=640&resize=contain&quality=80 2x`,
    );
    expect(photoAtWidth('/images/products/ps5.svg', 200)).toBe('/images/products/ps5.svg');
    expect(photoSrcSet('/images/products/ps5.svg', 200)).toBeUndefined();
  });

  it('takes up to 10 described photos, each once', () => {
    expect(messages([photo(), photo({ url: '/images/products/ps5.svg' })])).toEqual([]);
    expect(messages([photo({ alt: '   ' })])).toEqual([PRODUCT_PHOTO_MESSAGES.alt]);
    expect(messages([photo({ alt: 'x'.repeat(301) })])).toEqual([PRODUCT_PHOTO_MESSAGES.alt]);
    expect(messages([photo(), photo()])).toEqual([PRODUCT_PHOTO_MESSAGES.duplicate]);
    expect(messages(Array.from({ length: 11 }, (_, i) => photo({ url: `/p/${i}.webp` })))).toEqual([
      PRODUCT_PHOTO_MESSAGES.tooMany,
    ]);
    expect(messages([photo({ url: 'javascript:alert(1)' })])).toEqual(['Each photo needs its web address.']);
    expect(messages([photo({ width: 0 })])).toHaveLength(1);
  });
});
