import type { Page } from '@playwright/test';
import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

interface Blogger {
  kol_id: number;
  uid: string;
  uname: string;
}

/** Three distinct bloggers from the header search (the demo world's categories). */
async function pickBloggers(request: Parameters<typeof api>[0], token: string): Promise<Blogger[]> {
  const found = new Map<number, Blogger>();
  for (const keyword of ['美妆', '美食', '旅行', '科技', '时尚', '母婴']) {
    const answer = await api<Blogger[]>(request, '/api/index/search', { keyword, type: 'kol' }, token);
    for (const b of answer.data ?? []) if (!found.has(b.kol_id)) found.set(b.kol_id, b);
    if (found.size >= 3) break;
  }
  const list = [...found.values()].slice(0, 3);
  if (list.length < 3) throw new Error('fewer than three bloggers found');
  return list;
}

async function expectChart(page: Page, label: string) {
  await expect(page.locator(`[role="img"][aria-label="${label}"] svg`).first()).toBeVisible();
}

test.describe('favourites and comparison', () => {
  test('favourite three, group one, compare them, see the history and delete it', async ({ browser, request }) => {
    test.setTimeout(150_000);
    const token = await createAccount(request, freshMobile(), 'Collect2026x');
    await upgradeAccount(request, token, 40);
    const bloggers = await pickBloggers(request, token);
    for (const b of bloggers) {
      const added = await api(request, '/api/index/collect', { action: 'add', kol_id: String(b.kol_id) }, token);
      expect(added.code).toBe(1);
    }

    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/bosCollect');
    await closeModals(page);
    for (const b of bloggers) await expect(page.locator('.ant-table-row', { hasText: b.uname })).toBeVisible();
    await expect(page.getByRole('button', { name: /全部收藏\s*3/ })).toBeVisible();

    // Move the first blogger into a new group.
    const first = bloggers[0] as Blogger;
    await page.locator('.ant-table-row', { hasText: first.uname }).getByRole('button', { name: '移动分组' }).click();
    const dialog = page.locator('.ant-modal', { hasText: '移动到分组' });
    await dialog.getByLabel('分组名称').fill('重点关注');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByText('已移动到分组')).toBeVisible();
    const group = page.getByRole('button', { name: /重点关注\s*1/ });
    await expect(group).toBeVisible();
    await expect(page.getByRole('button', { name: /默认分组\s*2/ })).toBeVisible();
    // Rename it.
    await page.getByRole('button', { name: '重命名 重点关注' }).click();
    const renameDialog = page.locator('.ant-modal', { hasText: '重命名分组' });
    await renameDialog.getByLabel('新分组名称').fill('核心博主');
    await renameDialog.getByRole('button', { name: /保\s*存/ }).click();
    const renamed = page.getByRole('button', { name: /核心博主\s*1/ });
    await expect(renamed).toBeVisible();
    await renamed.click();
    await expect(page.locator('.ant-table-row')).toHaveCount(1);
    await page.getByRole('button', { name: /全部收藏\s*3/ }).click();
    await expect(page.locator('.ant-table-row')).toHaveCount(3);

    // Pick all three and compare.
    for (const b of bloggers) await page.getByLabel(`选择 ${b.uname}`).check();
    await expect(page.getByText('已选 3 位')).toBeVisible();
    await page.mouse.move(0, 0);
    await screenshot(page, 'bos-collect');
    await page.getByRole('button', { name: '对比所选' }).click();
    await expect(page).toHaveURL(/\/bosContrast\/detail\?id=\d+/);
    await expect(page.getByTestId('contrast-card')).toHaveCount(3);
    const table = page.getByTestId('contrast-metrics');
    await expect(table.locator('thead th')).toHaveCount(4);
    for (const b of bloggers) await expect(table.locator('thead')).toContainText(b.uname);
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(7);
    // every row has at least one leader
    const leaders = await page.getByTestId('metric-leader').count();
    expect(leaders).toBeGreaterThanOrEqual(7);
    await expectChart(page, '粉丝数趋势对比');
    await expectChart(page, '互动数趋势对比');
    await expect(page.getByText('受众对比', { exact: true })).toBeVisible();
    // Opening the detail asks for fan samples; the page polls until the sampling job has taken them.
    await expect(page.getByText('基于粉丝抽样')).toBeVisible({ timeout: 60_000 });
    await expect(page.getByTestId('audience-column')).toHaveCount(3);
    await expectChart(page, `${first.uname}的受众性别`);
    await expectChart(page, `${first.uname}的受众地域`);
    await page.waitForTimeout(500);
    await screenshot(page, 'bos-contrast-detail');
    await page.getByText('受众对比', { exact: true }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    await page.waitForTimeout(300);
    await screenshot(page, 'bos-contrast-detail-charts');

    // The history lists it; delete with confirmation.
    await page.goto('/bosContrastHis');
    const row = page.locator('.ant-table-row');
    await expect(row).toHaveCount(1);
    for (const b of bloggers) await expect(row).toContainText(b.uname);
    await screenshot(page, 'bos-contrast-his');
    await row.getByRole('button', { name: /删\s*除/ }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('你确定要删除吗?');
    await confirm.getByRole('button', { name: /删\s*除/ }).click();
    await expect(page.getByText('暂无数据...')).toBeVisible();
    const history = await api<{ total: number }>(request, '/api/kol/contrast_history', { page: '1' }, token);
    expect(history.data.total).toBe(0);

    // Deleting the group keeps its blogger, in 默认分组.
    await page.goto('/bosCollect');
    await page.getByRole('button', { name: '删除分组 核心博主' }).click();
    const groupConfirm = page.locator('.ant-modal-confirm');
    await expect(groupConfirm).toContainText('你确定要删除吗?');
    await groupConfirm.getByRole('button', { name: /删\s*除/ }).click();
    await expect(page.getByRole('button', { name: /默认分组\s*3/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /核心博主/ })).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test('/bosContrast builds a comparison from the basket and the name search', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const token = await createAccount(request, freshMobile(), 'Contrast2026x');
    await upgradeAccount(request, token, 40);
    const [a, b] = await pickBloggers(request, token);
    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/bosContrast');
    await closeModals(page);
    await expect(page.getByRole('button', { name: '开始对比' })).toBeDisabled();
    const search = page.getByLabel('搜索博主');
    for (const blogger of [a, b] as Blogger[]) {
      await search.fill(blogger.uname);
      await search.press('Enter');
      const item = page.locator('.ant-list-item', { hasText: blogger.uname }).first();
      await item.getByRole('button', { name: '加入对比' }).click();
      await expect(item.getByRole('button', { name: '已加入' })).toBeVisible();
    }
    await expect(page.getByTestId('contrast-slot')).toHaveCount(2);
    await screenshot(page, 'bos-contrast');
    await page.getByRole('button', { name: '开始对比' }).click();
    await expect(page).toHaveURL(/\/bosContrast\/detail\?id=\d+/);
    await expect(page.getByTestId('contrast-card')).toHaveCount(2);
    expect(errors).toEqual([]);
  });
});
