import type { Page } from '@playwright/test';

/** Collects console errors and uncaught exceptions of a page, for "no errors" assertions. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Client-side navigation, as a click on a router link would do (no page reload). It waits for the
 * app to have started: a server-rendered page is on screen before its router listens.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
