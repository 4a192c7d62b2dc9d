import { createAccount, freshMobile } from './support/api';
import { closeModals, expectFitsScreen, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

test.describe('data dashboard', () => {
  test('/statistics: the day in figures, trends, shares with the map, the tops, freshness and the demo notice', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await createAccount(request, freshMobile(), 'Board2026x');
    const { page, errors } = await openContext(browser, { token, quiet: true });

    await page.goto('/statistics');
    await closeModals(page);
    await expect(page.getByTestId('demo-data-notice')).toContainText('当前为演示数据');
    // On a server that has just started, the day summaries are being computed: the page says so and
    // asks again by itself until they are there.
    await expect(page.getByTestId('figure-发博量')).toBeVisible({ timeout: 60_000 });
    for (const label of ['发博量', '活跃博主', '互动量']) {
      // Each figure holds a number and its change against the day before.
      await expect(page.getByTestId(`figure-${label}`)).toHaveText(new RegExp(`${label}.*\\d`));
    }
    await expect(page.getByTestId('share-region').locator('svg').first()).toBeVisible();
    for (const list of ['top-bloggers', 'top-posts', 'top-topics', 'top-brands']) {
      await expect(page.getByTestId(list)).toBeVisible();
    }
    const blogger = page.getByTestId('top-bloggers').locator('a[href*="/bosSearch/detail"]').first();
    await expect(blogger).toBeVisible();
    await expect(page.getByTestId('freshness')).toContainText(/\d{4}-\d\d-\d\d/);
    await screenshot(page, 'statistics');

    // 30 days of trend instead of 7: the trend card redraws for the longer range.
    await page.getByRole('radiogroup', { name: '趋势范围' }).getByText(/30/).click();
    await expect(page.getByTestId('board-day')).toBeVisible();

    // The top bloggers link to their detail.
    await blogger.click();
    await expect(page).toHaveURL(/\/bosSearch\/detail/);

    await page.goto('/statistics');
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByTestId('top-bloggers')).toBeVisible();
    await expectFitsScreen(page);
    await screenshot(page, 'statistics-375');
    expect(errors).toEqual([]);
  });
});
