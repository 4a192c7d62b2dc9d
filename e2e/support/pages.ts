import { type Browser, type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { expectAccessible } from './a11y';

export const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';

/**
 * Popups a fresh account sees first (questionnaire, material popup, coupon), marked as already
 * dismissed the way the app itself records a dismissal; tests that are not about them use this.
 */
export const QUIET_POPUPS = { SHOW_WELCOMECLOSE: '0', 'boguan:material-pop:/static/material/popup.svg': '1' };
const QUIET_SESSION = { 'boguan.couponPopupClosed': '1' };

/**
 * Contexts opened so far, with the test that opened each. The browser is shared by every test of
 * the worker, so an earlier test's pages would otherwise stay open and keep polling the server
 * (QR login, job progress, sampling) while later tests run.
 */
const opened: { testId: string; context: BrowserContext }[] = [];

async function closeEarlierTests(): Promise<void> {
  const current = test.info().testId;
  for (let i = opened.length - 1; i >= 0; i -= 1) {
    const entry = opened[i] as (typeof opened)[number];
    if (entry.testId === current) continue;
    opened.splice(i, 1);
    await entry.context.close().catch(() => undefined);
  }
}

/**
 * A browser context that starts with the given localStorage (a token, flags) on its first page
 * load only, like a returning user's browser, and fails the test on any page error.
 */
export async function openContext(
  browser: Browser,
  options: {
    token?: string;
    storage?: Record<string, string>;
    /** Dismiss the first-visit popups (see QUIET_POPUPS). */
    quiet?: boolean;
    width?: number;
    height?: number;
    userAgent?: string;
  } = {},
): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  await closeEarlierTests();
  const context = await browser.newContext({
    viewport: { width: options.width ?? 1440, height: options.height ?? 900 },
    userAgent: options.userAgent,
    locale: 'zh-CN',
    timezoneId: 'Asia/Shanghai',
  });
  const seed: Record<string, string> = {
    ...(options.token ? { Authorization: options.token } : {}),
    ...(options.quiet ? QUIET_POPUPS : {}),
    ...options.storage,
  };
  const session: Record<string, string> = options.quiet ? QUIET_SESSION : {};
  await context.addInitScript(
    ([values, sessionValues]: readonly [Record<string, string>, Record<string, string>]) => {
      if (sessionStorage.getItem('e2e-seeded')) return;
      sessionStorage.setItem('e2e-seeded', '1');
      for (const [key, value] of Object.entries(values)) localStorage.setItem(key, value);
      for (const [key, value] of Object.entries(sessionValues)) sessionStorage.setItem(key, value);
    },
    [seed, session] as const,
  );
  opened.push({ testId: test.info().testId, context });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Closes whatever antd modals are open (the material popup, the questionnaire). */
export async function closeModals(page: Page): Promise<void> {
  for (let i = 0; i < 3; i += 1) {
    const close = page.locator('.ant-modal-close:visible').first();
    if ((await close.count()) === 0) return;
    await close.click();
    await page.waitForTimeout(300);
  }
}

/**
 * An antd dialog once its zoom-in has ended: a click aimed at a still-moving dialog lands on the
 * mask behind it (more often on a busy machine running two browsers).
 */
export async function settledDialog(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByRole('dialog', { name });
  await expect(dialog).toBeVisible();
  await dialogsSettled(page);
  return dialog;
}

/** No antd dialog is still zooming in or out (a hidden dialog of earlier keeps no motion class). */
export async function dialogsSettled(page: Page): Promise<void> {
  await expect(page.locator('.ant-modal[class*="ant-zoom"]')).toHaveCount(0);
}

/** The login dialog's switch from the WeChat QR to the account forms. */
export const ACCOUNT_ENTRY = '使用账号密码 / 短信验证码登录';

/**
 * In the open login dialog, switches from the QR to the account forms and waits for them. Clicked
 * again when the forms do not come: a click that lands while the dialog is still moving in is lost.
 */
export async function openAccountForms(page: Page): Promise<void> {
  // The password form's field: the SMS tab, once opened, holds a second one.
  const mobileInput = page.getByPlaceholder('请输入手机号').first();
  await expect(async () => {
    if (!(await mobileInput.isVisible())) {
      await page.getByRole('button', { name: ACCOUNT_ENTRY }).click({ timeout: 2_000 });
    }
    await expect(mobileInput).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 20_000 });
}

/**
 * Closes the open antd dialog with its × and waits until it is gone. The click waits for the
 * zoom-in to end: one aimed at a dialog still moving in is lost, and the dialog stays over the page.
 */
export async function closeDialog(page: Page): Promise<void> {
  await dialogsSettled(page);
  await page.locator('.ant-modal-close:visible').first().click();
  await expect(page.locator('.ant-modal-wrap:visible')).toHaveCount(0);
}

/**
 * The page's content area neither spills past the screen nor scrolls sideways (the desktop shell's
 * header is the shell's concern). Polled: after a resize the sidebar folds away and the charts
 * resize a moment later, later still on a busy machine.
 */
export async function expectFitsScreen(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const content = document.querySelector('.ant-layout-content') as HTMLElement;
        const pastView = content.getBoundingClientRect().right - document.documentElement.clientWidth;
        return pastView <= 1 && content.scrollWidth <= content.clientWidth + 1;
      }),
    )
    .toBe(true);
}

/**
 * Screenshots of what a user sees, kept (git-ignored) in e2e-screens/ for people to look at; every
 * screen looked at is also checked with axe (no serious or critical WCAG 2.1 A/AA violation).
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `e2e-screens/${name}.png`, fullPage: false });
  await expectAccessible(page, name);
}

/** The open pages of the contexts the current test opened (checked by support/test.ts at its end). */
export function pagesOfThisTest(): Page[] {
  const current = test.info().testId;
  return opened.filter((entry) => entry.testId === current).flatMap((entry) => entry.context.pages());
}
