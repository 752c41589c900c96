import { expect, type Page, test } from '@playwright/test';
import { STAFF } from '../support/account';
import { collectErrors } from '../support/console';
import { remoteRoutes, samplePath } from '../support/routes';
import { createConfirmedUser, signInBrowser } from '../support/session';

/**
 * Version skew through the runtime map (`pnpm check:skew` serves a shell of one tree with the
 * remotes of another). Every route of the shared route table is opened as a page load: each
 * must either render its page (a level-1 heading in the main region) or show the remote refused
 * by the shell's shared-exports guard with its message. Never a blank page, never a generic
 * failure, never "x is not a function".
 */
const MIX = process.env.SKEW_MIX ?? 'unnamed mix';
const REFUSED_TEXT = 'has been updated and needs a newer version of this page. Please reload the page.';
/** A page today's route table has and an older remote does not (shell/src/remotes/RemotePage.tsx). */
const MISSING_PAGE_TEXT = /This page is not in the .+ section yet\. Please try again later\./;
const BROKEN = /is not a function|is not defined|Cannot read properties|Element type is invalid/;

type Outcome = { path: string; remote: string; result: 'rendered' | 'refused' | string };

async function outcomeOf(page: Page, path: string): Promise<Outcome['result']> {
  const main = page.getByRole('main');
  const heading = main.getByRole('heading', { level: 1 });
  const refused = main.locator(
    '[data-remote-refused="shared-exports"], [data-remote-refused="missing-page"]',
  );
  const anyError = main.locator('[data-remote-error]');
  try {
    await expect(heading.or(anyError).first()).toBeVisible();
  } catch {
    const text = ((await main.textContent().catch(() => '')) ?? '').trim();
    return text ? `no heading and no error box (main: ${text.slice(0, 80)})` : 'blank page';
  }
  await expect(page.getByRole('banner'), `${path}: the shell's chrome`).toBeVisible();
  // Widgets (the cart button, the delivery estimate) load their remote's code after the page:
  // once the network is quiet every one has loaded or been refused, and all are judged together
  // (the shell of either tree, so no marker of today's shell can be relied on).
  await page.waitForLoadState('networkidle');
  // A page may hold several refused remotes (a product page: the cart button and the reviews).
  // One judgement over every error box: each must be a clean refusal with its message.
  const boxes = await anyError.count();
  if (boxes) {
    const unrefused = main.locator(
      '[data-remote-error]:not([data-remote-refused="shared-exports"]):not([data-remote-refused="missing-page"])',
    );
    if (await unrefused.count()) return `error box: ${(await unrefused.first().textContent()) ?? ''}`;
    const messages = await refused.getByRole('alert').allTextContents();
    const said = (m: string) => m.includes(REFUSED_TEXT) || MISSING_PAGE_TEXT.test(m);
    return messages.length > 0 && messages.every(said)
      ? 'refused'
      : `refused without the message: ${messages.join(' | ')}`;
  }
  return 'rendered';
}

async function sweep(page: Page, routes: readonly (typeof remoteRoutes)[number][]): Promise<Outcome[]> {
  const outcomes: Outcome[] = [];
  for (const route of routes) {
    const path = samplePath(route.path);
    await page.goto(path);
    outcomes.push({ path, remote: route.remote, result: await outcomeOf(page, path) });
  }
  return outcomes;
}

function report(label: string, outcomes: Outcome[], errors: string[]): void {
  const count = (r: string) => outcomes.filter((o) => o.result === r).length;
  const refusedRemotes = [...new Set(outcomes.filter((o) => o.result === 'refused').map((o) => o.remote))];
  console.info(
    `[${MIX}] ${label}: ${outcomes.length} pages, ${count('rendered')} rendered, ${count('refused')} refused` +
      (refusedRemotes.length ? ` (${refusedRemotes.join(', ')})` : ''),
  );
  const failures = outcomes.filter((o) => o.result !== 'rendered' && o.result !== 'refused');
  expect(failures, `${label}: pages neither rendered nor cleanly refused`).toEqual([]);
  expect(
    errors.filter((e) => BROKEN.test(e)),
    `${label}: code that broke at runtime`,
  ).toEqual([]);
}

test(`shopper pages render or are refused cleanly (${MIX})`, async ({ page }) => {
  const errors = collectErrors(page);
  await signInBrowser(page, await createConfirmedUser('skew'));
  const routes = remoteRoutes.filter((r) => !('staffOnly' in r && r.staffOnly));
  report('shopper', await sweep(page, routes), errors);
});

test(`the staff console renders or is refused cleanly (${MIX})`, async ({ page }) => {
  const errors = collectErrors(page);
  await signInBrowser(page, STAFF);
  const routes = remoteRoutes.filter((r) => 'staffOnly' in r && r.staffOnly);
  report('staff', await sweep(page, routes), errors);
});

test.describe('with the service worker in place', () => {
  // The other sweeps block it (playwright.skew.config.ts); here it controls every page (ADR 0025).
  test.use({ serviceWorkers: 'allow' });

  test(`a guest's pages render or are refused cleanly through the worker (${MIX})`, async ({
    page,
    request,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    // A shell from before the worker (ADR 0025) serves none: the sweep then runs without one.
    const served = (await request.get('/sw.js')).ok();
    if (served) {
      // It registers 10 s after the load event, when the browser is idle, and claims the page.
      await page.waitForFunction(() => navigator.serviceWorker?.controller != null, undefined, {
        timeout: 60_000,
      });
    } else {
      console.info(`[${MIX}] this shell serves no service worker: the guest sweep runs without one`);
    }
    const routes = remoteRoutes.filter((r) => !('staffOnly' in r) && !('requiresLogin' in r));
    const outcomes = await sweep(page, routes);
    if (served) expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    report('guest, worker controlling', outcomes, errors);
  });
});
