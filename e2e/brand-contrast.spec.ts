import { readFileSync } from 'node:fs';
import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

interface ChosenBrand {
  brand_id: string;
  brand_cn_name: string;
}

interface Detail {
  id: number;
  total_mentions: number;
  figures: { brand_id: string; mentions: number; sov: { n: number } }[];
  metrics: { key: string; leaders: string[] }[];
}

/** The demo world's brands 1001-1003 (the simulator numbers its brands from 1001). */
const IDS = ['1001', '1002', '1003'];

test.describe('brand comparison and favourite brands', () => {
  test('three brands: /brandContrast → detail → export → history, and on a phone', async ({ browser, request }) => {
    test.setTimeout(180_000);
    const token = await createAccount(request, freshMobile(), 'BrandCmp2026x');
    await upgradeAccount(request, token, 30);
    const brands = (
      await api<ChosenBrand[]>(request, '/api/brand_contrast/brands', { brand_ids: IDS.join(',') }, token)
    ).data;
    expect(brands.map((b) => b.brand_id)).toEqual(IDS);
    const third = brands[2] as ChosenBrand;

    const { page, errors } = await openContext(browser, { token, quiet: true });
    // The brand search links here with its choice.
    await page.goto(`/brandContrast?brand_ids=${IDS.slice(0, 2).join(',')}`);
    await closeModals(page);
    await expect(page.getByTestId('brand-contrast-slot')).toHaveCount(2);
    // The third by name.
    const search = page.getByLabel('搜索品牌');
    await search.fill(third.brand_cn_name);
    await search.press('Enter');
    const item = page.locator('.ant-list-item', { hasText: third.brand_cn_name }).first();
    await item.getByRole('button', { name: '加入对比' }).click();
    await expect(page.getByTestId('brand-contrast-slot')).toHaveCount(3);
    // The comma may stand encoded (%2C) in the address.
    await expect(page).toHaveURL(new RegExp(`brand_ids=${IDS.join('(,|%2C)')}`));
    await page.getByText('近7天').click();
    await screenshot(page, 'brand-contrast');
    await page.getByRole('button', { name: '开始对比' }).click();
    await expect(page).toHaveURL(/\/brandContrast\/detail\?id=\d+/);
    const id = Number(new URL(page.url()).searchParams.get('id'));

    const detail = (await api<Detail>(request, '/api/brand_contrast/detail', { id: String(id) }, token)).data;
    await expect(page.getByTestId('brand-contrast-card')).toHaveCount(3);
    await expect(page.getByTestId('demo-notice')).toBeVisible();
    await expect(page.getByTestId('brand-contrast-title')).toContainText(
      brands.map((b) => b.brand_cn_name).join(' vs '),
    );
    const table = page.getByTestId('brand-contrast-metrics');
    await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(7);
    for (const b of brands) await expect(table.locator('thead')).toContainText(b.brand_cn_name);
    // Shares of voice show their sample: the compared brands' mentions together.
    await expect(table).toContainText(`n=${detail.total_mentions}`);
    const leaders = detail.metrics.reduce((sum, m) => sum + m.leaders.length, 0);
    await expect(page.getByTestId('metric-leader')).toHaveCount(leaders);
    expect(leaders).toBeGreaterThan(0);
    await expect(page.locator('[role="img"][aria-label="品牌每日趋势对比"] svg').first()).toBeVisible();
    await expect(page.getByTestId('brand-audience')).toHaveCount(3);
    await screenshot(page, 'brand-contrast-detail');
    await page.getByTestId('brand-contrast-sentiment').scrollIntoViewIfNeeded();
    await screenshot(page, 'brand-contrast-detail-shares');

    // The export: an .xlsx of the stored comparison.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s*出/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^品牌对比_.*\.xlsx$/);
    const bytes = readFileSync((await file.path()) as string);
    expect(bytes.subarray(0, 2).toString()).toBe('PK');

    // The history lists it and opens it again, unchanged.
    await page.goto('/brandContrastHis');
    const row = page.locator('.ant-table-row').first();
    for (const b of brands) await expect(row).toContainText(b.brand_cn_name);
    await screenshot(page, 'brand-contrast-his');
    await row.getByRole('button', { name: /查\s*看/ }).click();
    await expect(page).toHaveURL(new RegExp(`/brandContrast/detail\\?id=${id}`));
    await expect(page.getByTestId('brand-contrast-card')).toHaveCount(3);

    // A phone.
    const phone = await openContext(browser, { token, quiet: true, width: 390, height: 844 });
    await phone.page.goto(`/brandContrast/detail?id=${id}`);
    await closeModals(phone.page);
    await expect(phone.page.getByTestId('brand-contrast-card')).toHaveCount(3);
    await screenshot(phone.page, 'brand-contrast-detail-phone');
    expect(errors).toEqual([]);
    expect(phone.errors).toEqual([]);
  });

  test('/brandCollect: favourites with groups and recent mentions, compare the chosen', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await createAccount(request, freshMobile(), 'BrandFav2026x');
    const brands = (
      await api<ChosenBrand[]>(request, '/api/brand_contrast/brands', { brand_ids: IDS.join(',') }, token)
    ).data;
    for (const id of IDS) expect((await api(request, '/api/brand_collect/add', { brand_id: id }, token)).code).toBe(1);

    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/brandCollect');
    await closeModals(page);
    for (const b of brands) await expect(page.locator('.ant-table-row', { hasText: b.brand_cn_name })).toBeVisible();
    await expect(page.getByRole('button', { name: /全部收藏\s*3/ })).toBeVisible();
    await expect(page.locator('.ant-table-row').first()).toContainText('演示数据');

    const first = brands[0] as ChosenBrand;
    await page
      .locator('.ant-table-row', { hasText: first.brand_cn_name })
      .getByRole('button', { name: '移动' })
      .click();
    const dialog = page.locator('.ant-modal', { hasText: '移动到分组' });
    await dialog.getByLabel('分组名称').fill('竞品');
    await dialog.getByRole('button', { name: /确\s*定/ }).click();
    await expect(page.getByRole('button', { name: /竞品\s*1/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /默认分组\s*2/ })).toBeVisible();

    for (const b of brands) await page.getByLabel(`选择 ${b.brand_cn_name}`).check();
    await page.mouse.move(0, 0);
    await screenshot(page, 'brand-collect');
    await page.getByRole('button', { name: '对比所选' }).click();
    await expect(page).toHaveURL(/\/brandContrast\?brand_ids=/);
    await expect(page.getByTestId('brand-contrast-slot')).toHaveCount(3);

    // Taking one off the favourites.
    await page.goto('/brandCollect');
    await page
      .locator('.ant-table-row', { hasText: first.brand_cn_name })
      .getByRole('button', { name: '取消收藏' })
      .click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect(page.getByRole('button', { name: /全部收藏\s*2/ })).toBeVisible();
    expect(errors).toEqual([]);
  });
});
