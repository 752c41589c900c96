import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** WCAG 2.1 A and AA, the level a shop is held to (axe-core's rules for those criteria). */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Fails with each violated rule and the elements breaking it, so the report says what to fix. */
export async function expectNoAxeViolations(page: Page, what: string): Promise<void> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze();
  const found = violations.map((v) => {
    const nodes = v.nodes.map(
      (n) => `${n.target.join(' ')} [${n.failureSummary?.split('\n')[1]?.trim() ?? ''}]`,
    );
    return `${v.id} (${v.impact}): ${v.help} -> ${nodes.join(', ')}`;
  });
  expect(found, `accessibility of ${what}`).toEqual([]);
}
