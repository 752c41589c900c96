import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level a shop is held to (axe-core's rules for those criteria). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Waits until every finite CSS animation and transition has ended (a dialog fading in, a button's
 * hover colour), so axe measures the colours a shopper reads rather than a blend mid-fade: scans
 * taken mid-transition reported contrasts like 2.89:1 for text that settles at 4.7:1. Endless
 * animations (spinners, carousels' autoplay) are left running; they never settle.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (;;) {
      const running = document.getAnimations().filter((animation) => {
        const end = animation.effect?.getComputedTiming().endTime;
        return animation.playState === 'running' && typeof end === 'number' && Number.isFinite(end);
      });
      if (running.length === 0) return;
      await Promise.all(running.map((animation) => animation.finished.catch(() => undefined)));
    }
  });
}

/** Fails with each violated rule and the elements breaking it, so the report says what to fix. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  // Something may also start fading in while axe runs (the 'Special Offer!' popover opens by
  // itself 1.5 s after load). With reduced motion it appears at once in its final colours, so
  // the scan sees it either whole or not at all; motion is restored for the rest of the test.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await animationsSettled(page);
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  await page.emulateMedia({ reducedMotion: null });
  const found = violations.map((v) => {
    const nodes = v.nodes.map(
      (n) => `${n.target.join(' ')} [${n.failureSummary?.split('\n')[1]?.trim() ?? ''}]`,
    );
    return `${v.id} (${v.impact}): ${v.help} -> ${nodes.join(', ')}`;
  });
  expect(found, `accessibility of ${what}`).toEqual([]);
}
