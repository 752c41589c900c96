import { parseArgs } from 'node:util';
import { DEFAULT_RENDER_DEADLINE_MS } from '../shell/server/http/server-render';
import { BENCH_ROUTES } from './lib/bench-routes';
import { startSharedCache } from './lib/shared-cache';
import { startBuiltStore } from './lib/store-under-test';

/**
 * `pnpm bench:ssr` (ADR 0017): time to first byte of the server-rendered HTML on this machine,
 * p50 and p95 under 20 concurrent requests, per route, straight from the web server (every
 * request renders) and through a shared cache that honours the pages' Cache-Control as a CDN
 * would (scripts/lib/shared-cache.ts). Also counts answers that were not server-rendered (a
 * render that failed; the browser renders those). Prints figures; it is not a gate.
 */
const { values: flags } = parseArgs({
  options: {
    requests: { type: 'string', default: '400' },
    concurrency: { type: 'string', default: '20' },
    'skip-build': { type: 'boolean', default: false },
  },
});
const total = Number(flags.requests);
const concurrency = Number(flags.concurrency);

// The routes of `pnpm bench:web`.
const routes = BENCH_ROUTES.map((route) => route.path);

interface Sample {
  ttfbMs: number;
  /** Server-rendered, and with every answer the page asked for (not cut by the deadline). */
  rendered: boolean;
  complete: boolean;
  /** The head came in time: the page is public-cacheable. */
  cacheable: boolean;
  status: number;
}

async function request(url: string): Promise<Sample> {
  const started = performance.now();
  const response = await fetch(url, { headers: { 'user-agent': 'bench-ssr (desktop)' } });
  const ttfbMs = performance.now() - started;
  const body = await response.text();
  return {
    ttfbMs,
    rendered: body.includes('window.__STORE_SSR__='),
    complete: body.includes('"complete":true'),
    cacheable: /\bpublic\b/.test(response.headers.get('cache-control') ?? ''),
    status: response.status,
  };
}

/** `total` requests of `url`, `concurrency` at a time. */
async function load(url: string): Promise<{ samples: Sample[]; seconds: number }> {
  const samples: Sample[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < total) {
        next++;
        samples.push(await request(url));
      }
    }),
  );
  return { samples, seconds: (performance.now() - started) / 1000 };
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

const web = await startBuiltStore({ build: !flags['skip-build'] });
const cache = await startSharedCache(web.shellUrl);
try {
  // The first render of a route loads the remotes' server builds: not part of the figures.
  for (const route of routes) for (let i = 0; i < 3; i++) await request(`${web.shellUrl}${route}`);
  console.info(
    `\n${'route'.padEnd(34)}${'cache'.padEnd(8)}${'p50 ms'.padStart(8)}${'p95 ms'.padStart(8)}${'max ms'.padStart(8)}${'req/s'.padStart(8)}  rendered / complete / cacheable`,
  );
  for (const route of routes) {
    for (const [label, base] of [
      ['none', web.shellUrl],
      ['shared', cache.url],
    ] as const) {
      const { samples, seconds } = await load(`${base}${route}`);
      const ttfb = samples.map((s) => s.ttfbMs);
      const rendered = samples.filter((s) => s.rendered).length;
      const complete = samples.filter((s) => s.complete).length;
      const cacheable = samples.filter((s) => s.cacheable).length;
      const failed = samples.filter((s) => s.status >= 500).length;
      console.info(
        `${route.slice(0, 33).padEnd(34)}${label.padEnd(8)}${percentile(ttfb, 50).toFixed(1).padStart(8)}${percentile(ttfb, 95).toFixed(1).padStart(8)}${Math.max(
          ...ttfb,
        )
          .toFixed(1)
          .padStart(
            8,
          )}${(samples.length / seconds).toFixed(0).padStart(8)}  ${rendered} / ${complete} / ${cacheable} of ${samples.length}${failed ? `, ${failed} answered 5xx` : ''}`,
      );
    }
  }
  console.info(
    `\n(${total} requests per route and mode, ${concurrency} at a time; render deadline ${DEFAULT_RENDER_DEADLINE_MS} ms; shared cache: ${cache.hits()} hits, ${cache.misses()} misses)`,
  );
} finally {
  await cache.close();
  await web.stop();
}
process.exit(0);
