// axe-core on a page (issue 9 "Accessibility"): no serious or critical violation of WCAG 2.2 AA.
// One helper for every spec that checks a screen.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './test.ts';

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** The serious and critical violations, one line each (rule, impact, help, where). `within`: only
 * that part of the page (an open dialog: the page behind it was checked already, and axe would
 * count fields scrolled under the sticky header as too small to touch). */
export async function seriousViolations(page: Page, within?: string): Promise<string[]> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  const builder = new AxeBuilder({ page }).withTags(WCAG);
  const results = await (within ? builder.include(within) : builder).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
}

export async function expectAccessible(page: Page, where: string, within?: string) {
  expect(await seriousViolations(page, within), `${where}: violaciones de axe`).toEqual([]);
}
