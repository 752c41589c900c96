/**
 * Catalogue and chrome (docs/product.md#catalogue-and-search, #common-rules): 'No ratings yet',
 * real links in the search dropdown (middle- and Ctrl-click open a new tab), spec-slider keys that
 * reach every value, the auth overlay's Featured Products while the session is read, and the
 * 'Special Offer!' promo under the overlay.
 */
import { expect, type Page, type Route, test } from '@playwright/test';
import { ANON_KEY } from '../../supabase/local/src/keys';
import { expectNoAxeViolations } from '../support/axe';
import { appStarted, collectErrors } from '../support/console';
import { createConfirmedUser, type TestUser } from '../support/session';
import { apiUrl } from '../support/stack';

/** A catalogue RPC as any visitor calls it (anon key), for facts the journeys start from. */
async function rpc<T>(fn: string, args: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${apiUrl}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, authorization: `Bearer ${ANON_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify(args),
  });
  if (!res.ok) throw new Error(`${fn}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

interface ListItem {
  slug: string;
  product_name: string;
  review_count: number | null;
  average_rating: number | null;
}

/** A seeded product nobody has reviewed yet, found through the same RPC the pages use. */
async function unratedProduct(): Promise<ListItem> {
  for (const category of ['Consoles', 'Gaming Accessories', 'PC Parts', 'Computers']) {
    const rows = await rpc<ListItem[]>('get_products_list', {
      page_number: 1,
      page_size: 100,
      category_filter: category,
      subcategory_filter: null,
      label_filter: null,
      condition_filter: null,
    });
    const found = rows.find((r) => !r.review_count);
    if (found) return found;
  }
  throw new Error('no unrated product in the seed');
}

const noPromo = (page: Page) =>
  page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));

test.describe('rating summaries', () => {
  test.beforeEach(({ page }) => noPromo(page));

  test("a product with no reviews says 'No ratings yet' on its page and on its card", async ({ page }) => {
    const product = await unratedProduct();
    const main = page.getByRole('main');
    await page.goto(`/product/${product.slug}`);
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const summary = main.getByRole('link', { name: 'No ratings yet', exact: true });
    await expect(summary).toBeVisible();
    await expect(summary).toHaveAttribute('href', '#reviews');
    await expect(main.getByText(/^0\.0$/)).toHaveCount(0);
    await expect(main.getByRole('img', { name: 'Rated 0.0 out of 5' })).toHaveCount(0);

    await page.goto(`/search?q=${encodeURIComponent(product.product_name)}`);
    const card = main.getByTestId('product-card').filter({ hasText: product.product_name }).first();
    await expect(card).toBeVisible();
    await expect(card.getByText('No ratings yet')).toBeVisible();
    await expect(card.getByText('(0)')).toHaveCount(0);
    await expectNoAxeViolations(page, 'search results with an unrated product');
  });
});

test.describe('header search dropdown rows are links', () => {
  test.beforeEach(({ page }) => noPromo(page));

  const PRODUCT = {
    name: 'Sony PlayStation 5 Slim Digital Edition',
    slug: 'sony-playstation-5-slim-digital-edition',
  };

  async function openResults(page: Page) {
    await page.goto('/');
    // The header's search box is in the server's HTML; it searches once the app has started.
    await appStarted(page);
    const input = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await input.fill('playstation 5 slim digital');
    const results = page.getByRole('listbox', { name: 'Search results' });
    const row = results
      .getByRole('group', { name: 'Products' })
      .getByRole('option', { name: new RegExp(`^${PRODUCT.name} Price ₹`) });
    await expect(row).toBeVisible();
    // Marks this document: a full reload would lose it.
    await page.evaluate(() => {
      (window as { __sameDocument?: boolean }).__sameDocument = true;
    });
    return { input, results, row };
  }

  const sameDocument = (page: Page) =>
    page.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument === true);

  test('middle-click and Ctrl-click open a product row and a suggestion in a new tab', async ({
    page,
    context,
  }) => {
    const { results, row } = await openResults(page);
    await expect(row).toHaveAttribute('href', `/product/${PRODUCT.slug}`);
    await expectNoAxeViolations(page, 'the header search with its link rows');

    const [middle] = await Promise.all([context.waitForEvent('page'), row.click({ button: 'middle' })]);
    await expect(middle).toHaveURL(new RegExp(`/product/${PRODUCT.slug}$`));
    await expect(
      middle.getByRole('main').getByRole('heading', { level: 1, name: PRODUCT.name }),
    ).toBeVisible();
    await middle.close();
    // The shopper's own tab stays where it was, its dropdown still open.
    await expect(page).toHaveURL('/');
    await expect(row).toBeVisible();

    // A broader term has suggestions.
    const input = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
    await input.fill('playstation');
    const suggestion = results.getByRole('group', { name: 'Suggestions' }).getByRole('option').first();
    await expect(suggestion).toHaveAttribute('href', /^\/search\?q=/);
    const href = (await suggestion.getAttribute('href')) ?? '';
    const [ctrl] = await Promise.all([
      context.waitForEvent('page'),
      suggestion.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await expect(ctrl).toHaveURL(new URL(href, page.url()).toString());
    await ctrl.close();
    await expect(page).toHaveURL('/');
  });

  test('the arrow keys and Enter still open the active row, and a click navigates in the app', async ({
    page,
    context,
  }) => {
    const errors = collectErrors(page);
    const { input, row } = await openResults(page);
    const rowId = await row.getAttribute('id');
    // Down until the product row is the active option (Did you mean may come first).
    for (let i = 0; i < 6 && (await input.getAttribute('aria-activedescendant')) !== rowId; i++) {
      await input.press('ArrowDown');
    }
    await expect(input).toHaveAttribute('aria-activedescendant', rowId ?? '');
    await expect(row).toHaveAttribute('aria-selected', 'true');
    await expect(input).toBeFocused();
    let opened = false;
    context.on('page', () => {
      opened = true;
    });
    await input.press('Enter');
    await expect(page).toHaveURL(`/product/${PRODUCT.slug}`);
    expect(await sameDocument(page)).toBe(true);

    // A plain click: the router's navigation, no reload and no new tab.
    await input.fill('playstation 5 slim digital');
    await expect(row).toBeVisible();
    await input.fill('');
    await input.fill('playstation 5 slim digital');
    await row.click();
    await expect(page.getByRole('main').getByRole('heading', { level: 1, name: PRODUCT.name })).toBeVisible();
    expect(await sameDocument(page)).toBe(true);
    expect(opened).toBe(false);
    expect(errors).toEqual([]);
  });
});

interface FilterAnswer {
  specGroups: { specs: { key: string; displayName: string; options: (number | string)[] }[] }[];
}

/** The values a spec slider offers on /search?q=graphics, as the page asks for them. */
async function sliderValues(displayName: string): Promise<number[]> {
  const filters = await rpc<FilterAnswer>('get_search_filters', {
    search_term: 'graphics',
    p_category: null,
    p_subcategory: null,
    p_label: null,
    include_inactive: false,
    min_relevance: 0.1,
  });
  const spec = filters.specGroups.flatMap((g) => g.specs).find((s) => s.displayName === displayName);
  if (!spec) throw new Error(`no ${displayName} filter`);
  return [...new Set(spec.options.map(Number))].sort((a, b) => a - b);
}

test.describe('spec-filter sliders with the keyboard', () => {
  test.beforeEach(({ page }) => noPromo(page));

  const thumbValue = async (thumb: ReturnType<Page['getByRole']>) =>
    Number(await thumb.getAttribute('aria-valuenow'));

  test('each arrow press reaches the next available value (Video Memory, TDP), Home/End the ends', async ({
    page,
  }) => {
    const main = page.getByRole('main');
    await page.goto('/search?q=graphics');

    const vram = await sliderValues('Video Memory');
    expect(vram.length).toBeGreaterThan(2);
    const minVram = main.getByRole('slider', { name: 'Minimum Video Memory' });
    await expect(minVram).toHaveAttribute('aria-valuenow', String(vram[0]));
    await minVram.focus();
    for (const next of vram.slice(1)) {
      await page.keyboard.press('ArrowRight');
      await expect(minVram).toHaveAttribute('aria-valuenow', String(next));
      await expect(page).toHaveURL(new RegExp(`spec_gpu_memory_gb_min=${next}(&|$)`));
      await expect(minVram).toBeFocused();
    }
    await page.keyboard.press('Home');
    await expect(minVram).toHaveAttribute('aria-valuenow', String(vram[0]));

    const maxVram = main.getByRole('slider', { name: 'Maximum Video Memory' });
    await maxVram.focus();
    for (const next of vram.slice(0, -1).reverse()) {
      await page.keyboard.press('ArrowLeft');
      await expect(maxVram).toHaveAttribute('aria-valuenow', String(next));
    }
    await page.keyboard.press('End');
    await expect(maxVram).toHaveAttribute('aria-valuenow', String(vram.at(-1)));

    const tdp = await sliderValues('TDP');
    const minTdp = main.getByRole('slider', { name: 'Minimum TDP' });
    await expect(minTdp).toHaveAttribute('aria-valuenow', String(tdp[0]));
    await minTdp.focus();
    for (const next of tdp.slice(1, 4)) {
      await page.keyboard.press('ArrowRight');
      await expect(minTdp).toHaveAttribute('aria-valuenow', String(next));
    }
    const before = await thumbValue(minTdp);
    await page.keyboard.press('PageUp');
    await expect.poll(() => thumbValue(minTdp)).toBeGreaterThan(before);
    await expectNoAxeViolations(page, 'the search filters after keyboard use');
  });
});

/** supabase-js's implicit-flow callback, as the e-mail confirmation link lands on the site. */
async function signInLink(user: TestUser): Promise<string> {
  const res = await fetch(`${apiUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ email: user.email, password: user.password }),
  });
  if (!res.ok) throw new Error(`sign in: ${res.status} ${await res.text()}`);
  const s = (await res.json()) as {
    access_token: string;
    refresh_token: string;
    expires_in: number;
    expires_at?: number;
  };
  const hash = new URLSearchParams({
    access_token: s.access_token,
    refresh_token: s.refresh_token,
    expires_in: String(s.expires_in),
    expires_at: String(s.expires_at ?? Math.floor(Date.now() / 1000) + s.expires_in),
    token_type: 'bearer',
    type: 'signup',
  });
  return `/#${hash.toString()}`;
}

/**
 * Holds the session read (GET /auth/v1/user) until released: the auth loading overlay then stays
 * up for as long as the test looks at it, as on a slow phone network.
 */
async function holdSessionRead(page: Page): Promise<() => void> {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`${apiUrl}/auth/v1/user`, async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('the auth loading overlay', () => {
  test('shows Featured Products while the session from a sign-in link is read', async ({ page }) => {
    await noPromo(page);
    const user = await createConfirmedUser('overlay-featured');
    const link = await signInLink(user);
    const release = await holdSessionRead(page);
    await page.goto(link);
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay).toBeVisible();
    await expect(overlay).toContainText('Signing you in…');
    const featured = overlay.getByTestId('featured-carousel');
    await expect(featured.getByRole('heading', { name: 'Featured Products' })).toBeVisible();
    // Product cards, while the session is still being read.
    await expect(featured.getByTestId('product-card').first()).toBeAttached();
    expect(await featured.getByTestId('product-card').count()).toBeGreaterThan(3);
    await expect(overlay).toBeVisible();
    await expectNoAxeViolations(page, 'the auth loading overlay with Featured Products');

    release();
    await expect(overlay).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Account:/ })).toBeVisible();
  });

  test("the self-opening 'Special Offer!' promo stays under the overlay", async ({ page }) => {
    const user = await createConfirmedUser('overlay-promo');
    const link = await signInLink(user);
    const release = await holdSessionRead(page);
    await page.goto(link);
    const overlay = page.getByTestId('loading-overlay');
    await expect(overlay).toBeVisible();
    // The promo opens by itself 1.5 s after load, while the overlay is still up.
    const promo = page.locator('[role="dialog"][aria-label="Special Offer!"]');
    await expect(promo).toBeAttached({ timeout: 5_000 });
    await expect(overlay).toBeVisible();
    const box = await promo.boundingBox();
    if (!box) throw new Error('the promo has no box');
    const onTop = await page.evaluate(
      ([x, y]) => {
        const hit = document.elementFromPoint(x as number, y as number);
        return {
          overlay: Boolean(hit?.closest('[data-testid="loading-overlay"]')),
          promo: Boolean(hit?.closest('[aria-label="Special Offer!"]')),
        };
      },
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(onTop).toEqual({ overlay: true, promo: false });
    release();
    await expect(overlay).toHaveCount(0);
    await expect(page.getByRole('button', { name: /^Account:/ })).toBeVisible();
  });
});
