import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, gzipSync, constants as zlib } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/**
 * Hashed build assets never change; product images may (cached for a day:
 * docs/product.md#common-rules).
 */
function cacheControlFor(pathname: string): string {
  if (/\/static\//.test(pathname)) return 'public, max-age=31536000, immutable';
  if (pathname.startsWith(PRODUCT_IMAGES_PATH)) return 'public, max-age=86400';
  return 'no-cache';
}

/** Where the seed's product images are served locally (a CDN or Storage bucket in production). */
export const PRODUCT_IMAGES_PATH = '/img/products/';

interface CachedFile {
  mtimeMs: number;
  body: Buffer;
  /** Compressed variants, best first (none for small or binary files). */
  encoded: { encoding: 'br' | 'gzip'; body: Buffer }[];
  type: string;
}

/** Brotli at its highest quality (~14 % smaller than gzip -9 on our scripts), else gzip. */
function compress(body: Buffer): CachedFile['encoded'] {
  return [
    {
      encoding: 'br',
      body: brotliCompressSync(body, {
        params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length },
      }),
    },
    { encoding: 'gzip', body: gzipSync(body, { level: 9 }) },
  ];
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

/** Whether an Accept-Encoding header allows `encoding` (listed, or `*`, without q=0). */
export function acceptsEncoding(header: string, encoding: string): boolean {
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (name !== encoding && name !== '*') return false;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

/**
 * Serves a build folder the way a CDN would: each file compressed once (brotli for clients that
 * accept it, else gzip) at the highest level and kept in memory (builds are immutable; a changed mtime refreshes the entry), long-lived cache
 * headers for hashed assets, revalidation for everything else.
 */
export function serveBuild(
  rootDir: string,
  {
    stripPrefix = '',
    cacheControl = cacheControlFor,
  }: { stripPrefix?: string; cacheControl?: (pathname: string) => string } = {},
): MiddlewareHandler {
  const cache = new Map<string, CachedFile>();
  return async (c, next) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(c.req.url).pathname);
    } catch {
      // A malformed escape (`/%E0%A4%A`) names no file nor page: the client's mistake, not ours.
      return c.text('Bad request: malformed URL escape\n', 400, { 'cache-control': 'no-store' });
    }
    const file = path.join(rootDir, pathname.slice(stripPrefix.length));
    if (!file.startsWith(rootDir + path.sep)) return next();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return next();

    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== info.mtimeMs) {
      const body = await readFile(file);
      const type = getMimeType(file) ?? 'application/octet-stream';
      const encoded = COMPRESSIBLE.test(type) && body.length > 512 ? compress(body) : [];
      entry = { mtimeMs: info.mtimeMs, body, encoded, type };
      cache.set(file, entry);
    }

    const acceptEncoding = c.req.header('accept-encoding') ?? '';
    const variant = entry.encoded.find((v) => acceptsEncoding(acceptEncoding, v.encoding));
    c.header('content-type', entry.type);
    c.header('cache-control', cacheControl(pathname));
    c.header('vary', 'accept-encoding');
    if (variant) c.header('content-encoding', variant.encoding);
    return c.body(new Uint8Array(variant ? variant.body : entry.body));
  };
}
