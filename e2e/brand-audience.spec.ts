import type { APIRequestContext } from '@playwright/test';
import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, expectFitsScreen, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

interface Option {
  brand_id: string;
  brand_cn_name: string;
}

/**
 * The two most mentioned demo brands (brand search, its default order) that the audience form offers:
 * their mentions have authors, so their audience over the default range is not empty.
 */
async function demoBrands(request: APIRequestContext, token: string): Promise<[Option, Option]> {
  const options = (await api<Option[]>(request, '/api/brand_audience/brands', { keyword: '' }, token)).data;
  const offered = new Set(options.map((o) => o.brand_id));
  const searched = await api<{ data: (Option & { mentions: number })[] }>(
    request,
    '/api/brand/search',
    { per_page: '50' },
    token,
  );
  const found = searched.data.data.filter((b) => b.mentions > 0 && offered.has(b.brand_id));
  if (found.length < 2) throw new Error('fewer than two mentioned demo brands');
  return [found[0]!, found[1]!];
}

test.describe('brand audience', () => {
  test('an audience analysis with a competitor, its map and intervals, the alert toggle and the log', async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const token = await createAccount(request, freshMobile(), 'Brand2026x');
    await upgradeAccount(request, token, 40);
    const [brand, rival] = await demoBrands(request, token);

    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/brandAudience');
    await closeModals(page);
    await expect(page.getByText('本月剩余分析次数')).toBeVisible();

    // Without a brand nothing is sent.
    await page.getByRole('button', { name: '开始分析' }).click();
    await expect(page.getByText('请选择品牌').first()).toBeVisible();

    await page.getByLabel('分析品牌').fill(brand.brand_cn_name);
    await page.locator('.ant-select-item-option', { hasText: brand.brand_cn_name }).first().click();
    await page.getByLabel('对比竞品').fill(rival.brand_cn_name);
    await page.locator('.ant-select-item-option', { hasText: rival.brand_cn_name }).first().click();
    await page.waitForTimeout(300);
    await screenshot(page, 'brand-audience-submit');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(400);
    await screenshot(page, 'brand-audience-submit-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', { name: '开始分析' }).click();
    await expect(page.getByText('品牌受众分析任务已提交')).toBeVisible();
    await expect(page.getByRole('button', { name: '查看报告' })).toBeVisible({ timeout: 120_000 });
    await expect(page.getByLabel('分析进度')).toHaveAttribute('aria-valuenow', '100');

    await page.getByRole('button', { name: '查看报告' }).click();
    await expect(page).toHaveURL(/\/brandAudienceResult\?id=\d+/);
    await expect(page.getByText(/^数据截至 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)).toBeVisible();
    await expect(page.getByText('演示数据：由模拟器生成的品牌、博文与用户')).toBeVisible();
    const map = page.getByLabel('受众地域分布地图');
    await expect(map.locator('svg')).toBeVisible();
    expect(await map.locator('svg path').count()).toBeGreaterThan(30);
    await expect(page.getByRole('columnheader', { name: '95%置信区间' }).first()).toBeVisible();
    await expect(page.getByText(/^样本量 n = [\d,.万]+ 人/).first()).toBeVisible();
    await expect(page.getByText(`占 ${rival.brand_cn_name} 受众`)).toBeVisible();
    await expect(page.getByText(/重合度（重合 ÷ 并集）/)).toBeVisible();
    await page.getByRole('button', { name: /^兴趣分布的计算方式/ }).focus();
    await expect(page.getByRole('tooltip')).toContainText('一人可有多个兴趣');
    await page.getByRole('button', { name: /^兴趣分布的计算方式/ }).blur();

    // The brand alert from the report: on, and listed on /brandAudience.
    await page.getByRole('switch', { name: `品牌预警：${brand.brand_cn_name}` }).click();
    await expect(page.getByText('已开启品牌预警')).toBeVisible();
    await page.waitForTimeout(1200);
    await screenshot(page, 'brand-audience-result');

    await page.setViewportSize({ width: 375, height: 800 });
    await expectFitsScreen(page);
    await screenshot(page, 'brand-audience-result-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.goto('/brandAudience');
    await expect(page.getByTestId('brand-watch-list')).toContainText(brand.brand_cn_name);
    await page.waitForTimeout(300);
    await screenshot(page, 'brand-audience-watch-list');

    // The log: done with a full bar, then deleted after the confirmation.
    await page.goto('/brandAudienceLog');
    const row = page.getByTestId('brand-audience-log').locator('.ant-table-row').first();
    await expect(row).toContainText('分析完成');
    await expect(row).toContainText(`对比：${rival.brand_cn_name}`);
    await expect(row.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    await screenshot(page, 'brand-audience-log');
    await row.getByRole('button', { name: /^删\s?除$/ }).click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /^删\s?除$/ })
      .click();
    await expect(page.getByText('删除成功')).toBeVisible();

    expect(errors).toEqual([]);
  });
});
