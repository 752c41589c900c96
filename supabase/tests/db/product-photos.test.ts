/**
 * Product photos (19_product_photos.sql; shared/src/contracts/staff-shop.ts "Product photos"): staff
 * upload JPEG, PNG and WebP files to the public `product-photos` bucket with the real supabase-js
 * client, set a product's ordered photos with staff_set_product_images, and shoppers see the new
 * primary photo on the product page and in the catalogue, fetched whole or resized without a token.
 * Shoppers and guests cannot upload, replace or remove a photo; the bucket refuses other types and
 * files over 5 MiB even for staff; the function refuses non-staff and bad lists with its messages.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import {
  PRODUCT_PHOTO_MESSAGES,
  PRODUCT_PHOTOS,
  type ProductImage,
  photoAtWidth,
  productPhotoPath,
  staffProductSchema,
} from 'shared/contracts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, userClient } from '../helpers/clients';
import type { TestUser } from '../helpers/users';
import { createShopFixture, type ShopFixture, type ShopProduct } from './orders-fixture';

const BUCKET = PRODUCT_PHOTOS.bucket;
type PhotoType = (typeof PRODUCT_PHOTOS.types)[number];

let shop: ShopFixture;
let staffer: TestUser;
let shopper: TestUser;
let product: ShopProduct;
let asStaff: SupabaseClient;
let asShopper: SupabaseClient;
const anon = anonClient();
/** Every object path this file uploaded (removed afterwards, whatever happened). */
const uploaded = new Set<string>();

async function image(type: PhotoType, width = 640, height = 480): Promise<Buffer> {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 30, g: 120, b: 200 } } });
  if (type === 'image/jpeg') return await base.jpeg().toBuffer();
  if (type === 'image/webp') return await base.webp().toBuffer();
  return await base.png().toBuffer();
}

function file(data: Uint8Array, type: string, name: string): File {
  return new File([new Uint8Array(data)], name, { type });
}

/** Uploads as the console does (a File, its type, a year of caching, never overwriting). */
async function upload(client: SupabaseClient, path: string, body: File) {
  const answer = await client.storage
    .from(BUCKET)
    .upload(path, body, { contentType: body.type, cacheControl: '31536000', upsert: false });
  if (!answer.error) uploaded.add(path);
  return answer;
}

const newPath = (type: PhotoType) => productPhotoPath(product.id, randomUUID(), type);
const publicUrl = (path: string) => anon.storage.from(BUCKET).getPublicUrl(path).data.publicUrl;

async function objectExists(path: string): Promise<boolean> {
  const rows = await shop.sql`select 1 from storage.objects where bucket_id = ${BUCKET} and name = ${path}`;
  return rows.length === 1;
}

const setImages = (client: SupabaseClient, images: unknown, productId = product.id) =>
  client.rpc('staff_set_product_images', { p_product_id: productId, p_images: images });

beforeAll(async () => {
  shop = await createShopFixture();
  staffer = await shop.user('photo-staff');
  shopper = await shop.user('photo-shopper');
  await shop.sql`insert into public.staff (user_id) values (${staffer.id})`;
  product = await shop.product({ stock: 3 });
  asStaff = userClient(staffer.accessToken);
  asShopper = userClient(shopper.accessToken);
}, 60_000);

afterAll(async () => {
  try {
    if (uploaded.size && shop) {
      // Through the API as staff first (what the console does), then whatever is left directly.
      await asStaff.storage.from(BUCKET).remove([...uploaded]);
      await shop.sql.begin(async (tx) => {
        await tx`select set_config('storage.allow_delete_query', 'true', true)`;
        await tx`delete from storage.objects where bucket_id = ${BUCKET} and name in ${tx([...uploaded])}`;
      });
    }
  } finally {
    // The fixture's users, the product (its photos' rows with it), its category.
    await shop?.drop();
  }
});

describe('staff', () => {
  const paths: Partial<Record<PhotoType, string>> = {};
  let stored: ProductImage[] = [];

  it('upload a JPEG, a PNG and a WebP photo to the public bucket', async () => {
    for (const type of PRODUCT_PHOTOS.types) {
      const path = newPath(type);
      const data = await image(type);
      const { data: answer, error } = await upload(asStaff, path, file(data, type, `photo.${type.slice(6)}`));
      expect(error).toBeNull();
      expect(answer).toMatchObject({ path, fullPath: `${BUCKET}/${path}` });
      paths[type] = path;
      const [row] = await shop.sql<{ owner_id: string | null; mimetype: string; cache: string }[]>`
        select owner_id::text, metadata ->> 'mimetype' as mimetype, metadata ->> 'cacheControl' as cache
        from storage.objects where bucket_id = ${BUCKET} and name = ${path}`;
      expect(row).toEqual({ owner_id: staffer.id, mimetype: type, cache: 'max-age=31536000' });
    }
    // Staff may list the product's folder (the console's clean-up reads it).
    const listed = await asStaff.storage.from(BUCKET).list(`products/${product.id}`);
    expect(listed.error).toBeNull();
    expect(listed.data?.map((o) => o.name).sort()).toEqual(
      Object.values(paths)
        .map((p) => p.split('/').at(-1))
        .sort(),
    );
  });

  it('set the ordered photos; the first is the product page’s and the catalogue’s primary photo', async () => {
    const webp = publicUrl(paths['image/webp'] ?? '');
    const jpeg = publicUrl(paths['image/jpeg'] ?? '');
    const png = publicUrl(paths['image/png'] ?? '');
    const { data, error } = await setImages(asStaff, [
      { url: webp, width: 640, height: 480, alt: '  Front view  ' },
      { url: jpeg, width: 640, height: 480, alt: 'Back view' },
      { url: png, width: 640, height: 480, alt: 'Ports' },
    ]);
    expect(error).toBeNull();
    stored = data as ProductImage[];
    // Answered as stored: in order, alt text trimmed.
    expect(stored).toEqual([
      { url: webp, width: 640, height: 480, alt: 'Front view' },
      { url: jpeg, width: 640, height: 480, alt: 'Back view' },
      { url: png, width: 640, height: 480, alt: 'Ports' },
    ]);
    const rows = await shop.sql<{ position: number; url: string }[]>`
      select position, url from public.product_images where product_id = ${product.id} order by position`;
    expect(rows).toEqual([
      { position: 0, url: webp },
      { position: 1, url: jpeg },
      { position: 2, url: png },
    ]);

    const read = await asStaff.rpc('staff_get_product', { p_product_id: product.id });
    expect(read.error).toBeNull();
    expect(staffProductSchema.parse(read.data).images).toEqual(stored);

    const page = await anon.rpc('get_product_details_by_slug', { p_target_slug: product.slug });
    expect(page.error).toBeNull();
    const details = (page.data as { o_images: ProductImage[] }[])[0];
    expect(details?.o_images.map((i) => [i.url, i.alt])).toEqual(stored.map((i) => [i.url, i.alt]));

    const list = await anon.rpc('get_products_list', {
      page_size: 50,
      subcategory_filter: `gear-${shop.tag.toLowerCase()}`,
    });
    expect(list.error).toBeNull();
    const card = (list.data as { product_id: string; primary_image: string }[]).find(
      (p) => p.product_id === product.id,
    );
    expect(card?.primary_image).toBe(webp);
  });

  it('reorder them: the new first photo becomes the primary one', async () => {
    const [first, second, third] = stored;
    if (!first || !second || !third) throw new Error('photos missing');
    const { data, error } = await setImages(asStaff, [third, first]);
    expect(error).toBeNull();
    expect(data).toEqual([third, first]);
    const page = await anon.rpc('get_product_details_by_slug', { p_target_slug: product.slug });
    expect((page.data as { o_images: ProductImage[] }[])[0]?.o_images.map((i) => i.url)).toEqual([
      third.url,
      first.url,
    ]);
    stored = data as ProductImage[];
  });

  it('serve the photo publicly without a token, and 200 px wide through the transformation', async () => {
    const url = stored[0]?.url ?? '';
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-type')).toBe('image/png');
    expect(whole.headers.get('cache-control')).toBe('max-age=31536000');
    expect((await sharp(Buffer.from(await whole.arrayBuffer())).metadata()).width).toBe(640);

    const small = await fetch(photoAtWidth(url, 200), { headers: { accept: 'image/webp,*/*' } });
    expect(small.status).toBe(200);
    expect(small.headers.get('content-type')).toBe('image/webp');
    const meta = await sharp(Buffer.from(await small.arrayBuffer())).metadata();
    expect({ width: meta.width, height: meta.height }).toEqual({ width: 200, height: 150 });
  });

  it('cannot upload a GIF (415) or a file over 5 MiB (413), even as staff', async () => {
    const gifPath = `products/${product.id}/${randomUUID()}.gif`;
    const gif = await upload(asStaff, gifPath, file(new Uint8Array(64), 'image/gif', 'anim.gif'));
    expect(gif.error).toMatchObject({ statusCode: '415' });
    const bigPath = newPath('image/jpeg');
    const big = await upload(
      asStaff,
      bigPath,
      file(new Uint8Array(PRODUCT_PHOTOS.maxBytes + 1), 'image/jpeg', 'huge.jpg'),
    );
    expect(big.error).toMatchObject({ statusCode: '413' });
    expect(await objectExists(gifPath)).toBe(false);
    expect(await objectExists(bigPath)).toBe(false);
  });

  it('cannot upload outside products/', async () => {
    const { error } = await upload(
      asStaff,
      `elsewhere/${randomUUID()}.png`,
      file(await image('image/png', 8, 8), 'image/png', 'a.png'),
    );
    expect(error).toMatchObject({ statusCode: '403' });
  });

  it('remove a photo no longer listed', async () => {
    const path = paths['image/jpeg'] ?? '';
    const removed = await asStaff.storage.from(BUCKET).remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual([path]);
    expect(await objectExists(path)).toBe(false);
    uploaded.delete(path);
  });
});

describe('shoppers and guests', () => {
  let kept: string;
  beforeAll(async () => {
    kept = newPath('image/png');
    const { error } = await upload(
      asStaff,
      kept,
      file(await image('image/png', 32, 32), 'image/png', 'kept.png'),
    );
    expect(error).toBeNull();
  });

  it('cannot upload a photo', async () => {
    for (const client of [asShopper, anon]) {
      const path = newPath('image/png');
      const { error } = await upload(
        client,
        path,
        file(await image('image/png', 8, 8), 'image/png', 'x.png'),
      );
      expect(error).toMatchObject({ statusCode: '403' });
      expect(await objectExists(path)).toBe(false);
    }
  });

  it('cannot replace or remove one; the file stays as it was', async () => {
    const before = await shop.sql<{ etag: string }[]>`
      select metadata ->> 'eTag' as etag from storage.objects where bucket_id = ${BUCKET} and name = ${kept}`;
    for (const client of [asShopper, anon]) {
      const replacement = file(await image('image/png', 4, 4), 'image/png', 'evil.png');
      const upserted = await client.storage.from(BUCKET).upload(kept, replacement, { upsert: true });
      expect(upserted.error).toMatchObject({ statusCode: '403' });
      const updated = await client.storage.from(BUCKET).update(kept, replacement);
      expect(updated.error).not.toBeNull();
      const removed = await client.storage.from(BUCKET).remove([kept]);
      expect(removed.error).toBeNull();
      expect(removed.data).toEqual([]);
    }
    expect(await objectExists(kept)).toBe(true);
    const after = await shop.sql<{ etag: string }[]>`
      select metadata ->> 'eTag' as etag from storage.objects where bucket_id = ${BUCKET} and name = ${kept}`;
    expect(after).toEqual(before);
    const still = await fetch(publicUrl(kept));
    expect(still.status).toBe(200);
    expect((await sharp(Buffer.from(await still.arrayBuffer())).metadata()).width).toBe(32);
  });

  it('cannot set a product’s photos (42501), and nothing changes', async () => {
    const before =
      await shop.sql`select url from public.product_images where product_id = ${product.id} order by position`;
    const images = [{ url: publicUrl(kept), width: 32, height: 32, alt: 'Mine now' }];
    for (const client of [asShopper, anon]) {
      const { data, error } = await setImages(client, images);
      expect(data).toBeNull();
      expect(error).toMatchObject({ code: '42501' });
    }
    const after =
      await shop.sql`select url from public.product_images where product_id = ${product.id} order by position`;
    expect(after).toEqual(before);
  });
});

describe('staff_set_product_images refuses a bad list with its message', () => {
  const ok = (over: Record<string, unknown> = {}) => ({
    url: `/images/products/${randomUUID()}.svg`,
    width: 800,
    height: 800,
    alt: 'A console',
    ...over,
  });
  const cases: [string, unknown, string][] = [
    ['not a list', { url: '/a.svg' }, 'Send the photos as a list.'],
    ['11 photos', Array.from({ length: 11 }, () => ok()), PRODUCT_PHOTO_MESSAGES.tooMany],
    ['no address', [ok({ url: 'javascript:alert(1)' })], 'Each photo needs its web address.'],
    ['no width', [ok({ width: 0 })], 'Each photo needs its width and height in pixels.'],
    ['a fractional height', [ok({ height: 10.5 })], 'Each photo needs its width and height in pixels.'],
    ['blank alt', [ok({ alt: '   ' })], PRODUCT_PHOTO_MESSAGES.alt],
    ['alt too long', [ok({ alt: 'x'.repeat(301) })], PRODUCT_PHOTO_MESSAGES.alt],
    ['a photo twice', [ok({ url: '/same.svg' }), ok({ url: '/same.svg' })], PRODUCT_PHOTO_MESSAGES.duplicate],
  ];

  it.each(cases)('%s', async (_name, images, message) => {
    const before =
      await shop.sql`select url from public.product_images where product_id = ${product.id} order by position`;
    const { error } = await setImages(asStaff, images);
    expect(error).toMatchObject({ code: '22023', message });
    const after =
      await shop.sql`select url from public.product_images where product_id = ${product.id} order by position`;
    expect(after).toEqual(before);
  });

  it('an unknown product', async () => {
    const { error } = await setImages(asStaff, [ok()], randomUUID());
    expect(error).toMatchObject({ code: 'PT404', message: 'Product not found.' });
  });

  it('an empty list takes every photo away (the placeholder shows)', async () => {
    const { data, error } = await setImages(asStaff, []);
    expect(error).toBeNull();
    expect(data).toEqual([]);
    const page = await anon.rpc('get_product_details_by_slug', { p_target_slug: product.slug });
    expect((page.data as { o_images: ProductImage[] }[])[0]?.o_images).toEqual([]);
  });
});
