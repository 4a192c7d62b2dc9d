import type {
  BloggerRankingPage,
  DistrictMapPage,
  LifeCitiesPage,
  LifeTrendPage,
  MerchantRankingPage,
  MerchantRankRow,
} from '@boguan/contracts/life.api';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderWithApp } from '../../../test/render';
import { kolCard } from '../../blogger-common/kol-card.fixture';
import { LifePage } from './life-page';

const LOADED = { timeout: 10_000 };

afterEach(() => vi.unstubAllGlobals());

/** antd's breakpoints read matchMedia: a window `px` wide answers the min- and max-width queries it meets. */
function windowWidth(px: number) {
  vi.stubGlobal('matchMedia', (query: string) => {
    const min = /min-width:\s*([\d.]+)/.exec(query);
    const max = /max-width:\s*([\d.]+)/.exec(query);
    return {
      matches: (!min || Number(min[1]) <= px) && (!max || px <= Number(max[1])),
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}

const PERIOD = {
  type: 'week' as const,
  date: '2025-12-29',
  start: '2025-12-29 00:00:00',
  end: '2026-01-05 00:00:00',
  label: '2025-12-29 至 2026-01-04',
};

const CITIES: LifeCitiesPage = {
  cities: [
    { city: '杭州', merchants: 25, districts: ['西湖区', '上城区'], bloggers: 12, mentions_30d: 940 },
    { city: '上海', merchants: 25, districts: ['静安区'], bloggers: 9, mentions_30d: 610 },
  ],
  merchant_categories: [
    { name: '餐饮', count: 48 },
    { name: '咖啡', count: 24 },
  ],
  blogger_categories: ['探店', '美食', '本地生活'],
};

function merchant(rank: number, id: string, name: string, overrides: Partial<MerchantRankRow> = {}): MerchantRankRow {
  return {
    rank,
    rank_change: null,
    merchant_id: id,
    name,
    category: '餐饮',
    district: '西湖区',
    mentions: 120,
    prev_mentions: 40,
    interactions: 35_600,
    authors: 18,
    ...overrides,
  };
}

function ranking(data: MerchantRankRow[], overrides: Partial<MerchantRankingPage> = {}): MerchantRankingPage {
  return {
    data,
    page: 1,
    per_page: 20,
    total: data.length,
    total_all: data.length,
    max_rows: 500,
    city: '杭州',
    by: 'mentions',
    period: PERIOD,
    has_previous: true,
    ...overrides,
  };
}

const DISTRICTS: DistrictMapPage = {
  city: '杭州',
  period: PERIOD,
  total_mentions: 200,
  total_interactions: 50_000,
  districts: [
    { district: '西湖区', mentions: 150, interactions: 40_000, merchants: 9, mentioned_merchants: 8, share: 0.75 },
    { district: '上城区', mentions: 50, interactions: 10_000, merchants: 7, mentioned_merchants: 5, share: 0.25 },
    { district: '萧山区', mentions: 0, interactions: 0, merchants: 2, mentioned_merchants: 0, share: 0 },
  ],
};

const DAYS = Array.from({ length: 30 }, (_, i) => `2025-12-${String(i + 1).padStart(2, '0')}`);
const TREND: LifeTrendPage = {
  city: '杭州',
  days: DAYS,
  total: DAYS.map((_, i) => (i > 25 ? 60 : 20)),
  merchants: [
    {
      merchant_id: 'm1',
      name: '老巷火锅',
      category: '餐饮',
      district: '上城区',
      series: DAYS.map((_, i) => (i > 25 ? 40 : 2)),
    },
  ],
};

const BLOGGERS: BloggerRankingPage = {
  data: [
    {
      ...kolCard({ kol_id: 7, uid: '1700007', uname: '杭州吃货阿七', category: ['美食', '探店'], fans: 128_000 }),
      rank: 1,
      score: 78.4,
      merchant_posts_30d: 23,
    },
  ],
  page: 1,
  per_page: 20,
  total: 1,
  total_all: 1,
  max_rows: 500,
  city: '杭州',
  computed_at: '2026-01-05 09:30:00',
};

function answers(overrides: Record<string, unknown> = {}) {
  return {
    '/api/index/data_status': { code: 1, data: { demo: true } },
    '/api/life/cities': { code: 1, data: CITIES },
    '/api/life/periods': { code: 1, data: { periods: [PERIOD] } },
    '/api/life/merchantRanking': {
      code: 1,
      data: ranking([
        merchant(1, 'm1', '老巷火锅', { rank_change: 3, district: '上城区' }),
        merchant(2, 'm2', '树影咖啡', { rank_change: 0, category: '咖啡', mentions: 96 }),
        merchant(3, 'm3', '云栖酒店', { rank_change: null, category: '酒店', mentions: 12, interactions: 880 }),
      ]),
    },
    '/api/life/districtMap': { code: 1, data: DISTRICTS },
    '/api/life/trend': { code: 1, data: TREND },
    '/api/life/bloggerRanking': { code: 1, data: BLOGGERS },
    ...overrides,
  } as Parameters<typeof fakeApi>[0];
}

function tableRows(testId: string): string[][] {
  const table = screen.getByTestId(testId);
  return [...table.querySelectorAll('tbody tr.ant-table-row')].map((r) =>
    [...r.querySelectorAll('td')].map((cell) => cell.textContent ?? ''),
  );
}

describe('本地生活 /life', () => {
  it('shows the most mentioned city: merchants with rank change, districts, trend and local bloggers', async () => {
    windowWidth(1280);
    const api = fakeApi(answers());
    renderWithApp(<LifePage />, { route: '/life' });
    expect(await screen.findByText('老巷火锅', {}, LOADED)).toBeTruthy();
    const merchantHeaders = [...screen.getByTestId('life-merchant-table').querySelectorAll('thead th')].map(
      (th) => th.textContent,
    );
    expect(merchantHeaders).toEqual(['排名', '商户', '分类', '区域', '提及量', '互动量', '上期提及量', '发博人数']);
    expect(tableRows('life-merchant-table')).toEqual([
      ['1↑3', '老巷火锅', '餐饮', '上城区', '120', '3.56万', '40', '18'],
      ['2–', '树影咖啡', '咖啡', '西湖区', '96', '3.56万', '40', '18'],
      ['3新', '云栖酒店', '酒店', '西湖区', '12', '880', '40', '18'],
    ]);
    expect(screen.getByTestId('life-period').textContent).toBe('统计时段：2025-12-29 至 2026-01-04（北京时间）');
    expect((await screen.findByTestId('demo-data-tag')).textContent).toBe('演示数据');
    // The first call asks for the most mentioned city's latest week.
    const first = api.calls.find((c) => c.path === '/api/life/merchantRanking');
    expect(Object.fromEntries(first?.form ?? [])).toEqual({ city: '杭州', type: 'week', by: 'mentions', page: '1' });

    // Districts: the bars always, the map where outlines ship (杭州 has them).
    expect(await screen.findByLabelText('杭州各区商户提及量与占比', {}, LOADED)).toBeTruthy();
    expect(await screen.findByLabelText('杭州各区商户提及量地图', {}, LOADED)).toBeTruthy();
    expect(screen.getByText(/共 200 次商户提及/)).toBeTruthy();
    expect(screen.getByLabelText('杭州近30天每日商户提及量')).toBeTruthy();

    expect(await screen.findByText('杭州吃货阿七', {}, LOADED)).toBeTruthy();
    const bloggerRow = tableRows('life-blogger-table')[0] ?? [];
    expect(bloggerRow[0]).toBe('1');
    expect(bloggerRow.slice(2)).toEqual(['12.8万', '78.4', '23', expect.any(String)]);
    const bloggerHeaders = [...screen.getByTestId('life-blogger-table').querySelectorAll('thead th')].map(
      (th) => th.textContent,
    );
    expect(bloggerHeaders).toEqual(['排名', '博主', '粉丝数', '影响力指数（周）', '近30天探店提及', '平均互动数']);
  }, 60_000);

  it('sends the period, the merchant category and the order to the server', async () => {
    windowWidth(1280);
    const api = fakeApi(answers());
    renderWithApp(<LifePage />, { route: '/life' });
    expect(await screen.findByText('老巷火锅', {}, LOADED)).toBeTruthy();
    const last = (path: string) => api.calls.filter((c) => c.path === path).at(-1)?.form;

    fireEvent.click(screen.getByText('月榜'));
    await waitFor(() => expect(last('/api/life/merchantRanking')?.get('type')).toBe('month'));
    expect(last('/api/life/districtMap')?.get('type')).toBe('month');
    expect(last('/api/life/bloggerRanking')?.get('type')).toBe('month');

    fireEvent.click(within(screen.getByTestId('life-categories')).getByText('咖啡'));
    await waitFor(() => expect(last('/api/life/merchantRanking')?.get('category')).toBe('咖啡'));
    await waitFor(() => expect(last('/api/life/trend')?.get('category')).toBe('咖啡'));

    fireEvent.click(screen.getByText('按互动量'));
    await waitFor(() => expect(last('/api/life/merchantRanking')?.get('by')).toBe('interactions'));
  }, 90_000);

  it('sends the blogger category and the city; explains the figures', async () => {
    windowWidth(1280);
    const api = fakeApi(answers());
    renderWithApp(<LifePage />, { route: '/life' });
    expect(await screen.findByText('杭州吃货阿七', {}, LOADED)).toBeTruthy();
    const last = (path: string) => api.calls.filter((c) => c.path === path).at(-1)?.form;

    fireEvent.click(within(screen.getByTestId('life-blogger-categories')).getByText('探店'));
    await waitFor(() => expect(last('/api/life/bloggerRanking')?.get('category')).toBe('探店'));

    fireEvent.mouseDown(screen.getByLabelText('城市'));
    fireEvent.click(await screen.findByText('上海（25家商户）'));
    await waitFor(() => expect(last('/api/life/merchantRanking')?.get('city')).toBe('上海'));
    expect(last('/api/life/bloggerRanking')?.get('city')).toBe('上海');

    fireEvent.click(screen.getByText('数据说明'));
    expect(await screen.findByText(/较上期 = 上一时段同一榜单/)).toBeTruthy();
    expect(screen.getByText(/本地博主 = 所在地/)).toBeTruthy();
  }, 90_000);

  it('shows the server refusal in place', async () => {
    windowWidth(1280);
    fakeApi(
      answers({
        '/api/life/merchantRanking': { code: 0, msg: '暂无该城市的本地生活数据，请从城市列表中选择' },
      }),
    );
    renderWithApp(<LifePage />, { route: '/life?city=火星' });
    expect(await screen.findByText('暂无该城市的本地生活数据，请从城市列表中选择', {}, LOADED)).toBeTruthy();
    expect(screen.getByText('商户榜加载失败')).toBeTruthy();
  }, 60_000);

  it('says so before any city has merchants', async () => {
    windowWidth(1280);
    fakeApi(answers({ '/api/life/cities': { code: 1, data: { ...CITIES, cities: [] } } }));
    renderWithApp(<LifePage />, { route: '/life' });
    expect(await screen.findByText('暂无本地生活数据：尚未收录任何城市的商户', {}, LOADED)).toBeTruthy();
  }, 60_000);

  it('keeps three columns per table on a 375 px phone', async () => {
    windowWidth(375);
    fakeApi(answers());
    renderWithApp(<LifePage />, { route: '/life' });
    expect(await screen.findByText('老巷火锅', {}, LOADED)).toBeTruthy();
    const headers = [...screen.getByTestId('life-merchant-table').querySelectorAll('thead th')].map(
      (th) => th.textContent,
    );
    expect(headers).toEqual(['排名', '商户', '提及量']);
    expect(tableRows('life-merchant-table')[0]).toEqual(['1↑3', '老巷火锅餐饮 · 上城区', '120互动量 3.56万']);
    expect(await screen.findByText('杭州吃货阿七', {}, LOADED)).toBeTruthy();
    const bloggerHeaders = [...screen.getByTestId('life-blogger-table').querySelectorAll('thead th')].map(
      (th) => th.textContent,
    );
    expect(bloggerHeaders).toEqual(['排名', '博主', '影响力指数（周）']);
  }, 60_000);
});
