import { readFileSync } from 'node:fs';
import { createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, expectFitsScreen, openContext, screenshot } from './support/pages';
import { expect, test } from './support/test';

test.describe('data export centre', () => {
  test('an export of posts built in the centre, previewed, downloaded as CSV, listed in the record and deleted', async ({
    browser,
    request,
  }) => {
    test.setTimeout(120_000);
    const token = await createAccount(request, freshMobile(), 'Export2026x');
    await upgradeAccount(request, token, 30);
    const { page, errors } = await openContext(browser, { token, quiet: true });

    await page.goto('/dataExport');
    await closeModals(page);
    await expect(page.getByText('本月剩余导出次数').first()).toBeVisible();
    await page.getByRole('radio', { name: /博文\s*收录的博文/ }).check();
    await expect(page.getByText('2. 筛选条件：博文')).toBeVisible();
    // Posts take no post link (that is for comments and reposts): the filter is not offered.
    await expect(page.getByRole('textbox', { name: '博文链接或 mid', exact: true })).toHaveCount(0);
    await page.getByRole('radio', { name: /CSV/ }).check();

    await page.getByRole('button', { name: '预估行数' }).click();
    const preview = page.getByTestId('export-preview');
    await expect(preview).toContainText('符合条件');
    await expect(preview).toContainText('本月剩余导出次数：20 次');
    const total = Number((await preview.locator('strong').first().innerText()).replace(/,/g, ''));
    expect(total).toBeGreaterThan(0);
    await screenshot(page, 'data-export-preview');

    await page.getByRole('button', { name: '确认导出' }).click();
    const progress = page.getByText('导出进度').first();
    await expect(progress).toBeVisible();
    const downloadButton = page.getByRole('button', { name: /下\s*载/ });
    await expect(downloadButton).toBeVisible({ timeout: 30_000 });
    const [file] = await Promise.all([page.waitForEvent('download'), downloadButton.click()]);
    expect(file.suggestedFilename()).toMatch(/^博文_\d{4}-\d\d-\d\d\.csv$/);
    const bytes = readFileSync(await file.path());
    // UTF-8 with its byte-order mark, so Excel reads the Chinese headers right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').split('\r\n');
    expect(lines[0]).toContain('博文 mid,博文链接,作者 UID,作者昵称');
    await screenshot(page, 'data-export-done');

    // The record lists it with its source, format, rows and expiry; it is deleted after the confirmation.
    await page.goto('/dataExportRecord');
    const row = page.locator('.ant-table-row', { hasText: '数据导出·博文' });
    await expect(row).toContainText('CSV');
    await expect(row).toContainText('已完成');
    await expect(page.getByText('导出文件保留7天，过期后需重新导出')).toBeVisible();
    await screenshot(page, 'data-export-record');
    await page.setViewportSize({ width: 375, height: 812 });
    await expectFitsScreen(page);
    await screenshot(page, 'data-export-record-375');
    await page.setViewportSize({ width: 1440, height: 900 });
    await row.getByRole('button', { name: '删除' }).click();
    await page
      .locator('.ant-modal-confirm')
      .getByRole('button', { name: /删\s*除/ })
      .click();
    await expect(page.getByText('删除成功')).toBeVisible();
    await expect(row).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
