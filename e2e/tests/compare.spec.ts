import { expect, type Locator, type Page, test } from '@playwright/test';
import { COMPARE_TEXT, droppedNote } from '../../shared/src/contracts/compare';
import { expectNoAxeViolations } from '../support/axe';
import { collectErrors } from '../support/console';

// Seeded catalogue (supabase/seed/10_catalog.sql): 'Gaming Laptop' has 37 laptops, 20 a page; a
// search for 'ps5' finds consoles (another subcategory than Laptops).
const GAMING_LAPTOPS = '/Computers/Laptops?label=Gaming%20Laptop';
const OTHER_KIND =
  /^You can compare products of one kind at a time\. Your list has Laptops\. Clear it to compare /;

const main = (page: Page) => page.getByRole('main');
const tray = (page: Page) => page.getByRole('region', { name: COMPARE_TEXT.trayLabel });
const comparison = (page: Page) => main(page).getByRole('table');

test.beforeEach(async ({ page }) => {
  // A visitor who has pressed 'Got it': the first-visit promo stays out of the way.
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

/** The card's name and its Compare toggle (it arrives once the page has loaded). */
async function cardToggle(card: Locator): Promise<{ name: string; toggle: Locator }> {
  const name = ((await card.getByRole('heading').textContent()) ?? '').trim();
  return { name, toggle: card.getByRole('button', { name: `Compare ${name}`, exact: true }) };
}

/** The names heading the compare table's product columns, in order. */
async function columnNames(page: Page): Promise<string[]> {
  return comparison(page)
    .getByRole('columnheader')
    .getByRole('link')
    .evaluateAll((links) => links.map((a) => a.textContent?.trim() ?? ''));
}

/** The specification rows' labels (row headers), with ', differs' on the highlighted ones. */
async function rowLabels(page: Page): Promise<string[]> {
  return comparison(page)
    .locator('th[scope="row"]')
    .evaluateAll((cells) => cells.map((c) => c.textContent?.trim() ?? ''));
}

test('two laptops compared from their cards: aligned rows, differences highlighted, a shareable address', async ({
  page,
  browser,
}) => {
  const errors = collectErrors(page);
  await page.goto(GAMING_LAPTOPS);
  const cards = main(page).getByTestId('product-card');
  await expect(cards).toHaveCount(20);

  // Compare is a toggle button on each card, named after its product.
  const first = await cardToggle(cards.nth(0));
  const second = await cardToggle(cards.nth(1));
  await expect(first.toggle).toHaveAttribute('aria-pressed', 'false');
  await first.toggle.click();
  await expect(first.toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(tray(page).getByRole('link', { name: 'Compare (1)' })).toBeVisible();
  await second.toggle.click();
  await expect(second.toggle).toHaveAttribute('aria-pressed', 'true');
  await expect(tray(page).getByRole('listitem')).toHaveCount(2);
  await expect(tray(page).getByRole('button', { name: `Remove ${first.name} from compare` })).toBeVisible();

  // Another kind of product is refused with the message, and the list stays as it was.
  await page.goto('/search?q=ps5');
  const consoleCard = await cardToggle(main(page).getByTestId('product-card').first());
  await consoleCard.toggle.click();
  await expect(page.getByRole('alert').filter({ hasText: OTHER_KIND })).toBeVisible();
  await expect(consoleCard.toggle).toHaveAttribute('aria-pressed', 'false');
  await expect(tray(page).getByRole('listitem')).toHaveCount(2);

  // The tray's link opens the comparison, its products in the address (by slug).
  await tray(page).getByRole('link', { name: 'Compare (2)' }).click();
  await expect(page).toHaveURL(/\/compare\?ids=[a-z0-9-]+,[a-z0-9-]+$/);
  await expect(main(page).getByRole('heading', { level: 1, name: COMPARE_TEXT.pageTitle })).toBeVisible();
  await expect(page).toHaveTitle(/^Compare products \| /);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /noindex/);
  await expect(comparison(page)).toBeVisible();
  expect(await columnNames(page)).toEqual([first.name, second.name]);
  // The compare page is the list: no tray over it.
  await expect(tray(page)).toHaveCount(0);

  // One row per specification, a cell per laptop in each; rows that differ are highlighted.
  const ram = comparison(page).getByRole('row', { name: /^RAM/ });
  await expect(ram.getByRole('cell')).toHaveCount(2);
  await expect(ram.getByRole('cell').first()).toHaveText(/^\d+ GB$/);
  await expect(
    comparison(page)
      .getByRole('row', { name: /^Processor/ })
      .getByRole('cell'),
  ).toHaveCount(2);
  const labels = await rowLabels(page);
  const differing = labels.filter((l) => l.endsWith(`, ${COMPARE_TEXT.differs}`));
  expect(differing.length).toBeGreaterThan(0);
  await expect(comparison(page).locator('tr[data-differs="true"]')).toHaveCount(differing.length);
  await expectNoAxeViolations(page, 'the compare page');

  // 'Show only differences' leaves the highlighted rows (and the Buy row).
  await main(page).getByRole('checkbox', { name: COMPARE_TEXT.showOnlyDifferences }).check();
  await expect
    .poll(() => rowLabels(page))
    .toEqual(labels.filter((l) => l === 'Buy' || l.endsWith(`, ${COMPARE_TEXT.differs}`)));
  await main(page).getByRole('checkbox', { name: COMPARE_TEXT.showOnlyDifferences }).uncheck();
  await expect.poll(() => rowLabels(page)).toEqual(labels);

  // The address shared into a browser of its own shows the same comparison.
  const shared = page.url();
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const fresh = await context.newPage();
    await fresh.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
    await fresh.goto(shared);
    await expect(comparison(fresh)).toBeVisible();
    expect(await columnNames(fresh)).toEqual([first.name, second.name]);
    expect(await rowLabels(fresh)).toEqual(labels);

    // A product that does not exist in a hand-edited link is left out with a note.
    await fresh.goto(`${shared},no-such-product-anywhere`);
    await expect(
      main(fresh)
        .getByRole('status')
        .filter({ hasText: droppedNote(1, 'unavailable') }),
    ).toBeVisible();
    expect(await columnNames(fresh)).toEqual([first.name, second.name]);
  } finally {
    await context.close();
  }

  // Remove takes a column out of the table and the address.
  await comparison(page)
    .getByRole('button', { name: `Remove ${first.name} from compare` })
    .click();
  await expect.poll(() => columnNames(page)).toEqual([second.name]);
  await expect(page).toHaveURL(/\/compare\?ids=[a-z0-9-]+$/);
  await expect(main(page).getByText(COMPARE_TEXT.oneProductHint)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the product page has Add to compare, and a fifth product is refused', async ({ page }) => {
  await page.goto(GAMING_LAPTOPS);
  const cards = main(page).getByTestId('product-card');
  await expect(cards).toHaveCount(20);
  for (let i = 0; i < 4; i++) {
    const { toggle } = await cardToggle(cards.nth(i));
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-pressed', 'true');
  }
  await expect(tray(page).getByRole('link', { name: 'Compare (4)' })).toBeVisible();

  const fifth = cards.nth(4);
  const { name } = await cardToggle(fifth);
  await fifth.getByRole('link').click();
  await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
  const add = main(page).getByRole('button', { name: COMPARE_TEXT.toggleOnPage, exact: true });
  await expect(add).toHaveAttribute('aria-pressed', 'false');
  await add.click();
  await expect(page.getByRole('alert').filter({ hasText: COMPARE_TEXT.full })).toBeVisible();
  await expect(add).toHaveAttribute('aria-pressed', 'false');

  // Clear empties the list; the page's button then adds its product.
  await tray(page).getByRole('button', { name: 'Clear compare list' }).click();
  await expect(tray(page)).toHaveCount(0);
  await add.click();
  await expect(add).toHaveAttribute('aria-pressed', 'true');
  await expect(tray(page).getByRole('link', { name: 'Compare (1)' })).toBeVisible();
});
