/**
 * Keyboard-only journeys: the page is driven by Tab, Shift+Tab, Enter and typed text, and each
 * step asserts where the focus is (`document.activeElement`), as a screen-reader user hears it.
 */
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab (or Shift+Tab) until `target` has the focus; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, { max = 60, back = false } = {}): Promise<number> {
  const handle = await target.elementHandle();
  if (!handle) throw new Error('tabTo: the target is not in the page');
  for (let presses = 1; presses <= max; presses++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    if (await handle.evaluate((el) => el === document.activeElement)) return presses;
  }
  throw new Error(`tabTo: not reached in ${max} presses; focus is on ${await describeFocus(page)}`);
}

/** The focused element, for failure messages: tag, role, accessible-ish name. */
export function describeFocus(page: Page): Promise<string> {
  return page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return '<body>';
    const name = el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 60) ?? '';
    return `<${el.tagName.toLowerCase()} role=${el.getAttribute('role') ?? ''}> "${name}"`;
  });
}

/** The page's main heading has the focus (after a route change), with the given text. */
export async function expectHeadingFocused(page: Page, name: string | RegExp): Promise<void> {
  const heading = page.getByRole('main').getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
}
