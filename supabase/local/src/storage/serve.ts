/**
 * Sends a stored object (or a rendered image) as storage-api does: content-type, cache-control and
 * ETag from the object's metadata, 304 when If-None-Match names the ETag, `?download` as an
 * attachment, HEAD without a body.
 */
import type { ObjectMetadata } from './context';
import { errors } from './errors';

export interface Asset {
  body: ReadableStream<Uint8Array> | Uint8Array | null;
  metadata: Pick<ObjectMetadata, 'eTag' | 'mimetype' | 'cacheControl' | 'lastModified' | 'size'>;
}

/** True when an If-None-Match value (a list, maybe weak, or `*`) matches `eTag`. */
export function etagMatches(ifNoneMatch: string | null, eTag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(eTag));
}

function disposition(download: string | null, objectName: string): string | undefined {
  if (download === null) return undefined;
  const name = download || objectName.split('/').at(-1) || 'download';
  return `attachment; filename=${encodeURIComponent(name)}; filename*=UTF-8''${encodeURIComponent(name)}`;
}

export function sendAsset(req: Request, asset: Asset, objectName: string): Response {
  const { metadata } = asset;
  const headers = new Headers({
    'content-type': metadata.mimetype || 'application/octet-stream',
    'cache-control': metadata.cacheControl || 'no-cache',
    etag: metadata.eTag,
    'last-modified': new Date(metadata.lastModified).toUTCString(),
  });
  if (etagMatches(req.headers.get('if-none-match'), metadata.eTag)) {
    return new Response(null, { status: 304, headers });
  }
  if (asset.body === null) throw errors.noSuchKey();
  headers.set('content-length', String(metadata.size));
  const attachment = disposition(new URL(req.url).searchParams.get('download'), objectName);
  if (attachment) headers.set('content-disposition', attachment);
  if (req.method === 'HEAD') {
    if (asset.body instanceof ReadableStream) void asset.body.cancel();
    return new Response(null, { status: 200, headers });
  }
  return new Response(asset.body as BodyInit, { status: 200, headers });
}
