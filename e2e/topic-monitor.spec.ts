import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

/**
 * A topic on the demo world's hot-search list now, preferring one whose hashtag stored posts carry
 * (so every tab of the report has data); an evergreen super-topic when the list is not captured yet.
 */
async function pickTopic(request: Parameters<typeof api>[0], token: string): Promise<string> {
  const list = await api<{ entries: { word: string }[] }>(request, '/api/hot_search/realtime', {}, token);
  const words = [...(list.data?.entries ?? []).map((e) => e.word).slice(0, 20), '美食'];
  let fallback: string | null = null;
  for (const word of words) {
    const checked = await api<{ name: string }>(request, '/api/topic/checkTopic', { topic: word }, token);
    if (checked.code !== 1) continue;
    fallback ??= checked.data.name;
    const posts = await api<{ art_title: string }[]>(
      request,
      '/api/index/search',
      { keyword: word, type: 'article' },
      token,
    );
    if ((posts.data ?? []).some((p) => p.art_title.includes(`#${word}#`))) return checked.data.name;
  }
  if (fallback) return fallback;
  throw new Error('no topic to monitor');
}

test.describe('topic monitoring', () => {
  test('monitor a topic from the hot-search list to a running report with its trend, then delete it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await createAccount(request, freshMobile(), 'Topic2026x');
    await upgradeAccount(request, token, 40);
    const topic = await pickTopic(request, token);

    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/topicMonitor');
    await closeModals(page);
    await expect(page.getByTestId('topic-mon-remaining')).toHaveText('50');

    // An unknown topic says so; the real one shows its card, marked as demo data.
    await page.getByLabel('话题名称').fill('#世上没有这个话题#');
    await page.getByRole('button', { name: '查找话题' }).click();
    await expect(page.getByRole('alert')).toHaveText('未找到该话题，请确认话题名称是否正确');
    await page.getByLabel('话题名称').fill(`#${topic}#`);
    await page.getByRole('button', { name: '查找话题' }).click();
    const card = page.getByTestId('topic-card');
    await expect(card).toContainText(`#${topic}#`);
    await expect(card).toContainText('演示数据');
    await page.locator('.ant-radio-button-wrapper', { hasText: '每10分钟' }).click();
    await screenshot(page, 'topic-monitor-submit');
    await page.getByRole('button', { name: '开始监测' }).click();
    await expect(page.getByText('话题监测任务已提交')).toBeVisible();
    await expect(page).toHaveURL(/\/topicReport$/);

    const history = await api<{ data: { topic_mon_id: number }[] }>(request, '/api/topic/history', {}, token);
    const id = history.data.data[0]!.topic_mon_id;
    // The dev hook starts the task if the runner has not yet, and polls it once more now (the e2e
    // server runs on the real clock; the next interval is ten minutes away).
    const polled = await request.post('/dev/topic-monitor/poll', { form: { topic_mon_id: String(id) } });
    expect(((await polled.json()) as { code: number }).code).toBe(1);

    await page.reload();
    const item = page.getByTestId('topic-mon-item').first();
    await expect(item).toContainText('监测中');
    await expect(item.getByRole('img', { name: /监测趋势：截至/ })).toBeVisible();
    await screenshot(page, 'topic-monitor-history');

    // The running report: the topic, its figures and the trend of two polls, refreshing on its interval.
    await item.getByRole('link', { name: '查看报告' }).click();
    await expect(page).toHaveURL(new RegExp(`/topicDetail\\?id=${id}$`));
    await expect(page.getByTestId('topic-card')).toContainText(`#${topic}#`);
    await expect(page.getByText('监测中，页面每 10 分钟自动刷新。')).toBeVisible();
    const chart = page.getByRole('img', { name: /阅读趋势与每个监测间隔的新增，共 [2-9] 个监测点/ });
    await expect(chart).toBeVisible();
    // Drawn: the axes, the line and the bars are SVG paths.
    expect(await page.getByTestId('topic-mon-trend').locator('svg path').count()).toBeGreaterThan(10);
    await page.waitForTimeout(500);
    await screenshot(page, 'topic-monitor-report');
    await page.getByRole('tab', { name: '数据明细' }).click();
    await expect(page.getByTestId('topic-mon-intervals').locator('.ant-table-row')).toHaveCount(2);
    await page.getByRole('tab', { name: '热门博文' }).click();
    await page.waitForTimeout(500);
    await screenshot(page, 'topic-monitor-posts');
    await page.getByRole('tab', { name: '参与博主' }).click();
    await page.waitForTimeout(800);
    await screenshot(page, 'topic-monitor-participants');
    await page.getByRole('tab', { name: '内容分析' }).click();
    await page.waitForTimeout(300);
    await screenshot(page, 'topic-monitor-content');

    // A phone: the report stays within the screen (tables scroll inside their own region).
    await page.getByRole('tab', { name: '趋势概览' }).click();
    await page.setViewportSize({ width: 375, height: 812 });
    await page.waitForTimeout(800);
    const box = await page.evaluate(() => {
      const content = document.querySelector('.ant-layout-content') as HTMLElement;
      return { right: content.getBoundingClientRect().right, scroll: content.scrollWidth, client: content.clientWidth };
    });
    expect(box.right).toBeLessThanOrEqual(376);
    expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
    await screenshot(page, 'topic-monitor-report-mobile');
    await page.goto('/topicReport');
    await page.waitForTimeout(500);
    await screenshot(page, 'topic-monitor-history-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Delete from the history after 你确定要删除吗?
    await page.goto('/topicReport');
    await page.getByTestId('topic-mon-item').first().getByRole('button', { name: /删除/ }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('你确定要删除吗?');
    await confirm.getByRole('button', { name: '删 除' }).click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(page.getByText('暂无数据...')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
