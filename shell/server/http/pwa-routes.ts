import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Hono } from 'hono';
import { SITE_NAME } from '../../../shared/src/seo/page-meta.ts';

/**
 * The installable store (docs/adr/0025): the web app manifest and the service worker, served by
 * the page server from the live shell build.
 */

/** The dark theme's page and header colours (shared/src/ui/theme.ts, shell/index.html). */
const BACKGROUND = '#0b0d12';

export const WEB_MANIFEST = {
  id: '/',
  name: SITE_NAME,
  short_name: 'GameGear',
  description: 'Consoles, gaming PCs and PC parts across India, with repair, game loading and price match.',
  lang: 'en-IN',
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone',
  orientation: 'any',
  theme_color: BACKGROUND,
  background_color: BACKGROUND,
  categories: ['shopping'],
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
  shortcuts: [
    { name: 'Search', url: '/search?source=pwa', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    { name: 'Cart', url: '/cart?source=pwa', icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }] },
    {
      name: 'Orders',
      url: '/order-history?source=pwa',
      icons: [{ src: '/icons/icon-192.png', sizes: '192x192' }],
    },
  ],
} as const;

/**
 * The worker that replaces the store's when `STORE_SERVICE_WORKER=off` (the kill switch,
 * docs/deploy.md): it empties the store's caches, unregisters itself and reloads the open pages,
 * which then load from the network as if no worker had ever been installed.
 */
export const KILL_SWITCH_WORKER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) if (name.startsWith('store-')) await caches.delete(name);
    await self.registration.unregister();
    for (const client of await self.clients.matchAll({ type: 'window' })) client.navigate(client.url);
  })());
});
`;

/** A short version of the live shell: its index.html names every hashed entry file. */
export async function shellVersionOf(shellDir: string): Promise<string> {
  const html = await readFile(path.join(shellDir, 'index.html'));
  return createHash('sha256').update(html).digest('hex').slice(0, 16);
}

const noCache = { 'cache-control': 'no-cache' };

const OFFLINE_STYLE = `body{margin:0;min-height:100vh;display:grid;place-items:center;background:${BACKGROUND};color:#e8eaf0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}main{max-width:28rem;padding:24px;text-align:center}img{width:72px;height:72px}h1{font-size:1.5rem;margin:16px 0 8px}p{color:#a9b0c0;line-height:1.5;margin:0 0 20px}a{display:inline-block;margin:4px;padding:10px 18px;border-radius:8px;background:#4f8cff;color:#0b0d12;font-weight:700;text-decoration:none}a.secondary{background:transparent;color:#e8eaf0;border:1px solid #2a3040}a:focus-visible{outline:2px solid #fff;outline-offset:2px}`;

/**
 * The page a navigation gets offline when its page was never saved on this device: in the
 * store's look, no script (the worker serves it for any address, so 'Try again' reloads that one).
 */
export const OFFLINE_HTML = `<!doctype html>
<html lang="en-IN">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="theme-color" content="${BACKGROUND}"><title>You are offline | ${SITE_NAME}</title><style>${OFFLINE_STYLE}</style></head>
<body><main><img src="/icons/icon-192.png" alt=""><h1>You are offline</h1><p>This page is not saved on this device yet. Pages you have already opened still work offline, with the prices they showed then.</p><a href="">Try again</a><a class="secondary" href="/">Home</a></main></body>
</html>
`;

/** The offline page runs nothing: its one style block is allowed by hash. */
const OFFLINE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(OFFLINE_STYLE).digest('base64')}'; img-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`;

/**
 * The worker's own policy (a worker script's CSP governs the worker): it runs no other script.
 * Its fetches are its pages' own requests, which the pages' policy already limits; a list of
 * origins fixed when the worker installs would refuse a remote a later deploy moves elsewhere.
 */
export const WORKER_POLICY = "default-src 'none'; connect-src *";

export function pwaRoutes(liveDir: () => string, { off = process.env.STORE_SERVICE_WORKER === 'off' } = {}) {
  const routes = new Hono();
  routes.get('/offline.html', (c) =>
    c.body(OFFLINE_HTML, 200, {
      'content-type': 'text/html; charset=UTF-8',
      'content-security-policy': OFFLINE_CSP,
      ...noCache,
    }),
  );
  routes.get('/manifest.webmanifest', (c) =>
    c.body(JSON.stringify(WEB_MANIFEST), 200, { 'content-type': 'application/manifest+json', ...noCache }),
  );
  // No-cache: the browser checks the worker on every navigation and takes a changed one at once.
  routes.get('/sw.js', async (c) => {
    const headers = {
      'content-type': 'text/javascript; charset=UTF-8',
      'content-security-policy': WORKER_POLICY,
      ...noCache,
    };
    if (off) return c.body(KILL_SWITCH_WORKER, 200, headers);
    const dir = liveDir();
    let worker: string;
    try {
      worker = await readFile(path.join(dir, 'sw.js'), 'utf8');
    } catch {
      return c.text('Not found', 404, noCache);
    }
    // The live shell's version in the worker's bytes: a shell deploy is a new worker.
    const version = await shellVersionOf(dir);
    return c.body(`self.__STORE_SHELL_VERSION__=${JSON.stringify(version)};\n${worker}`, 200, headers);
  });
  return routes;
}
