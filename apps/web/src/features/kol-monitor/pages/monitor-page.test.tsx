import type { AccountSearchItem, MonitorAuth, MonitorItem } from '@boguan/contracts/kol-monitor.api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { kolCard } from '../../blogger-common/kol-card.fixture';
import { MonitorPage } from './monitor-page';

afterEach(() => vi.unstubAllGlobals());

const auth: MonitorAuth = {
  allowed: true,
  level: 30,
  level_name: '高级版',
  max_accounts: 10,
  in_use: 2,
  remaining: 8,
  intervals: [
    { value: 10, label: '每10分钟' },
    { value: 60, label: '每1小时' },
  ],
  watch_kinds: [{ value: 'fans_change', label: '粉丝变化' }],
  fans_threshold_default: 5,
};

function monitor(id: number, uname: string, status: 1 | 2, statusName: string): MonitorItem {
  return {
    id,
    kol_id: 100 + id,
    uid: `10000${id}`,
    uname,
    avatar: '/static/avatar/1000.svg',
    verify: 'blue',
    category: ['美妆'],
    fans: 52_000,
    watch: ['fans_change', 'profile_change'],
    fans_threshold: 5,
    interval_minutes: 60,
    status,
    status_name: statusName,
    end_date: null,
    create_time: '2026-01-05 10:00:00',
    last_check_time: status === 1 ? '2026-01-05 11:00:00' : null,
    next_check_time: status === 1 ? '2026-01-05 12:00:00' : null,
    notice_count: 3,
  };
}

const found: AccountSearchItem = {
  ...kolCard({ kol_id: 7, uid: '7000007', uname: '美食小李', fans: 8_800, category: ['美食'] }),
  monitored: false,
};

function answers() {
  return fakeApi({
    '/api/kol/account_monitor_auth': { code: 1, data: auth },
    '/api/kol/account_monitor_history': {
      code: 1,
      data: {
        data: [monitor(2, '旅行阿明', 2, '已暂停'), monitor(1, '美妆小王', 1, '监控中')],
        page: 1,
        per_page: 10,
        total: 2,
      },
    },
    '/api/kol/account_search': { code: 1, data: [found] },
    '/api/kol/account_monitor_submit': { code: 1, msg: '提交成功', data: { ids: [3], in_use: 3, remaining: 7 } },
  });
}

describe('MonitorPage', () => {
  it('shows the allowance and the monitored accounts with their status and settings', async () => {
    answers();
    renderWithApp(<MonitorPage />);
    const table = await screen.findByTestId('monitor-table');
    const paused = (await within(table).findByText('旅行阿明')).closest('tr');
    const active = within(table).getByText('美妆小王').closest('tr');
    if (!paused || !active) throw new Error('rows not found');
    expect(within(paused).getByText('已暂停')).toBeTruthy();
    expect(within(paused).getByText('恢复')).toBeTruthy();
    expect(within(paused).getByText('等待首次检查')).toBeTruthy();
    expect(within(active).getByText('监控中')).toBeTruthy();
    expect(within(active).getByText('暂停')).toBeTruthy();
    expect(within(active).getByText('每1小时')).toBeTruthy();
    expect(within(active).getByText('粉丝变化')).toBeTruthy();
    expect(within(active).getByText('资料变更')).toBeTruthy();
    expect(within(active).getByText('5.2万')).toBeTruthy();
    expect(screen.getByText('共 2 个账号')).toBeTruthy();
    expect(screen.getByText('高级版')).toBeTruthy();
  });

  it('adds a searched account with the chosen settings in one submit, even on a double click', async () => {
    const api = answers();
    const user = userEvent.setup({ delay: null });
    renderWithApp(<MonitorPage />);
    const search = await screen.findByPlaceholderText('输入博主昵称或UID搜索已收录的账号');
    fireEvent.change(search, { target: { value: ' 美食 ' } });
    fireEvent.keyDown(search, { key: 'Enter', code: 'Enter', keyCode: 13 });
    const row = (await screen.findByText('美食小李')).closest('tr');
    const tick = row?.querySelector<HTMLInputElement>('input[aria-label="选择 美食小李"]');
    if (!tick) throw new Error('no checkbox for 美食小李');
    await user.click(tick);
    expect(screen.getByText(/已选 1 个账号/)).toBeTruthy();
    // getByRole is slow on a page this size in jsdom: the button is found by its text.
    const start = screen.getByText('开始监控').closest('button');
    if (!start) throw new Error('no 开始监控 button');
    // Two clicks before the page re-renders (a double click): one request.
    fireEvent.click(start);
    fireEvent.click(start);
    expect(await screen.findByText('已开始监控 1 个账号')).toBeTruthy();
    const submits = api.calls.filter((c) => c.path === '/api/kol/account_monitor_submit');
    expect(submits).toHaveLength(1);
    const form = submits[0]?.form;
    expect(form?.getAll('kol_ids')).toEqual(['7']);
    expect(form?.getAll('watch')).toEqual(['fans_change', 'new_post', 'deleted_post', 'profile_change']);
    expect(form?.get('interval_minutes')).toBe('60');
    expect(form?.get('fans_threshold')).toBe('5');
    expect(form?.has('end_date')).toBe(false);
    expect(api.calls.find((c) => c.path === '/api/kol/account_search')?.form.get('keyword')).toBe('美食');
    await waitFor(() => expect(screen.getByText(/已选 0 个账号/)).toBeTruthy());
    // The whole page re-renders on every step: slow in jsdom on a busy machine.
  }, 60_000);

  it('offers the upgrade instead of the picker to a level without monitoring', async () => {
    fakeApi({
      '/api/kol/account_monitor_auth': {
        code: 1,
        data: { ...auth, allowed: false, level: 20, level_name: '免费版', max_accounts: 0, remaining: 0 },
      },
      '/api/kol/account_monitor_history': { code: 1, data: { data: [], page: 1, per_page: 10, total: 0 } },
    });
    renderWithApp(<MonitorPage />);
    expect(await screen.findByText('免费版暂不支持账号监控')).toBeTruthy();
    expect(screen.getByText('升级为高级版可同时监控 10 个账号，专业版可监控 50 个账号。')).toBeTruthy();
    expect(screen.queryByLabelText('搜索监控账号')).toBeNull();
    expect(await screen.findByText('暂无数据...')).toBeTruthy();
  });
});
