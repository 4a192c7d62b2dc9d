import type { Page } from '@playwright/test';
import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

interface Range {
  first: string | null;
  last: string | null;
}

/** The page's content stays within a 375 px screen (tables scroll inside their own region). */
async function fitsPhone(page: Page): Promise<void> {
  const box = await page.evaluate(() => {
    const content = document.querySelector('.ant-layout-content') as HTMLElement;
    return {
      right: content.getBoundingClientRect().right,
      scroll: content.scrollWidth,
      client: content.clientWidth,
      page: document.documentElement.scrollWidth,
    };
  });
  expect(box.right).toBeLessThanOrEqual(376);
  expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
  expect(box.page).toBeLessThanOrEqual(376);
}

test.describe('hot search', () => {
  test('/hotSearch to /hotDetail with its curves; /hotHistory at a past minute and the day summary', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await createAccount(request, freshMobile(), 'Hot2026x');
    await upgradeAccount(request, token, 40);
    const { page } = await openContext(browser, { token, quiet: true });

    // The live list: ranked entries with their figures, the paid ones apart, marked demo data.
    await page.goto('/hotSearch');
    await closeModals(page);
    const rows = page.locator('[data-testid=hot-realtime-table] .ant-table-tbody tr.ant-table-row');
    await expect(rows.first()).toBeVisible();
    expect(await rows.count()).toBeGreaterThan(10);
    await expect(page.getByTestId('demo-data-tag').first()).toHaveText('演示数据');
    await expect(page.getByTestId('hot-captured-at')).toContainText('每 1 分钟自动刷新');
    await expect(page.getByTestId('hot-ads-table')).toContainText('广告');
    await screenshot(page, 'hot-search');

    // An entry opened: its figures and both curves drawn.
    const first = rows.first().getByRole('link').first();
    const word = (await first.textContent())?.trim() ?? '';
    await first.click();
    await expect(page).toHaveURL(/\/hotDetail\?word=/);
    await expect(page.getByText(word, { exact: true }).first()).toBeVisible();
    await expect(page.getByTestId('hot-detail-figures')).toContainText('在榜时长');
    for (const chart of ['排名走势', '热度走势']) {
      const svg = page.getByRole('img', { name: `${word} 的${chart}` }).locator('svg path');
      await expect(svg.first()).toBeAttached();
      expect(await svg.count()).toBeGreaterThan(5);
    }
    await page.waitForTimeout(500);
    await screenshot(page, 'hot-detail');

    // An unknown word says so.
    await page.goto(`/hotDetail?word=${encodeURIComponent('从未上榜的词条')}`);
    await expect(page.getByText('该热搜词不存在或未被收录').first()).toBeVisible();

    // The history: the list at a past minute (the second day of the demo world, 12:00).
    const range = await api<Range>(request, '/api/hot_search/historyRange', {}, token);
    expect(range.code).toBe(1);
    const firstDay = (range.data.first as string).slice(0, 10);
    const day = new Date(Date.parse(`${firstDay}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    await page.goto(`/hotHistory?date=${day}&time=12:00`);
    await expect(page.getByTestId('hot-history-range')).toContainText('可查询');
    await expect(page.getByTestId('hot-history-captured')).toContainText(`${day} 12:00 的热搜榜`);
    expect(await page.locator('[data-testid=hot-history-table] tr.ant-table-row').count()).toBeGreaterThan(10);
    await screenshot(page, 'hot-history-minute');

    // The day's summary, sorted by peak heat on the server.
    await page.getByRole('tab', { name: '当日汇总' }).click();
    const dayRows = page.locator('[data-testid=hot-day-table] tr.ant-table-row');
    await expect(dayRows.first()).toBeVisible();
    await page.getByRole('columnheader', { name: '最高热度' }).click();
    await expect(page).toHaveURL(/sort=peak_heat/);
    await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
    await screenshot(page, 'hot-history-day');

    // A minute outside the kept history names the range instead of an empty list.
    await page.goto('/hotHistory?date=2000-01-01&time=12:00');
    await expect(page.getByText(/仅保留 .* 的热搜记录/).first()).toBeVisible();

    // A phone: the three pages stay within the screen.
    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/hotSearch');
    await expect(rows.first()).toBeVisible();
    await fitsPhone(page);
    await screenshot(page, 'hot-search-mobile');
    await page.goto(`/hotDetail?word=${encodeURIComponent(word)}`);
    await expect(page.getByTestId('hot-detail-figures')).toBeVisible();
    await page.waitForTimeout(500);
    await fitsPhone(page);
    await screenshot(page, 'hot-detail-mobile');
    await page.goto(`/hotHistory?date=${day}&time=12:00&tab=day`);
    await expect(dayRows.first()).toBeVisible();
    await fitsPhone(page);
    await screenshot(page, 'hot-history-mobile');
  });
});
