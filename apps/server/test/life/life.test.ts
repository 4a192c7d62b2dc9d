import { addDays, chinaDate } from '@boguan/contracts/china-time';
import { LifeMessage } from '@boguan/contracts/life';
import type {
  BloggerRankingPage,
  DistrictMapPage,
  LifeCitiesPage,
  LifePeriodsPage,
  LifeTrendPage,
  MerchantRankingPage,
} from '@boguan/contracts/life.api';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshBloggerStats } from '../../src/modules/bloggers/blogger-stats.refresh.js';
import { enrichPost, userSearchText } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { exportCall } from '../post-search/helpers.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import {
  HANGZHOU,
  isLocalBlogger,
  LIFE_MERCHANTS,
  LIFE_USERS,
  makeLifePosts,
  type ReferenceMerchant,
  referenceDaily,
  referenceDistricts,
  referenceFigures,
  referenceMerchantPosts,
  referenceRanking,
  SHANGHAI,
  SUZHOU,
} from './helpers.js';

/**
 * The periods checked, as instants (China time is UTC+8): the period before the one shown (its
 * rank change base), the period shown, its end. The test clock stands at 2026-01-05 10:00 China
 * time, a Monday.
 */
const PERIODS = [
  {
    form: { type: 'day', date: '2026-01-04' },
    edges: ['2026-01-02T16:00:00Z', '2026-01-03T16:00:00Z', '2026-01-04T16:00:00Z'],
  },
  {
    // Any day of the week names it (Monday 2025-12-29 to Sunday 2026-01-04); also the default.
    form: { type: 'week', date: '2026-01-01' },
    edges: ['2025-12-21T16:00:00Z', '2025-12-28T16:00:00Z', '2026-01-04T16:00:00Z'],
  },
  {
    form: { type: 'month', date: '2025-12-17' },
    edges: ['2025-10-31T16:00:00Z', '2025-11-30T16:00:00Z', '2025-12-31T16:00:00Z'],
  },
] as const;
const WEEK = PERIODS[1];

const MS_DAY = 86_400_000;
const shiftBack = (iso: string, type: string) => {
  const at = Date.parse(iso);
  if (type === 'day') return new Date(at - MS_DAY).toISOString();
  if (type === 'week') return new Date(at - 7 * MS_DAY).toISOString();
  // The month before November 2025 (these edges only).
  return '2025-09-30T16:00:00Z';
};

const ENDPOINTS = [
  '/api/life/cities',
  '/api/life/periods',
  '/api/life/merchantRanking',
  '/api/life/districtMap',
  '/api/life/trend',
  '/api/life/bloggerRanking',
  '/api/life/merchantRankingExport',
  '/api/life/bloggerRankingExport',
];

async function readBook(data: Buffer): Promise<Record<string, unknown[][]>> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(data as never);
  const out: Record<string, unknown[][]> = {};
  book.eachSheet((ws) => {
    const rows: unknown[][] = [];
    ws.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1));
    });
    out[ws.name] = rows;
  });
  return out;
}

describe('本地生活 /life', () => {
  let t: TestApp;
  let pro: string;
  let posts = makeLifePosts();

  beforeAll(async () => {
    t = await createTestApp();
    pro = (await createUser(t, { level: 40 })).token;
    const repo = new WeiboDataRepository(t.ctx.db);
    const now = t.clock.now();
    await repo.upsertMerchants(LIFE_MERCHANTS, 'import', now);
    await repo.upsertUsers(LIFE_USERS, 'import', now, userSearchText);
    await repo.upsertPosts(
      posts.map((p) => p.post),
      'import',
      now,
      enrichPost,
    );
    await refreshBloggerStats(t.ctx.db, now);
  }, 180_000);
  afterAll(async () => t?.close());

  async function call<T>(
    url: string,
    form: Record<string, string | number | undefined>,
    token: string | undefined = pro,
  ) {
    const answer = await post<T>(t.app, url, form, token);
    expect(answer.code, `${url} ${answer.msg} ${JSON.stringify(form)}`).toBe(1);
    return answer.data;
  }

  /** The reference ranking of a period with each merchant's rank change, from the seeded posts alone. */
  function expected(
    p: (typeof PERIODS)[number],
    by: 'mentions' | 'interactions',
    filter: { city: string; category?: string },
  ) {
    const [before, start, end] = p.edges;
    const current = referenceFigures(posts, filter, { before, start, end });
    const previous = referenceFigures(posts, filter, {
      before: shiftBack(before, p.form.type),
      start: before,
      end: start,
    });
    const was = new Map(referenceRanking(previous, by).map((r, i) => [r.merchant_id, i + 1]));
    const hasPrevious = current.some((r) => r.prev_mentions > 0);
    return {
      hasPrevious,
      rows: referenceRanking(current, by).map((r: ReferenceMerchant, i) => ({
        ...r,
        rank: i + 1,
        rank_change: hasPrevious
          ? was.has(r.merchant_id)
            ? (was.get(r.merchant_id) as number) - (i + 1)
            : null
          : null,
      })),
    };
  }

  it('lists the cities with merchants, their districts, recent mentions and local bloggers', async () => {
    const data = await call<LifeCitiesPage>('/api/life/cities', {});
    const since = t.clock.now().getTime() - 30 * MS_DAY;
    const recent = (city: string) => {
      const ids = new Set(LIFE_MERCHANTS.filter((m) => m.city === city).map((m) => m.id));
      return posts
        .filter((p) => p.post.createdAt.getTime() >= since)
        .reduce((n, p) => n + p.merchants.filter((id) => ids.has(id)).length, 0);
    };
    const stats = await t.ctx.db.selectFrom('blogger_stats').select(['province', 'city', 'categories']).execute();
    const locals = (city: string) => stats.filter((s) => isLocalBlogger(s, city)).length;
    expect(data.cities).toEqual([
      {
        city: HANGZHOU,
        merchants: 7,
        // Most merchants first, then in pinyin order.
        districts: ['拱墅区', '上城区', '西湖区', '余杭区'],
        bloggers: locals(HANGZHOU),
        mentions_30d: recent(HANGZHOU),
      },
      {
        city: SHANGHAI,
        merchants: 2,
        districts: ['静安区', '徐汇区'],
        bloggers: locals(SHANGHAI),
        mentions_30d: recent(SHANGHAI),
      },
      { city: SUZHOU, merchants: 1, districts: ['姑苏区'], bloggers: 0, mentions_30d: 0 },
    ]);
    // 6001, 6002, 6006 in 杭州 (6003 writes about 数码, 6005 lives in 宁波); 6004, 6007 in 上海 (徐汇, 静安).
    expect([locals(HANGZHOU), locals(SHANGHAI)]).toEqual([3, 2]);
    expect(data.merchant_categories).toEqual([
      { name: '餐饮', count: 5 },
      { name: '咖啡', count: 2 },
      { name: '购物', count: 1 },
      { name: '景点', count: 1 },
      { name: '酒店', count: 1 },
    ]);
    expect(data.blogger_categories).toEqual(['探店', '美食', '本地生活']);
  });

  for (const p of PERIODS) {
    for (const by of ['mentions', 'interactions'] as const) {
      it(`${p.form.type} by ${by}: order, figures and rank change equal the reference of the seeded posts`, async () => {
        const filters: { city: string; category?: string }[] = [
          { city: HANGZHOU },
          { city: HANGZHOU, category: '餐饮' },
          { city: SHANGHAI },
        ];
        for (const filter of filters) {
          const data = await call<MerchantRankingPage>('/api/life/merchantRanking', {
            ...p.form,
            ...filter,
            by,
            per_page: 50,
          });
          const ref = expected(p, by, filter);
          expect(data.has_previous).toBe(ref.hasPrevious);
          expect(data.total_all).toBe(ref.rows.length);
          expect(data.period.start).toBe(`${chinaDate(new Date(p.edges[1]))} 00:00:00`);
          expect(
            data.data.map((r) => [
              r.merchant_id,
              r.rank,
              r.rank_change,
              r.mentions,
              r.prev_mentions,
              r.interactions,
              r.authors,
            ]),
          ).toEqual(
            ref.rows.map((r) => [
              r.merchant_id,
              r.rank,
              r.rank_change,
              r.mentions,
              r.prev_mentions,
              r.interactions,
              r.authors,
            ]),
          );
          for (const row of data.data) {
            const merchant = LIFE_MERCHANTS.find((m) => m.id === row.merchant_id);
            expect(row).toMatchObject({
              name: merchant?.name,
              category: merchant?.category,
              district: merchant?.district,
            });
          }
        }
      });
    }
  }

  it('shows a campaign: 老巷火锅 leads the week it ran and climbed from the week before', async () => {
    const data = await call<MerchantRankingPage>('/api/life/merchantRanking', { city: HANGZHOU, type: 'week' });
    expect(data.period.date).toBe('2025-12-29');
    const hotpot = data.data.find((r) => r.name === '老巷火锅');
    expect(hotpot?.rank).toBe(1);
    expect(hotpot?.rank_change).toBeGreaterThan(0);
    expect(hotpot?.mentions).toBeGreaterThan(3 * (hotpot?.prev_mentions ?? 0));
    // A merchant named only inside other words (小米粥) is counted only where it stands alone.
    const ref = expected(WEEK, 'mentions', { city: HANGZHOU });
    expect(data.data.find((r) => r.merchant_id === 'lm-07')?.mentions).toBe(
      ref.rows.find((r) => r.merchant_id === 'lm-07')?.mentions,
    );
    expect(data.data.some((r) => r.merchant_id === 'lm-06')).toBe(false);
  });

  it('defaults to the newest finished period with a mention of the city', async () => {
    const month = await call<MerchantRankingPage>('/api/life/merchantRanking', { city: SUZHOU, type: 'month' });
    expect(month.period.label).toBe('2025年11月');
    expect(month.data.map((r) => [r.name, r.mentions])).toEqual([['平江茶馆', 1]]);
    const week = await call<DistrictMapPage>('/api/life/districtMap', { city: SUZHOU, type: 'week' });
    expect([week.period.date, week.total_mentions]).toEqual(['2025-11-10', 1]);
    // December, asked for by name, is a finished month without mentions: an empty ranking.
    const december = await call<MerchantRankingPage>('/api/life/merchantRanking', {
      city: SUZHOU,
      type: 'month',
      date: '2025-12-01',
    });
    expect([december.total_all, december.has_previous]).toEqual([0, true]);
  });

  it('pages a ranking and caps it at the member level', async () => {
    const all = await call<MerchantRankingPage>('/api/life/merchantRanking', { ...WEEK.form, city: HANGZHOU });
    const page2 = await call<MerchantRankingPage>('/api/life/merchantRanking', {
      ...WEEK.form,
      city: HANGZHOU,
      per_page: 2,
      page: 2,
    });
    expect(page2.data.map((r) => r.merchant_id)).toEqual(all.data.slice(2, 4).map((r) => r.merchant_id));
    expect([page2.total, page2.max_rows]).toEqual([all.total, 500]);
    const free = (await createUser(t, { level: 20 })).token;
    const capped = await call<MerchantRankingPage>('/api/life/merchantRanking', { city: HANGZHOU }, free);
    expect(capped.max_rows).toBe(20);
    const deep = await post(t.app, '/api/life/merchantRanking', { city: HANGZHOU, page: 2 }, free);
    expect([deep.code, deep.msg]).toEqual([1001, '当前会员等级最多查看榜单前20名，请升级会员查看更多']);
    const deepBloggers = await post(t.app, '/api/life/bloggerRanking', { city: HANGZHOU, page: 3, per_page: 10 }, free);
    expect(deepBloggers.code).toBe(1001);
  });

  it("maps the city's mentions by district, shares of the whole city, zeros included", async () => {
    for (const p of PERIODS) {
      for (const category of [undefined, '咖啡']) {
        const form = { ...p.form, city: HANGZHOU, ...(category ? { category } : {}) };
        const data = await call<DistrictMapPage>('/api/life/districtMap', form);
        const ref = referenceDistricts(
          posts.map((x) => ({
            ...x,
            merchants: x.merchants.filter(
              (id) => !category || LIFE_MERCHANTS.find((m) => m.id === id)?.category === category,
            ),
          })),
          HANGZHOU,
          { start: p.edges[1], end: p.edges[2] },
        );
        if (category) {
          for (const [district] of ref) {
            if (!LIFE_MERCHANTS.some((m) => m.district === district && m.category === category && m.city === HANGZHOU))
              ref.delete(district);
          }
          for (const [district, row] of ref) {
            row.merchants = LIFE_MERCHANTS.filter(
              (m) => m.city === HANGZHOU && m.district === district && m.category === category,
            ).length;
          }
        }
        const total = [...ref.values()].reduce((n, r) => n + r.mentions, 0);
        expect(data.total_mentions).toBe(total);
        expect(data.total_interactions).toBe([...ref.values()].reduce((n, r) => n + r.interactions, 0));
        const want = [...ref]
          .map(([district, r]) => ({
            district,
            mentions: r.mentions,
            interactions: r.interactions,
            merchants: r.merchants,
            mentioned_merchants: r.mentioned,
            share: total > 0 ? Math.round((r.mentions / total) * 10_000) / 10_000 : 0,
          }))
          .sort(
            (a, b) =>
              b.mentions - a.mentions || b.merchants - a.merchants || a.district.localeCompare(b.district, 'zh-CN'),
          );
        expect(data.districts).toEqual(want);
      }
    }
    const week = await call<DistrictMapPage>('/api/life/districtMap', { city: HANGZHOU });
    expect(week.districts.map((d) => d.district)).toContain('拱墅区');
    expect(week.districts.reduce((n, d) => n + d.share, 0)).toBeCloseTo(1, 3);
  });

  it('draws the 30 days up to the period end: the city a day and its five most named merchants', async () => {
    const data = await call<LifeTrendPage>('/api/life/trend', { city: HANGZHOU, type: 'week' });
    const days = Array.from({ length: 30 }, (_, i) => addDays('2026-01-04', i - 29));
    expect(data.days).toEqual(days);
    const daily = referenceDaily(posts, HANGZHOU);
    const series = (id: string) => days.map((d) => daily.get(id)?.get(d) ?? 0);
    expect(data.total).toEqual(days.map((_, i) => [...daily.keys()].reduce((n, id) => n + (series(id)[i] ?? 0), 0)));
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    const top = [...daily.keys()].sort((a, b) => sum(series(b)) - sum(series(a)) || (a < b ? -1 : 1)).slice(0, 5);
    expect(data.merchants.map((m) => [m.merchant_id, m.series])).toEqual(top.map((id) => [id, series(id)]));
    // The campaign days stand out in 老巷火锅's line.
    const hotpot = data.merchants.find((m) => m.merchant_id === 'lm-02')?.series ?? [];
    const campaign = days.indexOf('2025-12-30');
    expect(Math.min(...hotpot.slice(campaign, campaign + 5))).toBeGreaterThan(2 * Math.max(...hotpot.slice(0, 10)));
  });

  it('ranks the local bloggers by the period influence index, with their merchant posts of 30 days', async () => {
    const stats = await t.ctx.db
      .selectFrom('blogger_stats')
      .select(['kol_id', 'uid', 'province', 'city', 'categories', 'influence_day', 'influence_week', 'influence_month'])
      .execute();
    const recent = referenceMerchantPosts(posts, HANGZHOU, t.clock.now().getTime() - 30 * MS_DAY);
    for (const type of ['day', 'week', 'month'] as const) {
      for (const category of [undefined, '探店', '本地生活']) {
        const column = `influence_${type}` as const;
        const want = stats
          .filter((s) => isLocalBlogger(s, HANGZHOU, category))
          .sort((a, b) => Number(b[column]) - Number(a[column]) || Number(a.kol_id) - Number(b.kol_id));
        const data = await call<BloggerRankingPage>('/api/life/bloggerRanking', {
          city: HANGZHOU,
          type,
          ...(category ? { category } : {}),
        });
        expect(data.total_all).toBe(want.length);
        expect(data.data.map((r) => [r.rank, r.uid, r.score, r.merchant_posts_30d])).toEqual(
          want.map((s, i) => [i + 1, s.uid, Number(s[column]), recent.get(s.uid) ?? 0]),
        );
      }
    }
    const tandian = await call<BloggerRankingPage>('/api/life/bloggerRanking', { city: HANGZHOU, category: '探店' });
    expect(tandian.data.map((r) => r.uid).sort()).toEqual(['6001', '6006']);
    const shanghai = await call<BloggerRankingPage>('/api/life/bloggerRanking', { city: SHANGHAI });
    expect(shanghai.data.map((r) => r.uid).sort()).toEqual(['6004', '6007']);
  });

  it('offers the kept finished periods with mentions, newest first', async () => {
    const weeks = await call<LifePeriodsPage>('/api/life/periods', { city: HANGZHOU, type: 'week' });
    expect(weeks.periods[0]).toMatchObject({ date: '2025-12-29', label: '2025-12-29 至 2026-01-04' });
    expect(weeks.periods.at(-1)?.date).toBe('2025-11-17');
    expect(weeks.periods).toHaveLength(7);
    const days = await call<LifePeriodsPage>('/api/life/periods', { city: HANGZHOU, type: 'day' });
    const ids = new Set(LIFE_MERCHANTS.filter((m) => m.city === HANGZHOU).map((m) => m.id));
    const withData = new Set(
      posts
        .filter((p) => p.merchants.some((id) => ids.has(id)))
        .map((p) => chinaDate(p.post.createdAt))
        .filter((d) => d >= '2025-12-06' && d <= '2026-01-04'),
    );
    expect(days.periods.map((d) => d.date)).toEqual([...withData].sort().reverse());
    const months = await call<LifePeriodsPage>('/api/life/periods', { city: SHANGHAI, type: 'month' });
    expect(months.periods.map((m) => m.label)).toEqual(['2025年12月', '2025年11月']);
  });

  it('refuses bad input with a clear Chinese message, never a 500', async () => {
    const cases: [string, Record<string, string | number>, string][] = [
      ['/api/life/merchantRanking', { city: '火星' }, LifeMessage.unknownCity],
      ['/api/life/merchantRanking', {}, LifeMessage.cityMissing],
      ['/api/life/merchantRanking', { city: HANGZHOU, category: '美妆' }, LifeMessage.category],
      ['/api/life/merchantRanking', { city: HANGZHOU, type: 'year' }, LifeMessage.period],
      ['/api/life/merchantRanking', { city: HANGZHOU, date: '2026-02-30' }, LifeMessage.date],
      ['/api/life/merchantRanking', { city: HANGZHOU, type: 'day', date: '2026-01-05' }, LifeMessage.notFinished],
      ['/api/life/merchantRanking', { city: HANGZHOU, type: 'month', date: '2026-01-01' }, LifeMessage.notFinished],
      ['/api/life/merchantRanking', { city: HANGZHOU, type: 'day', date: '2025-12-05' }, LifeMessage.tooOld],
      ['/api/life/merchantRanking', { city: HANGZHOU, by: 'likes' }, LifeMessage.by],
      ['/api/life/merchantRanking', { city: HANGZHOU, per_page: 51 }, LifeMessage.perPage],
      ['/api/life/merchantRanking', { city: HANGZHOU, page: 0 }, '页码不正确'],
      ['/api/life/merchantRanking', { city: '城'.repeat(21) }, '城市不能超过20个字符'],
      ['/api/life/districtMap', { city: '火星' }, LifeMessage.unknownCity],
      ['/api/life/districtMap', { city: HANGZHOU, category: '咖啡馆' }, LifeMessage.category],
      ['/api/life/trend', { city: HANGZHOU, type: 'hour' }, LifeMessage.period],
      ['/api/life/periods', { city: '火星', type: 'week' }, LifeMessage.unknownCity],
      ['/api/life/bloggerRanking', { city: '火星' }, LifeMessage.unknownCity],
      ['/api/life/bloggerRanking', { city: HANGZHOU, category: '数码' }, LifeMessage.bloggerCategory],
      ['/api/life/merchantRankingExport', { city: '火星' }, LifeMessage.unknownCity],
      [
        '/api/life/merchantRankingExport',
        { city: HANGZHOU, type: 'week', date: '2026-01-05' },
        LifeMessage.notFinished,
      ],
      ['/api/life/bloggerRankingExport', { city: HANGZHOU, category: '数码' }, LifeMessage.bloggerCategory],
    ];
    for (const [url, form, message] of cases) {
      const answer = await post(t.app, url, form, pro);
      expect([answer.code, answer.msg], `${url} ${JSON.stringify(form)}`).toEqual([0, message]);
    }
  });

  it('answers a visitor -1 on every call', async () => {
    for (const url of ENDPOINTS) {
      const answer = await post(t.app, url, { city: HANGZHOU });
      expect(answer.code, url).toBe(-1);
    }
  });

  it('counts one local_life use per view a day: 1002 once the day is used up, bad input counts nothing', async () => {
    const { token, userId } = await createUser(t, { level: 20 });
    const views = Array.from({ length: 20 }, (_, i) => ({
      city: HANGZHOU,
      type: 'day',
      date: addDays('2026-01-04', -i),
    }));
    for (const view of views) expect((await post(t.app, '/api/life/merchantRanking', view, token)).code).toBe(1);
    // The same view again, its districts and trend, another order or page: counted already.
    expect((await post(t.app, '/api/life/districtMap', views[3] as never, token)).code).toBe(1);
    expect((await post(t.app, '/api/life/trend', views[4] as never, token)).code).toBe(1);
    expect(
      (await post(t.app, '/api/life/merchantRanking', { ...views[5], by: 'interactions' } as never, token)).code,
    ).toBe(1);
    // Refused input is not a use.
    expect((await post(t.app, '/api/life/merchantRanking', { city: '火星' }, token)).code).toBe(0);
    const refused = await post(t.app, '/api/life/bloggerRanking', { city: HANGZHOU }, token);
    expect([refused.code, refused.msg]).toEqual([1002, '今日使用次数已用完，请升级会员']);
    const counter = await t.ctx.db
      .selectFrom('usage_counters')
      .select('count')
      .where('user_id', '=', userId)
      .where('feature', '=', 'local_life')
      .where('period', 'like', 'd:%')
      .executeTakeFirstOrThrow();
    expect(Number(counter.count)).toBe(20);
    // The cities and periods lists are not views.
    expect((await post(t.app, '/api/life/cities', {}, token)).code).toBe(1);
    expect((await post(t.app, '/api/life/periods', { city: HANGZHOU, type: 'day' }, token)).code).toBe(1);
  });

  it('keeps the day quota exact under 30 parallel views', async () => {
    const { token, userId } = await createUser(t, { level: 20 });
    const answers = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        post(
          t.app,
          '/api/life/merchantRanking',
          { city: HANGZHOU, type: 'day', date: addDays('2026-01-04', -i) },
          token,
        ),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(20);
    expect(answers.filter((a) => a.code === 1002)).toHaveLength(10);
    const counter = await t.ctx.db
      .selectFrom('usage_counters')
      .select('count')
      .where('user_id', '=', userId)
      .where('feature', '=', 'local_life')
      .where('period', 'like', 'd:%')
      .executeTakeFirstOrThrow();
    expect(Number(counter.count)).toBe(20);
  });

  it('exports the merchant ranking as the page shows it; 免费版 may not export; an empty one says so', async () => {
    const free = (await createUser(t, { level: 20 })).token;
    const refused = await post(t.app, '/api/life/merchantRankingExport', { city: HANGZHOU }, free);
    expect([refused.code, refused.msg]).toEqual([1001, '当前会员等级暂不支持该功能，请升级会员']);
    for (const by of ['mentions', 'interactions'] as const) {
      const response = await exportCall(t.app, '/api/life/merchantRankingExport', pro, {
        city: HANGZHOU,
        type: 'week',
        by,
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(
        '本地商户榜_杭州_周榜_20251229_全部.xlsx',
      );
      const book = await readBook(response.rawPayload);
      const rows = book.本地商户榜 ?? [];
      expect(rows[0]).toEqual(['排名', '较上期', '商户', '分类', '区域', '提及量', '上期提及量', '互动量', '发博人数']);
      const ref = expected(WEEK, by, { city: HANGZHOU });
      const change = (c: number | null) => (c === null ? '新' : c === 0 ? '持平' : c > 0 ? `↑${c}` : `↓${-c}`);
      expect(rows.slice(1)).toEqual(
        ref.rows.map((r) => {
          const m = LIFE_MERCHANTS.find((x) => x.id === r.merchant_id);
          return [
            r.rank,
            change(r.rank_change),
            m?.name,
            m?.category,
            m?.district,
            r.mentions,
            r.prev_mentions,
            r.interactions,
            r.authors,
          ];
        }),
      );
      expect(book.榜单信息?.some((r) => r[0] === '城市' && r[1] === HANGZHOU)).toBe(true);
      expect(book.榜单信息?.some((r) => r[1] === '2025-12-29 00:00:00 至 2026-01-05 00:00:00')).toBe(true);
    }
    const history = await t.ctx.db.selectFrom('export_records').select(['title', 'status']).execute();
    expect(history.filter((h) => h.title.startsWith('本地商户榜·杭州')).map((h) => h.status)).toEqual(['done', 'done']);
    const empty = await post(t.app, '/api/life/merchantRankingExport', { city: SHANGHAI, category: '景点' }, pro);
    expect([empty.code, empty.msg]).toEqual([0, LifeMessage.exportEmpty]);
  });

  it('exports the local bloggers as the page shows them', async () => {
    const page = await call<BloggerRankingPage>('/api/life/bloggerRanking', { city: HANGZHOU, type: 'month' });
    const response = await exportCall(t.app, '/api/life/bloggerRankingExport', pro, { city: HANGZHOU, type: 'month' });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const book = await readBook(response.rawPayload);
    const rows = book.本地博主榜 ?? [];
    expect(rows[0]?.slice(0, 3)).toEqual(['排名', '博主', 'UID']);
    expect(rows[0]).toContain('影响力指数(月榜)');
    expect(rows[0]).toContain('近30天探店提及');
    expect(rows.slice(1).map((r) => [r[0], r[2], r[7], r[8]])).toEqual(
      page.data.map((r) => [r.rank, r.uid, r.score, r.merchant_posts_30d]),
    );
  });

  it('keeps export uses exact under 20 parallel calls', async () => {
    const advanced = (await createUser(t, { level: 30 })).token;
    const urls = ['/api/life/merchantRankingExport', '/api/life/bloggerRankingExport'];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => exportCall(t.app, urls[i % 2] as string, advanced, { city: HANGZHOU })),
    );
    const files = answers.filter((a) => String(a.headers['content-type']).includes('spreadsheetml'));
    expect(files).toHaveLength(10);
    const refused = answers.filter((a) => !String(a.headers['content-type']).includes('spreadsheetml'));
    expect(refused.map((a) => JSON.parse(a.body).code)).toEqual(Array(10).fill(1002));
  });

  it('keeps mentions with the posts: a late post counts, a deleted one leaves, a new alias is found by the rewrite', async () => {
    const repo = new WeiboDataRepository(t.ctx.db);
    const now = t.clock.now();
    const before = await call<MerchantRankingPage>('/api/life/merchantRanking', { city: HANGZHOU, per_page: 50 });
    const count = (page: MerchantRankingPage, id: string) => page.data.find((r) => r.merchant_id === id)?.mentions ?? 0;
    const late = {
      post: {
        ...(posts[0] as (typeof posts)[number]).post,
        mid: '899001',
        text: '白鹭湿地的芦苇荡，江畔小馆的鱼',
        createdAt: new Date('2026-01-02T04:00:00Z'),
        deleted: false,
      },
      merchants: ['lm-04', 'lm-06'],
    };
    await repo.upsertPosts([late.post], 'import', now, enrichPost);
    posts = [...posts, late];
    const after = await call<MerchantRankingPage>('/api/life/merchantRanking', { city: HANGZHOU, per_page: 50 });
    expect(count(after, 'lm-04')).toBe(count(before, 'lm-04') + 1);
    expect(count(after, 'lm-06')).toBe(1);
    await repo.upsertPosts([{ ...late.post, deleted: true }], 'import', now, enrichPost);
    posts = posts.map((p) => (p.post.mid === '899001' ? { ...p, merchants: [] } : p));
    const gone = await call<MerchantRankingPage>('/api/life/merchantRanking', { city: HANGZHOU, per_page: 50 });
    expect(count(gone, 'lm-04')).toBe(count(before, 'lm-04'));

    // 今天天气不错 names nothing; with 天气 an alias of 白鹭湿地 the rewrite job finds every such post.
    const { rederiveAllMerchantMentions } = await import('../../src/modules/life/life.jobs.js');
    const lm04 = LIFE_MERCHANTS.find((m) => m.id === 'lm-04');
    await repo.upsertMerchants(
      [{ ...(lm04 as (typeof LIFE_MERCHANTS)[number]), aliases: ['今天天气'] }],
      'import',
      now,
    );
    const queued = await t.ctx.db
      .selectFrom('jobs')
      .select('kind')
      .where('kind', '=', 'maintain.merchant_mentions')
      .where('status', '=', 'queued')
      .execute();
    expect(queued).toHaveLength(1);
    const result = await rederiveAllMerchantMentions(
      t.ctx.db,
      { checkpoint: null, saveCheckpoint: async () => undefined, progress: async () => undefined },
      () => now,
    );
    expect(result).toMatchObject({ superseded: false });
    posts = posts.map((p) => (p.post.text === '今天天气不错' && !p.post.deleted ? { ...p, merchants: ['lm-04'] } : p));
    const rewritten = await call<MerchantRankingPage>('/api/life/merchantRanking', { city: HANGZHOU, per_page: 50 });
    const ref = expected(WEEK, 'mentions', { city: HANGZHOU });
    expect(rewritten.data.map((r) => [r.merchant_id, r.mentions])).toEqual(
      ref.rows.map((r) => [r.merchant_id, r.mentions]),
    );
    expect(count(rewritten, 'lm-04')).toBeGreaterThan(count(before, 'lm-04'));
  });
});
