import type { Page } from '@playwright/test';

/** Sideways overflow of the document and of any open dialog, in CSS pixels (0 = fits). */
export async function overflow(page: Page): Promise<{ document: number; dialog: number }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const dialog = document.querySelector('[role="dialog"]');
    const box = dialog?.getBoundingClientRect();
    return {
      document: root.scrollWidth - root.clientWidth,
      dialog: box ? Math.max(0, box.right - root.clientWidth, -box.left) : 0,
    };
  });
}
