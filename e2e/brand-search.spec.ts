import type { Page } from '@playwright/test';
import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

interface SearchItem {
  brand_id: string;
  brand_cn_name: string;
  brand_en_name: string;
  mentions: number;
}

const rows = (page: Page) => page.locator('[data-testid=brand-table] .ant-table-tbody tr[data-row-key]');

async function waitForTable(page: Page) {
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

function figures(page: Page, metric: string): Promise<number[]> {
  return page
    .locator(`[data-testid=brand-table] [data-metric=${metric}]`)
    .evaluateAll((cells) => cells.map((c) => Number(c.getAttribute('data-value'))));
}

const ordered = (values: number[], order: 'asc' | 'desc') =>
  values.every(
    (v, i) => i === 0 || (order === 'desc' ? (values[i - 1] as number) >= v : (values[i - 1] as number) <= v),
  );

test.describe('brand search', () => {
  test('/brandSearch → /brandSearch/detail through every tab, favourite and compare from the list', async ({
    browser,
    request,
  }) => {
    test.setTimeout(240_000);
    const token = await createAccount(request, freshMobile(), 'Brand2026x');
    await upgradeAccount(request, token, 40);
    const { page, errors } = await openContext(browser, { token, quiet: true });

    await page.goto('/brandSearch');
    await closeModals(page);
    await waitForTable(page);
    await expect(page.getByTestId('brand-search-meta')).toContainText(/共找到 \d+ 个品牌/);
    await expect.poll(async () => ordered(await figures(page, 'mentions'), 'desc')).toBe(true);
    await screenshot(page, 'brand-search');

    // Sort by interactions (server-side): descending first.
    await page.locator('.ant-table-thead th', { hasText: '互动量' }).click();
    await expect(page).toHaveURL(/sort=interactions/);
    await waitForTable(page);
    await expect.poll(async () => ordered(await figures(page, 'interactions'), 'desc')).toBe(true);

    // A keyword by English name: the page shows what the API finds, in its order.
    const all = await api<{ data: SearchItem[] }>(request, '/api/brand/search', { per_page: '50' }, token);
    const target = all.data.data.find((b) => b.brand_en_name && b.mentions > 0) ?? all.data.data[0]!;
    const keyword = target.brand_en_name || target.brand_cn_name;
    const found = await api<{ data: SearchItem[] }>(
      request,
      '/api/brand/search',
      { keyword, sort: 'interactions' },
      token,
    );
    await page.getByLabel('品牌关键词').fill(keyword);
    await page.getByLabel('品牌关键词').press('Enter');
    await expect(page).toHaveURL(/keyword=/);
    await expect(rows(page).first()).toHaveAttribute('data-row-key', found.data.data[0]!.brand_id);
    expect(found.data.data.map((b) => b.brand_id)).toContain(target.brand_id);

    // Favourite from the list, then compare two brands.
    await page.getByLabel('品牌关键词').fill('');
    await page.getByLabel('品牌关键词').press('Enter');
    // The keyword's rows stay until the whole list is back.
    await expect(page).not.toHaveURL(/keyword=/);
    await expect(rows(page).nth(1)).toBeVisible();
    await waitForTable(page);
    const firstKey = await rows(page).first().getAttribute('data-row-key');
    const star = page.locator(`[data-testid=brand-table] tr[data-row-key="${firstKey}"]`).getByTestId('brand-star');
    await star.click();
    await expect(star).toHaveAttribute('aria-pressed', 'true');
    await rows(page).nth(0).locator('.ant-checkbox-input').check();
    await rows(page).nth(1).locator('.ant-checkbox-input').check();
    await expect(page.getByTestId('brand-compare-bar')).toContainText('对比栏（2/5）');
    const firstTwo = await rows(page).evaluateAll((trs) =>
      trs.slice(0, 2).map((tr) => tr.getAttribute('data-row-key')),
    );
    await page.getByRole('button', { name: '开始对比' }).click();
    await expect(page).toHaveURL(new RegExp(`/brandContrast\\?brand_ids=${firstTwo.join(',')}`));

    // The detail of the target brand, every tab.
    await page.goto(`/brandSearch/detail?brand_id=${target.brand_id}&t=overview`);
    await expect(page.getByTestId('brand-title')).toContainText(target.brand_cn_name);
    await expect(page.getByTestId('brand-overview')).toBeVisible();
    await expect(page.getByTestId('net-sentiment-basis')).toContainText('(正面 − 负面) ÷ (正面 + 负面)');
    await expect(page.getByTestId('sov-card').first()).toContainText(/n=\d+/);
    await page.waitForTimeout(500);
    await screenshot(page, 'brand-detail-overview');

    for (const [tab, label, testId] of [
      ['content', '内容分析', 'brand-content'],
      ['bloggers', '博主分析', 'brand-bloggers'],
      ['audience', '受众画像', 'brand-audience'],
    ] as const) {
      await page.getByRole('tab', { name: label }).click();
      await expect(page).toHaveURL(new RegExp(`t=${tab}`));
      await expect(page.getByTestId(testId)).toBeVisible();
      await page.waitForTimeout(800);
      await screenshot(page, `brand-detail-${tab}`);
    }
    await expect(page.getByTestId('audience-card').first()).toContainText('95%区间');

    // On a phone the page still reads.
    const phone = await openContext(browser, { token, quiet: true, width: 390, height: 844 });
    await phone.page.goto(`/brandSearch/detail?brand_id=${target.brand_id}&t=content`);
    await closeModals(phone.page);
    // Short tab names on a phone: all four fit, none hides in an overflow menu.
    await phone.page.getByRole('tab', { name: '概览', exact: true }).click();
    await expect(phone.page.getByTestId('brand-overview')).toBeVisible();
    await phone.page.waitForTimeout(500);
    await screenshot(phone.page, 'brand-detail-phone');
    expect(phone.errors).toEqual([]);

    // An unknown brand says so.
    await page.goto('/brandSearch/detail?brand_id=nobrand999');
    await expect(page.getByText('品牌不存在').first()).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('/brandGive: the sample report opens for a visitor, marked as demo data', async ({ browser }) => {
    const { page, errors } = await openContext(browser, { quiet: true });
    await page.goto('/brandGive');
    await closeModals(page);
    await expect(page.getByTestId('sample-notice')).toContainText('示例数据');
    await expect(page.getByTestId('demo-tag')).toBeVisible();
    await expect(page.getByTestId('brand-overview')).toBeVisible();
    await page.waitForTimeout(500);
    await screenshot(page, 'brand-give');
    for (const label of ['内容分析', '博主分析', '受众画像']) {
      await page.getByRole('tab', { name: label }).click();
      await page.waitForTimeout(300);
    }
    await expect(page.getByTestId('brand-audience')).toBeVisible();
    // The login dialog does not open: the page is public.
    await expect(page.locator('.ant-modal:visible', { hasText: '登录' })).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
