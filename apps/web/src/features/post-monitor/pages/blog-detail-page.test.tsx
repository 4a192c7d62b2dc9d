import type {
  ArtMonParticipants,
  ArtMonPoint,
  ArtMonReportContent,
  ArtMonTrend,
} from '@boguan/contracts/post-monitor.api';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { BlogDetailPage } from './blog-detail-page';

vi.mock('../../../components/charts/echart', () => ({
  CHART_COLORS: ['#ff8200'],
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

afterEach(() => vi.unstubAllGlobals());

const point = (time: string, reposts: number, comments: number, likes: number, inc: number): ArtMonPoint => ({
  time,
  reposts,
  comments,
  likes,
  new_reposts: inc,
  new_comments: inc,
  new_likes: inc,
});
const points = [point('2026-01-05 10:00:00', 100, 50, 800, 0), point('2026-01-05 10:10:00', 130, 60, 900, 20)];

const report: ArtMonReportContent = {
  task: {
    art_mon_id: 7,
    type: 2,
    type_text: '单条博文监测',
    status: 1,
    status_text: '监测中',
    uid: '1200012',
    uname: '数码老张',
    duration: 24,
    interval: 10,
    create_time: '2026-01-05 10:00:00',
    start_date: null,
    end_date: null,
    refresh_ms: 600_000,
    error: null,
  },
  posts: [{ mid: '5230000000000001', title: '新手机开箱', posts_time: '2026-01-05 08:00:00' }],
  post: {
    mid: '5230000000000001',
    bid: 'Pabc',
    uid: '1200012',
    uname: '数码老张',
    avatar: '',
    verify: 'none',
    fans: 1000,
    text: '新手机开箱，续航真不错',
    posts_time: '2026-01-05 08:00:00',
    reposts: 130,
    comments: 60,
    likes: 900,
    pics: [],
    url: '',
    is_demo: true,
  },
  monitor_start: '2026-01-05 10:00:00',
  monitor_end: '2026-01-06 10:00:00',
  finished: null,
  last_poll: '2026-01-05 10:10:00',
  note: null,
  current: { reposts: 130, comments: 60, likes: 900, interactions: 1090 },
  growth: { reposts: 30, comments: 10, likes: 100, interactions: 140 },
  peak: points[1]!,
  comments: {
    sample_size: 60,
    sentiment: { positive: 30, neutral: 20, negative: 10, total: 60 },
    top_words: [{ word: '续航', count: 12 }],
  },
};

const trend: ArtMonTrend = { interval: 10, points };

const participants: ArtMonParticipants = {
  computed_at: '2026-01-05 10:10:00',
  participants: 5,
  reposters: 3,
  commenters: 3,
  both: 1,
  profiled: 5,
  gender: [
    { key: 'm', label: '男', count: 2 },
    { key: 'f', label: '女', count: 3 },
    { key: 'n', label: '未知', count: 0 },
  ],
  regions: [{ key: '北京', label: '北京', count: 5 }],
  verification: [{ key: 'none', label: '未认证', count: 5 }],
  follower_bands: [{ key: 'lt100', label: '100以下', count: 5 }],
  suspects: {
    count: 1,
    share: 0.2,
    signals: [{ key: 'noAvatar', label: '默认头像', count: 1 }],
    sample: [
      {
        uid: '9',
        name: '用户7391029384',
        avatar: '',
        followers: 3,
        verify: 'none',
        reposts: 1,
        comments: 0,
        signals: ['默认头像', '系统默认昵称'],
      },
    ],
  },
  top_accounts: [],
};

describe('BlogDetailPage', () => {
  it('shows the post, its figures and trend, refreshing on the interval; tabs for the table, users and comments', async () => {
    const api = fakeApi({
      '/api/art_mon/reportContent': { code: 1, data: report },
      '/api/art_mon/getCoreTrend': { code: 1, data: trend },
      '/api/art_mon/getCoreContrast': {
        code: 1,
        data: {
          sample_size: 12,
          period_days: 30,
          reposts: { post: 130, average: 65, ratio: 2 },
          comments: { post: 60, average: 30, ratio: 2 },
          likes: { post: 900, average: 450, ratio: 2 },
          interactions: { post: 1090, average: 545, ratio: 2 },
        },
      },
      '/api/art_mon/getCoreFrequencyList': {
        code: 1,
        data: { data: [...points].reverse(), page: 1, per_page: 20, total: 2 },
      },
      '/api/art_mon/participant': { code: 1, data: participants },
    });
    renderWithApp(<BlogDetailPage />, { route: '/blogDetail?id=7' });
    expect(await screen.findByText('新手机开箱，续航真不错')).toBeTruthy();
    expect(screen.getAllByText('监测中').length).toBeGreaterThan(0);
    expect(screen.getByText('监测中，页面每 10 分钟自动刷新。')).toBeTruthy();
    expect(await screen.findByLabelText('转发、评论、点赞趋势，共 2 个监测点')).toBeTruthy();
    expect(await screen.findByText('对比博主发布本博文前 30 天内的 12 条原创博文')).toBeTruthy();
    expect(screen.getAllByText('2.00 倍')).toHaveLength(4);
    expect(api.calls.find((c) => c.path === '/api/art_mon/reportContent')?.form.get('id')).toBe('7');

    fireEvent.click(screen.getByRole('tab', { name: /明细/ }));
    expect(await screen.findByText('2026-01-05 10:10:00')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /用户/ }));
    expect(await screen.findByText('用户7391029384')).toBeTruthy();
    expect(screen.getByText('默认头像、系统默认昵称')).toBeTruthy();
    expect(screen.getByText('20.0%')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /评论/ }));
    expect((await screen.findByTestId('sentiment-share')).textContent).toContain('基于 60 条');
    expect(screen.getByTestId('art-mon-words').textContent).toContain('续航');
    expect(screen.getByRole('tab', { name: /传播/ })).toBeTruthy();
  });

  it("shows the server's reason for a task without a report, and asks nothing without an id", async () => {
    fakeApi({ '/api/art_mon/reportContent': { code: 0, msg: '该时间段内未发现博主发布的博文' } });
    renderWithApp(<BlogDetailPage />, { route: '/blogDetail?id=9' });
    expect(await screen.findByText('该时间段内未发现博主发布的博文')).toBeTruthy();
    const api = fakeApi({});
    renderWithApp(<BlogDetailPage />, { route: '/blogDetail' });
    expect(await screen.findByText('缺少监测任务编号，请从监测记录进入')).toBeTruthy();
    expect(api.calls).toEqual([]);
  });
});
