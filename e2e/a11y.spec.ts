import { TOOL_CATALOGUE } from '@boguan/contracts/quick-entry';
import { expectAccessible } from './support/a11y';
import { createAccount, freshMobile, upgradeAccount } from './support/api';
import { IPHONE_UA, openContext } from './support/pages';
import { expect, test } from './support/test';

/** Mobile pages of spec 2 (the catch-all is reached through an unknown path). */
const MOBILE_PATHS = [
  '/m/index',
  '/m/login',
  '/m/user',
  '/m/member',
  '/m/coupon',
  '/m/blogger',
  '/m/ranking/list',
  '/m/nowhere',
];

/** Standalone desktop pages outside the shell. */
const STANDALONE_PATHS = ['/useHelp', '/contact', '/about', '/marketing', '/agreement'];

/** Waits for a page to settle: no request in flight, fonts and lazy chunks loaded. */
async function settle(page: import('@playwright/test').Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => document.fonts.ready);
}

test.describe('accessibility of every page (axe, WCAG 2.1 A/AA, no serious or critical violation)', () => {
  let token = '';
  test.beforeAll(async ({ request }) => {
    const mobile = freshMobile();
    token = await createAccount(request, mobile, 'A11y2026x');
    // A professional member, so tool pages show their data rather than an upgrade prompt.
    await upgradeAccount(request, token, 40);
  });

  test('a visitor on the home page and on the standalone pages', async ({ browser }) => {
    const { page } = await openContext(browser, { quiet: true });
    for (const path of ['/home', ...STANDALONE_PATHS]) {
      await page.goto(path);
      await settle(page);
      await expectAccessible(page, `${path} (visitor)`);
    }
  });

  test('a member on every desktop route of the catalogue', async ({ browser }) => {
    // Some 80 routes, each settled and checked: minutes, not seconds, on a busy two-core machine.
    test.setTimeout(600_000);
    const { page } = await openContext(browser, { token, quiet: true });
    for (const { path } of TOOL_CATALOGUE) {
      await page.goto(path);
      await settle(page);
      await expect(page.locator('main, [role="main"]').first()).toBeVisible();
      await expectAccessible(page, path);
    }
  });

  test('a member on every mobile page', async ({ browser }) => {
    const { page } = await openContext(browser, { token, quiet: true, width: 390, height: 844, userAgent: IPHONE_UA });
    for (const path of MOBILE_PATHS) {
      await page.goto(path);
      await settle(page);
      await expectAccessible(page, `${path} (mobile)`);
    }
  });
});
