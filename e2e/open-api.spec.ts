import { execFileSync } from 'node:child_process';
import { createAccount, freshMobile, upgradeAccount } from './support/api';
import { closeModals, openContext, screenshot, settledDialog } from './support/pages';
import { expect, test } from './support/test';

/** What curl prints for a POST with the key, as an integrator's script would call. */
function curlWithKey(baseURL: string, path: string, key: string, body: unknown): { code: number; msg: string } {
  const out = execFileSync(
    'curl',
    [
      '-s',
      '-X',
      'POST',
      `${baseURL}${path}`,
      '-H',
      `X-API-Key: ${key}`,
      '-H',
      'Content-Type: application/json',
      '-d',
      JSON.stringify(body),
    ],
    { encoding: 'utf8' },
  );
  return JSON.parse(out) as { code: number; msg: string };
}

test.describe('open API', () => {
  test('an API key created in the personal centre, used with curl, then revoked', async ({
    browser,
    request,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    const token = await createAccount(request, freshMobile(), 'OpenApi2026x');
    await upgradeAccount(request, token, 40);
    const { page, errors } = await openContext(browser, { token, quiet: true });

    await page.goto('/user');
    await closeModals(page);
    const card = page.locator('.ant-card', { hasText: '开放接口（API Key）' });
    await card.getByRole('button', { name: '创建 API Key' }).click();
    const form = await settledDialog(page, '创建 API Key');
    await form.getByLabel('名称').fill('BI 看板');
    await form.getByRole('button', { name: /创\s*建/ }).click();
    const created = await settledDialog(page, 'API Key 已创建');
    const key = (await created.getByTestId('api-key-secret').innerText()).trim();
    expect(key).toMatch(/^bg_[0-9a-f]{40}$/);
    await expect(created.getByTestId('api-key-example')).toContainText(`X-API-Key: ${key}`);
    await screenshot(page, 'open-api-created');
    await created.getByRole('button', { name: '我已保存' }).click();
    const row = card.locator('.ant-table-row', { hasText: 'BI 看板' });
    await expect(row).toContainText('使用中');
    await expect(row).not.toContainText(key);

    // The key works from curl on an open path, and nowhere else.
    const live = curlWithKey(baseURL as string, '/api/hot_search/realtime', key, {});
    expect(live.code).toBe(1);
    expect(curlWithKey(baseURL as string, '/api/user/getPersonalInfo', key, {})).toEqual(
      expect.objectContaining({ code: 0, msg: '该接口不支持 API Key 调用，请登录网页版使用' }),
    );
    await page.reload();
    await expect(row).not.toContainText('从未使用');

    await row.getByRole('button', { name: /撤\s*销/ }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await expect(confirm).toContainText('你确定要撤销该 API Key 吗？');
    await confirm.getByRole('button', { name: /撤\s*销/ }).click();
    await expect(row).toContainText('已撤销');
    await screenshot(page, 'open-api-revoked');
    expect(curlWithKey(baseURL as string, '/api/hot_search/realtime', key, {})).toEqual(
      expect.objectContaining({ code: -1, msg: 'API Key 无效或已撤销' }),
    );
    expect(errors).toEqual([]);
  });
});
