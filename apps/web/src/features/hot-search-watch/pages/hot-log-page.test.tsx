import type { HotReportDetail, HotWatch } from '@boguan/contracts/hot-search-watch.api';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { HotLogPage } from './hot-log-page';

const LOADED = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

const watch: HotWatch = {
  watch_id: 7,
  keywords: ['手机', '华为'],
  status: 1,
  status_text: '预警中',
  create_time: '2026-01-05 09:00:00',
  alert_count: 1,
  last_alert_time: '2026-01-05 10:00:00',
};
const alert = {
  word: '新款手机发布',
  keyword: '手机',
  rank: 3,
  heat: 990_000,
  time: '2026-01-05 10:00:00',
  last_seen: '2026-01-05 10:05:00',
  is_demo: true,
};

describe('/hotLog', () => {
  it('lists the watches with their alerts, marked as demo data', async () => {
    fakeApi({
      '/api/hot_search/watchList': { code: 1, data: { data: [watch], max_watches: 5, in_use: 1 } },
      '/api/hot_search/watchAlerts': { code: 1, data: { data: [alert], page: 1, per_page: 10, total: 1 } },
    });
    renderWithApp(<HotLogPage />, { route: '/hotLog' });
    expect(await screen.findByText('新款手机发布', {}, LOADED)).toBeTruthy();
    expect(screen.getByTestId('hot-watch-allowance').textContent).toBe('已创建 1 / 5 个预警');
    expect(screen.getByText('演示数据')).toBeTruthy();
    expect(screen.getByText('预警中')).toBeTruthy();
  });

  it('creates a watch from comma-separated keywords, and warns before sending none', async () => {
    const api = fakeApi({
      '/api/hot_search/watchList': { code: 1, data: { data: [], max_watches: 1, in_use: 0 } },
      '/api/hot_search/addWatch': { code: 1, msg: '热搜预警已创建', data: { watch_id: 1 } },
    });
    renderWithApp(<HotLogPage />, { route: '/hotLog' });
    await screen.findByText('还没有热搜预警', {}, LOADED);
    await userEvent.click(screen.getByRole('button', { name: '创建预警' }));
    expect(await screen.findByText('请输入至少一个关键词', {}, LOADED)).toBeTruthy();
    expect(api.calls.some((c) => c.path === '/api/hot_search/addWatch')).toBe(false);
    await userEvent.type(screen.getByLabelText('预警关键词'), '苹果，apple、Apple');
    await userEvent.click(screen.getByRole('button', { name: '创建预警' }));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/hot_search/addWatch')).toBe(true));
    const sent = api.calls.find((c) => c.path === '/api/hot_search/addWatch');
    expect(sent?.form.getAll('keywords')).toEqual(['苹果', 'apple']);
  }, 60_000);

  it('opens a report: its figures, chart and rows', async () => {
    const report: HotReportDetail = {
      report_id: 3,
      keywords: ['手机'],
      start_date: '2026-01-03',
      end_date: '2026-01-04',
      create_time: '2026-01-05 10:00:00',
      entries: 1,
      minutes_on_list: 42,
      best_rank: 2,
      is_demo: false,
      summary: {
        entries: 1,
        minutes_on_list: 42,
        best_rank: 2,
        first_seen: '2026-01-03 23:30:00',
        last_seen: '2026-01-04 00:12:00',
        captures: 20,
      },
      days: [
        { date: '2026-01-03', entries: 1, minutes_on_list: 30 },
        { date: '2026-01-04', entries: 1, minutes_on_list: 12 },
      ],
      rows: [
        {
          word: '=手机大促',
          keyword: '手机',
          category: '社会',
          first_seen: '2026-01-03 23:30:00',
          last_seen: '2026-01-04 00:12:00',
          minutes_on_list: 42,
          best_rank: 2,
          peak_heat: 123_456,
          captures: 20,
        },
      ],
    };
    fakeApi({ '/api/hot_search/reportDetail': { code: 1, data: report } });
    renderWithApp(<HotLogPage />, { route: '/hotLog?report=3' });
    expect(await screen.findByText('=手机大促', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('热搜报告：手机')).toBeTruthy();
    expect(screen.getByRole('img', { name: '每日上榜热搜数，共 2 天，其中 2 天有上榜' })).toBeTruthy();
    expect(screen.getByText('123,456')).toBeTruthy();
    expect(screen.queryByText('演示数据')).toBeNull();
  });
});
