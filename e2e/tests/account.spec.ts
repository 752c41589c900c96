import { expect, type Page, test } from '@playwright/test';
import { deliveredOrder, moderateReview, reviewIdOf } from '../support/account';
import { expectNoAxeViolations } from '../support/axe';
import { clientAs, expectToast, productsInStock } from '../support/checkout';
import { collectErrors } from '../support/console';
import { createConfirmedUser, signInBrowser } from '../support/session';

const main = (page: Page) => page.getByRole('main');
const wishlistLink = (page: Page, count: number) =>
  page.getByRole('banner').getByRole('link', { name: `Wishlist, ${count} item(s)` });

test('keeps a wishlist: a card and a product page add, the badge counts, the page removes and clears', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const user = await createConfirmedUser('wishlist-journey');
  await signInBrowser(page, user, '/Consoles');

  // From a card: the heart sits on the card's image, outside its link.
  const card = main(page).getByTestId('product-card').first();
  const cardName = (await card.getByRole('heading').textContent()) ?? '';
  await card.getByRole('button', { name: `Add ${cardName} to wishlist` }).click();
  await expectToast(page, 'Added to wishlist');
  await expect(card.getByRole('button', { name: `Remove ${cardName} from wishlist` })).toBeVisible();
  await expect(wishlistLink(page, 1)).toBeVisible();

  // From a product page.
  const [other] = await productsInStock(await clientAs(user), 1);
  if (!other || other.name === cardName) throw new Error('seed products missing');
  await page.goto(`/product/${other.slug}`);
  await main(page)
    .getByRole('button', { name: `Add ${other.name} to wishlist` })
    .click();
  await expectToast(page, 'Added to wishlist');
  await expect(wishlistLink(page, 2)).toBeVisible();

  await wishlistLink(page, 2).click();
  await expect(page).toHaveURL(/\/wishlist$/);
  const items = main(page).getByTestId('wishlist-item');
  await expect(items).toHaveCount(2);
  // Newest first; each opens its product page.
  await expect(items.first().getByRole('link', { name: other.name })).toHaveAttribute(
    'href',
    `/product/${other.slug}`,
  );
  await expect(items.nth(1).getByRole('link', { name: cardName })).toBeVisible();
  await expectNoAxeViolations(page, 'wishlist');
  // Checkout's Add to Cart works from the list.
  await items.first().getByRole('button', { name: 'Add to Cart' }).click();
  await expectToast(page, 'Item added');
  await expect(page.getByRole('banner').getByRole('link', { name: 'View Cart (1 item(s))' })).toBeVisible();

  await items
    .first()
    .getByRole('button', { name: `Remove ${other.name} from wishlist` })
    .click();
  await expectToast(page, 'Removed from wishlist');
  await expect(items).toHaveCount(1);
  await expect(wishlistLink(page, 1)).toBeVisible();

  await main(page).getByRole('button', { name: 'Clear All' }).click();
  const dialog = page.getByRole('dialog', { name: 'Clear wishlist?' });
  await dialog.getByRole('button', { name: 'Clear All' }).click();
  await expect(main(page).getByText('Your wishlist is empty')).toBeVisible();
  await expect(wishlistLink(page, 0)).toBeVisible();
  await expectNoAxeViolations(page, 'empty wishlist');
  expect(errors).toEqual([]);
});

test('reviews a delivered purchase: hidden until staff approve it, then counted; an edit waits again; typed markup stays text', async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const errors = collectErrors(page);
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  const author = await createConfirmedUser('review-author');
  const [product] = await productsInStock(await clientAs(author), 1);
  if (!product) throw new Error('seed products missing');
  const orderId = await deliveredOrder(author, product.product_id);

  // Another shopper's view of the product page, signed out.
  const guestContext = await browser.newContext({ serviceWorkers: 'block' });
  const guest = await guestContext.newPage();
  guest.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await guest.goto(`/product/${product.slug}`);
  const reviews = guest.getByRole('main');
  const countBefore = await verifiedCount(guest);

  await signInBrowser(page, author, `/review/order/${orderId}`);
  await expect(main(page).getByRole('heading', { level: 1, name: 'Review Your Order' })).toBeVisible();
  await main(page).getByRole('button', { name: 'Write a Review' }).click();
  const form = main(page).getByRole('form', { name: `Review ${product.name}` });
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText('Please select a rating.')).toBeVisible();
  await expect(form.getByText('Please write a comment.')).toBeVisible();
  // The star picker by keyboard: focus is on it after the failed submit.
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(form.getByRole('radio', { name: '4 stars' })).toBeChecked();
  await form.getByLabel('Title (optional)').fill('Quiet and fast');
  const xss = '<img src=x onerror=alert(1)> Runs cool under load.';
  await form.getByLabel(/Comment/).fill(xss);
  await expect(form.getByText(`${xss.length}/5000`)).toBeVisible();
  await expectNoAxeViolations(page, 'review form');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expectToast(page, 'Review submitted');
  await expect(main(page).getByText('Awaiting verification')).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'Edit Your Review' })).toBeVisible();
  await expectNoAxeViolations(page, 'review page');

  // Pending: the author sees it marked on the product page; others do not see it at all.
  await page.goto(`/product/${product.slug}`);
  await showReviews(page);
  const own = main(page).getByRole('region', { name: 'Your review' });
  await expect(own.getByText('Awaiting verification')).toBeVisible();
  await expect(own.getByText(xss)).toBeVisible();
  await guest.reload();
  expect(await verifiedCount(guest)).toBe(countBefore);
  await expect(reviews.getByText('Quiet and fast')).toHaveCount(0);

  // Staff approve it: it shows to everyone, counted in the product's reviews.
  const reviewId = await reviewIdOf(author, product.product_id, orderId);
  await moderateReview(reviewId, 'approved');
  await guest.reload();
  await showReviews(guest);
  const published = reviews.getByRole('article', { name: 'Review by Asha Rao' });
  await expect(published.getByRole('heading', { name: 'Quiet and fast' })).toBeVisible();
  await expect(published.getByText(xss)).toBeVisible();
  await expect(published.getByText('Verified Purchase')).toBeVisible();
  expect(await verifiedCount(guest)).toBe(countBefore + 1);

  // An edit goes back to verification and disappears from the public list until approved again.
  await page.goto(`/review/order/${orderId}`);
  await main(page).getByRole('button', { name: 'Edit Your Review' }).click();
  const edit = main(page).getByRole('form', { name: `Edit your review of ${product.name}` });
  await expect(edit.getByLabel('Title (optional)')).toHaveValue('Quiet and fast');
  await edit.getByRole('radio', { name: '5 stars' }).check();
  await edit.getByRole('button', { name: 'Update Review' }).click();
  await expectToast(page, 'Review updated');
  await expect(main(page).getByText('Awaiting verification')).toBeVisible();
  await guest.reload();
  expect(await verifiedCount(guest)).toBe(countBefore);
  await expect(reviews.getByText('Quiet and fast')).toHaveCount(0);

  expect(await page.locator('img[src="x"]').count()).toBe(0);
  expect(await guest.locator('img[src="x"]').count()).toBe(0);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
  await guestContext.close();
});

/** The 'Based on N verified reviews' figure of the product page's reviews (0 without any). */
async function verifiedCount(page: Page): Promise<number> {
  await showReviews(page);
  const main = page.getByRole('main');
  const summary = main.getByText(/^Based on \d+ verified reviews?$/);
  const none = main.getByText('No Reviews Yet');
  await expect(summary.or(none)).toBeVisible();
  if (await none.isVisible()) return 0;
  return Number((await summary.textContent())?.match(/\d+/)?.[0]);
}

/** The reviews section loads when it comes near the viewport: bring it there. */
async function showReviews(page: Page): Promise<void> {
  await page.locator('#reviews').scrollIntoViewIfNeeded();
}
