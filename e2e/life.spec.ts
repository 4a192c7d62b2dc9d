import { readFileSync } from 'node:fs';
import { createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, expectFitsScreen, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

test.describe('local life', () => {
  test('one city: its merchants by mentions, the district map, local bloggers, and the ranking exported', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await createAccount(request, freshMobile(), 'Life2026x');
    await upgradeAccount(request, token, 30);
    const { page, errors } = await openContext(browser, { token, quiet: true });

    await page.goto('/life');
    await closeModals(page);
    await page.getByRole('combobox', { name: '城市' }).click();
    await page.locator('.ant-select-item-option', { hasText: '上海' }).click();
    await page.getByRole('radiogroup', { name: '榜单周期' }).getByText('日榜').click();
    const merchants = page.getByTestId('life-merchant-table');
    await expect(merchants.locator('.ant-table-row').first()).toBeVisible();
    await expect(page.getByTestId('life-period')).toContainText('统计时段');
    await expect(page.getByText('演示数据').first()).toBeVisible();
    await expect(page.getByTestId('life-districts').locator('svg').first()).toBeVisible();
    await screenshot(page, 'life-shanghai');

    const [file] = await Promise.all([page.waitForEvent('download'), page.getByTestId('life-merchant-export').click()]);
    expect(file.suggestedFilename()).toMatch(/\.xlsx$/);
    expect(
      readFileSync(await file.path())
        .subarray(0, 2)
        .toString(),
    ).toBe('PK');

    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsScreen(page);
    await screenshot(page, 'life-375');
    expect(errors).toEqual([]);
  });
});
