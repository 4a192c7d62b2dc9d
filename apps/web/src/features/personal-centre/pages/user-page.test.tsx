import type { LoginHistoryPage } from '@boguan/contracts/accounts.api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useUserStore } from '../../../stores/user-store';
import { fakeApi, renderWithApp } from '../../../test/render';
import { UserPage } from './user-page';

/** A page renders antd in jsdom: give its first answer time on a busy machine. */
const LOADED = { timeout: 10_000 };

type Attempt = LoginHistoryPage['data'][number];

const attempt = (time: string, ip: string, method: Attempt['method'], success: boolean): Attempt => ({
  time,
  ip,
  method,
  success,
});

function historyPage(page: number, data: Attempt[], total: number) {
  return { code: 1, data: { data, page, per_page: 10, total } satisfies LoginHistoryPage };
}

beforeEach(() => {
  useUserStore.setState({
    userinfo: {
      nick_name: '品牌小王',
      mobile: '139****5678',
      package: { level: 30, name: '高级版', expires_at: '2026-12-31 23:59:59' },
      industry_list: [],
      new_coupon_icon: 0,
      show_coupon: 0,
      show_welcome: 0,
    },
    userinfoState: 'ready',
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  useUserStore.setState({ userinfo: null, userinfoState: 'idle' });
});

describe('UserPage (/user)', () => {
  it('shows the account from the store and the login attempts, a failed password try marked 失败', async () => {
    const api = fakeApi({
      '/api/user/login_history': historyPage(
        1,
        [
          attempt('2026-03-02 09:15:00', '203.0.113.7', 'password', false),
          attempt('2026-03-01 20:00:00', '198.51.100.2', 'sms', true),
        ],
        2,
      ),
    });
    renderWithApp(<UserPage />, { route: '/user' });

    const account = screen.getByTestId('account-info');
    expect(account.textContent).toContain('品牌小王');
    expect(account.textContent).toContain('139****5678');
    expect(account.textContent).toContain('高级版');
    expect(account.textContent).toContain('2026-12-31');
    expect(screen.getByRole('button', { name: '升级/续费' })).toBeTruthy();
    expect(screen.getByText(/密码连续输错会触发等待时间，但不会锁定账号/)).toBeTruthy();

    const history = screen.getByTestId('login-history');
    const failed = (await within(history).findByText('203.0.113.7', {}, LOADED)).closest('tr');
    const ok = within(history).getByText('198.51.100.2').closest('tr');
    if (!failed || !ok) throw new Error('rows not found');
    expect(within(failed).getByText('失败')).toBeTruthy();
    expect(within(failed).getByText('密码')).toBeTruthy();
    expect(within(failed).getByText('2026-03-02 09:15:00')).toBeTruthy();
    expect(within(ok).getByText('成功')).toBeTruthy();
    expect(within(ok).getByText('短信验证码')).toBeTruthy();
    // Personal info comes from the store: the page does not ask for it again.
    expect(api.calls.map((c) => c.path)).not.toContain('/api/user/getPersonalInfo');
  });

  it('asks the server for page 2 when the pager is clicked', async () => {
    const api = fakeApi({
      '/api/user/login_history': (form) => {
        const page = Number(form.get('page'));
        return page === 1
          ? historyPage(1, [attempt('2026-03-02 09:15:00', '203.0.113.7', 'password', true)], 12)
          : historyPage(2, [attempt('2026-02-01 08:00:00', '192.0.2.44', 'wechat', true)], 12);
      },
    });
    renderWithApp(<UserPage />, { route: '/user' });
    const history = screen.getByTestId('login-history');
    expect(await within(history).findByText('203.0.113.7', {}, LOADED)).toBeTruthy();
    expect(within(history).getByText('共 12 条')).toBeTruthy();

    await userEvent.click(within(history).getByTitle('2'));
    expect(await within(history).findByText('192.0.2.44', {}, LOADED)).toBeTruthy();
    expect(within(history).getByText('微信扫码')).toBeTruthy();
    const pages = api.calls.filter((c) => c.path === '/api/user/login_history').map((c) => c.form.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('says 暂无登录记录 when there is none', async () => {
    fakeApi({ '/api/user/login_history': historyPage(1, [], 0) });
    renderWithApp(<UserPage />, { route: '/user' });
    const history = screen.getByTestId('login-history');
    expect(await within(history).findByText('暂无登录记录', {}, LOADED)).toBeTruthy();
    expect(within(history).queryByRole('table')).toBeNull();
  });

  it('shows the failure with 重新加载 when the history cannot be read', async () => {
    fakeApi({ '/api/user/login_history': { code: 0, msg: '服务繁忙，请稍后再试' } });
    renderWithApp(<UserPage />, { route: '/user' });
    expect(await screen.findByText('登录记录加载失败', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('服务繁忙，请稍后再试')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /重新加载/ })).toBeTruthy());
  });
});
