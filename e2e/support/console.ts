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
 * Waits for the app to have started (hydrated, or rendered by the browser): a server-rendered page
 * is on screen, and looks the same, before its router listens and its widgets' code has loaded.
 */
export async function appStarted(page: Page): Promise<void> {
  await page.locator('html[data-started]').waitFor({ state: 'attached' });
}

/**
 * Client-side navigation, as a click on a router link would do (no page reload), once the app
 * has started.
 */
export async function navigateInApp(page: Page, path: string): Promise<void> {
  await appStarted(page);
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}
