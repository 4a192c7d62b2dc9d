import { readFileSync } from 'node:fs';
import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

const SENTIMENT = { 正面: 'positive', 中性: 'neutral', 负面: 'negative' } as const;
type SentimentName = keyof typeof SENTIMENT;

interface Blogger {
  kol_id: number;
  uid: string;
  uname: string;
}

/** An active blogger of the demo world (most posts in 30 days), so the last 3 days hold posts. */
async function activeBlogger(request: Parameters<typeof api>[0], token: string): Promise<Blogger> {
  const ranked = await api<{ data: Blogger[] }>(request, '/api/kol/search', { sort: 'posts_30d', page: '1' }, token);
  const first = ranked.data?.data?.[0];
  if (ranked.code === 1 && first) return first;
  const found = await api<Blogger[]>(request, '/api/index/search', { keyword: '美妆', type: 'kol' }, token);
  if (found.data?.[0]) return found.data[0];
  throw new Error('no blogger found');
}

test.describe('back-collection', () => {
  test('submit a 3-day back-collection, watch it finish, read, correct and export the result, then delete it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const token = await createAccount(request, freshMobile(), 'Stope2026x');
    await upgradeAccount(request, token, 30);
    const blogger = await activeBlogger(request, token);

    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/stope');
    await closeModals(page);
    await expect(page.getByText('本月剩余回采次数')).toContainText('5');

    // Find the blogger by uid, pick it, choose the last 3 days.
    await page.getByLabel('搜索回采博主').fill(blogger.uid);
    await page.getByLabel('搜索回采博主').press('Enter');
    await page.getByLabel(`选择 ${blogger.uname}`).check();
    await expect(page.getByText('已选博主：')).toBeVisible();
    const today = new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);
    const start = new Date(Date.parse(`${today}T00:00:00Z`) - 2 * 86_400_000).toISOString().slice(0, 10);
    const pickers = page.locator('.ant-picker-range input');
    await pickers.nth(0).click();
    await pickers.nth(0).fill(start);
    await pickers.nth(0).press('Enter');
    await pickers.nth(1).fill(today);
    await pickers.nth(1).press('Enter');
    await expect(pickers.nth(0)).toHaveValue(start);
    await expect(pickers.nth(1)).toHaveValue(today);
    await page.waitForTimeout(300);
    await screenshot(page, 'stope');

    await page.getByRole('button', { name: '开始回采' }).click();
    await expect(page.getByText('回采任务已提交')).toBeVisible();
    const bar = page.getByLabel('回采进度');
    await expect(bar).toBeVisible();
    await expect(page.getByRole('button', { name: '查看结果' })).toBeVisible({ timeout: 90_000 });
    await expect(bar).toHaveAttribute('aria-valuenow', '100');
    await expect(page.getByText('已完成').first()).toBeVisible();
    await screenshot(page, 'stope-progress');

    // The result: cards, chart, posts.
    await page.getByRole('button', { name: '查看结果' }).click();
    await expect(page).toHaveURL(/\/stopeResult\?id=\d+/);
    await expect(page.locator('.ant-statistic', { hasText: '博文数' }).first()).toBeVisible();
    const rows = page.locator('.ant-table-row');
    await expect(rows.first()).toBeVisible();
    await expect(page.getByLabel('每日博文数与互动量')).toBeVisible();
    await expect(page.getByText(`${start} 至 ${today}`)).toBeVisible();
    await page.waitForTimeout(600);
    await screenshot(page, 'stope-result');

    // Sentiment: correct the newest post's label; the summary's share counts the correction.
    const share = page.getByTestId('sentiment-share');
    const legend = (name: SentimentName) => share.locator(`[data-sentiment="${SENTIMENT[name]}"]`);
    const countOf = async (name: SentimentName) =>
      Number(/(\d+) 条$/.exec((await legend(name).textContent()) ?? '')?.[1]);
    const tag = rows.first().getByRole('button', { name: /^情感：/ });
    const from = /^情感：(正面|中性|负面)，/.exec((await tag.getAttribute('aria-label')) ?? '')?.[1] as SentimentName;
    const to: SentimentName = from === '负面' ? '正面' : '负面';
    const [fromCount, toCount] = [await countOf(from), await countOf(to)];
    await tag.click();
    await page.getByRole('menuitem', { name: to }).click();
    await expect(page.getByText(`已修正为${to}`)).toBeVisible();
    await expect(rows.first().getByRole('button', { name: `情感：${to}（已修正），点击修改` })).toBeVisible();
    await expect(legend(to)).toHaveText(new RegExp(`%${toCount + 1} 条$`));
    await expect(legend(from)).toHaveText(new RegExp(`%${fromCount - 1} 条$`));
    await page.waitForTimeout(400);
    await screenshot(page, 'stope-result-sentiment');

    // Export: the count check confirm first, then the file.
    await page.getByRole('button', { name: /^导\s?出$/ }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText(/本次将导出 \d+ 条博文/);
    await expect(confirm).toContainText('本月剩余导出次数 10 次');
    const downloadPromise = page.waitForEvent('download');
    await confirm.getByRole('button', { name: '确定导出' }).click();
    const file = await downloadPromise;
    expect(file.suggestedFilename()).toBe(
      `博主回采_${blogger.uname.replace(/[\\/:*?"<>|\s]/g, '_')}_${start}_${today}.xlsx`,
    );
    const path = await file.path();
    expect(readFileSync(path).subarray(0, 2).toString()).toBe('PK');

    // The ad-post analysis tab.
    await page.getByRole('tab', { name: '商业博文分析' }).click();
    await expect(page.locator('.ant-statistic', { hasText: '商业博文数' })).toBeVisible();
    await expect(page.getByRole('button', { name: '导出商业博文' })).toBeVisible();
    await page.waitForTimeout(400);
    await screenshot(page, 'stope-ad');

    // History: done, then delete with the confirmation.
    await page.goto('/stopeHistory');
    const item = page.locator('.ant-table-row', { hasText: blogger.uname });
    await expect(item).toContainText('已完成');
    await expect(item).toContainText(`${start} 至 ${today}`);
    await page.waitForTimeout(300);
    await screenshot(page, 'stope-history');
    await item.getByRole('button', { name: /^删\s?除$/ }).click();
    await expect(page.locator('.ant-modal-confirm')).toContainText('你确定要删除吗?');
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /^删\s?除$/ })
      .click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(page.getByText('暂无数据...')).toBeVisible();

    // The correction is listed in the personal centre, downloads as training data and can be undone.
    await page.goto('/user');
    const corrections = page.getByTestId('sentiment-corrections');
    const record = corrections.locator('.ant-table-row').first();
    await expect(record).toContainText(to);
    await expect(corrections).toContainText('共 1 条');
    await page.waitForTimeout(300);
    await screenshot(page, 'user-sentiment');
    const tsvPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: /导出为训练数据/ }).click();
    const tsv = await tsvPromise;
    expect(tsv.suggestedFilename()).toBe('sentiment-corrections.tsv');
    const lines = readFileSync(await tsv.path(), 'utf8')
      .trimEnd()
      .split('\n');
    expect(lines[0]).toBe('label\ttext');
    expect(lines.slice(1).map((line) => line.split('\t')[0])).toEqual([to === '正面' ? 'pos' : 'neg']);
    await record.getByRole('button', { name: /^撤销/ }).click();
    await expect(page.getByText('已撤销修正，恢复为模型判断')).toBeVisible();
    await expect(corrections.getByText('暂无情感修正记录')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
