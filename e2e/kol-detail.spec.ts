import type { Page } from '@playwright/test';
import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

interface Blogger {
  kol_id: number;
  uid: string;
}

/** A blogger to open: the first of the blogger search, else of the header search. */
async function pickBlogger(request: Parameters<typeof api>[0], token: string): Promise<Blogger> {
  const search = await api<{ data: Blogger[] }>(request, '/api/kol/search', { category: '美妆' }, token);
  const first = search.code === 1 ? search.data.data?.[0] : undefined;
  if (first) return first;
  const fallback = await api<Blogger[]>(request, '/api/index/search', { keyword: '美妆', type: 'kol' }, token);
  const found = fallback.data[0];
  if (!found) throw new Error('no blogger found to open');
  return found;
}

/** The chart with this label has drawn its SVG. */
async function expectChart(page: Page, label: string) {
  await expect(page.locator(`[role="img"][aria-label="${label}"] svg`).first()).toBeVisible();
}

async function openTab(page: Page, name: string, t: string) {
  await page.getByRole('tab', { name }).click();
  await expect(page).toHaveURL(new RegExp(`[?&]t=${t}`));
  await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
}

test.describe('blogger detail', () => {
  test('opens a blogger from the URL and goes through the five tabs', async ({ browser, request }) => {
    test.setTimeout(120_000);
    const token = await createAccount(request, freshMobile(), 'Detail2026x');
    await upgradeAccount(request, token, 40);
    const blogger = await pickBlogger(request, token);
    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto(`/bosSearch/detail?kol_id=${blogger.kol_id}&uid=${blogger.uid}&t=overview`);
    await closeModals(page);

    // Overview: header, figures and both charts.
    await expect(page.getByRole('tab', { name: '数据概览' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByText(`UID：${blogger.uid}`)).toBeVisible();
    await expectChart(page, '粉丝趋势');
    await expectChart(page, '每日发博与互动');
    await screenshot(page, 'detail-overview');

    // The ⓘ beside the influence index opens the formula with this blogger's five components.
    const index = await page
      .locator('.ant-statistic')
      .filter({ hasText: '影响力指数(周)' })
      .last()
      .locator('.ant-statistic-content')
      .textContent();
    await page.getByRole('button', { name: '影响力指数计算方法' }).click();
    const modal = page.locator('.ant-modal').filter({ hasText: '影响力指数（周）计算方法' });
    await expect(modal).toBeVisible();
    for (const part of ['传播力（粉丝）', '互动力', '活跃度', '成长性', '认证'])
      await expect(modal.getByRole('cell', { name: part, exact: true })).toBeVisible();
    await expect(modal.getByTestId('influence-total')).toHaveText(String(Number(index)));
    await screenshot(page, 'detail-formula');
    await modal.locator('.ant-modal-close').click();
    await expect(modal).toBeHidden();

    // Content: rhythm heatmap, original/repost pie, keyword cloud and the post list.
    await openTab(page, '内容分析', 'content');
    await expectChart(page, '发博节奏热力图');
    await expectChart(page, '原创与转发占比');
    // The keyword cloud is drawn by echarts-wordcloud: its words are SVG text.
    const cloud = page.locator('[aria-label="关键词云"]');
    await expect(cloud.locator('svg text').first()).toBeVisible();
    // It places its words asynchronously: the picture is taken once the words stop moving.
    let placed = '';
    await expect
      .poll(
        async () => {
          const now = (await cloud.locator('svg text').evaluateAll((ts) => ts.map((t) => t.outerHTML))).join('');
          const settled = now === placed;
          placed = now;
          return settled;
        },
        { intervals: [300] },
      )
      .toBe(true);
    await cloud.scrollIntoViewIfNeeded();
    await cloud.screenshot({ path: 'e2e-screens/detail-keyword-cloud.png' });
    await expect(page.getByRole('tabpanel').locator('.ant-table-tbody tr[data-row-key]').first()).toBeVisible();
    await page.getByText('近7天', { exact: true }).click();
    await expect(page.getByText('近7天发博')).toBeVisible();
    await screenshot(page, 'detail-content');

    // Fans: the first visit samples followers in a job; the page polls until the result shows.
    await openTab(page, '粉丝分析', 'fans');
    await expect(page.getByText('真实粉丝', { exact: true })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByText(/95%置信区间/)).toBeVisible();
    await expect(page.getByText(/样本 \d+ 人/)).toBeVisible();
    await expectChart(page, '粉丝性别分布');
    await expectChart(page, '粉丝地域分布');
    await expectChart(page, '异常特征分布');
    await screenshot(page, 'detail-fans');
    await page.screenshot({ path: 'e2e-screens/detail-fans-full.png', fullPage: true });

    // Commercial: the price band is labelled an estimate and states its basis.
    await openTab(page, '商业价值', 'commercial');
    await expect(page.getByText('估算依据')).toBeVisible();
    await expect(page.getByText(/按互动计价（CPE）/)).toBeVisible();
    await screenshot(page, 'detail-commercial');
    await page.screenshot({ path: 'e2e-screens/detail-commercial-full.png', fullPage: true });

    // Similar bloggers link to their own detail pages.
    await openTab(page, '相似博主', 'similar');
    const rows = page.getByRole('tabpanel').locator('.ant-table-tbody tr[data-row-key]');
    await expect(rows.first()).toBeVisible();
    await expect(rows.first()).toContainText('同分类');
    await screenshot(page, 'detail-similar');

    // The tab survives a reload (it is in the URL).
    await page.reload();
    await expect(page.getByRole('tab', { name: '相似博主' })).toHaveAttribute('aria-selected', 'true');
    expect(errors).toEqual([]);
  });
});
