import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';

/** Hashed build assets never change; product images may (spec: image cache 1 day). */
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
  gzipped: Buffer | null;
  type: string;
}

const COMPRESSIBLE = /^(text\/|application\/(javascript|json|manifest\+json)|image\/svg\+xml)/;

/**
 * Serves a build folder the way a CDN would: each file gzipped once at the highest level and
 * kept in memory (builds are immutable; a changed mtime refreshes the entry), long-lived cache
 * headers for hashed assets, revalidation for everything else.
 */
export function serveBuild(
  rootDir: string,
  { stripPrefix = '' }: { stripPrefix?: string } = {},
): MiddlewareHandler {
  const cache = new Map<string, CachedFile>();
  return async (c, next) => {
    const pathname = decodeURIComponent(new URL(c.req.url).pathname);
    const file = path.join(rootDir, pathname.slice(stripPrefix.length));
    if (!file.startsWith(rootDir + path.sep)) return next();
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) return next();

    let entry = cache.get(file);
    if (!entry || entry.mtimeMs !== info.mtimeMs) {
      const body = await readFile(file);
      const type = getMimeType(file) ?? 'application/octet-stream';
      const gzipped = COMPRESSIBLE.test(type) && body.length > 512 ? gzipSync(body, { level: 9 }) : null;
      entry = { mtimeMs: info.mtimeMs, body, gzipped, type };
      cache.set(file, entry);
    }

    const acceptsGzip = /\bgzip\b/.test(c.req.header('accept-encoding') ?? '');
    const useGzip = acceptsGzip && entry.gzipped !== null;
    c.header('content-type', entry.type);
    c.header('cache-control', cacheControlFor(pathname));
    c.header('vary', 'accept-encoding');
    if (useGzip) c.header('content-encoding', 'gzip');
    const body = useGzip ? (entry.gzipped as Buffer) : entry.body;
    return c.body(new Uint8Array(body));
  };
}
