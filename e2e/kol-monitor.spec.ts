import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

interface Blogger {
  kol_id: number;
  uid: string;
  uname: string;
}

/** A blogger of the demo world, found the way a user finds one (the header search). */
async function pickBlogger(request: Parameters<typeof api>[0], token: string): Promise<Blogger> {
  for (const keyword of ['美妆', '美食', '旅行', '数码', '时尚', '母婴']) {
    const answer = await api<Blogger[]>(request, '/api/index/search', { keyword, type: 'kol' }, token);
    const found = (answer.data ?? []).find((b) => [...b.uname].length >= 2);
    if (found) return found;
  }
  throw new Error('no blogger found');
}

test.describe('account monitoring', () => {
  test('monitor an account, see its rename noticed, then pause, resume, edit and delete', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await createAccount(request, freshMobile(), 'Monitor2026x');
    await upgradeAccount(request, token, 30);
    const blogger = await pickBlogger(request, token);

    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/monitor');
    await closeModals(page);
    await expect(page.getByText('高级版')).toBeVisible();
    await expect(page.locator('.ant-statistic', { hasText: '可监控账号' })).toContainText('10');

    // Search the account, tick it, watch profile and follower changes every 10 minutes.
    await page.getByLabel('搜索监控账号').fill(blogger.uname);
    await page.getByLabel('搜索监控账号').press('Enter');
    await page.getByLabel(`选择 ${blogger.uname}`).check();
    await expect(page.getByText('已选 1 个账号')).toBeVisible();
    await page.getByRole('checkbox', { name: '新发博文' }).uncheck();
    await page.getByRole('checkbox', { name: '删除博文' }).uncheck();
    await page.getByLabel('监控频率').click();
    await page.locator('.ant-select-item-option', { hasText: '每10分钟' }).click();
    await page.getByRole('button', { name: '开始监控' }).click();
    await expect(page.getByText('已开始监控 1 个账号')).toBeVisible();
    const row = page.getByTestId('monitor-table').locator('.ant-table-row', { hasText: blogger.uname });
    await expect(row).toContainText('监控中');
    await expect(row).toContainText('每10分钟');
    await expect(page.locator('.ant-statistic', { hasText: '已监控' })).toContainText('1');
    await screenshot(page, 'monitor');

    // The dev hook renames the account now and runs its check (the e2e server runs on the real clock).
    const newName = `${[...blogger.uname].slice(0, 8).join('')}改名`;
    const changed = await request.post('/dev/kol-monitor/change', {
      form: { kol_id: String(blogger.kol_id), screen_name: newName },
    });
    const report = (await changed.json()) as { code: number; data: { report: { notices: number } } };
    expect(report.code).toBe(1);
    expect(report.data.report.notices).toBe(1);

    await page.reload();
    await page.getByRole('tab', { name: '变更记录' }).click();
    const notice = page.getByTestId('monitor-log').locator('.ant-table-row', { hasText: '资料变更' });
    await expect(notice).toContainText(`昵称：${blogger.uname} → ${newName}`);
    await expect(notice).toContainText(newName);
    await page.waitForTimeout(300);
    await screenshot(page, 'monitor-log');

    // The message centre on the home page shows the notice too.
    await page.goto('/home');
    await closeModals(page);
    await expect(page.getByText(`账号监控：${newName}资料变更`)).toBeVisible();

    // The history: pause, filter, resume, edit, the row's log, delete.
    await page.goto('/monitorHistory');
    const item = page.getByTestId('monitor-table').locator('.ant-table-row', { hasText: newName });
    await expect(item).toContainText('监控中');
    await item.getByRole('button', { name: '暂停' }).click();
    await expect(item).toContainText('已暂停');
    await page.getByText('已结束', { exact: true }).click();
    await expect(page.getByText('暂无数据...')).toBeVisible();
    await page.getByText('已暂停', { exact: true }).first().click();
    await expect(page.getByTestId('monitor-table').locator('.ant-table-row')).toHaveCount(1);
    await page.getByText('全部', { exact: true }).click();
    await item.getByRole('button', { name: '恢复' }).click();
    await expect(item).toContainText('监控中');

    await item.getByRole('button', { name: '编辑' }).click();
    const dialog = page.locator('.ant-modal', { hasText: '编辑监控设置' });
    await dialog.getByLabel('监控频率').click();
    await page.locator('.ant-select-item-option', { hasText: '每天' }).click();
    await dialog.getByRole('button', { name: /保\s*存/ }).click();
    await expect(page.getByText('修改成功')).toBeVisible();
    await expect(item).toContainText('每天');

    await item.getByRole('button', { name: '记录' }).click();
    const drawer = page.locator('.ant-drawer', { hasText: '变更记录' });
    await expect(drawer.locator('.ant-table-row')).toHaveCount(1);
    await expect(drawer).toContainText(`昵称：${blogger.uname} → ${newName}`);
    await page.waitForTimeout(300);
    await screenshot(page, 'monitor-history-log');
    await drawer.locator('.ant-drawer-close').click();
    await expect(drawer.locator('.ant-table-row')).toBeHidden();
    await page.mouse.move(0, 0);
    await page.waitForTimeout(500);
    await screenshot(page, 'monitor-history');

    await item.getByRole('button', { name: '删除' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('你确定要删除吗?');
    await expect(confirm).toContainText('删除');
    await confirm
      .getByRole('button', { name: '删 除' })
      .or(confirm.getByRole('button', { name: '删除' }))
      .click();
    await expect(page.getByText('暂无数据...')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a free member sees the upgrade hint and cannot submit', async ({ browser, request }) => {
    const token = await createAccount(request, freshMobile(), 'Monitor2026y');
    const refused = await api(
      request,
      '/api/kol/account_monitor_submit',
      { kol_ids: '1', watch: 'new_post', interval_minutes: '60' },
      token,
    );
    expect(refused.code).toBe(1001);
    const { page } = await openContext(browser, { token, quiet: true });
    await page.goto('/monitor');
    await closeModals(page);
    await expect(page.getByText('免费版暂不支持账号监控')).toBeVisible();
    await expect(page.getByRole('button', { name: '升级会员' })).toBeVisible();
  });
});
