import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** WCAG 2.1 A and AA, as axe-core tags them. */
const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** The page's serious and critical WCAG violations, one line each with where they are. */
export async function accessibilityProblems(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(WCAG).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .flatMap((violation) =>
      violation.nodes
        .slice(0, 5)
        .map((node) => `${violation.impact} ${violation.id}: ${node.target.join(' ')} — ${node.failureSummary ?? ''}`),
    );
}

/** Fails with the list when the page has any serious or critical WCAG 2.1 A/AA violation. */
export async function expectAccessible(page: Page, where = page.url()): Promise<void> {
  const problems = await accessibilityProblems(page);
  if (problems.length > 0) {
    throw new Error(`accessibility problems on ${where}:\n${problems.join('\n')}`);
  }
}
