import { readFileSync } from 'node:fs';
import type { APIRequestContext } from '@playwright/test';
import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

interface Card {
  brand: { brand_id: string; brand_cn_name: string };
  peers: { brand_id: string }[];
  stored_mentions: number;
}

/** The most mentioned of the first demo brands (ids 1001…), with its card. */
async function busyBrand(request: APIRequestContext, token: string): Promise<Card> {
  let best: Card | null = null;
  for (let id = 1001; id <= 1012; id += 1) {
    const card = await api<Card>(request, '/api/brand_report/check', { brand_id: String(id) }, token);
    if (card.code === 1 && card.data.stored_mentions > (best?.stored_mentions ?? 0)) best = card.data;
  }
  if (!best) throw new Error('no demo brand with mentions');
  return best;
}

test.describe('brand report', () => {
  test('a brand report from submit to its result, its posts exported, listed in the log', async ({
    browser,
    request,
  }) => {
    test.setTimeout(300_000);
    const token = await createAccount(request, freshMobile(), 'Brand2026x');
    await upgradeAccount(request, token, 40);
    const brand = await busyBrand(request, token);

    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto(`/brandReport?brand_id=${brand.brand.brand_id}`);
    await closeModals(page);
    await expect(page.getByText('本月剩余报告次数')).toBeVisible();
    await expect(page.getByTestId('brand-card')).toContainText(brand.brand.brand_cn_name);
    await expect(page.getByTestId('brand-card')).toContainText('演示数据');
    await page.waitForTimeout(300);
    await screenshot(page, 'brand-report-submit');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.waitForTimeout(400);
    await screenshot(page, 'brand-report-submit-mobile');
    await page.setViewportSize({ width: 1440, height: 900 });

    await page.getByRole('button', { name: '生成报告' }).click();
    await expect(page.getByText('品牌报告任务已提交')).toBeVisible();
    await expect(page.getByRole('button', { name: '查看报告' })).toBeVisible({ timeout: 120_000 });
    await expect(page.getByLabel('生成进度')).toHaveAttribute('aria-valuenow', '100');

    await page.getByRole('button', { name: '查看报告' }).click();
    await expect(page).toHaveURL(/\/brandResult\?id=\d+/);
    await expect(page.getByText(/^数据截至 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/)).toBeVisible();
    await expect(page.getByText('演示数据：由模拟器生成的品牌提及博文')).toBeVisible();
    const volume = page.getByLabel(/^品牌每日提及量与竞品对比，\d+ 个峰值$/);
    await expect(volume).toBeVisible();
    expect(await volume.locator('svg path').count()).toBeGreaterThan(10);
    await expect(page.getByTestId('spike-rule')).toContainText('k = 2，w = 6');
    await expect(page.getByTestId('brand-figures')).toContainText('n =');
    await page.waitForTimeout(1500);
    await screenshot(page, 'brand-report-result');

    const downloadPromise = page.waitForEvent('download');
    await page.getByRole('button', { name: '导出博文' }).click();
    const file = await downloadPromise;
    expect(file.suggestedFilename()).toMatch(/^品牌报告博文_.+_\d{4}-\d\d-\d\d_\d{4}-\d\d-\d\d\.xlsx$/);
    expect(
      readFileSync(await file.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    // On a phone (375 px) the report stays inside the screen.
    const phone = await openContext(browser, { token, quiet: true, width: 375, height: 812 });
    await phone.page.goto(page.url());
    await closeModals(phone.page);
    await expect(phone.page.getByLabel(/^品牌每日提及量与竞品对比，\d+ 个峰值$/)).toBeVisible();
    await phone.page.waitForTimeout(800);
    const box = await phone.page.evaluate(() => {
      const content = document.querySelector('.ant-layout-content') as HTMLElement;
      const rect = content.getBoundingClientRect();
      return {
        right: rect.right,
        view: document.documentElement.clientWidth,
        scroll: content.scrollWidth,
        client: content.clientWidth,
      };
    });
    expect(box.right).toBeLessThanOrEqual(box.view + 1);
    expect(box.scroll).toBeLessThanOrEqual(box.client + 1);
    await screenshot(phone.page, 'brand-report-result-mobile');
    expect(phone.errors).toEqual([]);

    await page.goto('/brandReportLog');
    const row = page.getByTestId('brand-report-log').locator('.ant-table-row').first();
    await expect(row).toContainText('已完成');
    await expect(row).toContainText(brand.brand.brand_cn_name);
    await page.waitForTimeout(300);
    await screenshot(page, 'brand-report-log');

    expect(errors).toEqual([]);
  });
});
