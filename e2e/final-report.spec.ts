import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

interface Blogger {
  kol_id: number;
  uname: string;
}

/**
 * Links of recent posts of the demo world's most active bloggers, as a member would copy them
 * (demo posts have no weibo.com page, so the links are m.weibo.cn/detail/<mid>).
 */
async function postLinks(request: APIRequestContext, token: string, count: number): Promise<string[]> {
  const ranked = await api<{ data: Blogger[] }>(request, '/api/kol/search', { sort: 'posts_30d', page: '1' }, token);
  const links: string[] = [];
  for (const blogger of ranked.data.data.slice(0, 4)) {
    const content = await api<{ recent: { data: { mid: string }[] } }>(
      request,
      '/api/kol/detail_content',
      { kol_id: String(blogger.kol_id), page: '1' },
      token,
    );
    for (const post of content.data.recent.data.slice(0, 2)) links.push(`https://m.weibo.cn/detail/${post.mid}`);
    if (links.length >= count) return links.slice(0, count);
  }
  throw new Error(`only ${links.length} post links found`);
}

/**
 * The tool's content does not scroll sideways at a phone's width: tables scroll inside their own
 * region. (The shell's header is the shell's own; this checks what the page puts in the content.)
 */
async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const box = await page.evaluate(() => {
    const content = document.querySelector('.ant-layout-content') as HTMLElement;
    return {
      right: content.getBoundingClientRect().right,
      scroll: content.scrollWidth,
      client: content.clientWidth,
      view: document.documentElement.clientWidth,
    };
  });
  expect(box.right).toBeLessThanOrEqual(box.view + 1);
  expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
}

test.describe('final reports and campaign projects', () => {
  test('a final report of five links: check, submit, follow, read the frozen result, export, history', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await createAccount(request, freshMobile(), 'Report2026x');
    await upgradeAccount(request, token, 30);
    const links = await postLinks(request, token, 5);

    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/finalReport');
    await closeModals(page);
    await expect(page.getByText('本月剩余次数')).toContainText('5');
    await expect(page.getByText('每份报告最多 50 条博文')).toBeVisible();

    // A paste with a line from another site: the check names it by its line number.
    const box = page.getByLabel('博文链接', { exact: true });
    await box.fill([...links, 'https://www.example.com/post/1'].join('\n'));
    await page.getByRole('button', { name: '检查链接' }).click();
    await expect(page.getByText('博文链接第6行：不是微博链接')).toBeVisible();
    await expect(page.getByTestId('link-check')).toContainText('识别到 5 条可用博文');
    await page.waitForTimeout(300);
    await screenshot(page, 'final-report-check');

    await box.fill(links.join('\n'));
    await page.getByRole('button', { name: '检查链接' }).click();
    await expect(page.getByTestId('link-check')).toContainText('共 5 行，识别到 5 条可用博文');
    await page.getByLabel('报告名称').fill('春季新品投放');
    await page.getByLabel('投放费用（元）').fill('20000');
    await page.getByRole('button', { name: '生成报告' }).click();
    await expect(page.getByText('结案报告已提交')).toBeVisible();
    await expect(page.getByRole('button', { name: '查看报告' })).toBeVisible({ timeout: 60_000 });
    await expect(page.getByLabel('报告生成进度')).toHaveAttribute('aria-valuenow', '100');
    await screenshot(page, 'final-report-progress');

    await page.getByRole('button', { name: '查看报告' }).click();
    await expect(page).toHaveURL(/\/finalResult\?id=\d+/);
    await expect(page.getByText(/^数据截至 \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    // The demo world's posts: the report says its posts are simulated.
    await expect(page.getByTestId('demo-notice')).toContainText('全部博文及其博主由博观模拟器按固定种子生成');
    const posts = page.locator('.ant-statistic', { hasText: '博文数' }).first();
    await expect(posts).toContainText('5');
    await expect(page.locator('.ant-statistic', { hasText: '投放费用' })).toContainText('¥20,000.00');
    await expect(page.locator('.ant-statistic', { hasText: 'CPE' })).toContainText('¥');
    await expect(page.getByLabel('互动构成：转发、评论、点赞')).toBeVisible();
    await expect(page.getByLabel('博主层级：各层级博主数与互动量')).toBeVisible();
    await expect(page.getByRole('region', { name: '报告博文' }).locator('.ant-table-row')).toHaveCount(5);
    await page.waitForTimeout(800);
    await screenshot(page, 'final-report-result');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出博文' }).click();
    const file = await downloadPromise;
    expect(file.suggestedFilename()).toBe('结案报告_博文_春季新品投放.xlsx');
    expect(
      readFileSync(await file.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    // At a phone's width the report stays readable without sideways scrolling.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(600);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'final-report-result-375');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto('/finalReportLog');
    const row = page.locator('.ant-table-row', { hasText: '春季新品投放' });
    await expect(row).toContainText('已完成');
    await expect(row).toContainText('¥20,000.00');
    await page.waitForTimeout(300);
    await screenshot(page, 'final-report-log');
    expect(errors).toEqual([]);
  });

  test('a project with three posts: create, watch its posts, read its live report and list it', async ({
    browser,
    request,
  }) => {
    test.setTimeout(180_000);
    const token = await createAccount(request, freshMobile(), 'Project2026x');
    await upgradeAccount(request, token, 30);
    const links = await postLinks(request, token, 3);

    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/blogAddProj');
    await closeModals(page);
    await page.getByLabel('项目名称').fill('春季新品推广');
    await page.getByLabel('品牌名称').fill('示例品牌');
    await page.getByLabel('项目预算（元）').fill('8000');
    await page.getByLabel('博文链接', { exact: true }).fill(links.join('\n'));
    await page.getByRole('button', { name: '检查链接' }).click();
    await expect(page.getByTestId('link-check')).toContainText('识别到 3 条可用博文');
    await page.waitForTimeout(300);
    await screenshot(page, 'final-report-project-add');
    await page.getByRole('button', { name: '创建项目' }).click();
    await expect(page.getByText('项目已创建')).toBeVisible();

    await expect(page).toHaveURL(/\/blogProjBlog\?id=\d+/);
    await expect(page.getByTestId('project-header')).toContainText('春季新品推广');
    await expect(page.getByTestId('project-header')).toContainText('进行中');
    await expect(page.getByRole('region', { name: '项目博文' }).locator('.ant-table-row')).toHaveCount(3);
    await page.waitForTimeout(500);
    await screenshot(page, 'final-report-project-posts');

    await page.getByRole('link', { name: '项目报告' }).click();
    await expect(page).toHaveURL(/\/blogProjReport\?id=\d+/);
    await expect(page.getByText(/实时数据，更新于/)).toBeVisible();
    await expect(page.locator('.ant-statistic', { hasText: '博文数' }).first()).toContainText('3');
    await expect(page.locator('.ant-statistic', { hasText: '项目预算' })).toContainText('¥8,000.00');
    await expect(page.getByTestId('demo-notice')).toContainText('演示数据');
    await expect(page.getByLabel('每日趋势：新增互动与累计互动')).toBeVisible();
    await page.waitForTimeout(800);
    await screenshot(page, 'final-report-project-report');

    await page.goto('/blogProjRecord');
    const row = page.locator('.ant-table-row', { hasText: '春季新品推广' });
    await expect(row).toContainText('3/50');
    await expect(row).toContainText('进行中');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(500);
    await expectNoSidewaysScroll(page);
    await screenshot(page, 'final-report-project-record-375');
    expect(errors).toEqual([]);
  });
});
