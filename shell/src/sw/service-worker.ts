/// <reference lib="webworker" />
/**
 * The store's service worker (docs/adr/0025-installable-offline-store.md), served by the page
 * server at /sw.js with the live shell's version in front (`self.__STORE_SHELL_VERSION__`): a
 * shell deploy changes the script's bytes, the browser installs the new worker, and an open store
 * offers "A new version is available" instead of mixing versions.
 *
 * What it keeps (everything else, including cart, orders, auth, payments and every staff call,
 * goes to the network untouched):
 * - content-hashed files of the shell and every remote: cache first (never change under a URL);
 * - remote manifests: network first with a short timeout, the last one offline, so a deployed or
 *   rolled-back remote is picked up on the next navigation online;
 * - the public catalogue's reads: stale-while-revalidate for a minute, then network first with the
 *   kept answer offline, bounded;
 * - public pages' HTML (the page server marks them `public`): network first, the copy offline,
 *   and the offline page when there is none.
 */

import { KEPT_AT_HEADER } from 'shared/preload';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import {
  CACHE_NAMES,
  cataloguePostKey,
  isCatalogueRead,
  isHashedAsset,
  isRemoteManifest,
  OFFLINE_PAGE,
} from './cache-rules';

declare const self: ServiceWorkerGlobalScope & { __STORE_SHELL_VERSION__?: string };

const DAY_S = 24 * 60 * 60;

clientsClaim();

self.addEventListener('install', (event) => {
  // The offline page is the one file fetched ahead: nothing else may be cached before it is used.
  event.waitUntil(caches.open(CACHE_NAMES.offline).then((cache) => cache.add(OFFLINE_PAGE)));
});

self.addEventListener('message', (event) => {
  if ((event.data as { type?: string } | null)?.type === 'SKIP_WAITING') void self.skipWaiting();
});

registerRoute(
  ({ url }) => isHashedAsset(url),
  new CacheFirst({
    cacheName: CACHE_NAMES.assets,
    plugins: [
      // A script a remote's runtime adds without `crossorigin` answers opaque (status 0).
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 30 * DAY_S, purgeOnQuotaError: true }),
    ],
  }),
);

registerRoute(
  ({ url }) => isRemoteManifest(url),
  new NetworkFirst({
    cacheName: CACHE_NAMES.manifests,
    networkTimeoutSeconds: 3,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

/** Public pages only: the page server marks them `public` (personal and cut-short pages are not). */
const publicPagesOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    response.status === 200 && /\bpublic\b/.test(response.headers.get('cache-control') ?? '')
      ? response
      : null,
};

// No timeout: a slow answer is still the current page (the first render after a deploy loads the
// new remote's server code); the kept copy is for when there is no answer at all. `no-cache`: the
// browser's HTTP cache never answers for the network here, whatever a proxy in between adds to
// the page's caching headers (the page server's say `max-age=0`, the CDN's window is in
// `CDN-Cache-Control`).
const pages = new NetworkFirst({
  cacheName: CACHE_NAMES.pages,
  plugins: [
    // Workbox passes no fetch options for navigations; a copy of the request carries it (its
    // redirect mode stays the navigation's 'manual').
    { requestWillFetch: async ({ request }) => new Request(request, { cache: 'no-cache' }) },
    publicPagesOnly,
    new ExpirationPlugin({ maxEntries: 60, maxAgeSeconds: 7 * DAY_S }),
  ],
});

registerRoute(
  ({ request }) => request.mode === 'navigate',
  async (options) => {
    try {
      return await pages.handle(options);
    } catch {
      return (await caches.match(OFFLINE_PAGE, { cacheName: CACHE_NAMES.offline })) ?? Response.error();
    }
  },
);

/** How many catalogue answers are kept, and for how long (offline, or the network failing). */
const CATALOGUE_MAX_ENTRIES = 300;
const CATALOGUE_MAX_AGE_MS = 7 * DAY_S * 1000;
/**
 * A kept answer younger than this is used at once and refreshed behind it (the server's shared
 * answers are fresh as long, ADR 0017); an older one only when the network fails or is slow.
 */
const CATALOGUE_FRESH_MS = 60_000;
const CATALOGUE_NETWORK_TIMEOUT_MS = 4_000;

/**
 * The catalogue's reads are POSTs to PostgREST (supabase-js `rpc`), which the Cache API cannot
 * key: each is kept under a GET key made of its URL and body (`cataloguePostKey`), answers of 200
 * only. Stale while revalidate within CATALOGUE_FRESH_MS; past it the network's answer, and the
 * kept one (up to 7 days old) only offline or when the network takes over 4 s, so a shopper
 * online never sees a price older than a minute from here.
 */
async function catalogueRead(event: FetchEvent, body: string): Promise<Response> {
  const { request } = event;
  const key = await cataloguePostKey(request.url, body);
  const cache = await caches.open(CACHE_NAMES.catalogue);
  const fresh = fetch(request).then(async (response) => {
    if (response.status === 200) {
      // The time it was kept travels with the answer: a price shown from it says "as of" that
      // time (shared/preload/answer-times). A cross-origin page reads only headers exposed to it.
      const headers = new Headers(response.headers);
      headers.set(KEPT_AT_HEADER, String(Date.now()));
      const exposed = headers.get('access-control-expose-headers');
      headers.set(
        'access-control-expose-headers',
        exposed ? `${exposed}, ${KEPT_AT_HEADER}` : KEPT_AT_HEADER,
      );
      await cache.put(key, new Response(await response.clone().blob(), { status: 200, headers }));
      await trimCatalogue(cache);
    }
    return response;
  });
  // The refresh finishes even when the page is answered from the cache first.
  event.waitUntil(fresh.catch(() => {}));
  const kept = await cache.match(key);
  const age = kept ? Date.now() - Number(kept.headers.get(KEPT_AT_HEADER) ?? 0) : Number.POSITIVE_INFINITY;
  if (kept && age < CATALOGUE_FRESH_MS) return kept;
  if (!kept || age >= CATALOGUE_MAX_AGE_MS) return fresh;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<Response>((resolve) => {
    timer = setTimeout(() => resolve(kept), CATALOGUE_NETWORK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([fresh.catch(() => kept), slow]);
  } finally {
    clearTimeout(timer);
  }
}

/** Oldest first (the Cache API lists keys in insertion order; a put moves nothing, so delete). */
async function trimCatalogue(cache: Cache): Promise<void> {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - CATALOGUE_MAX_ENTRIES))) await cache.delete(key);
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'POST' || !isCatalogueRead(new URL(request.url))) return;
  event.respondWith(
    (async () => {
      // A staff page's reads may include inactive products: never kept.
      const client = event.clientId ? await self.clients.get(event.clientId) : null;
      if (client && new URL(client.url).pathname.startsWith('/staff')) return fetch(request);
      const body = await request.clone().text();
      if (/"(p_)?include_inactive"\s*:\s*true/.test(body)) return fetch(request);
      return catalogueRead(event, body);
    })(),
  );
});
