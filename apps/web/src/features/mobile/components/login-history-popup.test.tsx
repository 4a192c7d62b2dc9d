import type { LoginHistoryPage } from '@boguan/contracts/accounts.api';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setToken } from '../../../lib/storage-keys';
import { useUserStore } from '../../../stores/user-store';
import { fakeApi, renderWithApp } from '../../../test/render';
import { MobileUserPage } from '../pages/mobile-user-page';

/** A page renders antd in jsdom: give its first answer time on a busy machine. */
const LOADED = { timeout: 10_000 };

type Attempt = LoginHistoryPage['data'][number];

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  useUserStore.setState({ userinfo: null, userinfoState: 'idle' });
});

describe('/m/user login history', () => {
  it('opens from 登录记录, lists the attempts and loads more', async () => {
    setToken('token');
    const api = fakeApi({
      '/api/user/login_history': (form) => {
        const page = Number(form.get('page'));
        const data: Attempt[] =
          page === 1
            ? [
                { time: '2026-03-02 09:15:00', ip: '203.0.113.7', method: 'password', success: false },
                { time: '2026-03-01 20:00:00', ip: '198.51.100.2', method: 'sms', success: true },
              ]
            : [{ time: '2026-02-01 08:00:00', ip: '192.0.2.44', method: 'wechat', success: true }];
        return { code: 1, data: { data, page, per_page: 2, total: 3 } };
      },
    });
    renderWithApp(<MobileUserPage />, { route: '/m/user' });
    // Nothing is asked until the sheet opens.
    expect(api.calls.filter((c) => c.path === '/api/user/login_history')).toHaveLength(0);

    await userEvent.click(screen.getByText('登录记录'));
    const sheet = await screen.findByTestId('m-login-history');
    expect(await within(sheet).findByText('2026-03-02 09:15:00', {}, LOADED)).toBeTruthy();
    expect(within(sheet).getByText('IP 203.0.113.7 · 密码')).toBeTruthy();
    expect(within(sheet).getByText('失败')).toBeTruthy();
    expect(within(sheet).getByText('IP 198.51.100.2 · 短信验证码')).toBeTruthy();

    // The sheet's opening animation does not finish in jsdom (pointer-events stay off): click directly.
    fireEvent.click(within(sheet).getByText('加载更多'));
    expect(await within(sheet).findByText('IP 192.0.2.44 · 微信扫码', {}, LOADED)).toBeTruthy();
    expect(within(sheet).getByText('已经到底了')).toBeTruthy();
    expect(within(sheet).getAllByText('成功')).toHaveLength(2);
    const pages = api.calls.filter((c) => c.path === '/api/user/login_history').map((c) => c.form.get('page'));
    expect(pages).toEqual(['1', '2']);
  });

  it('says 暂无登录记录 when there is none', async () => {
    setToken('token');
    fakeApi({ '/api/user/login_history': { code: 1, data: { data: [], page: 1, per_page: 10, total: 0 } } });
    renderWithApp(<MobileUserPage />, { route: '/m/user' });
    await userEvent.click(screen.getByText('登录记录'));
    const sheet = await screen.findByTestId('m-login-history');
    expect(await within(sheet).findByText('暂无登录记录', {}, LOADED)).toBeTruthy();
  });
});
