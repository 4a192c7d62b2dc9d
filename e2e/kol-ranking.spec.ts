import type { Page } from '@playwright/test';
import { createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, IPHONE_UA, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

/** The board as shown: each row's kol_id (row key) and score (the figure it is ranked by). */
async function boardRows(page: Page): Promise<{ keys: string[]; scores: number[] }> {
  const rows = page.locator('.ant-table-tbody tr[data-row-key]');
  await expect(rows.first()).toBeVisible();
  const keys = await rows.evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key') ?? ''));
  const scores = await page
    .locator('.ant-table-tbody [data-testid=rank-score]')
    .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-value'))));
  return { keys, scores };
}

const sortedDown = (values: number[]) => values.every((v, i) => i === 0 || values[i - 1]! >= v);

async function waitForBoard(page: Page) {
  await expect(page.locator('.ant-table-tbody tr[data-row-key]').first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

async function expectRankingMenu(page: Page) {
  await expect(page.locator('.ant-menu-item-selected')).toContainText('博主排行榜');
}

test.describe('blogger rankings', () => {
  test('synthe switches category and period, area and getfans keep the ranking menu, free export asks to upgrade', async ({
    browser,
    request,
  }) => {
    const token = await createAccount(request, freshMobile(), 'Rank2026x');
    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/synthe');
    await closeModals(page);
    await waitForBoard(page);
    await expectRankingMenu(page);
    await expect(page.getByText(/数据更新时间：\d{4}-\d\d-\d\d/)).toBeVisible();
    const week = await boardRows(page);
    expect(week.keys).toHaveLength(20);
    expect(sortedDown(week.scores)).toBe(true);
    await expect(page.getByText(/当前会员等级可查看前 20 名/)).toBeVisible();

    await page.getByText('日榜', { exact: true }).click();
    await expect.poll(async () => (await boardRows(page)).scores.join()).not.toBe(week.scores.join());
    await waitForBoard(page);
    const day = await boardRows(page);
    expect(sortedDown(day.scores)).toBe(true);

    const chip = page.locator('.ant-tag-checkable').nth(1);
    const category = (await chip.textContent()) ?? '';
    await chip.click();
    await expect.poll(async () => (await boardRows(page)).keys.join()).not.toBe(day.keys.join());
    await waitForBoard(page);
    const filtered = await boardRows(page);
    expect(sortedDown(filtered.scores)).toBe(true);
    const firstCategories = await page.locator('.ant-table-tbody tr[data-row-key]').first().textContent();
    expect(firstCategories).toContain(category);
    await expect(page.locator('.ant-table-tbody tr[data-row-key]').first()).toHaveClass(/topRow/);

    await page.getByRole('button', { name: 'ⓘ 指数说明' }).click();
    const help = page.locator('.ant-modal', { hasText: '影响力指数说明' });
    await expect(help).toContainText('覆盖力（权重 0.35）');
    await screenshot(page, 'synthe-help');
    await page.getByRole('button', { name: '知道了' }).click();
    await expect(help).toBeHidden();
    await screenshot(page, 'synthe');

    await page.getByRole('button', { name: /导\s*出/ }).click();
    const prompt = page.locator('.ant-modal', { hasText: '暂不需要' });
    await expect(prompt).toContainText('当前会员等级暂不支持该功能，请升级会员');
    await prompt.getByRole('button', { name: '暂不需要' }).click();

    await page.goto('/area');
    await waitForBoard(page);
    await expectRankingMenu(page);
    const area = await boardRows(page);
    expect(sortedDown(area.scores)).toBe(true);
    await screenshot(page, 'area');

    await page.goto('/getfans');
    await waitForBoard(page);
    await expectRankingMenu(page);
    const fans = await boardRows(page);
    expect(sortedDown(fans.scores)).toBe(true);
    expect(fans.scores.every((growth) => growth > 0)).toBe(true);
    await screenshot(page, 'getfans');
    expect(errors).toEqual([]);
  });

  test('an advanced member exports /synthe as an .xlsx named after the board', async ({ browser, request }) => {
    const token = await createAccount(request, freshMobile(), 'Rank2026y');
    await upgradeAccount(request, token, 30);
    const { page } = await openContext(browser, { token, quiet: true });
    await page.goto('/home');
    await closeModals(page);
    const panel = page.locator('.ant-card', { hasText: '博主影响力周榜 TOP10' });
    await expect(panel.locator('li')).toHaveCount(10);
    await screenshot(page, 'home-ranking');
    await panel.getByRole('link', { name: '查看完整榜单' }).click();
    await expect(page).toHaveURL(/\/synthe$/);
    await waitForBoard(page);
    await expect(page.getByText(/当前会员等级可查看前 100 名/)).toBeVisible();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: /导\s*出/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^综合影响力榜_周榜_全部_\d{4}-\d\d-\d\d\.xlsx$/);
  });

  test('/m/ranking/list shows the board with period tabs and 加载更多', async ({ browser, request }) => {
    const token = await createAccount(request, freshMobile(), 'Rank2026z');
    await upgradeAccount(request, token, 30);
    const { page, errors } = await openContext(browser, {
      token,
      quiet: true,
      width: 375,
      height: 812,
      userAgent: IPHONE_UA,
    });
    await page.goto('/m/ranking/list');
    const scores = page.locator('[data-testid=rank-score]');
    await expect(scores.first()).toBeVisible();
    await expect(scores).toHaveCount(20);
    const week = await scores.allTextContents();
    expect(sortedDown(week.map(Number))).toBe(true);
    await page.getByRole('tab', { name: '日榜' }).click();
    await expect.poll(async () => (await scores.allTextContents()).join()).not.toBe(week.join());
    expect(sortedDown((await scores.allTextContents()).map(Number))).toBe(true);
    await page.getByRole('button', { name: '加载更多' }).click();
    await expect(scores).toHaveCount(40);
    expect(sortedDown((await scores.allTextContents()).map(Number))).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'm-ranking');
    expect(errors).toEqual([]);
  });
});
