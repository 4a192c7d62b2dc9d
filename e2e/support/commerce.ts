import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createAccount, latestSmsCode } from './api';
import { openAccountForms } from './pages';

/** The operator of the e2e server (scripts/e2e-server.mjs OPERATOR_MOBILES). */
export const OPERATOR_MOBILE = '13600000001';

let operatorSession: Promise<string> | undefined;

/**
 * A session of the operator: the account is made by its first use in a run (every run starts on a
 * fresh database); later uses scan the same WeChat again, which logs in (support/api.ts).
 */
export function operatorToken(request: APIRequestContext): Promise<string> {
  operatorSession ??= createAccount(request, OPERATOR_MOBILE, 'Operator2026x');
  return operatorSession;
}

/**
 * On /member with a level and term chosen: 立即支付, then the local cashier in a new tab (the
 * dialog's link), 确认支付, and back in the dialog 支付成功 → 完成. Answers the amount paid as shown.
 */
export async function payThroughCashier(page: Page): Promise<string> {
  const summary = page.getByTestId('order-summary');
  const amount = (await summary.getByTestId('pay-amount').textContent()) ?? '';
  await summary.getByRole('button', { name: '立即支付' }).click();
  const dialog = page.getByTestId('pay-dialog');
  await expect(dialog).toContainText(amount);
  const href = (await dialog.getByTestId('cashier-link').getAttribute('href')) ?? '';
  const cashier = await page.context().newPage();
  const url = new URL(href);
  await cashier.goto(url.pathname + url.search);
  await cashier.getByRole('button', { name: '确认支付' }).click();
  await expect(cashier.getByRole('heading', { name: '支付成功' })).toBeVisible();
  await cashier.close();
  await expect(dialog.getByText('支付成功')).toBeVisible();
  await dialog.getByRole('button', { name: /完\s*成/ }).click();
  return amount;
}

/** Signs up (or in) by SMS in the header's login dialog, as a visitor on /home. */
export async function smsLoginInDialog(page: Page, request: APIRequestContext, mobile: string): Promise<void> {
  await page.goto('/home');
  await page.getByRole('button', { name: '登录/注册' }).click();
  await expect(page.getByText('微信扫码登录/注册')).toBeVisible();
  await openAccountForms(page);
  await page.getByRole('tab', { name: '验证码登录' }).click();
  await page.getByRole('tabpanel').getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByRole('button', { name: '获取验证码' }).click();
  await page.getByPlaceholder('请输入短信验证码').fill(await latestSmsCode(request, mobile, 'login'));
  await page
    .getByRole('tabpanel')
    .getByRole('button', { name: /登\s*录/ })
    .click();
  await expect(page.getByText('登录成功')).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('Authorization'))).not.toBeNull();
  // A new account is greeted by the welcome questionnaire after the reload; closing it ends it for good.
  const welcome = page.locator('.ant-modal', { hasText: '欢迎来到博观' });
  await expect(welcome).toBeVisible();
  await welcome.locator('.ant-modal-close').click();
  await expect(welcome).toBeHidden();
}
