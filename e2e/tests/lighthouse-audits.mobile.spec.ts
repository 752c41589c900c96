import AxeBuilder from '@axe-core/playwright';
import { expect, type Page, test } from '@playwright/test';

/**
 * The accessibility audits `pnpm audit:lighthouse` (Lighthouse 12, mobile) flagged on the bench
 * routes, checked with the same axe rules on a phone. The WCAG scans (accessibility.*.spec.ts)
 * leave these out: `heading-order` is a best practice and `table-fake-caption` experimental.
 */

const LEGION_SLUG = 'lenovo-legion-5i-gen-9-gaming-laptop-core-i7-14650hx-rtx-4060-16gb-1tb-ssd-16-165hz';

async function violationsOf(page: Page, rules: string[]): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withRules(rules).analyze();
  return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the product specification uses real captions, one table per group', async ({ page }) => {
  await page.goto(`/product/${LEGION_SLUG}`);
  const spec = page.getByRole('main').getByRole('region', { name: 'Technical Specification' });
  await expect(spec.getByRole('table', { name: 'General' })).toBeVisible();
  expect(await violationsOf(page, ['table-fake-caption', 'heading-order'])).toEqual([]);
});

test('the search and filtered category grids keep the heading order below 768 px', async ({ page }) => {
  await page.goto('/search?q=gaming%20laptop');
  const main = page.getByRole('main');
  await expect(main.getByTestId('product-card').first()).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Search results' })).toBeAttached();
  expect(await violationsOf(page, ['heading-order'])).toEqual([]);

  await page.goto('/Consoles?condition=new');
  await expect(main.getByTestId('product-card').first()).toBeVisible();
  await expect(main.getByRole('heading', { level: 2, name: 'Products' })).toBeAttached();
  expect(await violationsOf(page, ['heading-order'])).toEqual([]);
});
