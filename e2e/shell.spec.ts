import { createAccount, freshMobile } from './support/api';
import { closeModals, IPHONE_UA, openContext, screenshot, settledDialog } from './support/pages';
import { expect, test } from './support/test';

const LOGIN_TITLE = '微信扫码登录/注册';

test.describe('desktop shell', () => {
  let token: string;
  test.beforeAll(async ({ request }) => {
    token = await createAccount(request, freshMobile(), 'Shell2026x');
  });

  test('a visitor clicking a protected entry stays on the page and gets the login dialog', async ({ browser }) => {
    const { page, errors } = await openContext(browser, { quiet: true });
    await page.goto('/home');
    await closeModals(page);
    await page.locator('.ant-menu').getByText('充值', { exact: true }).click();
    await expect(page.getByText(LOGIN_TITLE)).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/home');
    await screenshot(page, 'login-dialog');
    expect(errors).toEqual([]);
  });

  test('a visitor landing on a protected page keeps the frame and the login dialog opens', async ({ browser }) => {
    const { page } = await openContext(browser, { quiet: true });
    await page.goto('/synthe');
    await expect(page.getByText(LOGIN_TITLE)).toBeVisible();
    await expect(page.locator('.ant-layout-sider')).toBeVisible();
    expect(new URL(page.url()).pathname).toBe('/synthe');
  });

  test('every tool of the catalogue is built: the last to land opens its page, not 即将上线', async ({ browser }) => {
    const { page } = await openContext(browser, { quiet: true });
    await page.goto('/dataExport');
    await expect(page.getByText('1. 选择数据集')).toBeVisible();
    await expect(page.getByText(/即将上线/)).toHaveCount(0);
  });

  test('the sidebar collapses under 1200 px and opens again above', async ({ browser }) => {
    const { page } = await openContext(browser, { token, quiet: true });
    await page.goto('/home');
    await closeModals(page);
    const sider = page.locator('.ant-layout-sider');
    const width = () => sider.evaluate((el) => el.getBoundingClientRect().width);
    await expect.poll(width).toBeGreaterThan(150);
    await screenshot(page, 'shell-1440');
    await page.setViewportSize({ width: 1199, height: 900 });
    await expect.poll(width).toBeLessThan(100);
    await screenshot(page, 'shell-1199-collapsed');
    await page.setViewportSize({ width: 1200, height: 900 });
    await expect.poll(width).toBeGreaterThan(150);
  });

  test('a phone following a link to a tool page sees the whole header, its buttons named', async ({ browser }) => {
    const { page } = await openContext(browser, { token, quiet: true, width: 375, height: 812 });
    await page.goto('/blogSearch');
    const header = page.locator('.ant-layout-header');
    await expect(page.getByRole('button', { name: '用户菜单' })).toBeVisible();
    const overflow = () => header.evaluate((el) => el.scrollWidth - el.clientWidth);
    await expect.poll(overflow).toBeLessThanOrEqual(0);
    for (const name of ['搜索', '联系客服', '意见反馈', '用户菜单']) {
      await expect(header.getByRole('button', { name })).toBeInViewport();
    }
    await screenshot(page, 'shell-375-header');
  });

  test('/home#/target opens the stored target; / goes to /home', async ({ browser }) => {
    const { page } = await openContext(browser, { token, quiet: true });
    await page.goto('/home#/blogSearch?name=x');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/blogSearch');
    await page.goto('/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
  });

  test('a 1001 answer opens the upgrade prompt; 了解详情 goes to /member', async ({ browser }) => {
    const { page } = await openContext(browser, { token, quiet: true });
    await page.route('**/api/index/search', (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({ code: 1001, msg: '当前会员等级暂不支持该功能，请升级会员', data: null }),
      }),
    );
    await page.goto('/home');
    await closeModals(page);
    await page.getByRole('button', { name: '搜索' }).first().click();
    await page.locator('.ant-modal input').first().fill('美妆');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: '暂不需要' })).toBeVisible();
    await page.getByRole('button', { name: '了解详情' }).click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/member');
  });

  test('a page event of a logged-in user sends flow_statistics about 0.5 s later', async ({ browser }) => {
    const { page } = await openContext(browser, { token, quiet: true });
    await page.goto('/home');
    await closeModals(page);
    const started = Date.now();
    const sent = page.waitForRequest(
      (r) => r.url().endsWith('/api/common/flow_statistics') && (r.postData() ?? '').includes('%2Fstatistics'),
    );
    await page.locator('.ant-menu').getByText('数据看板', { exact: true }).click();
    await sent;
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
  });

  test('logout clears storage, says 退出登录成功 and reopens home as a visitor', async ({ browser, request }) => {
    const own = await createAccount(request, freshMobile(), 'Logout2026x');
    const { page } = await openContext(browser, { token: own, quiet: true });
    await page.goto('/bosSearch');
    await closeModals(page);
    // The user menu opens on hover and closes when the pointer leaves it: open it again if the
    // click landed after it closed (the logout itself is checked below, once).
    await expect(async () => {
      await page.getByRole('button', { name: '用户菜单' }).hover();
      await page.getByRole('menuitem', { name: '退出登录' }).click({ timeout: 2000 });
      await expect(page.getByText('退出登录成功')).toBeVisible({ timeout: 2000 });
    }).toPass({ timeout: 20_000 });
    await expect.poll(() => new URL(page.url()).pathname).toBe('/home');
    await expect(page.getByRole('button', { name: '登录/注册' })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('Authorization'))).toBeNull();
    const check = await request.post('/api/User/checkLogin', { headers: { authorization: own } });
    expect((await check.json()).code).toBe(-1);
  });
});

test.describe('mobile', () => {
  test('a phone opening / or /home lands on /m/index; unknown /m paths are not found', async ({ browser }) => {
    const { page } = await openContext(browser, { width: 375, height: 812, userAgent: IPHONE_UA });
    await page.goto('/');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/m/index');
    await screenshot(page, 'mobile-index');
    await page.goto('/home');
    await expect.poll(() => new URL(page.url()).pathname).toBe('/m/index');
    await page.goto('/m/nowhere');
    await expect(page.getByText('页面不存在').first()).toBeVisible();
  });
});

test.describe('data and search', () => {
  test('home says the data is demo data; the header search finds bloggers and posts in it', async ({
    browser,
    request,
  }) => {
    // The demo world of the e2e server fills its history in seconds after start.
    await expect
      .poll(
        async () =>
          (
            (await (await request.post('/api/index/data_status')).json()) as {
              data: { backfill: { status: string } | null };
            }
          ).data.backfill?.status,
        { timeout: 60_000 },
      )
      .toBe('done');
    const token = await createAccount(request, freshMobile(), 'Find2026x');
    const { page } = await openContext(browser, { token, quiet: true });
    await page.goto('/home');
    await expect(page.getByText('当前为演示数据')).toBeVisible();
    await page.getByRole('button', { name: '搜索' }).first().click();
    const dialog = page.locator('.ant-modal');
    await dialog.getByPlaceholder('输入博主昵称或关键词').fill('   ');
    await dialog.getByRole('button', { name: /搜\s*索/ }).click();
    await expect(page.getByText('请输入关键词,搜索内容不能为空').first()).toBeVisible();
    await dialog.getByPlaceholder('输入博主昵称或关键词').fill('美妆');
    await dialog.getByRole('button', { name: /搜\s*索/ }).click();
    const rows = dialog.locator('li button');
    await expect(rows.first()).toBeVisible();
    // A free member sees five rows, and 'view more' from five.
    await expect(rows).toHaveCount(5);
    await expect(dialog.getByText('查看更多')).toBeVisible();
    await screenshot(page, 'search-bloggers');
    await dialog.getByRole('tab', { name: '博文' }).click();
    await dialog.getByPlaceholder('输入博文关键词').fill('美妆');
    await dialog.getByRole('button', { name: /搜\s*索/ }).click();
    // Demo posts have no page on weibo.com: the rows inform and lead nowhere made up, and
    // 查看更多 opens the full post search with the keyword.
    await expect(dialog.locator('li button')).toHaveCount(0);
    await expect(dialog.locator('li').first()).toBeVisible();
    await screenshot(page, 'search-posts');
    await dialog.getByText('查看更多').click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/blogSearch');
    expect(new URL(page.url()).searchParams.get('name')).toBe('美妆');
    await page.getByRole('button', { name: '搜索' }).first().click();
    // The dialog opens on the tab used last (博文): switch once it has settled, and see the switch.
    await settledDialog(page, '搜索');
    await dialog.getByRole('tab', { name: '博主' }).click();
    await expect(dialog.getByRole('tab', { name: '博主' })).toHaveAttribute('aria-selected', 'true');
    await dialog.getByPlaceholder('输入博主昵称或关键词').fill('美妆');
    await dialog.getByRole('button', { name: /搜\s*索/ }).click();
    await rows.first().click();
    await expect.poll(() => new URL(page.url()).pathname).toBe('/bosSearch/detail');
    expect(new URL(page.url()).searchParams.get('kol_id')).toMatch(/^\d+$/);
  });
});
