import type { StopeResult } from '@boguan/contracts/kol-stope.api';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { StopeResultPage } from './stope-result-page';

// ECharts measures text on a canvas jsdom does not have: the chart is a labelled box here.
vi.mock('../../../components/charts/echart', () => ({
  CHART_COLORS: ['#ff8200'],
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

afterEach(() => vi.unstubAllGlobals());

const result: StopeResult = {
  task: {
    id: 5,
    kol_id: 12,
    uid: '1200012',
    uname: '数码老张',
    avatar: '/static/avatar/1000.svg',
    start_date: '2026-01-01',
    end_date: '2026-01-03',
    status: 2,
    status_text: '已完成',
    progress: 1,
    progress_text: '已完成',
    posts: 3,
    posts_found: 3,
    originals: 2,
    sponsored: 1,
    interactions: 36_800,
    max_rows: 2000,
    capped: false,
    error: null,
    create_time: '2026-01-03 10:00:00',
    finish_time: '2026-01-03 10:01:00',
  },
  summary: {
    posts: 3,
    originals: 2,
    sponsored: 1,
    reposts: 800,
    comments: 6_000,
    likes: 30_000,
    interactions: 36_800,
    avg_reposts: 266.7,
    avg_comments: 2000,
    avg_likes: 10_000,
    avg_interactions: 12_266.7,
    sentiment: { positive: 2, neutral: 0, negative: 1, total: 3 },
    daily: [
      { date: '2026-01-01', posts: 1, sponsored: 0, interactions: 800 },
      { date: '2026-01-02', posts: 0, sponsored: 0, interactions: 0 },
      { date: '2026-01-03', posts: 2, sponsored: 1, interactions: 36_000 },
    ],
  },
  list: {
    data: [
      {
        mid: '5001',
        bid: 'Pabc',
        uid: '1200012',
        url: 'https://weibo.com/1200012/Pabc',
        text: '新手机开箱，续航真不错',
        created_at: '2026-01-03 09:00:00',
        reposts: 500,
        comments: 4000,
        likes: 20_000,
        interactions: 24_500,
        sponsored: true,
        markers: ['广告'],
        pics: 3,
        is_original: true,
        sentiment: { label: 'positive', score: 0.82, corrected: false },
      },
    ],
    page: 1,
    per_page: 20,
    total: 3,
  },
};

/** The value a summary card shows under its title. */
function figure(title: string): string | null | undefined {
  const card = [...document.querySelectorAll('.ant-statistic')].find(
    (node) => node.querySelector('.ant-statistic-title')?.textContent === title,
  );
  return card?.querySelector('.ant-statistic-content')?.textContent;
}

describe('StopeResultPage', () => {
  it('shows the task, its summary figures and its posts', async () => {
    const api = fakeApi({ '/api/kol/stope_result': { code: 1, data: result } });
    renderWithApp(<StopeResultPage />, { route: '/stopeResult?id=5' });
    expect(await screen.findByText('新手机开箱，续航真不错')).toBeTruthy();
    expect(screen.getByText('数码老张')).toBeTruthy();
    expect(figure('博文数')).toBe('3');
    expect(figure('原创博文')).toBe('2');
    expect(figure('商业博文')).toBe('1');
    expect(figure('总互动量')).toBe('3.68万');
    expect(figure('总点赞')).toBe('3万');
    expect(figure('平均互动')).toBe('1.23万');
    expect(screen.getByText('共 3 条')).toBeTruthy();
    expect(screen.getByLabelText('每日博文数与互动量')).toBeTruthy();
    // Each post's sentiment is a tag the member can correct; the summary shows the shares it counts.
    expect(screen.getByRole('columnheader', { name: '情感' })).toBeTruthy();
    expect(screen.getByRole('button', { name: '情感：正面，点击修改' })).toBeTruthy();
    const share = screen.getByTestId('sentiment-share');
    expect(share.textContent).toContain('66.7%');
    expect(share.textContent).toContain('基于 3 条');
    expect(share.textContent).toContain('样本不足（少于30条），仅供参考');
    const first = api.calls.find((c) => c.path === '/api/kol/stope_result')?.form;
    expect(first?.get('id')).toBe('5');
    expect(first?.get('sort')).toBe('created_at');
    expect(first?.get('sponsored_only')).toBe('0');
  }, 60_000);

  it('says where to go without a task id, and asks the server nothing', async () => {
    const api = fakeApi({});
    renderWithApp(<StopeResultPage />, { route: '/stopeResult' });
    expect(await screen.findByText('缺少任务编号，请从回采记录进入')).toBeTruthy();
    expect(screen.getByText('查看回采记录').getAttribute('href')).toBe('/stopeHistory');
    expect(api.calls).toEqual([]);
  });

  it("shows the server's reason when the task has no result yet", async () => {
    fakeApi({ '/api/kol/stope_result': { code: 0, msg: '回采任务尚未完成，请稍后查看' } });
    renderWithApp(<StopeResultPage />, { route: '/stopeResult?id=9' });
    expect(await screen.findByText('回采任务尚未完成，请稍后查看')).toBeTruthy();
    expect(screen.getByText('返回回采记录')).toBeTruthy();
  });
});
