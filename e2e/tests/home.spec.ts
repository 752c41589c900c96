import { expect, type Page, test } from '@playwright/test';
import { collectErrors } from '../support/console';

/**
 * Home page (docs/product.md#layout-and-home-page): the four promo banners, the stats and
 * testimonials, the featured carousels per subcategory (loaded as they near the viewport) and
 * the repair promo.
 */

const BANNERS = [
  { index: 1, cta: 'Request a discount', path: '/product-discount-request' },
  { index: 2, cta: 'Explore game loading', path: '/game-load-service' },
  { index: 3, cta: 'Shop gaming laptops', path: '/Computers/Laptops?label=Gaming%20Laptop' },
  { index: 4, cta: 'Book a repair', path: '/repair-home' },
] as const;

const promotions = (page: Page) => page.getByRole('region', { name: 'Promotions' });

/** get_products_list calls the page makes (the featured carousels' data). */
function countProductListCalls(page: Page): { count: number } {
  const calls = { count: 0 };
  page.on('request', (request) => {
    if (request.url().includes('/rpc/get_products_list')) calls.count++;
  });
  return calls;
}

/**
 * Scrolls to the bottom until the repair promo (mounted near the viewport, after the featured
 * carousels, which grow the page as they load) is there, then brings it into view.
 */
async function scrollUntilRepairPromo(page: Page): Promise<void> {
  // The featured sections above the promo arrive as the page is scrolled and grow it by some
  // 13,000 px, pushing the promo off screen (its typing pauses there): scroll down until the
  // last section ('Nintendo Switch Games') is there as well, then bring the promo into view.
  await page.waitForFunction(
    () => {
      const headings = [...document.querySelectorAll('h2')];
      const promo = headings.find((h) => h.textContent?.includes('We repair your'));
      if (promo && headings.some((h) => h.textContent?.includes('Nintendo Switch Games'))) {
        // In the same task as the check: no waiting for the layout to hold still while the
        // sections' images arrive (Playwright's scrollIntoViewIfNeeded did, past the timeout).
        promo.scrollIntoView({ block: 'center' });
        return true;
      }
      // Down one section at a time: each arrives as it nears the viewport (a jump to the bottom,
      // past the footer, could leave the last ones above the screen).
      const featured = [...document.querySelectorAll('main section h2')].filter(
        (h) => !h.textContent?.includes('We repair your'),
      );
      featured.at(-1)?.scrollIntoView({ block: 'start' });
      window.scrollBy(0, window.innerHeight / 2);
      return false;
    },
    null,
    { polling: 250 },
  );
}

test.beforeEach(async ({ page }) => {
  // The first-visit 'Special Offer!' popover would cover the banner; it has its own tests.
  await page.addInitScript(() => window.localStorage.setItem('gamegear:promo-dismissed', '1'));
});

test.describe('with reduced motion (nothing moves by itself)', () => {
  test.use({ reducedMotion: 'reduce' });

  test('the four banners, reached with the dots and the next button, link to their services', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto('/');
    const banners = promotions(page);
    await expect(banners.getByRole('group', { name: '1 of 4' })).toBeVisible();
    // Reduced motion: no autoplay, so no pause button either.
    await expect(banners.getByRole('button', { name: /^(Pause|Play) banners$/ })).toHaveCount(0);

    for (const banner of BANNERS) {
      await banners.getByRole('button', { name: `Go to banner ${banner.index} of 4` }).click();
      await expect(
        banners.getByRole('button', { name: `Go to banner ${banner.index} of 4` }),
      ).toHaveAttribute('aria-current', 'true');
      // Only the banner in view is exposed: its link is the one link of the carousel.
      const link = banners.getByRole('link');
      await expect(link).toHaveCount(1);
      await expect(link).toHaveText(banner.cta);
      await expect(link).toHaveAttribute('href', banner.path);
    }

    // Next wraps around from the last banner to the first, previous goes back again.
    await banners.getByRole('button', { name: 'Next banner' }).click();
    await expect(banners.getByRole('link')).toHaveText('Request a discount');
    await banners.getByRole('button', { name: 'Previous banner' }).click();
    await expect(banners.getByRole('link')).toHaveText('Book a repair');
    await banners.getByRole('button', { name: 'Previous banner' }).click();
    await banners.getByRole('button', { name: 'Previous banner' }).click();

    await banners.getByRole('link', { name: 'Explore game loading' }).click();
    await expect(page).toHaveURL('/game-load-service');
    expect(errors).toEqual([]);
  });

  test('the gaming laptops banner opens the laptops page filtered by the Gaming Laptop label', async ({
    page,
  }) => {
    await page.goto('/');
    const banners = promotions(page);
    await banners.getByRole('button', { name: 'Go to banner 3 of 4' }).click();
    await banners.getByRole('link', { name: 'Shop gaming laptops' }).click();
    await expect(page).toHaveURL('/Computers/Laptops?label=Gaming%20Laptop');
  });

  test('stats and testimonials', async ({ page }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Loved by gamers across the Mumbai region' });
    const stats = [
      ['500+', 'Happy Customers'],
      ['97%', 'Satisfaction Rate'],
      ['24/7', 'Customer Support'],
      ['3', 'Districts Served'],
    ] as const;
    for (const [value, label] of stats) {
      const stat = section.getByRole('listitem').filter({ hasText: label });
      await expect(stat).toContainText(value);
    }
    const testimonials = section.getByRole('group', { name: 'Testimonials' });
    const first = testimonials.getByRole('group', { name: '1 of 8' });
    await expect(first.getByText('Rohan Mehta')).toBeVisible();
    await expect(first.getByText('Mumbai · Repair · PlayStation 5')).toBeVisible();
    await expect(first.getByRole('img', { name: 'Rated 5.0 out of 5' })).toBeVisible();

    // The last dot brings the last testimonial into view (as many dots as scroll positions).
    await testimonials.getByRole('button', { name: /^Go to testimonial (\d+) of \1$/ }).click();
    await expect(testimonials.getByText('Meera Iyer')).toBeInViewport();
  });

  test('featured carousels load as they near the viewport; Show All opens the subcategory', async ({
    page,
  }) => {
    const calls = countProductListCalls(page);
    await page.goto('/');
    await expect(promotions(page)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Below the fold: nothing of the catalogue is requested on the first screen.
    expect(calls.count).toBe(0);
    await expect(page.getByRole('heading', { name: 'PlayStation', level: 2, exact: true })).toHaveCount(0);

    // Testimonials at the top of the screen: the featured block comes into view below them.
    await page
      .getByRole('region', { name: 'Loved by gamers across the Mumbai region' })
      .evaluate((el) => el.scrollIntoView({ block: 'start' }));
    const playstation = page.getByRole('region', { name: 'PlayStation', exact: true });
    await expect(
      playstation.getByRole('heading', { name: 'PlayStation', level: 2, exact: true }),
    ).toBeVisible();
    const cards = playstation
      .getByRole('group', { name: 'PlayStation products' })
      .getByTestId('product-card');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(1);
    expect(await cards.count()).toBeLessThanOrEqual(10);
    await expect(cards.first().getByRole('link')).toHaveAttribute('href', /^\/product\//);
    // Only the sections near the screen have asked for their products, not all 29.
    await page.waitForLoadState('networkidle');
    expect(calls.count).toBeGreaterThan(0);
    expect(calls.count).toBeLessThan(10);

    await playstation.getByRole('link', { name: 'Show All PlayStation' }).click();
    await expect(page).toHaveURL('/Consoles/PlayStation');
    await expect(
      page.getByRole('main').getByRole('heading', { level: 1, name: 'PlayStation', exact: true }),
    ).toBeVisible();
  });

  test('the last featured carousel and the repair promo are reached by scrolling down', async ({ page }) => {
    await page.goto('/');
    const repair = page.getByRole('region', {
      name: 'We repair your console, laptop, PC, smartphone or tablet',
    });
    await scrollUntilRepairPromo(page);
    await expect(repair.getByRole('heading', { level: 2 })).toHaveText(
      'We repair your console, laptop, PC, smartphone or tablet',
    );
    const switchGames = page.getByRole('region', { name: 'Nintendo Switch Games', exact: true });
    await expect(switchGames.getByRole('link', { name: 'Show All Nintendo Switch Games' })).toHaveAttribute(
      'href',
      '/Games/Nintendo%20Switch%20Games',
    );
    await repair.getByRole('link', { name: 'Explore repair services' }).click();
    await expect(page).toHaveURL('/repair-home');
  });
});

test.describe('with motion', () => {
  test('the banners rotate by themselves, pause on hover and stay paused with the pause button', async ({
    page,
  }) => {
    await page.goto('/');
    const banners = promotions(page);
    await expect(banners.getByRole('button', { name: 'Go to banner 2 of 4' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    // While rotating the slides are not announced; paused, a change is (aria-live polite).
    const slides = banners.locator('[aria-live]');
    await expect(slides).toHaveAttribute('aria-live', 'off');
    await banners.hover();
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await page.mouse.move(0, 0);
    await expect(slides).toHaveAttribute('aria-live', 'off');

    await banners.getByRole('button', { name: 'Pause banners' }).click();
    await expect(banners.getByRole('button', { name: 'Play banners' })).toBeVisible();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(slides).toHaveAttribute('aria-live', 'polite');
    await banners.getByRole('button', { name: 'Play banners' }).click();
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await expect(slides).toHaveAttribute('aria-live', 'off');
  });

  test('the repair promo types one device after another, reading the whole line to screen readers', async ({
    page,
  }) => {
    await page.goto('/');
    const repair = page.getByRole('region', {
      name: 'We repair your console, laptop, PC, smartphone or tablet',
    });
    await scrollUntilRepairPromo(page);
    const typed = repair.getByTestId('repair-typed');
    await expect(typed).toHaveText('We repair your console');
    await expect(typed).toHaveText('We repair your laptop');
    await expect(typed).toHaveAttribute('aria-hidden', 'true');
  });
});
