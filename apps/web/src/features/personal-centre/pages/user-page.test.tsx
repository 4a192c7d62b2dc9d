import type { LoginHistoryPage } from '@boguan/contracts/accounts.api';
import type { SentimentCorrection } from '@boguan/contracts/sentiment.api';
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

const correction = (
  id: string,
  text: string,
  model: SentimentCorrection['label'],
  label: SentimentCorrection['label'],
) =>
  ({
    kind: 'post',
    id,
    text,
    model_label: model,
    label,
    create_time: '2026-03-02 10:00:00',
    update_time: '2026-03-02 10:00:00',
  }) satisfies SentimentCorrection;

function correctionsPage(data: SentimentCorrection[]) {
  return { code: 1, data: { data, page: 1, per_page: 10, total: data.length } };
}

/** The page's other card answers too: the corrections card asks for its list on every load. */
const NO_CORRECTIONS = {
  '/api/sentiment/corrections': correctionsPage([]),
  '/api/coupon/userCoupon': { code: 1, data: { data: [], total: 0 } },
  '/api/user/apiKeys': { code: 1, data: { data: [], limit: 2, rate_per_minute: 60 } },
  '/api/user/accountSettings': {
    code: 1,
    data: {
      nick_name: '品牌小王',
      mobile: '139****5678',
      has_password: true,
      wx_bound: false,
      level: 30,
      level_name: '高级版',
      expires_at: '2026-12-31 23:59:59',
      usage: [{ feature: 'kol_export', name: '博主数据导出', per_day: null, per_month: { used: 3, limit: 10 } }],
    },
  },
};

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
      is_operator: 0,
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
      ...NO_CORRECTIONS,
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
    // The level's limited allowances, used / limit (accountSettings).
    expect(await screen.findByText('博主数据导出', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('3 / 10')).toBeTruthy();
    expect(within(account).getByText('已设置')).toBeTruthy();
    expect(within(account).getByText('未绑定')).toBeTruthy();
    // The open API section (its own test: components/open-api-card.test.tsx).
    expect(await screen.findByText('可同时持有 2 个', {}, LOADED)).toBeTruthy();
    // Personal info comes from the store: the page does not ask for it again.
    expect(api.calls.map((c) => c.path)).not.toContain('/api/user/getPersonalInfo');
  });

  it('asks the server for page 2 when the pager is clicked', async () => {
    const api = fakeApi({
      ...NO_CORRECTIONS,
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
    fakeApi({ ...NO_CORRECTIONS, '/api/user/login_history': historyPage(1, [], 0) });
    renderWithApp(<UserPage />, { route: '/user' });
    const history = screen.getByTestId('login-history');
    expect(await within(history).findByText('暂无登录记录', {}, LOADED)).toBeTruthy();
    expect(within(history).queryByRole('table')).toBeNull();
  });

  it('shows the failure with 重新加载 when the history cannot be read', async () => {
    fakeApi({ ...NO_CORRECTIONS, '/api/user/login_history': { code: 0, msg: '服务繁忙，请稍后再试' } });
    renderWithApp(<UserPage />, { route: '/user' });
    expect(await screen.findByText('登录记录加载失败', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('服务繁忙，请稍后再试')).toBeTruthy();
    await waitFor(() => expect(screen.getByRole('button', { name: /重新加载/ })).toBeTruthy());
  });

  it('lists the sentiment corrections and undoes one', async () => {
    let rows = [
      correction('5001', '新手机开箱，续航真不错', 'positive', 'negative'),
      correction('5002', '今天发布会', 'neutral', 'positive'),
    ];
    const api = fakeApi({
      '/api/user/login_history': historyPage(1, [], 0),
      '/api/sentiment/corrections': () => correctionsPage(rows),
      '/api/sentiment/undo': (form) => {
        rows = rows.filter((row) => row.id !== form.get('id'));
        return {
          code: 1,
          msg: '已撤销修正，恢复为模型判断',
          data: { kind: 'post', id: form.get('id'), label: 'positive', score: 0.6, corrected: false },
        };
      },
    });
    renderWithApp(<UserPage />, { route: '/user' });
    const card = screen.getByTestId('sentiment-corrections');
    const first = (await within(card).findByText('新手机开箱，续航真不错', {}, LOADED)).closest('tr');
    if (!first) throw new Error('row not found');
    expect(within(first).getByText('正面')).toBeTruthy();
    expect(within(first).getByText('负面')).toBeTruthy();
    expect(within(first).getByText('博文')).toBeTruthy();
    expect(within(first).getByText('2026-03-02 10:00:00')).toBeTruthy();
    expect(within(card).getByText('共 2 条')).toBeTruthy();
    for (const title of ['内容', '模型判断', '修正为', '时间']) {
      expect(within(card).getByRole('columnheader', { name: title })).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: /导出为训练数据/ })).toBeTruthy();

    await userEvent.click(within(first).getByRole('button', { name: /^撤销/ }));
    expect(await screen.findByText('已撤销修正，恢复为模型判断')).toBeTruthy();
    await waitFor(() => expect(within(card).queryByText('新手机开箱，续航真不错')).toBeNull());
    expect(within(card).getByText('今天发布会')).toBeTruthy();
    const undo = api.calls.filter((c) => c.path === '/api/sentiment/undo');
    expect(undo.map((c) => [c.form.get('kind'), c.form.get('id')])).toEqual([['post', '5001']]);
  });

  it('says 暂无情感修正记录 and offers no export without corrections', async () => {
    fakeApi({ ...NO_CORRECTIONS, '/api/user/login_history': historyPage(1, [], 0) });
    renderWithApp(<UserPage />, { route: '/user' });
    const card = screen.getByTestId('sentiment-corrections');
    expect(await within(card).findByText('暂无情感修正记录', {}, LOADED)).toBeTruthy();
    await waitFor(() =>
      expect((screen.getByRole('button', { name: /导出为训练数据/ }) as HTMLButtonElement).disabled).toBe(true),
    );
  });
});
