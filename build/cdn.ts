import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { cors } from 'hono/cors';
import { resourceSecurityHeaders } from '../shell/server/http/security-headers';
import { serveBuild } from '../shell/server/http/static-files';
import { HOST } from './apps';

/**
 * The CDN origin of independent deploys. Every published build lives in an immutable,
 * content-versioned folder `<origin>/<app>/<version>/`; the live pointers sit beside them:
 * `remotes.json` (federation name -> manifest URL, what the shell serves) and `shell.json` (the
 * shell version the store's pages come from). Locally the origin is a folder served by
 * `pnpm start` on its own port, as a CDN would serve a bucket (docs/deploy.md §2).
 */

const rootDir = path.resolve(import.meta.dirname, '..');

/** Port of the local CDN origin (`pnpm start`), beside the apps' 3000-3005. */
export const CDN_PORT = 3006;

/** `STORE_CDN_DIR`, else `.local/cdn` (`.local/e2e-cdn` for `pnpm start --ephemeral`). */
export function cdnDir({ ephemeral = false }: { ephemeral?: boolean } = {}): string {
  if (process.env.STORE_CDN_DIR) return path.resolve(process.env.STORE_CDN_DIR);
  return path.join(rootDir, ephemeral ? '.local/e2e-cdn' : '.local/cdn');
}

/** Public base URL of the origin folder: `STORE_CDN_URL`, else the local CDN server. */
export function cdnUrl(): string {
  return (process.env.STORE_CDN_URL ?? `http://${HOST}:${CDN_PORT}`).replace(/\/+$/, '');
}

/** The live remote map (what REMOTES_JSON points at while the CDN is used). */
export const liveMapFile = (dir: string): string => path.join(dir, 'remotes.json');
/** The live shell pointer: `{ "version": "…" }`. */
export const liveShellFile = (dir: string): string => path.join(dir, 'shell.json');

/** A version is the first 16 hex digits of the build's content hash. */
export const VERSION_PATTERN = /^[0-9a-f]{16}$/;

/**
 * Build information no browser or page server reads: the federation plugin's mf-stats.json lists
 * which files use each shared package (`usedIn`) differently from one build of the same source to
 * the next, so it would give one commit a new version on every build.
 */
export const NOT_VERSIONED = /(^|\/)mf-stats\.json$/;

/**
 * Content version of a build folder: SHA-256 over every file's relative path and bytes, in
 * sorted order (mf-stats.json left out). The same source always gets the same version, any
 * changed byte of what is served a new one.
 */
export function contentVersion(dir: string): string {
  const hash = createHash('sha256');
  for (const file of listFiles(dir).filter((f) => !NOT_VERSIONED.test(f))) {
    hash.update(`${file}\0`);
    hash.update(readFileSync(path.join(dir, file)));
    hash.update('\0');
  }
  return hash.digest('hex').slice(0, 16);
}

/** Relative paths of every file under `dir` ('/'-separated, sorted). */
export function listFiles(dir: string, prefix = ''): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(path.join(dir, prefix), { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...listFiles(dir, rel));
    else if (entry.isFile()) out.push(rel);
  }
  return out.sort();
}

/** URL of a published remote's manifest. */
export function manifestUrl(base: string, federationName: string, version: string): string {
  return `${base}/${federationName}/${version}/mf-manifest.json`;
}

/** The version a map entry points at, when it points into the CDN origin. */
export function versionOf(url: string | undefined): string | null {
  const match = url?.match(/\/([0-9a-f]{16})\/mf-manifest\.json$/);
  return match?.[1] ?? null;
}

/** The folder of the live shell, or null while no shell has been deployed to `dir`. */
export function liveShellDir(dir: string): string | null {
  const file = liveShellFile(dir);
  if (!existsSync(file)) return null;
  const { version } = JSON.parse(readFileSync(file, 'utf8')) as { version?: string };
  if (!version || !VERSION_PATTERN.test(version)) return null;
  const folder = path.join(dir, 'shell', version);
  return existsSync(path.join(folder, 'index.html')) ? folder : null;
}

/** Cache policy of the origin: versioned folders never change, anything else is revalidated. */
export function cdnCacheControl(pathname: string): string {
  return /^\/[a-z_]+\/[0-9a-f]{16}\//.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

/**
 * The origin as a CDN serves it: only the versioned folders (never the pointers, history or
 * locks), compressed, CORS open (the shell loads remotes cross-origin), immutable caching and the
 * resource security headers.
 */
export function cdnApp(dir: string, { tls = false }: { tls?: boolean } = {}): Hono {
  const app = new Hono();
  app.use(async (c, next) => {
    await next();
    for (const [name, value] of Object.entries(resourceSecurityHeaders({ tls }))) {
      if (!c.res.headers.has(name)) c.res.headers.set(name, value);
    }
  });
  app.use(cors({ origin: '*' }));
  const files = serveBuild(dir, { cacheControl: cdnCacheControl });
  app.use('/:app/:version/*', (c, next) =>
    /^[a-z_]+$/.test(c.req.param('app')) && VERSION_PATTERN.test(c.req.param('version'))
      ? files(c, next)
      : next(),
  );
  app.all('*', (c) => c.text('Not found', 404, { 'cache-control': 'no-cache' }));
  return app;
}

/** Every published shell version folder (for files of pages loaded before a flip). */
export function shellVersionDirs(dir: string): string[] {
  const shells = path.join(dir, 'shell');
  if (!existsSync(shells)) return [];
  return readdirSync(shells)
    .filter((v) => VERSION_PATTERN.test(v))
    .map((v) => path.join(shells, v));
}
