import { expect, test } from '@playwright/test';
import { servePages, servePagesOfStore as servePagesOn } from '../support/page-server';

/**
 * `pnpm serve:pages` (docs/deploy.md §2.4): the production page server as its own process, on
 * its own port, pointed at the running store's API and live remote map.
 */

const PORT = 3107;
const servePagesOfStore = (request: Parameters<typeof servePagesOn>[0], env: Record<string, string>) =>
  servePagesOn(request, PORT, env);
const PS5 = {
  slug: 'sony-playstation-5-slim-digital-edition',
  name: 'Sony PlayStation 5 Slim Digital Edition',
};

test('refuses to start without the API settings, and says which', async () => {
  const run = servePages({ PORT: String(PORT) });
  expect(await run.exited).toBe(2);
  expect(run.output()).toContain('SUPABASE_URL and SUPABASE_ANON_KEY');
});

test('refuses to start without SITE_URL: absolute URLs never come from a Host header', async ({
  request,
}) => {
  const run = await servePagesOfStore(request, { SITE_URL: '' });
  expect(await run.exited).toBe(2);
  expect(run.output()).toContain('serve:pages needs SITE_URL');
});

test('serves server-rendered pages from the live map, and stops on SIGTERM', async ({ request }) => {
  const run = await servePagesOfStore(request, {
    SSR_DEADLINE_MS: '5000',
    SEO_HEAD_DEADLINE_MS: '5000',
  });
  try {
    await expect.poll(() => run.output(), { timeout: 30_000 }).toContain(`http://127.0.0.1:${PORT}`);
    const page = await request.get(`http://127.0.0.1:${PORT}/product/${PS5.slug}`);
    expect(page.status()).toBe(200);
    // Browsers revalidate every time; only the CDN may serve a copy stale while it refreshes it
    // (a browser applying `stale-while-revalidate` would show a page from before a deploy).
    expect(page.headers()['cache-control']).toBe('public, max-age=0, s-maxage=60');
    expect(page.headers()['cdn-cache-control']).toBe('max-age=60, stale-while-revalidate=600');
    const html = await page.text();
    expect(html).toContain('window.__STORE_SSR__=');
    expect(html).toContain(PS5.name);
    expect((await request.get(`http://127.0.0.1:${PORT}/product/no-such-product-anywhere`)).status()).toBe(
      404,
    );
    expect((await request.get(`http://127.0.0.1:${PORT}/robots.txt`)).status()).toBe(200);
    // A forged Host never reaches a URL of a cacheable answer: they all come from SITE_URL.
    for (const p of [`/product/${PS5.slug}`, '/robots.txt', '/sitemap.xml']) {
      const forged = await request.get(`http://127.0.0.1:${PORT}${p}`, { headers: { host: 'evil.example' } });
      const text = await forged.text();
      expect(text, p).not.toContain('evil.example');
      expect(text, p).toContain(`http://127.0.0.1:${PORT}/`);
    }
    // CSP reports are taken, never listed: the log holds visitors' full URLs.
    const report = await request.post(`http://127.0.0.1:${PORT}/csp-report`, {
      headers: { 'content-type': 'application/csp-report' },
      data: JSON.stringify({
        'csp-report': { 'document-uri': `http://127.0.0.1:${PORT}/order-history?id=1` },
      }),
    });
    expect(report.status()).toBe(204);
    const listing = await request.get(`http://127.0.0.1:${PORT}/csp-report`);
    expect(await listing.text()).not.toContain('order-history?id=1');
    // Personal pages are never rendered on the server nor shared-cached.
    const wishlist = await request.get(`http://127.0.0.1:${PORT}/wishlist`);
    expect(await wishlist.text()).not.toContain('window.__STORE_SSR__=');
    expect(wishlist.headers()['cache-control']).toBe('no-cache');
  } finally {
    run.child.kill('SIGTERM');
  }
  expect(await run.exited).toBe(0);
});

test('right after a start, the first product page once /readyz says ready has its full head and JSON-LD', async ({
  request,
}) => {
  const run = await servePagesOfStore(request, { SSR_DEADLINE_MS: '5000', SEO_HEAD_DEADLINE_MS: '5000' });
  const base = `http://127.0.0.1:${PORT}`;
  try {
    // What a load balancer does: wait for /readyz, then send the first shopper (or crawler).
    await expect
      .poll(async () => (await request.get(`${base}/readyz`).catch(() => null))?.status() ?? 0, {
        timeout: 30_000,
      })
      .toBe(200);
    const html = await (await request.get(`${base}/product/${PS5.slug}`)).text();
    expect(/<title>([^<]*)<\/title>/.exec(html)?.[1]).toContain(PS5.name);
    expect(html).toMatch(
      new RegExp(`<meta property="og:title" content="[^"]*${PS5.name.replace(/[()]/g, '.')}`),
    );
    expect(html).toContain('application/ld+json');
    expect(html).toContain('"@type":"Product"');
    const alive = await request.get(`${base}/healthz`);
    expect(alive.status()).toBe(200);
    expect(await alive.json()).toEqual({ status: 'alive' });
    await expect.poll(() => run.output(), { timeout: 10_000 }).toContain('Page server ready');
  } finally {
    run.child.kill('SIGTERM');
  }
  expect(await run.exited).toBe(0);
});

test('loads the remotes’ server builds when it starts: the first page renders them within a short deadline', async ({
  request,
}) => {
  const run = await servePagesOfStore(request, {
    // Far too short to load a remote's code during a request: only a build loaded before it renders.
    SSR_DEADLINE_MS: '1',
  });
  try {
    await expect
      .poll(() => run.output(), { timeout: 30_000 })
      .toContain('Server rendering: mf_catalog ready');
    const html = await (await request.get(`http://127.0.0.1:${PORT}/product/${PS5.slug}`)).text();
    const state = JSON.parse(/window\.__STORE_SSR__=(.*?)<\/script>/.exec(html)?.[1] ?? '{}') as {
      modules?: string[];
    };
    expect(state.modules).toContain('mf_catalog/./routes');
  } finally {
    run.child.kill('SIGTERM');
  }
  expect(await run.exited).toBe(0);
});

test('a page the deadline cut short hydrates without a mismatch, its data arriving after', async ({
  page,
  request,
}) => {
  const run = await servePagesOfStore(request, {
    // The category renders without its data: the browser's entry requests it, and it must not
    // reach hydration's first render (the server's HTML has none of it).
    SSR_DEADLINE_MS: '1',
  });
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  try {
    await expect
      .poll(() => run.output(), { timeout: 30_000 })
      .toContain('Server rendering: mf_catalog ready');
    const response = await page.goto(`http://127.0.0.1:${PORT}/Consoles`);
    // Never kept by a shared cache: the next request renders it whole.
    expect(response?.headers()['cache-control']).toBe('no-cache');
    expect(
      await page.evaluate(
        () => (window as { __STORE_SSR__?: { complete: boolean } }).__STORE_SSR__?.complete,
      ),
    ).toBe(false);
    await expect(page.locator('html[data-started]')).toBeAttached();
    await expect(page.getByRole('heading', { level: 1, name: 'Consoles' })).toBeVisible();
    await expect(page.getByRole('link', { name: /PlayStation 5/ }).first()).toBeVisible();
    expect(errors).toEqual([]);
  } finally {
    run.child.kill('SIGTERM');
  }
  expect(await run.exited).toBe(0);
});

test('renders a page asked for again from the answers it shared, without the database round trips', async ({
  request,
}) => {
  const run = await servePagesOfStore(request, {
    SSR_DEADLINE_MS: '5000',
    SSR_TRACE: '1',
  });
  // The passes of each render of /Consoles, as SSR_TRACE logs them.
  const passes = () => [...run.output().matchAll(/^SSR \/Consoles \d+ ms: (.*)$/gm)].map((m) => m[1]);
  try {
    await expect
      .poll(() => run.output(), { timeout: 30_000 })
      .toContain('Server rendering: mf_catalog ready');
    const first = await (await request.get(`http://127.0.0.1:${PORT}/Consoles`)).text();
    const second = await (await request.get(`http://127.0.0.1:${PORT}/Consoles`)).text();
    // The first render fetched the category's structure, then its rows; the second needed neither.
    expect(passes()[0]).toMatch(/^render \d+, fetch 1q\+0m \d+, render \d+, fetch \d+q\+0m \d+, render \d+$/);
    expect(passes()[1]).toMatch(/^render \d+$/);
    const rows = (html: string) => html.match(/href="\/product\/[^"]+"/g)?.length ?? 0;
    expect(rows(second)).toBeGreaterThan(0);
    expect(rows(second)).toBe(rows(first));
  } finally {
    run.child.kill('SIGTERM');
  }
  expect(await run.exited).toBe(0);
});

test('an answer past its fresh time is still used, whole, and fetched again behind the page', async ({
  page,
  request,
}) => {
  const run = await servePagesOfStore(request, {
    SSR_DEADLINE_MS: '5000',
    SSR_TRACE: '1',
    // Every kept answer is stale at once: each render that uses one refreshes it.
    SSR_ANSWERS_FRESH_MS: '1',
  });
  const route = '/search?q=playstation';
  const renders = () =>
    [...run.output().matchAll(/^SSR \/search\?q=playstation \d+ ms: (.*)$/gm)].map((m) => m[1]);
  const firstScreenCalls = ['unified_product_search', 'get_product_search_count', 'get_search_filters'];
  const rpcs: string[] = [];
  page.on('request', (request) => {
    const match = /\/rest\/v1\/rpc\/([a-z_]+)/.exec(request.url());
    if (match?.[1]) rpcs.push(match[1]);
  });
  try {
    await expect
      .poll(() => run.output(), { timeout: 30_000 })
      .toContain('Server rendering: mf_catalog ready');
    await request.get(`http://127.0.0.1:${PORT}${route}`);
    await page.goto(`http://127.0.0.1:${PORT}${route}`);
    // One pass from the kept answers, which it then refreshed.
    expect(renders()[1]).toMatch(/^render \d+, \d+ stale answer\(s\) refreshing$/);
    expect(
      await page.evaluate(
        () => (window as { __STORE_SSR__?: { complete: boolean } }).__STORE_SSR__?.complete,
      ),
    ).toBe(true);
    await expect(page.locator('html[data-started]')).toBeAttached();
    await page.waitForLoadState('networkidle');
    await expect(page.getByRole('link', { name: /PlayStation/ }).first()).toBeVisible();
    // The browser took the page's data from the HTML: nothing fetched again.
    expect(rpcs.filter((fn) => firstScreenCalls.includes(fn))).toEqual([]);
  } finally {
    run.child.kill('SIGTERM');
  }
  expect(await run.exited).toBe(0);
});
