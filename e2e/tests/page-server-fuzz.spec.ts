import { request as httpRequest } from 'node:http';
import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { type PageServerRun, servePagesOfStore } from '../support/page-server';

/**
 * The production page server (`pnpm serve:pages`) fuzzed as the RPCs are: fast-check writes
 * paths and query strings for every kind of route (unicode, `$` replacement patterns, malformed
 * escapes, very long values, repeated parameters, forged Host headers), and after each request:
 * no 5xx, the body under a bound, one `<!doctype>`, the server's state script parses, nothing
 * forged in it, the answer within a time bound, and the server still answers someone else.
 *
 * A fixed seed in `pnpm test`; a longer run:
 *   FUZZ_SEED=<n> FUZZ_RUNS=2000 pnpm --filter ./e2e exec playwright test page-server-fuzz
 */

const PORT = 3108;
const SEED = Number(process.env.FUZZ_SEED ?? 20261128);
const RUNS = Number(process.env.FUZZ_RUNS ?? 150);
/** A page is ~110 KB; a very long search term shows up a few times, escaped. */
const bodyBound = (pathLength: number) => 1_000_000 + 60 * pathLength;
/** A render waits at most its deadlines; the database's statement timeout bounds a search. */
const SLOWEST_MS = 8_000;
/** Another visitor's request while a fuzzed one is served. */
const PROBE_MS = 3_000;

const FORGED_HOST = 'evil.example';

/** Raw characters a URL may carry unescaped; everything else is percent-encoded. */
const urlSafe = (text: string) =>
  [...text].map((ch) => (/^[A-Za-z0-9$'`!*()~;:,=&@+._-]$/.test(ch) ? ch : encodeURIComponent(ch))).join('');

const dollarPatterns = fc.constantFrom('$`', "$'", '$&', '$$', '$1', '$<x>', '$`$`$`$`$`$`$`$`$`$`');
const escapes = fc.constantFrom(
  '%',
  '%E0%A4%A',
  '%C0%80',
  '%00',
  '%2F..%2F..',
  '%25',
  '%FF%FE',
  '%u202E',
  '%',
);
const invisible = fc.constantFrom('\u202e', '\u2066', '\u200b', '\ufeff', '\u2028', '\u061c');
const markup = fc.constantFrom(
  '<script>alert(1)</script>',
  '</script><!--',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}',
);
/** One piece of a path segment or a query value, already safe to put in a URL. */
const piece = fc.oneof(
  fc.string({ maxLength: 20 }).map(urlSafe),
  fc.string({ unit: 'grapheme', maxLength: 12 }).map(urlSafe),
  dollarPatterns,
  escapes,
  invisible.map(urlSafe),
  markup.map(urlSafe),
  fc.constantFrom(
    'PlayStation',
    'ps5',
    'Consoles',
    'sony-playstation-5-slim-digital-edition',
    '1',
    '-1',
    '0',
  ),
  fc.integer({ min: 1, max: 6_000 }).map((n) => urlSafe('x'.repeat(n))),
);
const value = fc.array(piece, { minLength: 0, maxLength: 4 }).map((parts) => parts.join(''));
const segment = value.filter((s) => s.length > 0 && s !== '.' && s !== '..');

const paths = fc.oneof(
  value.map((q) => `/search?q=${q}`),
  fc.constantFrom(
    '/',
    '/search',
    '/support',
    '/repair-home',
    '/game-load-service',
    '/product-discount-request',
  ),
  fc.constantFrom('/robots.txt', '/sitemap.xml', '/sitemap-pages.xml', '/index.html', '/csp-report'),
  fc.constantFrom(
    '/login',
    '/wishlist',
    '/order-history',
    '/staff',
    '/checkout/cart-details',
    '/repair/history',
  ),
  segment.map((s) => `/product/${s}`),
  segment.map((s) => `/product/details/${s}`),
  segment.map((s) => `/${s}`),
  fc.tuple(segment, segment).map(([a, b]) => `/${a}/${b}`),
  fc.tuple(segment, segment, segment).map(([a, b, c]) => `/${a}/${b}/${c}`),
  fc
    .oneof(fc.nat(), fc.constantFrom(999_999_999_999, 2 ** 31, 50_001))
    .map((n) => `/sitemap-products-${n}.xml`),
  segment.map((s) => `/static/js/${s}.js`),
);
const queryKey = fc.oneof(
  fc.constantFrom(
    'q',
    'page',
    'sort',
    'category',
    'subcategory',
    'brand',
    'minPrice',
    'maxPrice',
    'id',
    'inStock',
  ),
  segment,
);
const query = fc
  .array(fc.tuple(queryKey, value), { maxLength: 6 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([k, v]) => `${k}=${v}`).join('&')}` : ''));

const fuzzedRequest = fc.record({
  path: fc.tuple(paths, query).map(([p, q]) => p + q),
  mobile: fc.boolean(),
  forgedHost: fc.boolean(),
});

interface Answer {
  status: number;
  bytes: number;
  /** The body, when it is small enough to read (every page is). */
  body: string;
  ms: number;
}

/** GET `path` as is (no normalisation), counting the body even when it is huge. */
function get(path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port: PORT, path, headers }, (res) => {
      const chunks: Buffer[] = [];
      let bytes = 0;
      res.on('data', (chunk: Buffer) => {
        bytes += chunk.length;
        if (bytes <= 4_000_000) chunks.push(chunk);
      });
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          bytes,
          body: Buffer.concat(chunks).toString('utf8'),
          ms: performance.now() - started,
        }),
      );
      res.on('error', reject);
    });
    req.setTimeout(60_000, () => req.destroy(new Error(`no answer to ${path} in 60 s`)));
    req.on('error', reject);
    req.end();
  });
}

const MOBILE_UA =
  'Mozilla/5.0 (Linux; Android 14; Pixel 7) AppleWebKit/537.36 Chrome/126 Mobile Safari/537.36';
const DESKTOP_UA = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/126 Safari/537.36';

test('the page server holds under fuzzed paths and query strings', async ({ request }) => {
  test.setTimeout(15 * 60_000);
  const run: PageServerRun = await servePagesOfStore(request, PORT, {});
  const stats = { calls: 0, fiveXx: 0, largest: { bytes: 0, path: '' }, slowest: { ms: 0, path: '' } };
  try {
    await expect.poll(() => run.output(), { timeout: 60_000 }).toContain(`http://127.0.0.1:${PORT}`);
    // Its first pages wait for the remotes' server code, which loads when it starts.
    await expect
      .poll(() => run.output(), { timeout: 60_000 })
      .toContain('Server rendering: mf_catalog ready');

    await fc.assert(
      fc.asyncProperty(fuzzedRequest, async ({ path, mobile, forgedHost }) => {
        const headers: Record<string, string> = { 'user-agent': mobile ? MOBILE_UA : DESKTOP_UA };
        if (forgedHost) headers.host = FORGED_HOST;
        // Someone else asks for a page while the fuzzed request is served.
        const [answer, probe] = await Promise.all([
          get(path, headers),
          new Promise((r) => setTimeout(r, 20)).then(() => get('/robots.txt')),
        ]);
        stats.calls += 1;
        if (answer.status >= 500) stats.fiveXx += 1;
        if (answer.bytes > stats.largest.bytes) stats.largest = { bytes: answer.bytes, path };
        if (answer.ms > stats.slowest.ms) stats.slowest = { ms: answer.ms, path };

        expect(answer.status, path).toBeLessThan(500);
        expect(answer.bytes, path).toBeLessThan(bodyBound(path.length));
        expect(answer.ms, path).toBeLessThan(SLOWEST_MS);
        expect(probe.status, `robots.txt beside ${path}`).toBe(200);
        expect(probe.ms, `robots.txt beside ${path}`).toBeLessThan(PROBE_MS);
        if (forgedHost) expect(answer.body, path).not.toContain(FORGED_HOST);
        if (/^\s*<!doctype/i.test(answer.body)) {
          expect(answer.body.match(/<!doctype/gi), path).toHaveLength(1);
          const state = /<script>window\.__STORE_SSR__=(.*?)<\/script>/s.exec(answer.body)?.[1];
          if (state !== undefined) expect(() => JSON.parse(state), path).not.toThrow();
        }
      }),
      { seed: SEED, numRuns: RUNS, endOnFailure: true },
    );
  } finally {
    console.info(
      `page-server fuzz (seed ${SEED}): ${stats.calls} calls, ${stats.fiveXx} 5xx, ` +
        `largest body ${(stats.largest.bytes / 1024).toFixed(1)} KiB (${stats.largest.path.slice(0, 80)}), ` +
        `slowest ${stats.slowest.ms.toFixed(0)} ms (${stats.slowest.path.slice(0, 80)})`,
    );
    run.child.kill('SIGTERM');
  }
  expect(await run.exited).toBe(0);
});
