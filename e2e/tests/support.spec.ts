/** The support page (docs/product.md#support): a guest's message goes to the chat app. */
import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { collectErrors } from '../support/console';

test.beforeEach(async ({ context }) => {
  await context.route(/^https:\/\/wa\.me\//, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>chat</title>' }),
  );
});

test('a guest’s support message opens the chat app with the typed text, then the success view', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Back to Home/ })).toHaveAttribute('href', '/');
  await expectNoAxeViolations(page, 'the support page');

  await page.getByRole('button', { name: 'Send via Chat' }).click();
  await expect(page.getByText('Please select a reason.')).toBeVisible();
  await expect(page.getByLabel('Reason')).toBeFocused();
  await expectNoAxeViolations(page, 'the support form with its errors');

  await page.getByLabel('Reason').selectOption('Order Related');
  // Not an order number: the form says how it looks.
  await page.getByLabel('Order number').fill('my order');
  await page.getByRole('button', { name: 'Send via Chat' }).click();
  await expect(
    page.getByText('Enter the order number as your order history shows it, like GG-26-7K3M9Q.'),
  ).toBeVisible();
  // Typed as people type it: lower case, with '#'; sent as the history shows it.
  await page.getByLabel('Order number').fill('#gg-26-7k3m9q');
  const typed = 'My order #GG-26-7K3M9Q arrived without the charger & cable';
  await page.getByLabel('Description').fill(typed);
  const [chat] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Send via Chat' }).click(),
  ]);
  await expect(page.getByRole('button', { name: 'Sending...' })).toHaveCount(0);
  const url = new URL(chat.url());
  expect(url.origin).toBe('https://wa.me');
  expect(url.pathname).toMatch(/^\/\d{10,15}$/);
  const text = url.searchParams.get('text') ?? '';
  expect(text).toContain('Reason: Order Related');
  expect(text).toContain('Order number: GG-26-7K3M9Q');
  expect(text).toContain(typed);
  await chat.close();

  const success = page.getByTestId('support-success');
  await expect(success).toBeVisible();
  await expectNoAxeViolations(page, 'the support success view');
  await success.getByRole('button', { name: 'Submit Another Request' }).click();
  await expect(page.getByLabel('Reason')).toHaveValue('');
  await expect(page.getByLabel('Description')).toHaveValue('');
  await expect(page.getByRole('button', { name: 'Send via Chat' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('Return to Home goes to the home page', async ({ page }) => {
  await page.goto('/support');
  await page.getByLabel('Reason').selectOption('Others');
  await page.getByLabel('Description').fill('Just saying thanks');
  const [chat] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Send via Chat' }).click(),
  ]);
  await chat.close();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/127\.0\.0\.1:3000\/$/);
});
