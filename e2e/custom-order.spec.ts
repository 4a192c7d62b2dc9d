import { createAccount, freshMobile } from './support/api';
import { operatorToken } from './support/commerce';
import { closeModals, expectFitsScreen, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

test.describe('custom data orders', () => {
  test('an order submitted on /lifeCustom, answered and quoted by an operator, read by its member', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const mobile = freshMobile();
    const token = await createAccount(request, mobile, 'Custom2026x');
    const { page, errors } = await openContext(browser, { token, quiet: true });

    await page.goto('/lifeCustom');
    await closeModals(page);
    const form = page.getByRole('form', { name: '数据定制需求' });
    // An empty form says what is missing, in the questionnaire's words.
    await form.getByRole('button', { name: '提交需求' }).click();
    await expect(page.getByText('部分必填信息未填写完毕。')).toBeVisible();
    await expect(form.getByText('请填写您的姓名')).toBeVisible();

    await form.getByLabel(/需要什么数据/).fill('2026年上海探店类博主的粉丝画像与月度互动数据，Excel 交付');
    await form.getByRole('checkbox', { name: '本地生活' }).check();
    await form.getByRole('checkbox', { name: '微博博主' }).check();
    for (const [label, day] of [
      ['开始日期', '2026-09-01'],
      ['结束日期', '2026-10-31'],
    ] as const) {
      await form.getByLabel(label).click();
      await form.getByLabel(label).fill(day);
      await form.getByLabel(label).press('Enter');
    }
    await form.getByRole('radio').first().check();
    await form.getByLabel('姓名').fill('王经理');
    await form.getByLabel('联系号码').fill('1380013');
    await form.getByRole('button', { name: '提交需求' }).click();
    await expect(form.getByText('请填写正确的联系号码')).toBeVisible();
    await form.getByLabel('联系号码').fill(mobile);
    await form.getByRole('button', { name: '提交需求' }).click();
    const order = page.getByTestId('custom-order-list').locator('.ant-card', { hasText: '2026年上海探店类博主' });
    await expect(order).toContainText('已提交');
    const orderNo = ((await order.innerText()).match(/DZ\d+/) ?? [])[0] as string;
    expect(orderNo).toMatch(/^DZ\d+$/);
    await screenshot(page, 'custom-order-submitted');

    // The operator answers and quotes in the operator area.
    const { page: op } = await openContext(browser, { token: await operatorToken(request), quiet: true });
    await op.goto('/operator?tab=custom');
    await closeModals(op);
    const row = op.locator('.ant-table-row', { hasText: orderNo });
    await row.getByRole('button', { name: '处理' }).click();
    const drawer = op.locator('.ant-drawer', { hasText: orderNo });
    await drawer.getByLabel('回复内容').fill('您好，已收到需求，今天下午与您电话沟通细节。');
    await drawer.getByRole('button', { name: '发送回复' }).click();
    await expect(drawer).toContainText('您好，已收到需求');
    await drawer.getByRole('button', { name: '开始沟通' }).click();
    await op
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /确\s*定/ })
      .click();
    await expect(drawer).toContainText('沟通中');
    await drawer.getByLabel('报价金额').fill('3800');
    await drawer.getByLabel('报价说明').fill('含两个月数据与一次修改');
    await drawer.getByRole('button', { name: '发送报价' }).click();
    await expect(drawer).toContainText('已报价');
    await screenshot(op, 'custom-order-operator');

    // The member sees the reply, the quote and the new state.
    await page.reload();
    await expect(order).toContainText('已报价');
    await expect(order).toContainText('您好，已收到需求');
    await expect(order).toContainText('¥3,800.00');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsScreen(page);
    await screenshot(page, 'custom-order-375');
    expect(errors).toEqual([]);
  });
});
