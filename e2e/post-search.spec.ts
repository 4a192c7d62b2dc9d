import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeDialog, closeModals, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

interface Row {
  mid: string;
  interactions: number;
  likes: number;
}
interface SearchPage {
  data: Row[];
  total: number;
  found: number;
}

/** Words the demo world's posts use often; the one with most posts is searched. */
const CANDIDATES = ['今天', '分享', '推荐', '周末', '体验', '喜欢'];

async function busiestWord(request: APIRequestContext, token: string): Promise<{ word: string; found: number }> {
  let best = { word: CANDIDATES[0] as string, found: -1 };
  for (const word of CANDIDATES) {
    const answer = await api<SearchPage>(request, '/api/article/search', { keyword: word, per_page: '1' }, token);
    if (answer.code === 1 && answer.data.found > best.found) best = { word, found: answer.data.found };
  }
  if (best.found < 30) throw new Error(`the demo world has too few posts for ${best.word}`);
  return best;
}

const rows = (page: Page) => page.locator('[data-testid=post-search-table] .ant-table-tbody tr[data-row-key]');

async function rowKeys(page: Page): Promise<string[]> {
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
  return rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key') ?? ''));
}

test.describe('post search', () => {
  test('/blogSearch: a keyword from the header, three filters and a sort, export with the count check, records, a selection', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await createAccount(request, freshMobile(), 'Post2026x');
    await upgradeAccount(request, token, 30);
    const { word } = await busiestWord(request, token);

    const { page, errors } = await openContext(browser, { token, quiet: true });
    // The header search's 查看更多 of the post tab lands here with ?name=.
    await page.goto(`/blogSearch?name=${encodeURIComponent(word)}`);
    await closeModals(page);
    await expect(page.getByTestId('post-search-meta')).toContainText(/共找到 \d+\+? 条博文/);
    expect(await rowKeys(page)).toHaveLength(20);
    await expect(page.locator('[data-testid=post-search-table] mark').first()).toHaveText(word);
    // The simulator's posts are labelled as demo data.
    await expect(page.getByTestId('demo-data-tag')).toHaveText('演示数据');
    await screenshot(page, 'post-search');

    // Three filters: the last 7 days, original posts, at least N interactions (the median of the data).
    const all = await api<SearchPage>(request, '/api/article/search', { keyword: word, per_page: '50' }, token);
    const sorted = all.data.data.map((r) => r.interactions).sort((a, b) => a - b);
    const floor = sorted[Math.floor(sorted.length / 2)] as number;
    const form = page.getByTestId('post-search-form');
    await form.getByText('近7天', { exact: true }).click();
    await form.getByRole('radio', { name: '原创' }).check();
    await form.getByLabel('最低互动量').fill(String(floor));
    await form.getByTestId('post-search-submit').click();
    await expect(page).toHaveURL(/post_type=original/);
    await expect(page).toHaveURL(new RegExp(`interact_min=${floor}`));
    await expect(page).toHaveURL(/start_date=\d{4}-\d\d-\d\d/);
    const url = new URL(page.url());
    const filters = {
      keyword: word,
      start_date: url.searchParams.get('start_date') ?? '',
      end_date: url.searchParams.get('end_date') ?? '',
      post_type: 'original',
      interact_min: String(floor),
    };
    const expected = await api<SearchPage>(request, '/api/article/search', filters, token);
    expect(expected.data.found).toBeGreaterThan(0);
    await expect(page.getByTestId('post-search-meta')).toContainText(`共找到 ${expected.data.found} 条博文`);
    expect(await rowKeys(page)).toEqual(expected.data.data.map((r) => r.mid));

    // Sort by likes, most first, on the server.
    await page.locator('[data-testid=post-search-table] th', { hasText: '点赞数' }).click();
    await expect(page).toHaveURL(/sort=likes/);
    const likesSorted = await api<SearchPage>(request, '/api/article/search', { ...filters, sort: 'likes' }, token);
    await expect.poll(() => rowKeys(page)).toEqual(likesSorted.data.data.map((r) => r.mid));
    const likes = await page
      .locator('[data-testid=post-search-table] [data-metric=likes]')
      .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-value'))));
    expect(likes.every((v, i) => i === 0 || (likes[i - 1] as number) >= v)).toBe(true);
    await screenshot(page, 'post-search-filters');

    // Export: the count check confirms the rows and the exports left, then the file.
    await page.getByTestId('post-search-export').click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText(`将导出${expected.data.found}条博文，本月还可导出10次`);
    const download = page.waitForEvent('download');
    await confirm.getByRole('button', { name: '确定导出' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(new RegExp(`^博文搜索结果_${word}_\\d{8}_\\d{4}\\.xlsx$`));
    expect(
      readFileSync(await file.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    // A ticked post alone.
    const first = rows(page).first();
    await first.locator('.ant-checkbox-input').check();
    const picked = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出所选（1）' }).click();
    expect((await picked).suggestedFilename()).toMatch(/^所选博文_\d{8}_\d{4}\.xlsx$/);

    // Both are in the export records, done, downloadable again.
    await page.getByRole('button', { name: '导出记录' }).click();
    const records = page.getByTestId('post-export-records');
    await expect(records.locator('.ant-table-row')).toHaveCount(2);
    await expect(records.locator('.ant-table-row').nth(1)).toContainText(`博文搜索结果：关键词「${word}」`);
    await expect(records.locator('.ant-table-row').first()).toContainText('所选博文（1条）');
    await expect(records.getByText('已完成')).toHaveCount(2);
    await page.waitForTimeout(400);
    await screenshot(page, 'post-search-records');
    expect(errors).toEqual([]);
  });

  test('the hot-post board and 恰饭榜 with their periods, and the results as cards at 375 px', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await createAccount(request, freshMobile(), 'Board2026x');
    const { word } = await busiestWord(request, token);
    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/blogHotRanking');
    await closeModals(page);
    // A fresh server computes its boards in the background; the page asks again until they are there.
    const boardRows = page.locator('[data-testid=post-board-table] .ant-table-tbody tr[data-row-key]');
    await expect(boardRows.first()).toBeVisible({ timeout: 90_000 });
    await expect(page.getByTestId('board-meta')).toContainText(/数据更新时间：\d{4}-\d\d-\d\d/);
    await expect(page.getByTestId('demo-data-tag')).toHaveText('演示数据');
    const values = await page
      .locator('[data-testid=post-board-table] [data-metric=interactions]')
      .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-value'))));
    expect(values.every((v, i) => i === 0 || (values[i - 1] as number) >= v)).toBe(true);
    await screenshot(page, 'post-hot-ranking');
    await page.getByText('7天榜', { exact: true }).click();
    await expect(page).toHaveURL(/period=week/);
    await expect(boardRows.first()).toBeVisible();
    await page.getByRole('button', { name: '榜单说明' }).click();
    await expect(page.locator('.ant-modal')).toContainText('较上期');
    await closeDialog(page);

    await page.getByRole('tab', { name: '恰饭榜' }).click();
    await expect(page).toHaveURL(/\/blogCakeRanking/);
    await expect(boardRows.first()).toBeVisible({ timeout: 90_000 });
    await expect(page.locator('[data-testid=post-board-table] thead')).toContainText('恰饭效果');
    await page.waitForTimeout(300);
    await screenshot(page, 'post-cake-ranking');
    expect(errors).toEqual([]);

    // A phone: the results are cards, and nothing scrolls sideways.
    const phone = await openContext(browser, { token, quiet: true, width: 375, height: 812 });
    await phone.page.goto(`/blogSearch?keyword=${encodeURIComponent(word)}`);
    await closeModals(phone.page);
    const card = phone.page.getByTestId('post-search-cards').locator('li[data-row-key]').first();
    await expect(card).toBeVisible();
    // The filters fold under a toggle on a phone.
    await expect(phone.page.getByRole('button', { name: /筛选条件/ })).toBeVisible();
    await expect(phone.page.getByText('博文类型')).toHaveCount(0);
    // The page's content does not scroll sideways (the shell's header is the shell's own).
    const box = await phone.page.evaluate(() => {
      const content = document.querySelector('.ant-layout-content') as HTMLElement;
      return { right: content.getBoundingClientRect().right, scroll: content.scrollWidth, client: content.clientWidth };
    });
    expect(box.right).toBeLessThanOrEqual(376);
    expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
    await card.scrollIntoViewIfNeeded();
    await phone.page.waitForTimeout(300);
    await screenshot(phone.page, 'post-search-phone');
    expect(phone.errors).toEqual([]);
  });
});
