import { createHash, randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page, test } from '@playwright/test';
import { REMOTES } from '../../build/apps';
import { expectSignedIn, openLoginFromHeader, submitLogin } from '../support/auth';
import { expectToast } from '../support/checkout';
import { createConfirmedUser } from '../support/session';
import { razorpayUrl } from '../support/stack';

/**
 * Security headers (ADR 0014): everything `pnpm start` serves carries them, the page's
 * Content-Security-Policy is built from the runtime remote map and config it serves, the store
 * works under it (remotes, images, styled-components, the API, the PIN-code lookup) without a
 * single violation, and what an attacker would inject is blocked and reported.
 */

const SHELL = 'http://127.0.0.1:3000';
const REPORTS = `${SHELL}/csp-report`;
const PRODUCT = {
  name: 'Sony PlayStation 5 Slim Digital Edition',
  slug: 'sony-playstation-5-slim-digital-edition',
};

interface Violation {
  id: number;
  documentURL: string;
  blockedURL: string;
  effectiveDirective: string;
}

/** The policy as a map: directive -> its sources. */
function directives(policy: string | undefined): Map<string, string[]> {
  expect(policy, 'a Content-Security-Policy header').toBeTruthy();
  return new Map(
    (policy ?? '').split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The server's violation log: the last id (a cursor) and the reports received after one. */
async function reportCursor(request: APIRequestContext): Promise<number> {
  const res = await request.get(REPORTS);
  expect(res.ok()).toBe(true);
  return Number(res.headers()['x-last-id']);
}
async function reportsAfter(request: APIRequestContext, cursor: number): Promise<Violation[]> {
  return (await (await request.get(`${REPORTS}?after=${cursor}`)).json()) as Violation[];
}

/**
 * Every `securitypolicyviolation` event of every document the page opens (across reloads and
 * navigations), collected in the test.
 */
async function watchViolations(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.exposeBinding('__reportCspViolation', (_source, text: string) => {
    seen.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { __reportCspViolation: (t: string) => void })
        .__reportCspViolation;
      report(
        `${e.effectiveDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber} on ${e.documentURI}`,
      );
    });
  });
  return seen;
}

/**
 * Asserts that nothing was blocked since `cursor`, in the page and at the report endpoint. The
 * absence of reports means something only once the endpoint is known to be receiving: the page
 * first triggers one harmless violation of its own (an image from a refused host) and waits for
 * that report to arrive, then requires it to be the only one.
 */
async function expectNoViolationsSince(
  page: Page,
  request: APIRequestContext,
  seen: string[],
  cursor: number,
): Promise<void> {
  const canary = `csp-canary-${randomUUID().slice(0, 8)}`;
  await page.evaluate((host) => {
    const probe = new Image();
    probe.src = `http://${host}.invalid/probe.png`;
  }, canary);
  await expect
    .poll(async () => (await reportsAfter(request, cursor)).some((v) => v.blockedURL.includes(canary)))
    .toBe(true);
  const reports = (await reportsAfter(request, cursor)).filter((v) => !v.blockedURL.includes(canary));
  expect(reports, 'violations reported to the server').toEqual([]);
  expect(
    seen.filter((text) => !text.includes(canary)),
    'violations seen in the page',
  ).toEqual([]);
}

/**
 * The image loaded from the shop's image path (a refused or failed one falls back to the inline
 * placeholder, which would hide the failure from a plain "it has a size" check).
 */
async function expectImageLoaded(image: Locator): Promise<void> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() =>
      image.evaluate((img: HTMLImageElement) => ({
        path: new URL(img.currentSrc || img.src).pathname.replace(/[^/]+$/, ''),
        loaded: img.complete && img.naturalWidth > 0,
      })),
    )
    .toEqual({ path: '/img/products/', loaded: true });
}

test('the shell page sends a strict policy built from the remote map and config it serves', async ({
  request,
}) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const config = (await (await request.get('/config.json')).json()) as {
    supabaseUrl: string;
    razorpayCheckoutUrl: string;
  };
  // Razorpay Checkout: its script's origin (the local test gateway serves the sheet it frames too).
  const checkoutOrigin = new URL(config.razorpayCheckoutUrl).origin;
  expect(checkoutOrigin).toBe(razorpayUrl);
  const remoteOrigins = [...new Set(Object.values(remotes).map((url) => new URL(url).origin))];
  // Every remote of the app table has its own origin in the map.
  expect(remoteOrigins).toHaveLength(REMOTES.length);

  for (const path of ['/', `/product/${PRODUCT.slug}`, '/search?q=ps5', '/index.html']) {
    const res = await request.get(path);
    expect(res.status(), path).toBe(200);
    const html = await res.text();
    const headers = res.headers();
    const policy = directives(headers['content-security-policy']);

    // Scripts: own origin, every remote, and exactly the inline scripts of this page.
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => sha256(m[1] ?? ''));
    if (path !== '/index.html') expect(html).toContain('window.__STORE_CONFIG__=');
    expect(policy.get('script-src')?.sort()).toEqual(
      ["'self'", ...remoteOrigins, checkoutOrigin, ...inline].sort(),
    );
    // Only Checkout's sheet may be framed.
    expect(policy.get('frame-src')).toEqual(["'self'", checkoutOrigin]);
    // Styles: the inline <style> by hash, styled-components' elements by this response's nonce.
    const nonce = /<meta property="csp-nonce" nonce="([^"]+)">/.exec(html)?.[1];
    expect(nonce).toBeTruthy();
    expect(policy.get('style-src')).toContain(`'nonce-${nonce}'`);
    for (const [, body] of html.matchAll(/<style>([\s\S]*?)<\/style>/g)) {
      expect(policy.get('style-src')).toContain(sha256(body ?? ''));
    }
    expect(policy.get('style-src')).not.toContain("'unsafe-inline'");
    // Data from the API and the manifests; nothing inline, evaluated or from anywhere else.
    expect(policy.get('connect-src')?.sort()).toEqual(
      ["'self'", ...remoteOrigins, new URL(config.supabaseUrl).origin].sort(),
    );
    for (const sources of policy.values()) {
      expect(sources).not.toContain("'unsafe-inline'");
      expect(sources).not.toContain("'unsafe-eval'");
      expect(sources).not.toContain('*');
    }
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('report-uri')).toEqual(['/csp-report']);

    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-frame-options']).toBe('DENY');
    // Plain HTTP: no HSTS (STORE_TLS=1 turns it on behind TLS).
    expect(headers['strict-transport-security']).toBeUndefined();
  }

  // A fresh nonce per response.
  const nonceOf = async () => /nonce="([^"]+)"/.exec(await (await request.get('/')).text())?.[1];
  expect(await nonceOf()).not.toBe(await nonceOf());
});

test('every remote sends the headers on its manifest, its entry and its page', async ({ request }) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  for (const [name, manifestUrl] of Object.entries(remotes)) {
    const manifest = await request.get(manifestUrl);
    expect(manifest.status(), name).toBe(200);
    expect(manifest.headers()['x-content-type-options']).toBe('nosniff');
    expect(manifest.headers()['access-control-allow-origin']).toBe('*');
    // Not a page: whatever opens it as a document may run and load nothing.
    expect(manifest.headers()['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");

    const { metaData } = (await manifest.json()) as {
      metaData: { remoteEntry: { path: string; name: string } };
    };
    const entryUrl = new URL(
      [metaData.remoteEntry.path, metaData.remoteEntry.name].filter(Boolean).join('/'),
      manifestUrl,
    );
    const entry = await request.get(entryUrl.href);
    expect(entry.status(), entryUrl.href).toBe(200);
    expect(entry.headers()['content-type']).toMatch(/javascript/);
    expect(entry.headers()['x-content-type-options']).toBe('nosniff');

    const page = await request.get(new URL('/', manifestUrl).href);
    const policy = directives(page.headers()['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(page.headers()['x-content-type-options']).toBe('nosniff');
    expect(page.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  }
});

test('home, product, search, login, cart and the PIN-code lookup work with zero violations', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const seen = await watchViolations(page);
  const cursor = await reportCursor(request);
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
  const main = page.getByRole('main');

  // Home: the services remote's banners, the catalogue's carousels and their images.
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Promotions' }).getByRole('link').first()).toBeVisible();
  await page
    .getByRole('region', { name: 'Loved by gamers across the Mumbai region' })
    .evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const cards = page.getByRole('region', { name: 'PlayStation', exact: true }).getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  await expectImageLoaded(cards.first().locator('img').first());
  // styled-components' runtime styles applied (a blocked <style> would leave the page unstyled).
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll<HTMLStyleElement>('style[data-styled]')].reduce(
          (rules, style) => rules + (style.sheet?.cssRules.length ?? 0),
          0,
        ),
      ),
    )
    .toBeGreaterThan(0);

  // Login journey through the modal.
  const user = await createConfirmedUser('csp');
  const dialog = await openLoginFromHeader(page);
  await submitLogin(dialog, user.email, user.password);
  await expectSignedIn(page);

  // Search from the header, then a product page with its images (catalogue remote).
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await search.fill('playstation');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=playstation/);
  await expect(main.getByTestId('product-card').first()).toBeVisible();
  await page.goto(`/product/${PRODUCT.slug}`);
  await expect(main.getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
  await expectImageLoaded(main.getByRole('region', { name: 'Product images' }).locator('img').first());

  // Cart (checkout's widget on the product page, then its page).
  await main.getByRole('button', { name: 'Add to Cart', exact: true }).click();
  await expectToast(page, 'Item added');
  await page.getByRole('banner').getByRole('link', { name: 'View Cart (1 item(s))' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'Cart' })).toBeVisible();
  await expect(main.getByTestId('cart-item')).toHaveCount(1);

  // The PIN-code lookup (an edge function) from the account's profile dialog.
  await page.getByRole('button', { name: /^Account:/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  const profile = page.getByRole('dialog', { name: 'Profile' });
  await profile.getByLabel('PIN Code').pressSequentially('400001');
  await expect(profile.getByText('Pincode validated')).toBeVisible();
  await expect(profile.getByLabel('City')).toHaveValue('Mumbai');

  await expectNoViolationsSince(page, request, seen, cursor);
});

test('an injected inline script, inline handler and foreign script are blocked and reported', async ({
  page,
  request,
}) => {
  const seen = await watchViolations(page);
  const cursor = await reportCursor(request);
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();

  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.__injected = "inline script"';
    document.body.append(script);
    const foreign = document.createElement('script');
    foreign.src = 'http://127.0.0.1:54329/evil.js';
    document.body.append(foreign);
    const holder = document.createElement('div');
    holder.innerHTML = '<img alt="" src="data:," onerror="window.__injected = \'inline handler\'">';
    document.body.append(holder);
  });

  const directivesReported = async () =>
    (await reportsAfter(request, cursor)).map((v) => `${v.effectiveDirective} ${v.blockedURL}`).sort();
  await expect
    .poll(directivesReported)
    .toEqual(
      expect.arrayContaining([
        'script-src-elem inline',
        'script-src-attr inline',
        'script-src-elem http://127.0.0.1:54329/evil.js',
      ]),
    );
  expect(
    await page.evaluate(() => (window as unknown as { __injected?: string }).__injected),
  ).toBeUndefined();
  expect(seen).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^script-src-elem blocked inline /),
      expect.stringMatching(/^script-src-attr blocked inline /),
      expect.stringMatching(/^script-src-elem blocked http:\/\/127\.0\.0\.1:54329\/evil\.js /),
    ]),
  );
});
