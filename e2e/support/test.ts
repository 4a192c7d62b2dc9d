import { test as base } from '@playwright/test';
import { expectAccessible } from './a11y';
import { pagesOfThisTest } from './pages';

export { expect } from '@playwright/test';

/**
 * Playwright's test with one automatic check: when a test has passed, every page it left open is
 * checked with axe (no serious or critical WCAG 2.1 A/AA violation), its own `page` too. Screens a
 * test looks at on the way are checked by `screenshot()` (support/pages.ts).
 */
export const test = base.extend<{ accessibleAtEnd: undefined }>({
  accessibleAtEnd: [
    async ({ page }, use, testInfo) => {
      await use(undefined);
      if (testInfo.status !== testInfo.expectedStatus) return;
      for (const open of [page, ...pagesOfThisTest()]) {
        if (!open.isClosed() && open.url() !== 'about:blank') await expectAccessible(open);
      }
    },
    { auto: true },
  ],
});
