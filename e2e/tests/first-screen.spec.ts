import { expect, type Page, test } from '@playwright/test';
import { collectErrors } from '../support/console';
import { serveWithoutServerBuild } from '../support/server-build';

/**
 * A page the server did not render (ADR 0017: here the catalogue's server build is missing) is
 * rendered by the browser, and the shell's entry requests its first data while the scripts load
 * (shared/preload). The page must then use those answers instead of asking again: every
 * catalogue call of the first screen reaches the API exactly once, and the page shows its data.
 * (Server-rendered pages carry their data: e2e/tests/server-render.spec.ts.)
 */
let restore: () => void = () => {};
test.beforeAll(() => {
  restore = serveWithoutServerBuild('mf_catalog', 'mf-catalog');
});
test.afterAll(() => restore());

/** JSON with sorted keys: the same call is the same string whoever built its body. */
function canonical(json: string): string {
  const sort = (value: unknown): unknown =>
    Array.isArray(value)
      ? value.map(sort)
      : value && typeof value === 'object'
        ? Object.fromEntries(
            Object.entries(value)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, v]) => [k, sort(v)]),
          )
        : value;
  return JSON.stringify(sort(JSON.parse(json || '{}')));
}

function rpcCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (request.method() === 'POST' && url.pathname.startsWith('/rest/v1/rpc/')) {
      calls.push(`${url.pathname.slice('/rest/v1/rpc/'.length)} ${canonical(request.postData() ?? '')}`);
    }
  });
  return calls;
}

function repeated(calls: string[]): string[] {
  return calls.filter((call, i) => calls.indexOf(call) !== i);
}

const main = (page: Page) => page.getByRole('main');

/** Preloaded answers nobody took (-1: the entry preloaded nothing). */
function unusedPreloads(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      (window as unknown as { __STORE_PRELOADED_RPC__?: Map<string, unknown> }).__STORE_PRELOADED_RPC__
        ?.size ?? -1,
  );
}

test('a category page uses the preloaded structure, rows and counts', async ({ page }) => {
  const errors = collectErrors(page);
  const calls = rpcCalls(page);
  await page.goto('/Computers');
  await expect(main(page).getByRole('region', { name: 'Laptops (60 products)' })).toBeVisible();
  await expect(
    main(page).getByRole('region', { name: 'Desktops (25 products)' }).getByTestId('product-card'),
  ).toHaveCount(10);
  await page.waitForLoadState('networkidle');
  expect(calls.filter((c) => c.startsWith('get_product_categories_structure'))).toHaveLength(1);
  expect(calls.filter((c) => c.startsWith('get_products_list')).length).toBeGreaterThanOrEqual(2);
  expect(repeated(calls)).toEqual([]);
  expect(await unusedPreloads(page)).toBe(0);
  expect(errors).toEqual([]);
});

test('a product page uses the preloaded details', async ({ page }) => {
  const errors = collectErrors(page);
  const calls = rpcCalls(page);
  await page.goto('/product/sony-playstation-5-slim-digital-edition');
  await expect(main(page).getByRole('heading', { level: 1 })).toContainText('PlayStation 5 Slim');
  await page.waitForLoadState('networkidle');
  expect(calls.filter((c) => c.startsWith('get_product_details_by_slug'))).toHaveLength(1);
  expect(repeated(calls)).toEqual([]);
  expect(await unusedPreloads(page)).toBe(0);
  expect(errors).toEqual([]);
});

test('a search page uses the preloaded results, count, filters and suggestions', async ({ page }) => {
  const errors = collectErrors(page);
  const calls = rpcCalls(page);
  await page.goto('/search?q=gaming%20laptop');
  await expect(main(page).getByTestId('product-card').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  for (const fn of ['unified_product_search', 'get_product_search_count', 'get_search_filters']) {
    expect(calls.filter((c) => c.startsWith(`${fn} `))).toHaveLength(1);
  }
  expect(repeated(calls)).toEqual([]);
  expect(await unusedPreloads(page)).toBe(0);
  expect(errors).toEqual([]);
});
