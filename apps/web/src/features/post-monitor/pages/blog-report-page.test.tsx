import type { ArtMonHistoryItem } from '@boguan/contracts/post-monitor.api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { BlogReportPage } from './blog-report-page';

vi.mock('../../../components/charts/echart', () => ({
  CHART_COLORS: ['#ff8200'],
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

afterEach(() => vi.unstubAllGlobals());

const item = (over: Partial<ArtMonHistoryItem>): ArtMonHistoryItem => ({
  art_mon_id: 1,
  uname: '数码老张',
  title: '新手机开箱，续航真不错',
  create_time: '2026-01-05 10:00:00',
  posts_time: '2026-01-05 08:00:00',
  status: 1,
  type: 2,
  is_data: 1,
  trend_data: [
    { date: '2026-01-05 10:00', comments: 10, likes: 100, retweets: 5 },
    { date: '2026-01-05 11:00', comments: 30, likes: 260, retweets: 12 },
  ],
  ...over,
});

describe('BlogReportPage', () => {
  it('lists the tasks with their state and mini trend; only running or finished ones open', async () => {
    const api = fakeApi({
      '/api/art_mon/history': {
        code: 1,
        data: {
          data: [
            item({}),
            item({
              art_mon_id: 2,
              status: 3,
              type: 1,
              is_data: 0,
              trend_data: [],
              title: '等待博主发布博文（2026-01-05 至 2026-01-05）',
              posts_time: '',
            }),
            item({ art_mon_id: 3, status: 0, is_data: 0, trend_data: [], title: '还没开始的博文' }),
          ],
          page: 1,
          per_page: 18,
          total: 3,
        },
      },
    });
    renderWithApp(<BlogReportPage />, { route: '/blogReport' });
    expect(await screen.findByText('新手机开箱，续航真不错')).toBeTruthy();
    expect(screen.getByText('监测中')).toBeTruthy();
    expect(screen.getByText('监测失败')).toBeTruthy();
    expect(screen.getByText('等待开始')).toBeTruthy();
    expect(screen.getByText('该时间段内未发现博主发布的博文')).toBeTruthy();
    expect(screen.getByLabelText('监测趋势：截至 2026-01-05 11:00 转发 12，评论 30，点赞 260')).toBeTruthy();
    expect(screen.getAllByText('查看报告')).toHaveLength(1);
    expect(screen.getByText('查看报告').getAttribute('href')).toBe('/blogDetail?id=1');
    expect(screen.getByText('还没开始的博文').closest('a')).toBeNull();
    expect(screen.getByText('共 3 条')).toBeTruthy();
    expect(api.calls[0]?.form.get('page')).toBe('1');
  });

  it('asks 你确定要删除吗? titled 删除, then deletes through delHistory', async () => {
    const api = fakeApi({
      '/api/art_mon/history': { code: 1, data: { data: [item({})], page: 1, per_page: 18, total: 1 } },
      '/api/art_mon/deleteTask': { code: 1, msg: '删除成功', data: null },
    });
    renderWithApp(<BlogReportPage />, { route: '/blogReport' });
    fireEvent.click(await screen.findByRole('button', { name: '删除监测 1' }));
    expect(await screen.findByText('你确定要删除吗?')).toBeTruthy();
    // The dialog's title is 删除 and its button 删 除 (antd spaces two-character buttons).
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('删除');
    fireEvent.click(screen.getByText('删 除'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/art_mon/deleteTask')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/art_mon/deleteTask')?.form.get('art_mon_id')).toBe('1');
  });

  it('says 暂无数据... without tasks', async () => {
    fakeApi({ '/api/art_mon/history': { code: 1, data: { data: [], page: 1, per_page: 18, total: 0 } } });
    renderWithApp(<BlogReportPage />, { route: '/blogReport' });
    expect(await screen.findByText('暂无数据...')).toBeTruthy();
  });
});
