import { api, createAccount, freshMobile } from './support/api';
import { closeModals, IPHONE_UA, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

test.describe('membership purchase', () => {
  test('buy 高级版 with the new-user coupon through the local cashier and see the level change', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await createAccount(request, freshMobile(), 'Member2026x');
    const claimed = await api(request, '/api/coupon/manualCoupon', {}, token);
    expect(claimed.msg).toBe('优惠券已放入您的账号，可于账户信息中查看！');

    const { context, page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/member');
    await closeModals(page);
    await expect(page.getByTestId('current-level')).toContainText('当前版本：免费版');
    await page.getByRole('button', { name: /月度（30天）/ }).click();
    const summary = page.getByTestId('order-summary');
    // 39900 − 5000 (新人专享 满300减50, the best coupon, applied by the server).
    await expect(summary.getByTestId('pay-amount')).toHaveText('¥349.00');
    await expect(summary).toContainText('-¥50.00');
    await expect(page.getByText(/新人专享 满300减50（\d{4}-\d\d-\d\d到期）/)).toBeVisible();
    await expect(page.getByTestId('level-comparison')).toContainText('博主数据导出');
    await screenshot(page, 'member');

    await summary.getByRole('button', { name: '立即支付' }).click();
    const dialog = page.getByTestId('pay-dialog');
    await expect(dialog).toContainText('¥349.00');
    await expect(dialog).toContainText('演示模式');
    await expect(dialog.getByRole('img', { name: '微信支付付款二维码' })).toBeVisible();
    await page.waitForTimeout(400);
    await screenshot(page, 'member-pay');
    const href = await dialog.getByTestId('cashier-link').getAttribute('href');
    expect(href).toContain('/dev/cashier?order=BG');

    // The cashier a payer would see; 确认支付 sends the signed notification.
    const cashier = await context.newPage();
    await cashier.goto(new URL(href ?? '').pathname + new URL(href ?? '').search);
    await expect(cashier.getByText('¥349.00')).toBeVisible();
    await screenshot(cashier, 'member-cashier');
    await cashier.getByRole('button', { name: '确认支付' }).click();
    await expect(cashier.getByRole('heading', { name: '支付成功' })).toBeVisible();
    await cashier.close();

    // The open dialog sees the payment and the level changes without a reload.
    await expect(dialog.getByText('支付成功')).toBeVisible();
    await expect(dialog).toContainText('已开通高级版');
    await screenshot(page, 'member-paid');
    await dialog.getByRole('button', { name: /完\s*成/ }).click();
    await expect(page.getByTestId('current-level')).toContainText('当前版本：高级版');

    await page.goto('/orderInfo');
    const row = page.getByTestId('order-table').locator('.ant-table-row').first();
    await expect(row).toContainText('高级版 · 月度');
    await expect(row).toContainText('已支付');
    await expect(row).toContainText('¥349.00');
    await expect(row).toContainText('未申请');
    await screenshot(page, 'order-info');
    expect(errors).toEqual([]);
  });

  test('/m/member at 375 px quotes the amount and opens the order sheet', async ({ browser, request }) => {
    const token = await createAccount(request, freshMobile(), 'Member2026m');
    const { page, errors } = await openContext(browser, {
      token,
      quiet: true,
      width: 375,
      height: 812,
      userAgent: IPHONE_UA,
    });
    await page.goto('/m/member');
    await expect(page.getByTestId('current-level')).toContainText('免费版');
    await expect(page.getByTestId('pay-amount')).toHaveText('¥3,599.00');
    await page.getByRole('option', { name: /^季度/ }).click();
    await expect(page.getByTestId('pay-amount')).toHaveText('¥1,077.00');
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await screenshot(page, 'm-member');
    await page.getByRole('button', { name: '立即支付' }).click();
    await expect(page.getByTestId('pay-sheet')).toContainText('演示模式');
    await screenshot(page, 'm-member-pay');
    await page.getByRole('button', { name: '取消支付' }).click();
    expect(errors).toEqual([]);
  });
});
