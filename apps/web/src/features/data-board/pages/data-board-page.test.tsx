import { DataBoardMessage } from '@boguan/contracts/data-board';
import {
  type DataBoardOverview,
  type DataBoardTops,
  dataBoardOverviewPageSchema,
  dataBoardTopsPageSchema,
} from '@boguan/contracts/data-board.api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { DataBoardPage } from './data-board-page';

// ECharts measures text on a canvas jsdom does not have: the chart is a labelled box here (the
// options are checked in lib/board-charts.test.ts).
vi.mock('../../../components/charts/echart', () => ({
  CHART_COLORS: ['#ff8200'],
  TEXT_COLORS: ['#ad4e00'],
  loadWordCloud: () => new Promise(() => undefined),
  EChart: ({ ariaLabel }: { ariaLabel: string }) => <div role="img" aria-label={ariaLabel} />,
}));

const LOADED = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

const day = (date: string, posts: number, bloggers: number, interactions: number) => ({
  date,
  posts,
  bloggers,
  interactions,
  reposts: Math.round(interactions / 4),
  comments: Math.round(interactions / 4),
  likes: interactions - 2 * Math.round(interactions / 4),
});

function overview(overrides: Partial<DataBoardOverview> = {}): DataBoardOverview {
  return {
    date: '2026-01-04',
    first_date: '2025-11-20',
    latest_date: '2026-01-04',
    days: 7,
    computing: false,
    series: [day('2026-01-03', 1200, 300, 45_000), day('2026-01-04', 1500, 320, 40_000)],
    totals: {
      posts: { value: 1500, previous: 1200, change: 300, rate: 25 },
      bloggers: { value: 320, previous: 300, change: 20, rate: 6.7 },
      interactions: { value: 40_000, previous: 45_000, change: -5000, rate: -11.1 },
    },
    shares: {
      category: [
        { key: '美妆', name: '美妆', posts: 900, share: 0.6 },
        { key: '未分类', name: '未分类', posts: 600, share: 0.4 },
      ],
      region: [
        { key: '广东', name: '广东', posts: 1000, share: 0.6667 },
        { key: '海外', name: '海外', posts: 500, share: 0.3333 },
      ],
      verify: [
        { key: 'gold', name: '金V', posts: 1000, share: 0.6667 },
        { key: 'unknown', name: '未知', posts: 500, share: 0.3333 },
      ],
    },
    freshness: [
      { source: 'posts', name: '博文', latest_at: '2026-01-05 09:58:00' },
      { source: 'hot_search', name: '热搜', latest_at: '2026-01-05 09:59:00' },
      { source: 'topics', name: '话题', latest_at: '2026-01-05 09:00:00' },
      { source: 'bloggers', name: '博主统计', latest_at: null },
      { source: 'board', name: '数据大盘', latest_at: '2026-01-05 09:50:00' },
    ],
    computed_at: '2026-01-05 09:50:00',
    ...overrides,
  };
}

function tops(overrides: Partial<DataBoardTops> = {}): DataBoardTops {
  return {
    date: '2026-01-04',
    has_previous: true,
    bloggers: [
      {
        rank: 1,
        rank_change: 2,
        uid: '5001',
        kol_id: 17,
        uname: '晨光博主',
        avatar: '',
        verify: 'gold',
        category: ['美妆'],
        posts: 6,
        interactions: 12_000,
        prev_interactions: 10_000,
      },
      {
        rank: 2,
        rank_change: null,
        uid: '5999',
        kol_id: null,
        uname: '5999',
        avatar: '',
        verify: 'none',
        category: [],
        posts: 1,
        interactions: 9000,
        prev_interactions: 0,
      },
    ],
    posts: [
      {
        rank: 1,
        mid: '900001',
        text: '露屿新品真的太好用了',
        url: '',
        created_at: '2026-01-04 21:30:00',
        uid: '5001',
        kol_id: 17,
        uname: '晨光博主',
        verify: 'gold',
        reposts: 100,
        comments: 200,
        likes: 700,
        interactions: 1000,
        prev_interactions: 800,
      },
    ],
    topics: {
      computed: true,
      has_previous: true,
      rows: [
        {
          rank: 1,
          rank_change: -1,
          name: '春节档',
          category: '娱乐',
          read_inc: 2_000_000,
          discuss_inc: 3000,
          prev_read_inc: 2_500_000,
        },
      ],
    },
    brands: [
      {
        rank: 1,
        rank_change: 0,
        brand_id: 'bd-luyu',
        brand_cn_name: '露屿',
        brand_pic: '',
        mentions: 40,
        prev_mentions: 32,
        interactions: 5000,
      },
    ],
    hot_search: {
      total: 23,
      rows: [
        {
          word: '寒潮来袭',
          category: '社会',
          peak_rank: 1,
          peak_heat: 1_200_000,
          first_seen: '2026-01-04 08:00:00',
          last_seen: '2026-01-04 20:00:00',
          minutes_on_list: 720,
        },
      ],
    },
    ...overrides,
  };
}

const text = (testId: string) => screen.getByTestId(testId).textContent ?? '';

function tableRows(testId: string): string[][] {
  return [...screen.getByTestId(testId).querySelectorAll('tbody tr.ant-table-row')].map((r) =>
    [...r.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  );
}

describe('data dashboard /statistics', () => {
  it('the fixtures are answers the server could give', () => {
    expect(dataBoardOverviewPageSchema.safeParse(overview()).error?.issues ?? []).toEqual([]);
    expect(dataBoardTopsPageSchema.safeParse(tops()).error?.issues ?? []).toEqual([]);
  });

  it('shows the day’s totals against the day before, shares, tops with their links, hot search and freshness', async () => {
    const api = fakeApi({
      '/api/index/data_status': { code: 1, data: { demo: true } },
      '/api/data_board/overview': { code: 1, data: overview() },
      '/api/data_board/tops': { code: 1, data: tops() },
    });
    renderWithApp(<DataBoardPage />, { route: '/statistics' });
    expect(await screen.findByTestId('figure-发博量', {}, LOADED)).toBeTruthy();
    expect(text('figure-发博量')).toContain('1,500');
    expect(text('figure-发博量')).toContain('较前日 +300（+25.0%）');
    expect(text('figure-活跃博主')).toContain('较前日 +20（+6.7%）');
    expect(text('figure-互动量')).toContain('4万');
    expect(text('figure-互动量')).toContain('较前日 -5,000（-11.1%）');
    expect(text('board-day')).toContain('统计日期：2026-01-04（北京时间）');

    // The shares: each dimension's table with posts and share; a region off the map said apart.
    expect(tableRows('share-category')).toEqual([
      ['美妆', '900', '60.0%'],
      ['未分类', '600', '40.0%'],
    ]);
    expect(text('share-region')).toContain('地图外：海外 500 条（33.3%）');
    expect(tableRows('share-region')[0]).toEqual(['广东', '1,000', '66.7%']);
    expect(tableRows('share-verify').map((r) => r[0])).toEqual(['金V', '未知']);
    expect(screen.getByRole('img', { name: '当日博文的发布地区分布地图' })).toBeTruthy();

    // The tops, each linking to its tool's page, with the change against the day before.
    const bloggers = within(await screen.findByTestId('top-bloggers', {}, LOADED));
    expect(bloggers.getByRole('link', { name: '晨光博主' }).getAttribute('href')).toBe(
      '/bosSearch/detail?kol_id=17&uid=5001&t=overview',
    );
    expect(bloggers.queryByRole('link', { name: '5999' })).toBeNull();
    const bloggerRows = tableRows('top-bloggers');
    expect(bloggerRows.map((r) => r[0])).toEqual(['1↑2', '2新']);
    expect(bloggerRows[0]?.[2]).toBe('1.2万+2,000（+20.0%）');
    expect(text('top-posts')).toContain('露屿新品真的太好用了');
    expect(text('top-posts')).toContain('+200（+25.0%）');
    const topics = within(screen.getByTestId('top-topics'));
    expect(topics.getByRole('link', { name: '#春节档#' }).getAttribute('href')).toBe(
      '/topictopRanking?date=2026-01-04',
    );
    expect(text('top-topics')).toContain('1↓1');
    const brands = within(screen.getByTestId('top-brands'));
    expect(brands.getByRole('link', { name: '露屿' }).getAttribute('href')).toBe(
      '/brandSearch/detail?brand_id=bd-luyu',
    );
    expect(text('top-brands')).toContain('+8（+25.0%）');
    const hot = within(screen.getByTestId('day-hot-search'));
    expect(hot.getByRole('link', { name: '寒潮来袭' }).getAttribute('href')).toBe(
      `/hotDetail?word=${encodeURIComponent('寒潮来袭')}`,
    );
    expect(text('day-hot-search')).toContain('当日热搜（共 23 条）');
    expect(text('day-hot-search')).toContain('720 分钟');

    expect(text('fresh-posts')).toBe('2026-01-05 09:58:00');
    expect(text('fresh-bloggers')).toBe('暂无数据');
    expect((await screen.findByTestId('demo-data-notice')).textContent).toContain('当前为演示数据');

    // What was asked: the range, then the tops of the day the overview resolved.
    const first = api.calls.find((c) => c.path === '/api/data_board/overview');
    expect(Object.fromEntries(first?.form ?? [])).toEqual({ days: '7' });
    const asked = api.calls.find((c) => c.path === '/api/data_board/tops');
    expect(Object.fromEntries(asked?.form ?? [])).toEqual({ date: '2026-01-04' });

    fireEvent.click(screen.getByText('近30天'));
    await waitFor(() => expect(api.calls.at(-1)?.form.get('days')).toBe('30'));
    fireEvent.click(screen.getByText('数据说明'));
    expect(await screen.findByText(/较前日 = 当日 − 前一日/)).toBeTruthy();
  }, 60_000);

  it('no change is shown without a day before; no demo notice on real data', async () => {
    fakeApi({
      '/api/index/data_status': { code: 1, data: { demo: false } },
      '/api/data_board/overview': {
        code: 1,
        data: overview({
          date: '2025-11-20',
          totals: {
            posts: { value: 10, previous: null, change: null, rate: null },
            bloggers: { value: 3, previous: null, change: null, rate: null },
            interactions: { value: 0, previous: null, change: null, rate: null },
          },
        }),
      },
      '/api/data_board/tops': {
        code: 1,
        data: tops({
          date: '2025-11-20',
          has_previous: false,
          topics: { computed: false, has_previous: false, rows: [] },
        }),
      },
    });
    renderWithApp(<DataBoardPage />, { route: '/statistics?date=2025-11-20' });
    expect(await screen.findByTestId('figure-发博量', {}, LOADED)).toBeTruthy();
    expect(text('figure-发博量')).toContain('较前日 -');
    expect(await screen.findByText('该日话题榜尚未生成，请稍后再看', {}, LOADED)).toBeTruthy();
    expect(tableRows('top-bloggers').map((r) => r[0])).toEqual(['1', '2']);
    expect(screen.getByRole('button', { name: '回到最近一天' })).toBeTruthy();
    expect(screen.queryByTestId('demo-data-notice')).toBeNull();
  }, 60_000);

  it('says the summary is being made before any day is stored', async () => {
    fakeApi({
      '/api/index/data_status': { code: 1, data: { demo: true } },
      '/api/data_board/overview': {
        code: 1,
        data: overview({
          date: null,
          first_date: null,
          latest_date: null,
          computing: true,
          series: [],
          totals: null,
          shares: { category: [], region: [], verify: [] },
          computed_at: null,
        }),
      },
    });
    renderWithApp(<DataBoardPage />, { route: '/statistics' });
    expect(await screen.findByText(DataBoardMessage.computing, {}, LOADED)).toBeTruthy();
    expect(text('fresh-posts')).toBe('2026-01-05 09:58:00');
  }, 60_000);

  it('a day in the link that is not stored says so and offers the latest day', async () => {
    const api = fakeApi({
      '/api/index/data_status': { code: 1, data: { demo: false } },
      '/api/data_board/overview': (form) =>
        form.get('date')
          ? { code: 0, msg: '所选日期没有统计数据，请选择2025-11-20至2026-01-04之间的日期' }
          : { code: 1, data: overview() },
      '/api/data_board/tops': { code: 1, data: tops() },
    });
    renderWithApp(<DataBoardPage />, { route: '/statistics?date=2020-01-01' });
    expect(await screen.findByText(/所选日期没有统计数据/, {}, LOADED)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '查看最近一天' }));
    expect(await screen.findByTestId('figure-发博量', {}, LOADED)).toBeTruthy();
    expect(
      api.calls
        .filter((c) => c.path === '/api/data_board/overview')
        .at(-1)
        ?.form.get('date'),
    ).toBeNull();
  }, 60_000);
});
