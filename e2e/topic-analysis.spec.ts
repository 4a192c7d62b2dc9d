import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

interface Blogger {
  kol_id: number;
}
interface Card {
  name: string;
  earliest_date: string | null;
}
interface Task {
  status: number;
}

/** China date of an instant (the server's business dates). */
const chinaDate = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
const addDays = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The hashtags of the recent posts of the most followed demo bloggers, most used first. */
async function demoHashtags(request: APIRequestContext, token: string): Promise<string[]> {
  const ranked = await api<{ data: Blogger[] }>(request, '/api/kol/search', { sort: 'fans', page: '1' }, token);
  const counts = new Map<string, number>();
  for (const blogger of (ranked.data?.data ?? []).slice(0, 10)) {
    const content = await api<{ recent: { data: { text: string }[] } }>(
      request,
      '/api/kol/detail_content',
      { kol_id: String(blogger.kol_id), days: '30', page: '1' },
      token,
    );
    for (const post of content.data?.recent.data ?? [])
      for (const match of post.text.matchAll(/#([^#\s][^#]{0,48})#/g)) {
        const name = match[1]!.trim();
        counts.set(name, (counts.get(name) ?? 0) + 1);
      }
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]).map(([name]) => name);
}

/**
 * A demo topic whose analysis over the page's default range (the last seven days, from the demo
 * world's first day) marks at least one spike: analysed through the API first, that task deleted.
 */
async function spikyTopic(request: APIRequestContext, token: string): Promise<string> {
  const today = chinaDate(new Date());
  for (const name of (await demoHashtags(request, token)).slice(0, 8)) {
    const card = await api<Card>(request, '/api/topic_analysis/check', { topic: name }, token);
    if (card.code !== 1) continue;
    const week = addDays(today, -6);
    const start = card.data.earliest_date && card.data.earliest_date > week ? card.data.earliest_date : week;
    const submitted = await api<{ id: number }>(
      request,
      '/api/topic_analysis/submit',
      { topic: name, start_date: start, end_date: today },
      token,
    );
    if (submitted.code !== 1) continue;
    const id = String(submitted.data.id);
    let status = 0;
    for (let i = 0; i < 120 && status < 2; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 500));
      status = (await api<Task>(request, '/api/topic_analysis/status', { id }, token)).data.status;
    }
    const result = await api<{ report: { spikes: unknown[] } }>(request, '/api/topic_analysis/result', { id }, token);
    await api(request, '/api/topic_analysis/deleteTask', { id }, token);
    if (result.code === 1 && result.data.report.spikes.length > 0) return name;
  }
  throw new Error('no demo topic with a spike found');
}

test.describe('topic analysis', () => {
  test('a topic analysis from submit to the curve with its spike, exported, then deleted from the log', async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const token = await createAccount(request, freshMobile(), 'Topic2026x');
    await upgradeAccount(request, token, 40);
    const topic = await spikyTopic(request, token);

    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/topicAnalysis');
    await closeModals(page);
    await expect(page.getByText('本月剩余分析次数')).toBeVisible();

    // An unknown topic is refused in Chinese; the demo topic, typed with its #s, shows its card.
    await page.getByLabel('话题名称').fill('#世界上不存在的话题名#');
    await page.getByRole('button', { name: '识别话题' }).click();
    await expect(page.getByText('未找到该话题，请检查话题名称').first()).toBeVisible();
    await page.getByLabel('话题名称').fill(`#${topic}#`);
    await page.getByRole('button', { name: '识别话题' }).click();
    await expect(page.getByTestId('topic-card')).toContainText(`#${topic}#`);
    await expect(page.getByTestId('topic-card')).toContainText('演示数据');
    await page.waitForTimeout(300);
    await screenshot(page, 'topic-analysis-submit');
    // The form fits a 375 px screen too.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(400);
    await screenshot(page, 'topic-analysis-submit-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', { name: '开始分析' }).click();
    await expect(page.getByText('话题分析任务已提交')).toBeVisible();
    await expect(page.getByRole('button', { name: '查看报告' })).toBeVisible({ timeout: 120_000 });
    await expect(page.getByLabel('分析进度')).toHaveAttribute('aria-valuenow', '100');

    // The report: the moment it was read, demo marking, the curve with its spikes and the rule.
    await page.getByRole('button', { name: '查看报告' }).click();
    await expect(page).toHaveURL(/\/topicAnalysisResult\?id=\d+/);
    await expect(page.getByText(/^数据截至 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)).toBeVisible();
    await expect(page.getByText('演示数据：由模拟器生成的话题博文')).toBeVisible();
    const curve = page.getByLabel(/^话题声量曲线，[1-9]\d* 个峰值$/);
    await expect(curve).toBeVisible();
    await expect(curve.locator('svg')).toBeVisible();
    expect(await curve.locator('svg path').count()).toBeGreaterThan(10);
    await expect(page.getByTestId('spike-rule')).toContainText('k = 2，w = 6');
    await expect(page.getByRole('list', { name: '峰值关键博文' }).locator('li').first()).toBeVisible();
    await page.getByRole('button', { name: /^声量峰值的计算方式/ }).focus();
    await expect(page.getByRole('tooltip')).toContainText('均值 + 2 × 标准差');
    await page.getByRole('button', { name: /^声量峰值的计算方式/ }).blur();
    await page.waitForTimeout(1200);
    await screenshot(page, 'topic-analysis-result');

    // Export: the file downloads as .xlsx.
    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出报告' }).click();
    const file = await downloadPromise;
    expect(file.suggestedFilename()).toMatch(/^话题分析_.+_\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.xlsx$/);
    expect(
      readFileSync(await file.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    // At 375 px the report stays inside the screen.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(curve).toBeVisible();
    // The sidebar folds away and the charts resize after the viewport changes: measure once settled.
    const overflow = () =>
      page.evaluate(() => {
        const content = document.querySelector('.ant-layout-content') as HTMLElement;
        const rect = content.getBoundingClientRect();
        return {
          pastView: rect.right - document.documentElement.clientWidth,
          sideways: content.scrollWidth - content.clientWidth,
        };
      });
    await expect
      .poll(async () => {
        const { pastView, sideways } = await overflow();
        return pastView <= 1 && sideways <= 1;
      })
      .toBe(true);
    await screenshot(page, 'topic-analysis-result-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    // The log: done with a full bar, then deleted after the confirmation.
    await page.goto('/topicAnalysisLog');
    const row = page.getByTestId('topic-analysis-log').locator('.ant-table-row').first();
    await expect(row).toContainText('分析完成');
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await page.waitForTimeout(300);
    await screenshot(page, 'topic-analysis-log');
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
