/**
 * Faults (ADR 0014): each remote down in turn. The remote's origin refuses every request (its
 * manifest, entry and chunks) for this page only; the failed area shows its error box with
 * Retry, the header, footer and the other remotes keep working in the same document, and once
 * the origin answers again Retry brings the area back without a page reload.
 */
import { expect, type Page, test } from '@playwright/test';
import type { RemoteName } from '../../shared/src/contracts/remotes';
import { STAFF } from '../support/account';
import { appStarted, navigateInApp } from '../support/console';
import { markDocument, remoteOrigin, takeDown } from '../support/faults';
import { createConfirmedUser, signInBrowser, type TestUser } from '../support/session';

interface Case {
  remote: RemoteName;
  /** The section's name in its error box (shell/src/remotes/RemotePage.tsx). */
  label: string;
  who: 'guest' | 'shopper' | 'staff';
  page: { path: string; heading: string };
  /** A page of another remote, which must keep working. */
  other: { path: string; heading: string };
}

const CASES: Case[] = [
  {
    remote: 'mf_catalog',
    label: 'catalogue',
    who: 'guest',
    page: { path: '/Consoles', heading: 'Consoles' },
    other: { path: '/support', heading: 'Support' },
  },
  {
    remote: 'mf_checkout',
    label: 'checkout',
    who: 'shopper',
    page: { path: '/checkout/cart-details', heading: 'Cart' },
    other: { path: '/support', heading: 'Support' },
  },
  {
    remote: 'mf_account',
    label: 'account',
    who: 'shopper',
    page: { path: '/wishlist', heading: 'My Wishlist' },
    other: { path: '/Consoles', heading: 'Consoles' },
  },
  {
    remote: 'mf_services',
    label: 'services',
    who: 'guest',
    page: { path: '/support', heading: 'Support' },
    other: { path: '/Consoles', heading: 'Consoles' },
  },
  {
    remote: 'mf_staff',
    label: 'staff console',
    who: 'staff',
    page: { path: '/staff', heading: 'Staff console' },
    other: { path: '/support', heading: 'Support' },
  },
];

const h1 = (page: Page, name: string) =>
  page.getByRole('main').getByRole('heading', { level: 1, name, exact: true });

async function open(page: Page, who: Case['who'], path: string): Promise<void> {
  if (who === 'guest') {
    await page.goto(path);
    return;
  }
  const user: TestUser = who === 'staff' ? STAFF : await createConfirmedUser('fault-remote');
  await signInBrowser(page, user, path);
}

for (const c of CASES) {
  test(`${c.remote} down: its error box, the rest of the store works, Retry recovers without a reload`, async ({
    page,
  }) => {
    const outage = await takeDown(page, remoteOrigin(c.remote));
    await open(page, c.who, c.page.path);
    const sameDocument = await markDocument(page);

    const box = page.locator(`[data-remote-error="${c.remote}"]`);
    await expect(box.getByRole('alert')).toContainText(
      `The ${c.label} section is unavailable right now. Please try again.`,
    );
    await expect(box.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    expect(outage.refused.length).toBeGreaterThan(0);

    // Another remote's page works in the same document.
    await navigateInApp(page, c.other.path);
    await expect(h1(page, c.other.heading)).toBeVisible();
    await expect(page.locator('[data-remote-error]')).toHaveCount(0);

    // Back to the failed area, still down: Retry fails again, the box stays.
    await navigateInApp(page, c.page.path);
    await expect(box.getByRole('alert')).toBeVisible();
    const refusedBefore = outage.refused.length;
    await box.getByRole('button', { name: 'Retry' }).click();
    await expect(box.getByRole('alert')).toBeVisible();
    // The Retry really asked the remote's origin again (not a cached failure).
    await expect.poll(() => outage.refused.length).toBeGreaterThan(refusedBefore);

    // The origin answers again: Retry brings the page, without a reload.
    await outage.up();
    await box.getByRole('button', { name: 'Retry' }).click();
    await expect(h1(page, c.page.heading)).toBeVisible();
    await expect(box).toHaveCount(0);
    await sameDocument();
  });
}

test('the catalogue going down mid-session: a page not yet loaded fails, Retry and the header search recover', async ({
  page,
}) => {
  await page.goto('/');
  // Mid-session: the app has started and the header's search is live (its code loaded), not only
  // the server's HTML of it; an outage before that is the next test's case.
  await appStarted(page);
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  await expect(search).toBeVisible();
  const sameDocument = await markDocument(page);

  const outage = await takeDown(page, remoteOrigin('mf_catalog'));
  await navigateInApp(page, '/Consoles');
  const box = page.locator('[data-remote-error="mf_catalog"]');
  await expect(box.getByRole('alert')).toContainText('The catalogue section is unavailable right now.');
  // What was already loaded keeps working.
  await expect(search).toBeVisible();

  await outage.up();
  await box.getByRole('button', { name: 'Retry' }).click();
  await expect(h1(page, 'Consoles')).toBeVisible();
  await expect(box).toHaveCount(0);
  await search.fill('playstation');
  await expect(page.getByRole('banner').getByRole('listbox', { name: 'Search results' })).toBeVisible();
  await sameDocument();
});

test('the catalogue down from the first load: the header search comes back with the Retry of its page', async ({
  page,
}) => {
  const outage = await takeDown(page, remoteOrigin('mf_catalog'));
  await page.goto('/Consoles');
  const sameDocument = await markDocument(page);
  const box = page.locator('[data-remote-error="mf_catalog"]');
  await expect(box.getByRole('alert')).toBeVisible();
  const search = page.getByRole('banner').getByRole('combobox', { name: 'Search products' });
  // The header's search is a compact widget: absent while its remote is down, no error box.
  await expect(search).toHaveCount(0);

  await outage.up();
  await box.getByRole('button', { name: 'Retry' }).click();
  await expect(h1(page, 'Consoles')).toBeVisible();
  await expect(search).toBeVisible();
  await sameDocument();
});

test('services down on the home page: its widgets show Retry, the catalogue’s products still show, one Retry restores them all', async ({
  page,
}) => {
  const outage = await takeDown(page, remoteOrigin('mf_services'));
  await page.goto('/');
  const sameDocument = await markDocument(page);
  const boxes = page.locator('[data-remote-error="mf_services"]');
  await expect(boxes.first().getByRole('alert')).toContainText('This section could not be loaded.');
  // The banner and the testimonials both failed; the catalogue's featured products (a widget of
  // another remote) below them still load.
  await expect(boxes).toHaveCount(2);
  await boxes.nth(1).evaluate((el) => el.scrollIntoView({ block: 'start' }));
  const playstation = page.getByRole('region', { name: 'PlayStation', exact: true });
  await expect(playstation.getByTestId('product-card').first()).toBeVisible();

  await outage.up();
  await boxes.first().getByRole('button', { name: 'Retry' }).click();
  await expect(boxes).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Loved by gamers across the Mumbai region' })).toBeVisible();
  await sameDocument();
});
