import type { Page } from '@playwright/test';
import { api, createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, IPHONE_UA, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

interface Row {
  kol_id: number;
  uid: string;
  uname: string;
  gender: string;
  fans: number;
  category: string[];
}
interface SearchPage {
  data: Row[];
  total: number;
  found: number;
}

const rows = (page: Page) => page.locator('.ant-table-tbody tr[data-row-key]');

async function waitForTable(page: Page) {
  await expect(rows(page).first()).toBeVisible();
  await expect(page.locator('.ant-spin-spinning')).toHaveCount(0);
}

async function rowKeys(page: Page): Promise<string[]> {
  return rows(page).evaluateAll((trs) => trs.map((tr) => tr.getAttribute('data-row-key') ?? ''));
}

async function metricValues(page: Page, metric: string): Promise<number[]> {
  return page
    .locator(`.ant-table-tbody [data-metric=${metric}]`)
    .evaluateAll((cells) => cells.map((cell) => Number(cell.getAttribute('data-value'))));
}

const isSorted = (values: number[], order: 'asc' | 'desc') =>
  values.every(
    (v, i) => i === 0 || (order === 'desc' ? (values[i - 1] as number) >= v : (values[i - 1] as number) <= v),
  );

test.describe('blogger search', () => {
  test('/bosSearch: sort, page, three filters, favourite, basket, detail link, export', async ({
    browser,
    request,
  }) => {
    const token = await createAccount(request, freshMobile(), 'Kols2026x');
    await upgradeAccount(request, token, 40);
    const { page, errors } = await openContext(browser, { token, quiet: true });
    await page.goto('/bosSearch');
    await closeModals(page);
    await waitForTable(page);
    await expect(page.getByTestId('kol-search-meta')).toContainText(/共找到 \d+ 位博主/);
    const firstKeys = await rowKeys(page);
    expect(firstKeys).toHaveLength(20);
    expect(isSorted(await metricValues(page, 'fans'), 'desc')).toBe(true);
    await screenshot(page, 'bos-search');

    // Sort by engagement rate: first click descending, second ascending (server-side, URL kept).
    await page.locator('.ant-table-thead th', { hasText: '互动率' }).click();
    await expect(page).toHaveURL(/sort=engagement_rate/);
    await waitForTable(page);
    await expect.poll(async () => isSorted(await metricValues(page, 'engagement_rate'), 'desc')).toBe(true);
    await page.locator('.ant-table-thead th', { hasText: '互动率' }).click();
    await expect(page).toHaveURL(/order=asc/);
    await waitForTable(page);
    await expect.poll(async () => isSorted(await metricValues(page, 'engagement_rate'), 'asc')).toBe(true);
    const ascPage1 = await rowKeys(page);

    // Page 2 continues the same order with no overlap.
    await page.locator('.ant-pagination-item-2').click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(async () => (await rowKeys(page)).join()).not.toBe(ascPage1.join());
    await waitForTable(page);
    const ascPage2 = await rowKeys(page);
    expect(ascPage2.filter((k) => ascPage1.includes(k))).toEqual([]);
    const lastOf1 = (
      await api<SearchPage>(request, '/api/kol/search', { sort: 'engagement_rate', order: 'asc', page: '1' }, token)
    ).data.data;
    expect(ascPage1).toEqual(lastOf1.map((r) => String(r.kol_id)));

    // Three filters: a category, a fan floor and a gender, chosen from the data so the result is not empty.
    const options = await api<{ categories: Array<{ name: string }> }>(request, '/api/kol/search_options', {}, token);
    const category = options.data.categories[0]?.name as string;
    const inCategory = await api<SearchPage>(request, '/api/kol/search', { category, per_page: '50' }, token);
    const fansFloorWan =
      Math.floor((inCategory.data.data[Math.floor(inCategory.data.data.length / 3)]?.fans ?? 0) / 1000) / 10;
    const withFloor = await api<SearchPage>(
      request,
      '/api/kol/search',
      { category, fans_min: String(Math.round(fansFloorWan * 10_000)), per_page: '50' },
      token,
    );
    const gender = withFloor.data.data.find((r) => r.gender === 'm' || r.gender === 'f')?.gender as 'm' | 'f';
    const expected = await api<SearchPage>(
      request,
      '/api/kol/search',
      { category, fans_min: String(Math.round(fansFloorWan * 10_000)), gender, per_page: '50' },
      token,
    );
    expect(expected.data.found).toBeGreaterThan(0);

    const filters = page.getByTestId('kol-search-filters');
    await filters.locator('.ant-tag-checkable', { hasText: new RegExp(`^${category}$`) }).click();
    await filters.getByLabel('粉丝数下限').fill(String(fansFloorWan));
    await filters.getByRole('button', { name: '高级筛选' }).click();
    await filters.getByText(gender === 'm' ? '男' : '女', { exact: true }).click();
    await screenshot(page, 'bos-search-filters');
    await filters.getByTestId('kol-search-submit').click();
    await expect(page).toHaveURL(/category=/);
    await expect(page.getByTestId('kol-search-meta')).toContainText(`共找到 ${expected.data.found} 位博主`);
    await waitForTable(page);
    expect(await rowKeys(page)).toEqual(expected.data.data.slice(0, 20).map((r) => String(r.kol_id)));
    for (const text of await rows(page).allTextContents()) expect(text).toContain(category);

    // Favourite star: /api/index/collect answers code 1.
    const collect = page.waitForResponse((r) => r.url().endsWith('/api/index/collect'));
    await rows(page).first().getByTestId('favourite-star').click();
    const answer = await (await collect).json();
    expect(answer.code).toBe(1);
    await expect(rows(page).first().getByTestId('favourite-star')).toHaveAttribute('aria-pressed', 'true');

    // Two bloggers into the comparison basket.
    await rows(page).nth(0).getByRole('button', { name: '加入对比' }).click();
    await rows(page).nth(1).getByRole('button', { name: '加入对比' }).click();
    const basket = page.getByTestId('contrast-basket');
    await expect(basket).toContainText('对比栏（2/5）');
    await expect(basket.getByRole('button', { name: '开始对比' })).toBeEnabled();
    await screenshot(page, 'bos-search-basket');

    // Export as a professional member: a real .xlsx with the dated name.
    const downloading = page.waitForEvent('download');
    await filters.getByRole('button', { name: /导\s*出/ }).click();
    const file = await downloading;
    expect(file.suggestedFilename()).toMatch(/^博主搜索结果_\d{8}_\d{4}\.xlsx$/);

    // 开始对比 opens the comparison page with the basket; back to the list.
    await basket.getByRole('button', { name: '开始对比' }).click();
    await expect(page).toHaveURL(/\/bosContrast$/);
    await page.goBack();
    await waitForTable(page);

    // The blogger name links to the detail page.
    const first = expected.data.data[0] as Row;
    await rows(page).first().getByRole('link', { name: first.uname }).click();
    await expect(page).toHaveURL(new RegExp(`/bosSearch/detail\\?kol_id=${first.kol_id}&uid=${first.uid}&t=overview$`));

    // The header search's 查看更多 lands here with the keyword as ?name=.
    await page.goto(`/bosSearch?name=${encodeURIComponent(first.uname)}`);
    await waitForTable(page);
    await expect(page.getByLabel('搜索关键词')).toHaveValue(first.uname);
    expect(await rowKeys(page)).toContain(String(first.kol_id));
    expect(errors).toEqual([]);
  });

  test('/m/blogger: search, quick filter, cards, 加载更多 and the figures sheet', async ({ browser, request }) => {
    const token = await createAccount(request, freshMobile(), 'Kolm2026x');
    const { page, errors } = await openContext(browser, {
      token,
      quiet: true,
      width: 375,
      height: 812,
      userAgent: IPHONE_UA,
    });
    await page.goto('/m/blogger');
    const cards = page.getByTestId('m-blogger-card');
    await expect(cards.first()).toBeVisible();
    await expect(cards).toHaveCount(10);
    await page.getByRole('button', { name: '加载更多' }).click();
    await expect(cards).toHaveCount(20);
    // A free member sees 20 rows at most: no further page is offered.
    await expect(page.getByText('没有更多了')).toBeVisible();
    await expect(page.getByTestId('m-blogger-meta')).toContainText('当前会员等级可查看前 20 位');
    await page.evaluate(() => window.scrollTo(0, 0));
    await screenshot(page, 'm-blogger-list');

    const options = await api<{ categories: Array<{ name: string }> }>(request, '/api/kol/search_options', {}, token);
    const category = options.data.categories[0]?.name as string;
    await page.locator('.adm-dropdown-item', { hasText: '分类' }).click();
    await page.locator('.adm-selector-item', { hasText: new RegExp(`^${category}$`) }).click();
    await expect(page.locator('.adm-dropdown-item', { hasText: category })).toBeVisible();
    const expected = await api<SearchPage>(request, '/api/kol/search', { category, per_page: '10' }, token);
    await expect(page.getByTestId('m-blogger-meta')).toContainText(`共找到 ${expected.data.found} 位博主`);
    await expect(cards.first()).toContainText(expected.data.data[0]?.uname as string);

    const name = expected.data.data[1]?.uname as string;
    await page.getByRole('searchbox').fill(name);
    await page.getByRole('searchbox').press('Enter');
    await expect(cards.first()).toContainText(name);
    await cards.first().click();
    const sheet = page.getByTestId('m-blogger-sheet');
    await expect(sheet).toBeVisible();
    await expect(sheet).toContainText('近30天发博数');
    await expect(sheet).toContainText('互动率');
    await page.waitForTimeout(400);
    await screenshot(page, 'm-blogger');
    expect(errors).toEqual([]);
  });
});
