import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeDialog, closeModals, expectFitsScreen, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

const rows = (page: Page) => page.locator('[data-testid=brand-board-table] .ant-table-tbody tr[data-row-key]');

/** The figure of a column on the rows shown, in rank order. */
function figures(page: Page, metric: string): Promise<number[]> {
  return page
    .locator(`[data-testid=brand-board-table] [data-metric=${metric}]`)
    .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-value'))));
}

const descending = (values: number[]) => values.every((v, i) => i === 0 || (values[i - 1] as number) >= v);
/** A board's rows, shown and in order of its figure (an empty table is not yet a board). */
const sorted = (values: number[]) => values.length > 0 && descending(values);

test.describe('brand boards', () => {
  test('/brandRanking: the day board, a category, another period, the export; the other boards; a phone', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const token = await createAccount(request, freshMobile(), 'Brand2026x');
    await upgradeAccount(request, token, 30);
    const { page, errors } = await openContext(browser, { token, quiet: true });

    await page.goto('/brandRanking');
    await closeModals(page);
    // A fresh server computes its boards in the background; the page asks again until they are there.
    await expect(rows(page).first()).toBeVisible({ timeout: 120_000 });
    await expect(page.getByTestId('board-meta')).toContainText(/数据更新时间：\d{4}-\d\d-\d\d/);
    await expect(page.getByTestId('board-period')).toContainText(/统计时段：\d{4}-\d\d-\d\d（北京时间）/);
    await expect(page.getByTestId('demo-data-tag')).toHaveText('演示数据');
    const mentions = await figures(page, 'mentions');
    expect(mentions.length).toBeGreaterThan(1);
    expect(descending(mentions)).toBe(true);
    await screenshot(page, 'brand-ranking-day');

    // One category: every brand shown is filed under it, ranks start again at 1.
    const tag = page.getByTestId('brand-board-categories').locator('.ant-tag-checkable').nth(1);
    const category = ((await tag.textContent()) ?? '').replace(/\s*\(\d+\)$/, '');
    await tag.click();
    await expect(page).toHaveURL(/category=/);
    await expect(rows(page).first()).toBeVisible();
    await expect(rows(page).first().getByTestId('rank')).toHaveText('1');
    // The rows of the board before stay until the category's board arrives: wait for them to go.
    await expect
      .poll(async () =>
        (await rows(page).locator('td:nth-child(3)').allTextContents()).every((c) => c.includes(category)),
      )
      .toBe(true);
    await screenshot(page, 'brand-ranking-category');

    // The category board's export.
    const download = page.waitForEvent('download');
    await page.getByTestId('brand-board-export').click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^品牌榜_日榜_\d{8}_.+\.xlsx$/);
    expect(
      readFileSync(await file.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    // Another period: a past day from the picker, then the week board.
    await page.getByTestId('brand-board-categories').getByText('全部', { exact: true }).click();
    await page.getByLabel('统计时段').click();
    const options = page.locator('.ant-select-item-option');
    // The list of past periods arrives after the board; under load it can take a while.
    await expect(options.nth(1)).toBeVisible({ timeout: 30_000 });
    await options.last().click();
    await expect(page).toHaveURL(/date=\d{4}-\d\d-\d\d/);
    await expect(rows(page).first()).toBeVisible();
    await page.getByText('周榜', { exact: true }).click();
    await expect(page).toHaveURL(/type=week/);
    // A 3-day demo world may have no finished week yet; the page says so rather than failing.
    await expect(
      rows(page)
        .first()
        .or(page.getByText(/暂无已结束时段的品牌数据/)),
    ).toBeVisible();

    await page.getByRole('tab', { name: '品牌热度榜' }).click();
    await expect(page).toHaveURL(/\/brandHotRanking/);
    await page.getByText('日榜', { exact: true }).click();
    await expect(rows(page).first()).toBeVisible({ timeout: 60_000 });
    // The week board's rows stay until the day's hot board arrives: wait for its order.
    await expect.poll(async () => sorted(await figures(page, 'interactions'))).toBe(true);
    await page.getByRole('button', { name: '榜单说明' }).click();
    await expect(page.locator('.ant-modal')).toContainText('互动量 = 这些微博的转发数 + 评论数 + 点赞数');
    await closeDialog(page);
    await screenshot(page, 'brand-hot-day');

    await page.getByRole('tab', { name: '品牌增长榜' }).click();
    await expect(page).toHaveURL(/\/brandIncRanking/);
    await expect(rows(page).first().or(page.getByText('该时段暂无上榜品牌'))).toBeVisible({ timeout: 60_000 });
    if (await rows(page).count()) await expect.poll(async () => sorted(await figures(page, 'growth'))).toBe(true);
    await screenshot(page, 'brand-growth-day');
    expect(errors).toEqual([]);

    // A phone: the page's content does not scroll sideways (the table keeps three columns).
    const phone = await openContext(browser, { token, quiet: true, width: 375, height: 812 });
    await phone.page.goto('/brandRanking');
    await closeModals(phone.page);
    await expect(rows(phone.page).first()).toBeVisible({ timeout: 60_000 });
    await expectFitsScreen(phone.page);
    await expect(phone.page.locator('[data-testid=brand-board-table] [data-metric=mentions]').first()).toBeInViewport();
    await screenshot(phone.page, 'brand-ranking-phone');
    expect(phone.errors).toEqual([]);
  });
});
