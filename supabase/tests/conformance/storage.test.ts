/**
 * Storage through the real supabase-js client, as the staff console will upload product photos:
 * upload (a File, sent as multipart), upsert, list, download, remove, public URLs and image
 * transformations, against buckets and policies this file creates with direct SQL (the project's
 * own bucket and policies live in the migrations). The policy is the usual one: authenticated users
 * write, read and delete only under a first folder named by their uid.
 * Errors are storage-api's: HTTP 400 with the meaningful status in the body's `statusCode`.
 */
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonClient, directSql, serviceClient, userClient } from '../helpers/clients';
import { target } from '../helpers/target';
import { createTestUser, type TestUser } from '../helpers/users';

const t = target();
const tag = `conformance-${randomUUID().slice(0, 8)}`;
const PUBLIC_BUCKET = `${tag}-public`;
const PRIVATE_BUCKET = `${tag}-private`;
const SIZE_LIMIT = 200 * 1024;
const POLICIES = ['insert', 'select', 'update', 'delete'].map((command) => ({
  command,
  name: `${tag} own folder ${command}`,
}));

const sql = directSql(t);
let owner: TestUser;
let other: TestUser;
let asOwner: SupabaseClient;
let asOther: SupabaseClient;
const anon = anonClient(t);
const service = serviceClient(t);

/** A 400x300 PNG (photos are images; transformations need one). */
async function png(width = 400, height = 300): Promise<Buffer> {
  return await sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .png()
    .toBuffer();
}

function file(data: Uint8Array, type: string, name = 'photo.png'): File {
  return new File([new Uint8Array(data)], name, { type });
}

beforeAll(async () => {
  [owner, other] = await Promise.all([createTestUser('storage-owner'), createTestUser('storage-other')]);
  asOwner = userClient(owner.accessToken, t);
  asOther = userClient(other.accessToken, t);
  await sql`insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
            values (${PUBLIC_BUCKET}, ${PUBLIC_BUCKET}, true, ${SIZE_LIMIT}, ${['image/*']}),
                   (${PRIVATE_BUCKET}, ${PRIVATE_BUCKET}, false, ${SIZE_LIMIT}, ${['image/png', 'image/jpeg']})`;
  const own = `bucket_id in ('${PUBLIC_BUCKET}', '${PRIVATE_BUCKET}') and (storage.foldername(name))[1] = (select auth.uid()::text)`;
  for (const { command, name } of POLICIES) {
    const clause =
      command === 'insert'
        ? `with check (${own})`
        : command === 'update'
          ? `using (${own}) with check (${own})`
          : `using (${own})`;
    await sql.unsafe(`create policy "${name}" on storage.objects for ${command} to authenticated ${clause}`);
  }
});

afterAll(async () => {
  for (const { name } of POLICIES) await sql.unsafe(`drop policy if exists "${name}" on storage.objects`);
  // Hosted refuses direct deletes from storage tables unless this flag is set (the API sets it).
  await sql.begin(async (tx) => {
    await tx`select set_config('storage.allow_delete_query', 'true', true)`;
    await tx`delete from storage.objects where bucket_id in (${PUBLIC_BUCKET}, ${PRIVATE_BUCKET})`;
    await tx`delete from storage.buckets where id in (${PUBLIC_BUCKET}, ${PRIVATE_BUCKET})`;
  });
  await sql.end();
  await Promise.all([owner?.remove(), other?.remove()]);
});

describe('storage schema', () => {
  it('has RLS on storage.objects, the path helpers, and refuses direct deletes', async () => {
    const [row] = await sql<{ rls: boolean; folder: string[]; file: string; ext: string }[]>`
      select (select relrowsecurity from pg_class where oid = 'storage.objects'::regclass) as rls,
             storage.foldername('u1/a/b.png') as folder, storage.filename('u1/a/b.png') as file,
             storage.extension('u1/a/b.png') as ext`;
    expect(row).toEqual({ rls: true, folder: ['u1', 'a'], file: 'b.png', ext: 'png' });
    await expect(sql`delete from storage.objects where bucket_id = ${PUBLIC_BUCKET}`).rejects.toThrow(
      /Direct deletion from storage tables is not allowed/,
    );
  });
});

describe('owner', () => {
  it('uploads, lists, downloads, upserts and removes a photo in its own folder', async () => {
    const path = `${owner.id}/products/p1.png`;
    const first = await png();
    const up = await asOwner.storage.from(PRIVATE_BUCKET).upload(path, file(first, 'image/png'), {
      contentType: 'image/png',
      upsert: false,
    });
    expect(up.error).toBeNull();
    expect(up.data).toMatchObject({ path, fullPath: `${PRIVATE_BUCKET}/${path}` });
    expect(up.data?.id).toMatch(/^[0-9a-f-]{36}$/);

    const root = await asOwner.storage.from(PRIVATE_BUCKET).list(owner.id);
    expect(root.error).toBeNull();
    expect(root.data).toEqual([expect.objectContaining({ name: 'products', id: null, metadata: null })]);
    const listed = await asOwner.storage.from(PRIVATE_BUCKET).list(`${owner.id}/products`);
    expect(listed.data).toHaveLength(1);
    expect(listed.data?.[0]).toMatchObject({
      name: 'p1.png',
      id: up.data?.id,
      metadata: {
        mimetype: 'image/png',
        size: first.byteLength,
        cacheControl: 'max-age=3600',
        httpStatusCode: 200,
      },
    });

    const got = await asOwner.storage.from(PRIVATE_BUCKET).download(path);
    expect(got.error).toBeNull();
    expect(Buffer.from(await (got.data as Blob).arrayBuffer()).equals(first)).toBe(true);

    // A second create without upsert is a duplicate; with upsert it replaces the file.
    const again = await asOwner.storage.from(PRIVATE_BUCKET).upload(path, file(first, 'image/png'));
    expect(again.error).toMatchObject({ statusCode: '409', message: 'The resource already exists' });
    const second = await png(100, 50);
    const upserted = await asOwner.storage
      .from(PRIVATE_BUCKET)
      .upload(path, file(second, 'image/png'), { upsert: true });
    expect(upserted.error).toBeNull();
    const updated = await asOwner.storage.from(PRIVATE_BUCKET).update(path, file(second, 'image/png'));
    expect(updated.error).toBeNull();
    const after = await asOwner.storage.from(PRIVATE_BUCKET).download(path);
    expect((await sharp(Buffer.from(await (after.data as Blob).arrayBuffer())).metadata()).width).toBe(100);

    const removed = await asOwner.storage.from(PRIVATE_BUCKET).remove([path]);
    expect(removed.error).toBeNull();
    expect(removed.data?.map((o) => o.name)).toEqual([path]);
    const gone = await asOwner.storage.from(PRIVATE_BUCKET).download(path);
    expect(gone.error).toMatchObject({ statusCode: '404', message: 'Object not found' });
  });

  it('uploads a raw body (Buffer) with its content type and cache control', async () => {
    const path = `${owner.id}/raw.png`;
    const data = await png(20, 20);
    const up = await asOwner.storage
      .from(PUBLIC_BUCKET)
      .upload(path, data, { contentType: 'image/png', cacheControl: '60' });
    expect(up.error).toBeNull();
    const response = await fetch(asOwner.storage.from(PUBLIC_BUCKET).getPublicUrl(path).data.publicUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=60');
    expect(Buffer.from(await response.arrayBuffer()).equals(data)).toBe(true);
  });
});

describe('refusals', () => {
  let ownerPath: string;
  beforeAll(async () => {
    ownerPath = `${owner.id}/kept.png`;
    const up = await asOwner.storage.from(PRIVATE_BUCKET).upload(ownerPath, file(await png(), 'image/png'));
    expect(up.error).toBeNull();
  });

  it("refuses another user's and anon's uploads into the owner's folder (403, RLS)", async () => {
    for (const client of [asOther, anon]) {
      const { error } = await client.storage
        .from(PRIVATE_BUCKET)
        .upload(`${owner.id}/intruder.png`, file(await png(10, 10), 'image/png'));
      expect(error).toMatchObject({
        status: 400,
        statusCode: '403',
        message: 'new row violates row-level security policy',
      });
    }
    const { error } = await asOther.storage
      .from(PRIVATE_BUCKET)
      .upload(ownerPath, file(await png(10, 10), 'image/png'), { upsert: true });
    expect(error).toMatchObject({ statusCode: '403' });
  });

  it("does not let another user or anon delete, list or download the owner's file", async () => {
    for (const client of [asOther, anon]) {
      const removed = await client.storage.from(PRIVATE_BUCKET).remove([ownerPath]);
      expect(removed.error).toBeNull();
      expect(removed.data).toEqual([]);
      const single = await fetch(`${t.apiUrl}/storage/v1/object/${PRIVATE_BUCKET}/${ownerPath}`, {
        method: 'DELETE',
        headers: {
          apikey: t.anonKey,
          authorization: `Bearer ${client === anon ? t.anonKey : other.accessToken}`,
        },
      });
      expect(single.status).toBe(400);
      expect(await single.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
      const listed = await client.storage.from(PRIVATE_BUCKET).list(owner.id);
      expect(listed.data).toEqual([]);
      const got = await client.storage.from(PRIVATE_BUCKET).download(ownerPath);
      expect(got.error).toMatchObject({ statusCode: '404' });
    }
    const still = await asOwner.storage.from(PRIVATE_BUCKET).download(ownerPath);
    expect(still.error).toBeNull();
    const [row] =
      await sql`select 1 from storage.objects where bucket_id = ${PRIVATE_BUCKET} and name = ${ownerPath}`;
    expect(row).toBeDefined();
  });

  it('refuses a file over the bucket limit (413) and a type the bucket does not allow (415)', async () => {
    const big = new Uint8Array(SIZE_LIMIT + 1);
    const tooBig = await asOwner.storage
      .from(PRIVATE_BUCKET)
      .upload(`${owner.id}/big.png`, file(big, 'image/png'));
    expect(tooBig.error).toMatchObject({
      statusCode: '413',
      message: 'The object exceeded the maximum allowed size',
    });
    const rawBig = await asOwner.storage
      .from(PRIVATE_BUCKET)
      .upload(`${owner.id}/big-raw.png`, Buffer.from(big), { contentType: 'image/png' });
    expect(rawBig.error).toMatchObject({ statusCode: '413' });

    const wrong = await asOwner.storage
      .from(PRIVATE_BUCKET)
      .upload(`${owner.id}/notes.txt`, file(new TextEncoder().encode('hello'), 'text/plain', 'notes.txt'));
    expect(wrong.error).toMatchObject({
      statusCode: '415',
      message: 'mime type text/plain is not supported',
    });
    const gif = await asOwner.storage
      .from(PRIVATE_BUCKET)
      .upload(`${owner.id}/a.gif`, file(new Uint8Array(10), 'image/gif', 'a.gif'));
    expect(gif.error).toMatchObject({ statusCode: '415' });
    // The public bucket allows image/*.
    const webp = await sharp(await png(8, 8))
      .webp()
      .toBuffer();
    const wildcard = await asOwner.storage
      .from(PUBLIC_BUCKET)
      .upload(`${owner.id}/w.webp`, file(webp, 'image/webp'));
    expect(wildcard.error).toBeNull();
    const [none] = await sql`select 1 from storage.objects where name like ${`${owner.id}/big%`}`;
    expect(none).toBeUndefined();
  });

  it('answers 401 without a token and 404 for an unknown bucket', async () => {
    const response = await fetch(`${t.apiUrl}/storage/v1/object/list/${PRIVATE_BUCKET}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ prefix: '' }),
    });
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ statusCode: '403', error: 'Unauthorized' });
    const { error } = await asOwner.storage
      .from(`${tag}-missing`)
      .upload(`${owner.id}/x.png`, file(await png(4, 4), 'image/png'));
    expect(error).toMatchObject({ statusCode: '404', message: 'Bucket not found' });
  });
});

describe('public URLs', () => {
  let path: string;
  beforeAll(async () => {
    path = `${owner.id}/catalogue/photo.png`;
    for (const bucket of [PUBLIC_BUCKET, PRIVATE_BUCKET]) {
      const up = await asOwner.storage
        .from(bucket)
        .upload(path, file(await png(), 'image/png'), { upsert: true });
      expect(up.error).toBeNull();
    }
  });

  it('serves a public bucket without a token, with ETag and 304, and not a private one', async () => {
    const url = anon.storage.from(PUBLIC_BUCKET).getPublicUrl(path).data.publicUrl;
    expect(url).toBe(`${t.apiUrl}/storage/v1/object/public/${PUBLIC_BUCKET}/${path}`);
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('max-age=3600');
    const etag = response.headers.get('etag');
    expect(etag).toMatch(/^"[0-9a-f]{32}"$/);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(400);

    const head = await fetch(url, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('etag')).toBe(etag);
    const cached = await fetch(url, { headers: { 'if-none-match': etag as string } });
    expect(cached.status).toBe(304);
    expect(await cached.text()).toBe('');

    const hidden = await fetch(anon.storage.from(PRIVATE_BUCKET).getPublicUrl(path).data.publicUrl);
    expect(hidden.status).toBe(400);
    expect(await hidden.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
    const missing = await fetch(
      anon.storage.from(PUBLIC_BUCKET).getPublicUrl(`${owner.id}/nope.png`).data.publicUrl,
    );
    expect(await missing.json()).toMatchObject({
      statusCode: '404',
      error: 'not_found',
      message: 'Object not found',
    });
  });

  it('transforms images: width 200 keeps the ratio, WebP when accepted, origin on request, cached', async () => {
    const url = anon.storage.from(PUBLIC_BUCKET).getPublicUrl(path, { transform: { width: 200 } })
      .data.publicUrl;
    expect(url).toBe(`${t.apiUrl}/storage/v1/render/image/public/${PUBLIC_BUCKET}/${path}?width=200`);
    const plain = await fetch(url);
    expect(plain.status).toBe(200);
    expect(plain.headers.get('content-type')).toBe('image/png');
    const meta = await sharp(Buffer.from(await plain.arrayBuffer())).metadata();
    expect({ width: meta.width, height: meta.height, format: meta.format }).toEqual({
      width: 200,
      height: 150,
      format: 'png',
    });

    const webp = await fetch(url, { headers: { accept: 'image/avif,image/webp,*/*' } });
    expect(webp.headers.get('content-type')).toBe('image/webp');
    expect((await sharp(Buffer.from(await webp.arrayBuffer())).metadata()).format).toBe('webp');
    const origin = await fetch(`${url}&format=origin`, { headers: { accept: 'image/webp' } });
    expect(origin.headers.get('content-type')).toBe('image/png');
    await origin.arrayBuffer();

    const box = anon.storage
      .from(PUBLIC_BUCKET)
      .getPublicUrl(path, { transform: { width: 100, height: 100, resize: 'contain', quality: 50 } })
      .data.publicUrl;
    const contained = await sharp(Buffer.from(await (await fetch(box)).arrayBuffer())).metadata();
    expect([contained.width, contained.height]).toEqual([100, 75]);
    const cover = anon.storage
      .from(PUBLIC_BUCKET)
      .getPublicUrl(path, { transform: { width: 100, height: 100 } }).data.publicUrl;
    const covered = await sharp(Buffer.from(await (await fetch(cover)).arrayBuffer())).metadata();
    expect([covered.width, covered.height]).toEqual([100, 100]);

    const etag = webp.headers.get('etag') as string;
    const again = await fetch(url, { headers: { accept: 'image/webp', 'if-none-match': etag } });
    expect(again.status).toBe(304);

    const bad = await fetch(`${url}&resize=stretch`);
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ statusCode: '400' });
    const privateRender = await fetch(
      anon.storage.from(PRIVATE_BUCKET).getPublicUrl(path, { transform: { width: 200 } }).data.publicUrl,
    );
    expect(await privateRender.json()).toMatchObject({ statusCode: '404', error: 'Bucket not found' });
  });
});

describe('buckets', () => {
  it('lists buckets for the service role; RLS on storage.buckets hides them from users', async () => {
    const all = await service.storage.listBuckets();
    expect(all.error).toBeNull();
    expect(all.data?.map((b) => b.id)).toEqual(expect.arrayContaining([PUBLIC_BUCKET, PRIVATE_BUCKET]));
    const one = await service.storage.getBucket(PUBLIC_BUCKET);
    expect(one.data).toMatchObject({
      id: PUBLIC_BUCKET,
      public: true,
      file_size_limit: SIZE_LIMIT,
      allowed_mime_types: ['image/*'],
    });
    const mine = await asOwner.storage.listBuckets();
    expect(mine.data?.map((b) => b.id)).not.toContain(PUBLIC_BUCKET);
    const hidden = await asOwner.storage.getBucket(PUBLIC_BUCKET);
    expect(hidden.error).toMatchObject({ statusCode: '404' });
  });

  it('lets the service role write anywhere (it bypasses RLS)', async () => {
    const path = `someone-else/${randomUUID()}.png`;
    const up = await service.storage.from(PRIVATE_BUCKET).upload(path, file(await png(4, 4), 'image/png'));
    expect(up.error).toBeNull();
    const removed = await service.storage.from(PRIVATE_BUCKET).remove([path]);
    expect(removed.data?.map((o) => o.name)).toEqual([path]);
  });
});
