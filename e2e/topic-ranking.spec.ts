import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeDialog, closeModals, expectFitsScreen, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

/** A screenshot for the e2e record (with its accessibility check), after the board has settled. */
async function shot(page: Page, name: string): Promise<void> {
  await page.waitForTimeout(300);
  await screenshot(page, name);
}

const rows = (page: Page) => page.locator('[data-testid=topic-board-table] .ant-table-tbody tr[data-row-key]');

/** The figure of a column on the rows shown, in rank order. */
function figures(page: Page, metric: string): Promise<number[]> {
  return page
    .locator(`[data-testid=topic-board-table] [data-metric=${metric}]`)
    .evaluateAll((cells) =>
      cells.map((c) => Number(c.getAttribute('data-value') ?? c.textContent?.replace(/[^\d.]/g, ''))),
    );
}

const descending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] as number) >= v);

test.describe('topic boards', () => {
  test('/topictopRanking, /topicRecreationRanking, /topicheatedRanking: hour, day and week, a past period, export', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const token = await createAccount(request, freshMobile(), 'Topic2026x');
    await upgradeAccount(request, token, 30);
    const { page, errors } = await openContext(browser, { token, quiet: true });

    await page.goto('/topictopRanking');
    await closeModals(page);
    // A fresh server computes its boards in the background; the page asks again until they are there.
    await expect(rows(page).first()).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('board-meta')).toContainText(/数据更新时间：\d{4}-\d\d-\d\d/);
    await expect(page.getByTestId('board-period')).toContainText(/统计时段：\d{4}-\d\d-\d\d 00:00 至/);
    await expect(page.getByTestId('demo-data-tag')).toHaveText('演示数据');
    await expect(rows(page).first()).toContainText(/#.+#/);
    expect(descending(await figures(page, 'read_inc'))).toBe(true);
    await shot(page, 'topic-top-day');

    // The day board's export.
    const download = page.waitForEvent('download');
    await page.getByTestId('topic-board-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^话题榜_日榜_\d{10}_全部\.xlsx$/);
    expect(
      readFileSync(await file.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    // The hour board, then a past hour from the picker.
    await page.getByText('小时榜', { exact: true }).click();
    await expect(page).toHaveURL(/type=hour/);
    await expect(rows(page).first()).toBeVisible();
    await expect(page.getByTestId('board-period')).toContainText(/\d\d:00 至 \d{4}-\d\d-\d\d \d\d:00/);
    await page.getByLabel('统计时段').click();
    await page.locator('.ant-select-item-option').nth(3).click();
    await expect(page).toHaveURL(/date=\d{4}-\d\d-\d\d&hour=\d+/);
    await expect(rows(page).first()).toBeVisible();
    await shot(page, 'topic-top-hour');

    // The week: a 3-day demo world may have no finished week yet; the page says so rather than failing.
    await page.getByText('周榜', { exact: true }).click();
    await expect(page).toHaveURL(/type=week/);
    await expect(
      rows(page)
        .first()
        .or(page.getByText(/暂无已结束时段的话题数据/)),
    ).toBeVisible();

    await page.getByRole('tab', { name: '娱乐话题榜' }).click();
    await expect(page).toHaveURL(/\/topicRecreationRanking/);
    await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
    // The board before stays on screen until this one arrives: wait until every row is entertainment.
    const entertainment = ['娱乐', '明星', '综艺', '电视剧', '电影', '影视', '音乐', '动漫', '演出'];
    await expect
      .poll(async () =>
        (
          await page
            .locator('[data-testid=topic-board-table] .ant-table-tbody tr[data-row-key] td:nth-child(3)')
            .allTextContents()
        ).every((c) => entertainment.includes(c)),
      )
      .toBe(true);
    await shot(page, 'topic-recreation-day');

    await page.getByRole('tab', { name: '飙升话题榜' }).click();
    await expect(page).toHaveURL(/\/topicheatedRanking/);
    await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
    expect(descending(await figures(page, 'discuss_rate'))).toBe(true);
    await page.getByRole('button', { name: '榜单说明' }).click();
    await expect(page.locator('.ant-modal')).toContainText('讨论增长率');
    await closeDialog(page);
    const heated = page.waitForEvent('download');
    await page.getByTestId('topic-board-export').click();
    expect((await heated).suggestedFilename()).toMatch(/^飙升话题榜_日榜_/);
    await shot(page, 'topic-heated-day');
    expect(errors).toEqual([]);

    // A phone: the page's content does not scroll sideways (the table scrolls inside its card).
    const phone = await openContext(browser, { token, quiet: true, width: 375, height: 812 });
    await phone.page.goto('/topictopRanking');
    await closeModals(phone.page);
    await expect(rows(phone.page).first()).toBeVisible({ timeout: 60_000 });
    await expectFitsScreen(phone.page);
    // The figures are on screen without scrolling the table sideways.
    const figure = phone.page.locator('[data-testid=topic-board-table] [data-metric=read_inc]').first();
    await expect(figure).toBeInViewport();
    await shot(phone.page, 'topic-top-phone');
    expect(phone.errors).toEqual([]);
  });

  test('/topicheatedRanking is open to visitors', async ({ browser }) => {
    const { page, errors } = await openContext(browser, { quiet: true });
    await page.goto('/topicheatedRanking');
    await closeModals(page);
    await expect(rows(page).first()).toBeVisible({ timeout: 120_000 });
    await expect(page.getByRole('heading', { name: '登录' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
