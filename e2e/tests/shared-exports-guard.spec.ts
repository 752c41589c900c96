import { expect, type Page, test } from '@playwright/test';
import { collectErrors, navigateInApp } from '../support/console';

/**
 * Version skew at runtime (ADR 5's deploy rule): a remote built from a newer tree needs an export
 * of a tree-shaken shared package that the running shell's copy lacks. The shell reads the
 * remote's needs from its mf-manifest.json and refuses it before any of its code runs: its slot
 * shows the error box with the reason, never "x is not a function" and never a blank page.
 * The newer remote is the real build with one more need in its manifest, as its build records
 * it (metaData.sharedExportsNeeded).
 */
const CATALOG_MANIFEST = 'http://127.0.0.1:3001/mf-manifest.json';
const MISSING = 'formatStockLevelFromTomorrow';

async function deployNewerCatalog(page: Page): Promise<void> {
  await page.route(CATALOG_MANIFEST, async (route) => {
    const response = await route.fetch();
    const manifest = await response.json();
    const needed = manifest.metaData.sharedExportsNeeded as Record<string, string[]>;
    expect(needed.shared?.length, 'the build records what the catalogue needs').toBeGreaterThan(0);
    needed.shared = [...(needed.shared ?? []), MISSING];
    await route.fulfill({ response, json: manifest });
  });
}

test('a remote needing a shared export the shell lacks is refused with a clear message', async ({ page }) => {
  const errors = collectErrors(page);
  await deployNewerCatalog(page);

  await page.goto('/search?q=playstation');
  const refused = page.getByRole('main').locator('[data-remote-refused="shared-exports"]');
  await expect(refused.getByRole('alert')).toContainText(
    'The catalogue section has been updated and needs a newer version of this page. Please reload the page.',
  );
  await expect(refused.getByRole('button', { name: 'Reload page' })).toBeVisible();
  // The rest of the site works: the chrome and another remote's page.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await navigateInApp(page, '/support');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

  // The developer's console names what is missing; nothing failed as "not a function".
  expect(errors.join('\n')).toContain(`shared: ${MISSING}`);
  expect(errors.filter((e) => /is not a function|is not defined|Cannot read properties/.test(e))).toEqual([]);
});

test('the same remote as built loads: every need it records is in the shell', async ({ page }) => {
  const errors = collectErrors(page);
  await page.goto('/search?q=playstation');
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-remote-error]')).toHaveCount(0);
  expect(errors).toEqual([]);
});
