import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { OPERATOR_MOBILE, operatorToken, payThroughCashier, smsLoginInDialog } from './support/commerce';
import { closeModals, IPHONE_UA, openContext, screenshot, settledDialog } from './support/pages';
import { expect, test } from './support/test';

test.describe('referral, withdrawals, invoices and upgrades', () => {
  test('a referral from the link to a commission, withdrawn and paid out by an operator', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const referrerMobile = freshMobile();
    const referrer = await openContext(browser, {
      token: await createAccount(request, referrerMobile, 'Refer2026x'),
      quiet: true,
    });
    const ref = referrer.page;
    await ref.goto('/shares');
    const link = await ref.getByTestId('share-url').inputValue();
    expect(link).toMatch(/\/home\?share_id=[A-HJ-KM-NP-Z2-9]{8}$/);
    await expect(ref.getByTestId('share-figures')).toContainText('已邀请0 人');

    // The friend opens the link, signs up by SMS and buys 高级版 for a quarter (¥1,077.00).
    const friend = await openContext(browser, { quiet: true });
    const url = new URL(link);
    await friend.page.goto(url.pathname + url.search);
    await smsLoginInDialog(friend.page, request, freshMobile());
    await friend.page.goto('/member');
    await closeModals(friend.page);
    await friend.page.getByRole('button', { name: /季度（90天）/ }).click();
    await expect(friend.page.getByTestId('pay-amount')).toHaveText('¥1,077.00');
    expect(await payThroughCashier(friend.page)).toBe('¥1,077.00');
    await expect(friend.page.getByTestId('current-level')).toContainText('当前版本：高级版');

    // 20 % of what the friend paid, pending for the 7 days the order can be refunded.
    await ref.reload();
    const figures = ref.getByTestId('share-figures');
    await expect(figures).toContainText('已邀请1 人');
    await expect(figures).toContainText('已付费1 人');
    await expect(figures).toContainText('待结算¥215.40');
    await expect(figures).toContainText('可提现¥0.00');
    await ref.getByRole('tab', { name: '佣金明细' }).click();
    const commission = ref.getByTestId('commission-table').locator('.ant-table-row').first();
    await expect(commission).toContainText('¥215.40');
    await expect(commission).toContainText('待结算');
    await screenshot(ref, 'shares');

    // Demo mode's settle hook stands for the 7 days; then a withdrawal of ¥200 to Alipay.
    const settled = await request.post('/dev/wallet/settle', { form: { mobile: referrerMobile } });
    expect((await settled.json()).data).toEqual({ settled: 1 });
    await ref.goto('/withdraw');
    await ref.getByLabel('提现金额').fill('200');
    await ref.getByRole('radio', { name: '支付宝' }).check();
    await ref.getByLabel('真实姓名').fill('张三');
    await ref.getByLabel('支付宝账号').fill('13800138000');
    await ref.getByRole('button', { name: '申请提现' }).click();
    await expect(ref.getByText('提现申请已提交，预计1-3个工作日内到账')).toBeVisible();
    const request1 = ref.getByTestId('withdraw-records').locator('.ant-table-row').first();
    await expect(request1).toContainText('¥200.00');
    await expect(request1).toContainText('审核中');
    await expect(ref.getByRole('button', { name: '提现审核中' })).toBeDisabled();
    await screenshot(ref, 'withdraw-pending');

    // The operator pays it out from 运营后台 › 提现审核.
    const operator = await openContext(browser, { token: await operatorToken(request), quiet: true });
    const op = operator.page;
    await op.goto('/operator');
    await expect(op.getByRole('tab', { name: '提现审核' })).toHaveAttribute('aria-selected', 'true');
    const row = op.getByTestId('withdrawals-tab').locator('.ant-table-row', { hasText: '¥200.00' }).first();
    await expect(row).toContainText('审核中');
    await row.getByRole('button', { name: '打款' }).click();
    await op.getByLabel('打款流水号').fill('ALI20261126001');
    await screenshot(op, 'operator-withdraw');
    await op.getByRole('button', { name: '确认已打款' }).click();
    await expect(row).toContainText('已打款');

    await ref.reload();
    await expect(request1).toContainText('已打款');
    await expect(ref.getByTestId('balance-figures')).toContainText('¥15.40');
    await screenshot(ref, 'withdraw-paid');
    const log = await api<{ data: Array<{ action: string; mobile: string }> }>(
      request,
      '/api/admin/operator_logs',
      { page: '1' },
      await operatorToken(request),
    );
    expect(log.data.data[0]).toMatchObject({ action: 'withdraw_pay', mobile: OPERATOR_MOBILE });
    expect([...referrer.errors, ...friend.errors, ...operator.errors]).toEqual([]);
  });

  test('an invoice asked for and issued; an upgrade to 专业版 credits the unused 高级版', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const buyer = await openContext(browser, {
      token: await createAccount(request, freshMobile(), 'Invoice2026x'),
      quiet: true,
    });
    const page = buyer.page;
    await page.goto('/member');
    await closeModals(page);
    await page.getByRole('button', { name: /月度（30天）/ }).click();
    await expect(page.getByTestId('pay-amount')).toHaveText('¥399.00');
    expect(await payThroughCashier(page)).toBe('¥399.00');

    // 申请发票 from the order list: the order ticked, a personal title, 下一步 shows the server's total.
    await page.goto('/orderInfo');
    await page.getByRole('link', { name: '申请发票' }).first().click();
    const form = await settledDialog(page, '申请发票');
    await form.getByRole('radio', { name: '个人' }).check();
    await form.getByLabel('发票抬头').fill('张三');
    await form.getByLabel('接收邮箱').fill('zhangsan@example.com');
    await form.getByRole('button', { name: '下一步' }).click();
    await expect(form).toContainText('¥399.00');
    await screenshot(page, 'invoice-confirm');
    await form.getByRole('button', { name: '确认提交' }).click();
    const invoice = page.getByTestId('invoice-table').locator('.ant-table-row').first();
    await expect(invoice).toContainText('审核中');

    // The operator uploads the issued PDF in 运营后台 › 发票开具.
    const operator = await openContext(browser, { token: await operatorToken(request), quiet: true });
    const op = operator.page;
    await op.goto('/operator?tab=invoices');
    const asked = op.getByTestId('invoices-tab').locator('.ant-table-row', { hasText: '张三' }).first();
    await asked.getByRole('button', { name: '上传发票' }).click();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    await op
      .locator('.ant-modal input[type=file]')
      .setInputFiles({ name: 'fapiao.pdf', mimeType: 'application/pdf', buffer: pdf });
    await op.getByRole('button', { name: '确认开具' }).click();
    await expect(asked).toContainText('已开票');

    await page.reload();
    await expect(invoice).toContainText('已开票');
    const download = page.waitForEvent('download');
    await invoice.getByRole('button', { name: '下载发票' }).click();
    const file = await download;
    const chunks: Buffer[] = [];
    for await (const chunk of (await file.createReadStream()) ?? []) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).equals(pdf)).toBe(true);
    await screenshot(page, 'invoice-issued');
    await page.goto('/orderInfo');
    await expect(page.getByTestId('order-table').locator('.ant-table-row').first()).toContainText('已开票');

    // An upgrade the same day: the unused 高级版 (paid ¥399.00 for 30 days) is credited.
    await page.goto('/member');
    await page.getByRole('button', { name: /专业版/ }).click();
    await page.getByRole('button', { name: /月度（30天）/ }).click();
    const summary = page.getByTestId('order-summary');
    await expect(summary).toContainText('专业版 · 月度');
    await expect(summary).toContainText('高级版剩余时长抵扣');
    await expect(summary).toContainText(/-¥39[0-9]\.\d\d/);
    await screenshot(page, 'member-upgrade');
    await payThroughCashier(page);
    await expect(page.getByTestId('current-level')).toContainText('当前版本：专业版');
    expect([...buyer.errors, ...operator.errors]).toEqual([]);
  });

  test('/m/coupon at 375 px lists a claimed coupon under 未使用', async ({ browser, request }) => {
    const token = await createAccount(request, freshMobile(), 'Coupon2026m');
    await upgradeAccount(request, token, 30);
    expect((await api(request, '/api/coupon/manualCoupon', {}, token)).code).toBe(1);
    const { page, errors } = await openContext(browser, {
      token,
      quiet: true,
      width: 375,
      height: 812,
      userAgent: IPHONE_UA,
    });
    await page.goto('/m/coupon');
    await expect(page.getByText('满300减50').first()).toBeVisible();
    await expect(page.getByText('去使用').first()).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(375);
    await screenshot(page, 'm-coupon');
    expect(errors).toEqual([]);
  });
});
