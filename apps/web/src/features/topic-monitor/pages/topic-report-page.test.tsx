import type { TopicHistoryItem } from '@boguan/contracts/topic-monitor.api';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { TopicReportPage } from './topic-report-page';

vi.mock('../../../components/charts/echart', () => ({
  CHART_COLORS: ['#ff8200'],
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

afterEach(() => vi.unstubAllGlobals());

const item = (over: Partial<TopicHistoryItem>): TopicHistoryItem => ({
  topic_mon_id: 1,
  topic: '春节档',
  create_time: '2026-01-05 10:00:00',
  duration: 24,
  interval: 10,
  status: 1,
  status_text: '监测中',
  error: null,
  is_data: 1,
  is_demo: true,
  trend_data: [
    { date: '2026-01-05 10:00', read: 10_000, discussion: 100 },
    { date: '2026-01-05 11:00', read: 25_000, discussion: 260 },
  ],
  ...over,
});

describe('TopicReportPage', () => {
  it('lists the tasks with state, demo mark, reason and mini trend; only running or finished ones open', async () => {
    fakeApi({
      '/api/topic/history': {
        code: 1,
        data: {
          data: [
            item({}),
            item({
              topic_mon_id: 2,
              topic: '失败的话题',
              status: 3,
              status_text: '监测失败',
              error: '读取话题数据失败，监测次数已退还，请稍后重新提交',
              is_data: 0,
              trend_data: [],
            }),
            item({
              topic_mon_id: 3,
              topic: '等待的话题',
              status: 0,
              status_text: '等待开始',
              is_data: 0,
              trend_data: [],
            }),
          ],
          page: 1,
          per_page: 18,
          total: 3,
        },
      },
    });
    renderWithApp(<TopicReportPage />, { route: '/topicReport' });
    expect(await screen.findByText('#春节档#')).toBeTruthy();
    expect(screen.getByText('读取话题数据失败，监测次数已退还，请稍后重新提交')).toBeTruthy();
    expect(screen.getAllByText('演示数据')).toHaveLength(3);
    expect(screen.getByLabelText('监测趋势：截至 2026-01-05 11:00 阅读 2.5万，讨论 260')).toBeTruthy();
    expect(screen.getAllByText('查看报告')).toHaveLength(1);
    expect(screen.getByText('查看报告').getAttribute('href')).toBe('/topicDetail?id=1');
    expect(screen.getByText('#等待的话题#').closest('a')).toBeNull();
    expect(screen.getByText('共 3 条')).toBeTruthy();
  });

  it('asks 你确定要删除吗? titled 删除, then deletes the task', async () => {
    const api = fakeApi({
      '/api/topic/history': { code: 1, data: { data: [item({})], page: 1, per_page: 18, total: 1 } },
      '/api/topic/deleteTask': { code: 1, msg: '删除成功', data: null },
    });
    renderWithApp(<TopicReportPage />, { route: '/topicReport' });
    fireEvent.click(await screen.findByRole('button', { name: '删除监测 #春节档#' }));
    expect(await screen.findByText('你确定要删除吗?')).toBeTruthy();
    expect(document.querySelector('.ant-modal-confirm-title')?.textContent).toBe('删除');
    fireEvent.click(screen.getByText('删 除'));
    await waitFor(() => expect(api.calls.some((c) => c.path === '/api/topic/deleteTask')).toBe(true));
    expect(api.calls.find((c) => c.path === '/api/topic/deleteTask')?.form.get('topic_mon_id')).toBe('1');
  });
});
