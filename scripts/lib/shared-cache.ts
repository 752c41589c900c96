import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import { looksMobile } from '../../shell/server/http/server-render';

/**
 * A shared cache in front of the store's web server, as a CDN edge would be (for
 * `pnpm bench:ssr`'s "with the cache" figures): it keeps GET answers whose Cache-Control says
 * `public` with `s-maxage` (or with a `CDN-Cache-Control` `max-age`, which comes first), serves
 * them while fresh, serves them stale within `stale-while-revalidate` while one request
 * refreshes them, collapses concurrent misses of one
 * page into one origin request (as CDNs do; a page the origin marks uncacheable is then fetched
 * by each waiting request itself), and keys phones apart from other devices (the pages Vary on
 * the device, shell/server/http/server-render.ts).
 */

interface Entry {
  status: number;
  headers: [string, string][];
  body: ArrayBuffer;
  storedAt: number;
  maxAgeMs: number;
  staleMs: number;
  refreshing?: boolean;
}

function seconds(cacheControl: string, name: string): number | null {
  const match = new RegExp(`(?:^|,)\\s*${name}=(\\d+)`).exec(cacheControl);
  return match?.[1] ? Number(match[1]) : null;
}

/** The page server's own device guess: the cache keys on what the HTML varies by. */
const deviceOf = (headers: Headers): string => (looksMobile(headers) ? 'phone' : 'other');

export interface SharedCache {
  url: string;
  hits(): number;
  misses(): number;
  close(): Promise<void>;
}

export async function startSharedCache(origin: string): Promise<SharedCache> {
  const entries = new Map<string, Entry>();
  const inflight = new Map<string, Promise<Entry>>();
  let hits = 0;
  let misses = 0;

  async function fetchAndStore(key: string, request: Request, path: string): Promise<Entry> {
    const answer = await fetch(`${origin}${path}`, { headers: request.headers, redirect: 'manual' });
    const body = await answer.arrayBuffer();
    const cacheControl = answer.headers.get('cache-control') ?? '';
    // A CDN's own header comes first (RFC 9213), as the CDNs that honour it do.
    const cdnControl = answer.headers.get('cdn-cache-control');
    const maxAge = cdnControl ? seconds(cdnControl, 'max-age') : seconds(cacheControl, 's-maxage');
    const entry: Entry = {
      status: answer.status,
      headers: [...answer.headers].filter(
        ([name]) => name !== 'content-encoding' && name !== 'content-length',
      ),
      body,
      storedAt: Date.now(),
      maxAgeMs: (maxAge ?? 0) * 1000,
      staleMs: (seconds(cdnControl ?? cacheControl, 'stale-while-revalidate') ?? 0) * 1000,
    };
    if (/\bpublic\b/.test(cacheControl) && maxAge !== null) entries.set(key, entry);
    return entry;
  }

  const respond = (entry: Entry, state: string) =>
    new Response(entry.body, { status: entry.status, headers: [...entry.headers, ['x-cache', state]] });

  const server = await new Promise<Server>((resolve) => {
    const started = serve(
      {
        port: 0,
        hostname: '127.0.0.1',
        fetch: async (request) => {
          const url = new URL(request.url);
          const path = `${url.pathname}${url.search}`;
          if (request.method !== 'GET') return fetch(`${origin}${path}`, request);
          const key = `${deviceOf(request.headers)} ${path}`;
          const entry = entries.get(key);
          const age = entry ? Date.now() - entry.storedAt : Number.POSITIVE_INFINITY;
          if (entry && age <= entry.maxAgeMs) {
            hits++;
            return respond(entry, 'hit');
          }
          if (entry && age <= entry.maxAgeMs + entry.staleMs) {
            hits++;
            if (!entry.refreshing) {
              entry.refreshing = true;
              fetchAndStore(key, request, path).catch(() => {
                entry.refreshing = false;
              });
            }
            return respond(entry, 'stale');
          }
          misses++;
          const pending = inflight.get(key);
          if (pending) {
            const shared = await pending;
            if (entries.get(key) === shared) return respond(shared, 'collapsed');
            return respond(await fetchAndStore(key, request, path), 'miss');
          }
          const own = fetchAndStore(key, request, path).finally(() => inflight.delete(key));
          inflight.set(key, own);
          return respond(await own, 'miss');
        },
      },
      () => resolve(started as Server),
    ) as Server;
  });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    hits: () => hits,
    misses: () => misses,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
