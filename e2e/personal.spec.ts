import { api, createAccount, freshMobile, latestSmsCode } from './support/api';
import { solidPng } from './support/images';
import { closeModals, IPHONE_UA, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

test.describe('personal basics', () => {
  test('feedback with two images is submitted and shows in the record list', async ({ browser, request }) => {
    const token = await createAccount(request, freshMobile(), 'Feed2026x');
    const { page } = await openContext(browser, { token, quiet: true });
    await page.goto('/home');
    await page.waitForLoadState('networkidle');
    await closeModals(page);
    await page.getByRole('button', { name: '意见反馈' }).click();
    await page.getByRole('button', { name: '提交反馈' }).click();
    await expect(page.getByText('请选择想反馈问题或意见的类型')).toBeVisible();
    await expect(page.getByText('请输入问题描述')).toBeVisible();
    await page.locator('.ant-modal input[type=file]').setInputFiles([
      { name: 'one.png', mimeType: 'image/png', buffer: solidPng(40, 30, [255, 130, 0]) },
      { name: 'two.png', mimeType: 'image/png', buffer: solidPng(30, 40, [20, 120, 220]) },
    ]);
    await expect(
      page.locator(
        '.ant-modal .ant-upload-list-item-done, .ant-modal .ant-upload-list-item:not(.ant-upload-list-item-uploading)',
      ),
    ).toHaveCount(2);
    await page.getByText('平台问题').click();
    const description = '博主搜索页面翻到第二页时排序方式会被重置，希望保留用户选择的排序。';
    await page.getByPlaceholder('请详细描述您遇到的问题或希望增加的功能').fill(description);
    await page.getByText('可以', { exact: true }).click();
    await screenshot(page, 'feedback-form');
    await page.getByRole('button', { name: '提交反馈' }).click();
    await expect(page.getByText('提交成功，感谢您的反馈')).toBeVisible();
    const log = await api<{ data: Array<{ content: string; img: string[] }>; total: number }>(
      request,
      '/api/user/opinionLog',
      { page: '1' },
      token,
    );
    expect(log.data.total).toBe(1);
    expect(log.data.data[0]?.content).toBe(description);
    expect(log.data.data[0]?.img).toHaveLength(2);
    await expect(page.getByText(description.slice(0, 20))).toBeVisible();
  });

  test('the welcome questionnaire enforces its rules and is not shown again once filled', async ({
    browser,
    request,
  }) => {
    const token = await createAccount(request, freshMobile(), 'Need2026x');
    const { page } = await openContext(browser, { token, storage: { SHOW_WELCOMECLOSE: '1' } });
    await page.goto('/home');
    const dialog = page.locator('.ant-modal', { hasText: '欢迎来到博观' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page.getByText('部分必填信息未填写完毕。')).toBeVisible();
    await expect(dialog.getByText('请选择或输入人群')).toBeVisible();
    await dialog.getByText('广告主', { exact: true }).click();
    await dialog.getByText('广告投放', { exact: true }).click();
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await expect(dialog.getByText('请填写您的投放预算')).toBeVisible();
    await screenshot(page, 'questionnaire-errors');
    // Changing the reason to 竞品分析 drops the budget rule; the rest is filled as a user would.
    await dialog.getByText('广告投放', { exact: true }).click();
    await dialog.getByText('竞品分析', { exact: true }).click();
    await dialog.getByPlaceholder('请输入您的姓名').fill('李四');
    await dialog.getByPlaceholder('请输入手机号').fill('1380013800');
    await dialog.getByPlaceholder('请输入邮箱').fill('li@example');
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await expect(dialog.getByText('请填写正确的联系号码')).toBeVisible();
    await expect(dialog.getByText('请填写正确的邮箱')).toBeVisible();
    await dialog.getByPlaceholder('请输入手机号').fill('13800138000');
    await dialog.getByPlaceholder('请输入邮箱').fill('li@example.com');
    await dialog.getByPlaceholder('请输入微信号').fill('lisi_wx');
    await dialog.getByPlaceholder('请输入公司名称').fill('杭州示例科技有限公司');
    await dialog.locator('#industry').click({ force: true });
    await page.keyboard.press('Enter');
    await dialog.getByRole('button', { name: /提\s*交/ }).click();
    await expect(page.getByText('提交成功')).toBeVisible();
    await expect(dialog).toBeHidden();
    const info = await api<{ show_welcome: number }>(request, '/api/user/getPersonalInfo', {}, token);
    expect(info.data.show_welcome).toBe(0);
    await page.reload();
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    await expect(page.locator('.ant-modal', { hasText: '欢迎来到博观' })).toHaveCount(0);
  });

  test('the coupon popup claims the new-user coupon once', async ({ browser, request }) => {
    const token = await createAccount(request, freshMobile(), 'Coup2026x');
    const { page } = await openContext(browser, { token, storage: { SHOW_WELCOMECLOSE: '0' } });
    await page.goto('/home');
    await expect(page.getByRole('button', { name: '立即领取' })).toBeVisible({ timeout: 10_000 });
    await screenshot(page, 'coupon-popup');
    await page.getByRole('button', { name: '立即领取' }).click();
    await expect(page.getByText('优惠券已放入您的账号，可于账户信息中查看！')).toBeVisible();
    const again = await api(request, '/api/coupon/manualCoupon', {}, token);
    expect(again).toMatchObject({ code: 0, msg: '已领取过优惠券，无法重复领取!', data: { code: 1 } });
  });
});

test.describe('mobile login', () => {
  test('SMS login on /m/login validates the number and lands on /m/index', async ({ browser, request }) => {
    const mobile = freshMobile();
    const { page } = await openContext(browser, { width: 375, height: 812, userAgent: IPHONE_UA });
    await page.goto('/m/login');
    await page.getByText('验证码登录').click();
    await page.locator('input[placeholder="请输入手机号"]:visible').fill('12345');
    await page.getByText('获取验证码').click();
    await expect(page.getByText('手机号格式错误 !')).toBeVisible();
    await page.locator('input[placeholder="请输入手机号"]:visible').fill(mobile);
    await page.getByText('获取验证码').click();
    await page
      .locator('input[placeholder="请输入短信验证码"]:visible')
      .fill(await latestSmsCode(request, mobile, 'login'));
    await screenshot(page, 'mobile-login');
    await page.locator('button:visible', { hasText: '登录' }).last().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/m/index');
    await expect.poll(() => page.evaluate(() => localStorage.getItem('Authorization'))).not.toBeNull();
  });
});
