import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, expectFitsScreen, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

interface Blogger {
  kol_id: number;
  uid: string;
  uname: string;
}
interface RecentPost {
  mid: string;
  text: string;
  reposts: number;
  comments: number;
  is_original: boolean;
}

/** A post of the demo world worth watching: the most reposted original of a big blogger's last days. */
async function pickPost(request: Parameters<typeof api>[0], token: string): Promise<RecentPost> {
  for (const keyword of ['美妆', '美食', '旅行', '数码', '时尚', '母婴']) {
    const found = await api<Blogger[]>(request, '/api/index/search', { keyword, type: 'kol' }, token);
    for (const blogger of found.data ?? []) {
      const content = await api<{ recent: { data: RecentPost[] } }>(
        request,
        '/api/kol/detail_content',
        { kol_id: String(blogger.kol_id), days: '7', page: '1' },
        token,
      );
      const posts = (content.data?.recent?.data ?? []).filter((p) => p.is_original && p.reposts > 0);
      posts.sort((a, b) => b.reposts + b.comments - (a.reposts + a.comments));
      if (posts[0]) return posts[0];
    }
  }
  throw new Error('no post to monitor');
}

test.describe('post monitoring', () => {
  test('monitor a post from its link to a running report with its trend, then delete it from the history', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await createAccount(request, freshMobile(), 'Monitor2026x');
    await upgradeAccount(request, token, 40);
    const watched = await pickPost(request, token);

    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/blogMonitor');
    await closeModals(page);
    await expect(page.getByTestId('art-mon-remaining')).toHaveText('150');

    // Paste the link, check it: the post's card, marked as demo data.
    await page.getByLabel('博文链接').fill(`https://m.weibo.cn/detail/${watched.mid}`);
    await page.getByRole('button', { name: '检查链接' }).click();
    const card = page.getByTestId('post-card');
    await expect(card).toContainText(watched.text.slice(0, 12));
    await expect(card).toContainText('演示数据');
    await page.locator('.ant-radio-button-wrapper', { hasText: '每10分钟' }).click();
    await screenshot(page, 'post-monitor-submit');
    await page.getByRole('button', { name: '开始监测' }).click();
    await expect(page.getByText('监测任务已提交')).toBeVisible();
    await expect(page).toHaveURL(/\/blogReport$/);

    // The start job reads the baseline at once; the dev hook makes the next poll happen now
    // (the e2e server runs on the real clock, the next interval is ten minutes away).
    const history = await api<{ data: { art_mon_id: number; status: number }[] }>(
      request,
      '/api/art_mon/history',
      { page: '1' },
      token,
    );
    const id = history.data.data[0]!.art_mon_id;
    // The job runner picks the start job up on its own schedule (slower on a loaded machine).
    await expect
      .poll(
        async () =>
          (await api<{ data: { status: number }[] }>(request, '/api/art_mon/history', {}, token)).data.data[0]!.status,
        { timeout: 60_000 },
      )
      .toBe(1);
    const polled = await request.post('/dev/post-monitor/poll', { form: { art_mon_id: String(id) } });
    expect(((await polled.json()) as { code: number }).code).toBe(1);

    await page.reload();
    const item = page.getByTestId('art-mon-item').first();
    await expect(item).toContainText('监测中');
    await expect(item.getByRole('img', { name: /监测趋势：截至/ })).toBeVisible();
    await screenshot(page, 'post-monitor-history');

    // The running report: the post, its figures, the trend of two polls, refreshing on its interval.
    await item.getByRole('link', { name: '查看报告' }).click();
    await expect(page).toHaveURL(new RegExp(`/blogDetail\\?id=${id}$`));
    await expect(page.getByTestId('post-card')).toContainText(watched.text.slice(0, 12));
    await expect(page.getByText('监测中，页面每 10 分钟自动刷新。')).toBeVisible();
    await expect(page.getByRole('img', { name: /转发、评论、点赞趋势，共 [2-9] 个监测点/ })).toBeVisible();
    await expect(page.getByText(/对比博主发布本博文前 30 天内的 \d+ 条原创博文/)).toBeVisible();
    await page.waitForTimeout(500);
    await screenshot(page, 'post-monitor-report');
    await page.getByRole('tab', { name: '数据明细' }).click();
    await expect(page.getByTestId('art-mon-frequency').locator('.ant-table-row')).toHaveCount(2);
    await page.getByRole('tab', { name: '参与用户' }).click();
    await expect(page.getByText('既转发又评论')).toBeVisible();
    await page.waitForTimeout(500);
    await screenshot(page, 'post-monitor-participants');
    await page.getByRole('tab', { name: '传播路径' }).click();
    await expect(page.getByText('转发树', { exact: true })).toBeVisible();
    await page.waitForTimeout(800);
    await screenshot(page, 'post-monitor-diffuse');

    // A phone: the report stays within the screen (tables scroll inside their own region).
    await page.getByRole('tab', { name: '数据概览' }).click();
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsScreen(page);
    await screenshot(page, 'post-monitor-report-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    // Delete from the history after 你确定要删除吗?
    await page.goto('/blogReport');
    await page.getByTestId('art-mon-item').first().getByRole('button', { name: '删除' }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('你确定要删除吗?');
    await expect(confirm.locator('.ant-modal-confirm-title')).toHaveText('删除');
    await confirm.getByRole('button', { name: '删 除' }).click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(page.getByText('暂无数据...')).toBeVisible();
    expect(errors).toEqual([]);
  });
});
