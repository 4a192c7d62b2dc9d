import type { Page } from '@playwright/test';
import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

interface Capture {
  captured_at: string;
  entries: { word: string; rank: number | null }[];
  alerts: number;
}

/** The content area does not scroll sideways (tables scroll inside their own region). */
async function expectNoSidewaysScroll(page: Page) {
  const box = await page.evaluate(() => {
    const content = document.querySelector('.ant-layout-content') as HTMLElement;
    return { right: content.getBoundingClientRect().right, scroll: content.scrollWidth, client: content.clientWidth };
  });
  expect(box.right).toBeLessThanOrEqual(376);
  expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
}

test.describe('hot-search alerts and reports (/hotLog)', () => {
  test('a watch on a listed word alerts after a capture, in /hotLog and /inform; a report opens', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await createAccount(request, freshMobile(), 'HotLog2026x');
    await upgradeAccount(request, token, 40);

    // The live list as the collector stores it: a capture now, through the dev hook.
    const first = await request.post('/dev/hot-search/capture');
    const listed = ((await first.json()) as { code: number; data: Capture }).data;
    const entry = listed.entries.find((e) => e.rank !== null && [...e.word].length >= 4);
    expect(entry, 'an organic entry on the simulator list').toBeTruthy();
    // A keyword inside the word (not the whole word), as a brand would be.
    const keyword = [...entry!.word].slice(1, 4).join('');

    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/hotLog');
    await closeModals(page);
    await expect(
      page.getByRole('heading', { name: '我的热搜报告与预警' }).or(page.getByText('我的热搜报告与预警')),
    ).toBeVisible();
    await expect(page.getByTestId('hot-watch-allowance')).toContainText('已创建 0 / 20 个预警');
    const input = page.getByLabel('预警关键词');
    await input.fill(keyword);
    await page.getByRole('button', { name: '创建预警' }).click();
    await expect(page.getByText('热搜预警已创建')).toBeVisible();
    await expect(page.getByTestId('hot-watch')).toContainText(keyword);
    await expect(page.getByTestId('hot-watch')).toContainText('暂无提醒');

    // The next capture: the entry already on the list alerts once.
    // (The collector's own minute job may be the one that checks first: either way, one alert.)
    const second = await request.post('/dev/hot-search/capture');
    expect(((await second.json()) as { code: number }).code).toBe(1);
    await page.reload();
    const alerts = page.getByTestId('hot-watch-alerts');
    await expect(alerts).toContainText(entry!.word);
    await expect(alerts).toContainText('演示数据');
    await expect(page.getByTestId('hot-watch')).toContainText(/共提醒 [1-9]\d* 次/);
    await page.waitForTimeout(400);
    await screenshot(page, 'hot-log-watch');

    // The message centre has it.
    await page.goto('/inform');
    await expect(page.getByTestId('message-row').filter({ hasText: entry!.word }).first()).toBeVisible();
    await screenshot(page, 'hot-log-inform');

    // A report of today for the keyword: built from the stored captures, opened at once.
    await page.goto('/hotLog?tab=report');
    const words = page.getByLabel('报告关键词');
    await words.fill(keyword);
    await page.getByRole('button', { name: '生成报告' }).click();
    await expect(page.getByText('热搜报告已生成')).toBeVisible();
    await expect(page).toHaveURL(/\/hotLog\?report=\d+$/);
    await expect(page.getByTestId('hot-report-summary')).toBeVisible();
    await expect(page.getByTestId('hot-report-rows')).toContainText(entry!.word);
    await expect(page.getByRole('img', { name: /每日上榜热搜数，共 \d+ 天，其中 [1-9]\d* 天有上榜/ })).toBeVisible();
    await expect(page.getByText('演示数据').first()).toBeVisible();
    await page.waitForTimeout(800);
    await screenshot(page, 'hot-log-report');

    // The export downloads a file.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出 Excel' }).click();
    expect((await download).suggestedFilename()).toMatch(/热搜报告.*\.xlsx$/);

    // The list has the report.
    const reports = await api<{ total: number }>(request, '/api/hot_search/reportList', {}, token);
    expect(reports.data.total).toBe(1);

    // A phone: the report and the watches stay within the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(800);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'hot-log-report-mobile');
    await page.goto('/hotLog');
    await expect(page.getByTestId('hot-watch-alerts')).toContainText(entry!.word);
    await page.waitForTimeout(600);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'hot-log-watch-mobile');
    expect(errors).toEqual([]);
  });
});
