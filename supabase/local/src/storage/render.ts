/**
 * `/render/image/public/:bucket/*`: the stored image transformed with sharp the way Supabase's
 * imgproxy does (auto-rotated by EXIF, never enlarged; cover = fill and crop, contain = fit inside,
 * fill = stretch), cached on disk by object version and options so a page of thumbnails is
 * rendered once.
 */
import { createHash } from 'node:crypto';
import sharp, { type FormatEnum } from 'sharp';
import type { ObjectMetadata } from './context';
import { StorageError } from './errors';
import type { FileStore } from './files';
import type { Asset } from './serve';
import { outputFormat, type Transform, transformKey } from './transform';

const FIT = { cover: 'cover', contain: 'inside', fill: 'fill' } as const;
const MIME: Record<string, string> = { jpeg: 'image/jpeg', jpg: 'image/jpeg', svg: 'image/svg+xml' };

function unprocessable(): StorageError {
  // imgproxy's answer to a source it cannot read, passed on by storage-api.
  return new StorageError(422, 'InvalidRequest', 'InvalidRequest', 'Source image cannot be processed');
}

export async function renderImage(
  store: FileStore,
  object: { version: string; metadata: ObjectMetadata },
  transform: Transform,
  accept: string | null,
): Promise<Asset> {
  const source = await store.read(object.version);
  if (!source) throw unprocessable();
  let sourceFormat: string;
  try {
    sourceFormat = (await sharp(source).metadata()).format ?? '';
  } catch {
    throw unprocessable();
  }
  if (!sourceFormat) throw unprocessable();
  const format = outputFormat(transform, accept, sourceFormat);
  const key = transformKey(transform, format);

  let output = await store.readRendered(object.version, key);
  if (!output) {
    let image = sharp(source, { failOn: 'none' }).rotate();
    if (transform.width || transform.height) {
      image = image.resize({
        width: transform.width,
        height: transform.height,
        fit: FIT[transform.resize],
        withoutEnlargement: true,
      });
    }
    const lossy = ['jpeg', 'webp', 'avif', 'heif', 'tiff'].includes(format);
    image = image.toFormat(format as keyof FormatEnum, lossy ? { quality: transform.quality } : {});
    try {
      output = await image.toBuffer();
    } catch {
      throw unprocessable();
    }
    await store.writeRendered(object.version, key, output);
  }
  return {
    body: output,
    metadata: {
      eTag: `"${createHash('md5').update(output).digest('hex')}"`,
      mimetype: MIME[format] ?? `image/${format}`,
      cacheControl: object.metadata.cacheControl,
      lastModified: object.metadata.lastModified,
      size: output.byteLength,
    },
  };
}
