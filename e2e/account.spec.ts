import type { Page } from '@playwright/test';
import { createAccount, freshMobile, latestSmsCode } from './support/api';
import {
  ACCOUNT_ENTRY,
  closeModals,
  dialogsSettled,
  IPHONE_UA,
  openAccountForms,
  openContext,
  screenshot,
} from './support/pages';
import { expect, test } from './support/test';

/** Logs in through the header's dialog with the mobile and password, as a returning user does. */
async function loginWithPassword(page: Page, mobile: string, password: string): Promise<void> {
  await page.goto('/home');
  await page.waitForLoadState('networkidle');
  // A browser whose storage was cleared (after a cancellation) sees the first-visit popup again,
  // which may open a moment after the page has loaded: closed whenever it stands in the way.
  await expect(async () => {
    await closeModals(page);
    await page.getByRole('button', { name: '登录/注册' }).click({ timeout: 2_000 });
    await expect(page.getByRole('button', { name: ACCOUNT_ENTRY })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
  await dialogsSettled(page);
  await openAccountForms(page);
  await page.getByPlaceholder('请输入手机号').fill(mobile);
  await page.getByPlaceholder('请输入密码').fill(password);
  await page.locator('.ant-modal button[type=submit]').first().click();
}

/** The account card's edit button beside a field (修改 / 更换 / 绑定). */
function editButton(page: Page, field: string, label: string) {
  return page.getByTestId('account-info').locator('.ant-descriptions-item', { hasText: field }).getByRole('button', {
    name: label,
  });
}

test.describe('the user’s own account', () => {
  // Each journey crosses several dialogs, an SMS and a second login.
  test.describe.configure({ timeout: 120_000 });

  test('changes nickname and password on /user; the new password logs in, the old one does not', async ({
    browser,
    request,
  }) => {
    const mobile = freshMobile();
    const token = await createAccount(request, mobile, 'Before2026x');
    const { page } = await openContext(browser, { token, quiet: true });
    await page.goto('/user');
    await expect(page.getByTestId('account-info')).toContainText('已设置');
    await screenshot(page, 'account-user-page');

    await editButton(page, '昵称', '修改').click();
    await dialogsSettled(page);
    const nickname = page.getByPlaceholder('请输入新昵称');
    await nickname.fill('品牌 部');
    await page.getByRole('button', { name: '保 存' }).click();
    await expect(page.getByText('昵称需为2-16个字符，仅支持中文、字母、数字、下划线和短横线')).toBeVisible();
    await nickname.fill('品牌部_小李');
    await page.getByRole('button', { name: '保 存' }).click();
    await expect(page.getByText('昵称修改成功', { exact: true })).toBeVisible();
    await expect(page.getByTestId('account-info')).toContainText('品牌部_小李');

    await editButton(page, '登录密码', '修改').click();
    await dialogsSettled(page);
    await page.getByPlaceholder('请输入当前密码').fill('Wrong2026x');
    await page.getByPlaceholder('6-20位，同时包含字母和数字').fill('After2026y');
    await page.getByPlaceholder('请再次输入新密码').fill('After2026y');
    await screenshot(page, 'account-password-dialog');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('原密码错误')).toBeVisible();
    await page.getByPlaceholder('请输入当前密码').fill('Before2026x');
    await page.getByRole('button', { name: '确认修改' }).click();
    await expect(page.getByText('密码修改成功', { exact: true })).toBeVisible();
    // This browser stays logged in; the old password no longer opens the account.
    await page.reload();
    await expect(page.getByTestId('account-info')).toContainText('品牌部_小李');

    const { page: other } = await openContext(browser, { quiet: true });
    await loginWithPassword(other, mobile, 'Before2026x');
    await expect(other.getByText('账号或密码错误')).toBeVisible();
    const deviceId = (await other.evaluate(() => localStorage.getItem('device_id'))) as string;
    const captcha = await request.get(`/dev/captcha.json?device_id=${deviceId}`);
    const answer = ((await captcha.json()) as { data: { answer: string } }).data.answer;
    await other.getByPlaceholder('请输入密码').fill('After2026y');
    await other.getByPlaceholder('请输入图形验证码').fill(answer);
    await other.locator('.ant-modal button[type=submit]').first().click();
    await expect(other.getByText('登录成功', { exact: true })).toBeVisible();
    await expect(other.getByRole('button', { name: '用户菜单' })).toBeVisible({ timeout: 10_000 });
  });

  test('cancels the account with password and SMS, is signed out, and logging in again undoes it', async ({
    browser,
    request,
  }) => {
    const mobile = freshMobile();
    const token = await createAccount(request, mobile, 'Cancel2026x');
    const { page } = await openContext(browser, { token, quiet: true });
    await page.goto('/user');
    await page.getByRole('button', { name: '注销账号' }).click();
    await dialogsSettled(page);
    const dialog = page.locator('.ant-modal', { hasText: '验证密码' });
    await dialog.getByPlaceholder('请输入当前登录密码').fill('Cancel2026x');
    await dialog.getByRole('button', { name: '下一步' }).click();
    await dialog.getByRole('button', { name: '获取验证码' }).click();
    await expect(dialog.getByRole('button', { name: /\d+秒后重新获取/ })).toBeVisible();
    await dialog.getByPlaceholder('请输入短信验证码').fill(await latestSmsCode(request, mobile, 'cancel'));
    await dialog.getByRole('button', { name: '下一步' }).click();
    await expect(dialog.getByText(/冷静期内重新登录即自动撤销注销/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '确认注销' })).toBeDisabled();
    await dialog.getByRole('checkbox').check();
    await screenshot(page, 'account-cancel-confirm');
    await dialog.getByRole('button', { name: '确认注销' }).click();
    await expect(page.getByTestId('cancel-done')).toContainText('在此之前重新登录即可撤销注销');
    await screenshot(page, 'account-cancel-done');
    await dialog.getByRole('button', { name: '我知道了' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();

    await loginWithPassword(page, mobile, 'Cancel2026x');
    await expect(page.getByText('登录成功，您的账号注销申请已撤销')).toBeVisible();
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible({ timeout: 10_000 });
    await page.goto('/user');
    await expect(page.getByTestId('account-info')).toContainText(`${mobile.slice(0, 3)}****${mobile.slice(7)}`);
  });

  test('/m/user shows the account settings and usage at 375 px and edits the nickname', async ({
    browser,
    request,
  }) => {
    const token = await createAccount(request, freshMobile(), 'Mobile2026x');
    const { page } = await openContext(browser, { token, quiet: true, width: 375, height: 812, userAgent: IPHONE_UA });
    await page.goto('/m/user');
    await expect(page.getByText('账户设置')).toBeVisible();
    await expect(page.getByText('测试用户').first()).toBeVisible();
    await expect(page.getByText('已绑定')).toBeVisible();
    await expect(page.getByText('今日 / 本月用量')).toBeVisible();
    await screenshot(page, 'account-mobile-user');
    await page.getByText('昵称', { exact: true }).click();
    const input = page.locator('input[placeholder="请输入新昵称"]:visible');
    await input.fill('手机端小李');
    await screenshot(page, 'account-mobile-edit');
    await page.locator('button:visible', { hasText: '确定' }).click();
    await expect(page.getByText('昵称修改成功')).toBeVisible();
    await expect(page.getByText('手机端小李').first()).toBeVisible();
    await screenshot(page, 'account-mobile-nickname');
  });
});
