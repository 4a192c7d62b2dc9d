import { readFileSync } from 'node:fs';
import type { Locator } from '@playwright/test';
import { createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

/**
 * echarts-wordcloud places its words asynchronously: wait until the drawn words and their places
 * read the same twice in a row, so screenshots and downloads show the finished cloud.
 */
async function waitForCloudSettled(chart: Locator): Promise<void> {
  const layout = () =>
    chart
      .locator('svg text')
      .evaluateAll((texts) =>
        texts.map((t) => `${t.textContent}@${t.getAttribute('transform') ?? ''}${t.getAttribute('x') ?? ''}`).join('|'),
      );
  let previous = '';
  await expect
    .poll(
      async () => {
        const current = await layout();
        const settled = current !== '' && current === previous;
        previous = current;
        return settled;
      },
      { intervals: [300], timeout: 10_000 },
    )
    .toBe(true);
}

/** Comments a member pastes: 口红 in every line, 颜色 and 好看 in several. */
const COMMENTS = [
  '这支口红颜色真的好看，上嘴很显白',
  '口红质地很滋润，秋冬用刚刚好',
  '颜色比图片深一点，但是口红整体很好看',
  '包装好看，口红的膏体也很顺滑',
  '已经回购第三支口红了，推荐这个颜色',
  '口红持久度一般，吃饭后要补妆',
  '送女朋友的口红，她说颜色很喜欢',
  '性价比很高的国货口红，支持一下',
];

test.describe('word cloud', () => {
  test('a word cloud drawn from pasted comments, a word removed and redrawn, downloaded as PNG and Excel, deleted from the history', async ({
    browser,
    request,
  }) => {
    test.setTimeout(150_000);
    const token = await createAccount(request, freshMobile(), 'Cloud2026x');
    await upgradeAccount(request, token, 30);
    const { page, errors } = await openContext(browser, { token, quiet: true });

    await page.goto('/wordCloud');
    await closeModals(page);
    await expect(page.getByText('今日剩余次数')).toContainText('30');
    await page.getByRole('tab', { name: '粘贴文本' }).click();
    await page.getByLabel('文本内容').fill(COMMENTS.join('\n'));
    await page.getByLabel('词云名称').fill('口红评论');
    await screenshot(page, 'word-cloud-form');

    await page.getByRole('button', { name: '生成词云' }).click();
    await expect(page).toHaveURL(/\/wordCloud\?id=\d+/);
    const chart = page.getByRole('img', { name: '词云图' });
    await expect(chart.locator('svg text', { hasText: /^口红$/ })).toBeVisible();
    await expect(page.getByText('今日剩余次数')).toContainText('29');
    const table = page.getByTestId('word-table');
    await expect(table.locator('.ant-table-row').first()).toContainText('口红');
    await expect(table.locator('.ant-table-row').first()).toContainText('8');

    // 口红 is in every comment: take it out and draw again.
    await page.getByRole('button', { name: '移除「口红」' }).click();
    await expect(page.getByRole('button', { name: '恢复「口红」' })).toBeVisible();
    await page.getByRole('button', { name: '重新绘制' }).click();
    await expect(page.getByText('词云已重新绘制')).toBeVisible();
    await expect(chart.locator('svg text', { hasText: /^颜色$/ })).toBeVisible();
    await expect(chart.locator('svg text', { hasText: /^口红$/ })).toHaveCount(0);
    await expect(table.locator('.ant-table-row').first()).not.toContainText('口红');
    await waitForCloudSettled(chart);
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'word-cloud-result');

    // The drawing as a PNG.
    const [png] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: '下载PNG' }).click(),
    ]);
    expect(png.suggestedFilename()).toBe('词云_口红评论.png');
    const pngBytes = readFileSync(await png.path());
    expect(pngBytes.subarray(1, 4).toString()).toBe('PNG');
    // Width and height from the IHDR chunk: the chart at twice its size, so a blank canvas of a
    // failed paint would still pass the magic bytes but not a look at the file saved here.
    const chartWidth = (await chart.boundingBox())?.width ?? 0;
    expect(Math.abs(pngBytes.readUInt32BE(16) - 2 * chartWidth)).toBeLessThanOrEqual(2);
    await png.saveAs('e2e-screens/word-cloud-download.png');

    // The word table as Excel, after the confirmation that says what it costs.
    await page.getByRole('button', { name: '导出Excel' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('导出消耗 1 次今日词云次数');
    const [xlsx] = await Promise.all([
      page.waitForEvent('download'),
      confirm.getByRole('button', { name: '确定导出' }).click(),
    ]);
    expect(xlsx.suggestedFilename()).toMatch(/^词云_口红评论_\d{4}-\d\d-\d\d\.xlsx$/);
    expect(
      readFileSync(await xlsx.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    // A phone-wide window: the page's content does not scroll sideways (only the table's own region
    // does). The shell's header is not this page's and is left out of the measure.
    await page.setViewportSize({ width: 375, height: 812 });
    await waitForCloudSettled(chart);
    const content = await page.locator('.ant-layout-content').evaluate((el) => ({
      right: el.getBoundingClientRect().right,
      overflow: el.scrollWidth - el.clientWidth,
    }));
    expect(content.right).toBeLessThanOrEqual(375);
    expect(content.overflow).toBeLessThanOrEqual(0);
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'word-cloud-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The history lists it; delete after the confirmation.
    await page.goto('/cloudLog');
    const row = page.locator('.ant-table-row', { hasText: '口红评论' });
    await expect(row).toContainText('粘贴文本');
    await expect(row).toContainText('8 行文本');
    await screenshot(page, 'word-cloud-log');
    await row.getByRole('button', { name: '删除' }).click();
    await expect(page.getByText('你确定要删除吗?')).toBeVisible();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
