import { readFileSync } from 'node:fs';
import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, expectFitsScreen, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

interface Blogger {
  kol_id: number;
}
interface RecentPost {
  mid: string;
  reposts: number;
}

/**
 * A demo post with a cascade big enough to draw several levels yet quick to collect: among the
 * recent posts of the most followed bloggers, the most reposted one under 3000 reposts.
 */
async function spreadingPost(request: Parameters<typeof api>[0], token: string): Promise<string> {
  const ranked = await api<{ data: Blogger[] }>(request, '/api/kol/search', { sort: 'fans', page: '1' }, token);
  let best: RecentPost | null = null;
  for (const blogger of (ranked.data?.data ?? []).slice(0, 6)) {
    const content = await api<{ recent: { data: RecentPost[] } }>(
      request,
      '/api/kol/detail_content',
      { kol_id: String(blogger.kol_id), days: '30', page: '1' },
      token,
    );
    for (const post of content.data?.recent.data ?? []) {
      if (post.reposts >= 30 && post.reposts <= 3000 && (!best || post.reposts > best.reposts)) best = post;
    }
  }
  if (!best) throw new Error('no demo post with reposts found');
  return best.mid;
}

test.describe('propagation analysis', () => {
  test('a propagation analysis from submit to the drawn tree, exported, then deleted from the log', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const token = await createAccount(request, freshMobile(), 'Spread2026x');
    await upgradeAccount(request, token, 40);
    const mid = await spreadingPost(request, token);

    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/propagationAnalysis');
    await closeModals(page);
    await expect(page.getByText('本月剩余分析次数')).toContainText('50');

    // A link of another site is refused in Chinese; the post's link is identified with its card.
    await page.getByLabel('博文链接').fill('https://www.douyin.com/video/123');
    await page.getByRole('button', { name: '识别博文' }).click();
    await expect(page.getByText('仅支持微博博文链接').first()).toBeVisible();
    await page.getByLabel('博文链接').fill(`https://m.weibo.cn/detail/${mid}`);
    await page.getByRole('button', { name: '识别博文' }).click();
    // The identified post's card (posts whose reposts other journeys stored are listed below it).
    await expect(
      page.locator('[data-testid="propagation-post"]:not([aria-label="已有转发数据的博文"] *)'),
    ).toBeVisible();
    await expect(page.getByRole('radio', { name: '实时采集转发' })).toBeChecked();
    await page.waitForTimeout(300);
    await screenshot(page, 'propagation-submit');

    await page.getByRole('button', { name: '开始分析' }).click();
    await expect(page.getByText('传播分析任务已提交')).toBeVisible();
    await expect(page.getByRole('button', { name: '查看报告' })).toBeVisible({ timeout: 120_000 });
    await expect(page.getByLabel('分析进度')).toHaveAttribute('aria-valuenow', '100');

    // The report: the moment it was read, the figures with their formulas, the drawn tree.
    await page.getByRole('button', { name: '查看报告' }).click();
    await expect(page).toHaveURL(/\/propagationAnalysisResult\?id=\d+/);
    await expect(page.getByText(/^数据截至 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)).toBeVisible();
    await expect(page.getByTestId('spread-figures')).toContainText('传播层级');
    await expect(page.getByText('演示数据：由模拟器生成的转发')).toBeVisible();
    const tree = page.getByLabel(/^转发传播树：/);
    await expect(tree).toBeVisible();
    await expect(tree.locator('svg path').first()).toBeVisible();
    await page.getByRole('button', { name: /^覆盖人数的计算方式/ }).focus();
    await expect(page.getByRole('tooltip')).toContainText('未去重');
    await page.getByRole('button', { name: /^覆盖人数的计算方式/ }).blur();
    await page.getByTestId('repost-tree-chart').scrollIntoViewIfNeeded();
    await page.waitForTimeout(800);
    await screenshot(page, 'propagation-result');

    // Open one more level, hover a node: its account.
    await page.getByRole('combobox', { name: '展开层级' }).click();
    await page.locator('.ant-select-item-option', { hasText: '3 层' }).click();
    // The segmented control's radio input is visually hidden: click its label.
    await page.getByTestId('repost-tree-chart').locator('.ant-segmented-item', { hasText: '横向树' }).click();
    await expect(page.getByRole('radio', { name: '横向树' })).toBeChecked();
    await page.waitForTimeout(800);
    await screenshot(page, 'propagation-tree-orthogonal');
    await page.getByLabel('转发时间曲线与关键传播者加入时刻').scrollIntoViewIfNeeded();
    await page.waitForTimeout(400);
    await screenshot(page, 'propagation-curve');

    // Export after the count check.
    await page.getByRole('button', { name: '导出报告' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText(/本次将导出传播分析报告及 \d+ 条转发明细/);
    const downloadPromise = page.waitForEvent('download');
    await confirm.getByRole('button', { name: '确定导出' }).click();
    const file = await downloadPromise;
    expect(file.suggestedFilename()).toMatch(/^传播分析_.+_\d{4}-\d\d-\d\d\.xlsx$/);
    expect(
      readFileSync(await file.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    // At 375 px the report stays inside the screen (tables and the tree scroll or shrink inside it).
    const report = page.url();
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByLabel(/^转发传播树：/)).toBeVisible();
    await expectFitsScreen(page);
    await page.getByTestId('spread-figures').scrollIntoViewIfNeeded();
    await screenshot(page, 'propagation-result-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(report).toMatch(/propagationAnalysisResult/);

    // The log: done with a full bar, then deleted after the confirmation.
    await page.goto('/propagationAnalysisLog');
    const row = page.getByTestId('propagation-log').locator('.ant-table-row').first();
    await expect(row).toContainText('分析完成');
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await page.waitForTimeout(300);
    await screenshot(page, 'propagation-log');
    await row.getByRole('button', { name: /^删\s?除$/ }).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('你确定要删除吗?');
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /^删\s?除$/ })
      .click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(page.getByText('暂无数据...')).toBeVisible();

    expect(errors).toEqual([]);
  });
});
