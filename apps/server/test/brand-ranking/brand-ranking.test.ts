import { BrandRankingMessage } from '@boguan/contracts/brand-ranking';
import type { BrandBoardPage, BrandPeriodsPage } from '@boguan/contracts/brand-ranking.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshBrandBoards } from '../../src/modules/brand-ranking/brand-ranking.refresh.js';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import { brandSearchText, enrichPost } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { exportCall } from '../post-search/helpers.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { weiboPost } from '../support/weibo-post.js';
import {
  inCategory,
  makePosts,
  RANKING_BRANDS,
  type ReferenceBrand,
  referenceBoard,
  referenceFigures,
} from './helpers.js';

const URLS = {
  volume: '/api/brand_ranking/ranking',
  growth: '/api/brand_ranking/incRanking',
  hot: '/api/brand_ranking/hotRanking',
} as const;
type Board = keyof typeof URLS;
const BOARDS = Object.keys(URLS) as Board[];

/**
 * The periods checked, written out as instants (China time is UTC+8): each with the period before
 * (its growth base) and the one before that (the previous board, for the rank change). The test
 * clock stands at 2026-01-05 10:00 China time, a Monday.
 */
const PERIODS = [
  {
    type: 'day',
    form: { type: 'day', date: '2026-01-04' },
    minBase: 5,
    edges: ['2026-01-01T16:00:00Z', '2026-01-02T16:00:00Z', '2026-01-03T16:00:00Z', '2026-01-04T16:00:00Z'],
  },
  {
    type: 'week',
    // Any day of the week names it (Monday 2025-12-29 to Sunday 2026-01-04).
    form: { type: 'week', date: '2026-01-01' },
    minBase: 10,
    edges: ['2025-12-14T16:00:00Z', '2025-12-21T16:00:00Z', '2025-12-28T16:00:00Z', '2026-01-04T16:00:00Z'],
  },
  {
    type: 'month',
    form: { type: 'month', date: '2025-12-17' },
    minBase: 20,
    edges: ['2025-09-30T16:00:00Z', '2025-10-31T16:00:00Z', '2025-11-30T16:00:00Z', '2025-12-31T16:00:00Z'],
  },
] as const;

function figuresOf(posts: Parameters<typeof referenceFigures>[0], p: (typeof PERIODS)[number], previous = false) {
  const [a, b, c, d] = p.edges;
  const period = previous ? { before: a, start: b, end: c } : { before: b, start: c, end: d };
  return referenceFigures(posts, RANKING_BRANDS, period, p.minBase);
}

const round1 = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

describe('brand boards: 品牌榜, 品牌增长榜, 品牌热度榜', () => {
  let t: TestApp;
  let pro: string;
  let free: string;
  let posts = makePosts();

  beforeAll(async () => {
    t = await createTestApp();
    pro = (await createUser(t, { level: 40 })).token;
    free = (await createUser(t, { level: 20 })).token;
    const repo = new WeiboDataRepository(t.ctx.db);
    await repo.upsertBrands(RANKING_BRANDS, 'import', t.clock.now(), brandSearchText);
    await repo.upsertPosts(posts, 'import', t.clock.now(), enrichPost);
  }, 180_000);
  afterAll(async () => t?.close());

  async function board(url: string, form: Record<string, string | number>, token: string | undefined = pro) {
    const answer = await post<BrandBoardPage>(t.app, url, form, token);
    expect(answer.code, `${answer.msg} ${JSON.stringify(form)}`).toBe(1);
    return answer.data;
  }

  async function whole(url: string, form: Record<string, string | number>) {
    const first = await board(url, { ...form, per_page: 50 });
    const rows = [...first.data];
    for (let page = 2; (page - 1) * 50 < first.total; page += 1) {
      rows.push(...(await board(url, { ...form, page, per_page: 50 })).data);
    }
    return { first, rows };
  }

  /** What a board must show: the reference order, figures and rank change against the board before. */
  function expectBoard(
    rows: BrandBoardPage['data'],
    current: ReferenceBrand[],
    previous: ReferenceBrand[],
    name: Board,
  ) {
    const expected = referenceBoard(current, name);
    const was = new Map(referenceBoard(previous, name).map((r, i) => [r.brand_id, i + 1]));
    expect(rows.map((r) => r.brand_id)).toEqual(expected.map((r) => r.brand_id));
    rows.forEach((row, i) => {
      const ref = expected[i] as ReferenceBrand;
      expect(row).toMatchObject({
        rank: i + 1,
        mentions: ref.mentions,
        prev_mentions: ref.prev_mentions,
        interactions: ref.interactions,
        growth: round1(ref.growth),
      });
      const prior = was.get(row.brand_id);
      expect(row.rank_change, `${name} ${row.brand_id}`).toBe(prior === undefined ? null : prior - (i + 1));
    });
    return expected;
  }

  it('before any computation the latest board is empty and asks for the job; the job computes every kept period', async () => {
    const empty = await board(URLS.volume, { type: 'day' });
    expect(empty).toMatchObject({ data: [], total: 0, period: null, computed_at: null });
    const queued = await t.ctx.db.selectFrom('jobs').select('kind').where('kind', '=', 'analyze.brand_ranks').execute();
    expect(queued.length).toBe(1);
    const computed = await refreshBrandBoards(t.ctx.db, t.clock.now());
    // 30 kept days (from 2025-12-06), the weeks from the one holding 2025-11-20, November and December.
    expect(computed).toEqual({ day: 30, week: 7, month: 2 });
    const latest = await board(URLS.volume, { type: 'day' });
    expect(latest.period).toMatchObject({
      date: '2026-01-04',
      start: '2026-01-04 00:00:00',
      end: '2026-01-05 00:00:00',
    });
  });

  for (const p of PERIODS) {
    it(`${p.type}: every board's order, figures and rank change equal the reference of the inserted posts`, async () => {
      const current = figuresOf(posts, p);
      const previous = figuresOf(posts, p, true);
      let grown = 0;
      for (const name of BOARDS) {
        const { first, rows } = await whole(URLS[name], p.form);
        const expected = expectBoard(rows, current, previous, name);
        expect(first.total_all).toBe(expected.length);
        expect(first.has_previous).toBe(true);
        if (name === 'growth') grown = expected.length;
      }
      // The data are not trivial: several brands on each board, some growth, some rank moved.
      expect(current.length).toBeGreaterThanOrEqual(4);
      expect(grown).toBeGreaterThan(0);
    });
  }

  it('a category is its own board: ranks and rank changes within it; a brand of two categories is on both', async () => {
    const p = PERIODS[1];
    for (const category of ['数码', '家居']) {
      for (const name of BOARDS) {
        const page = await board(URLS[name], { ...p.form, category });
        expectBoard(
          page.data,
          inCategory(figuresOf(posts, p), category),
          inCategory(figuresOf(posts, p, true), category),
          name,
        );
      }
    }
    const page = await board(URLS.volume, p.form);
    expect(page.categories).toEqual(
      expect.arrayContaining([
        { name: '数码', count: 3 },
        { name: '家居', count: 1 },
      ]),
    );
    const zenova = page.data.find((r) => r.brand_id === 'bd-zenova');
    expect(zenova).toMatchObject({ brand_cn_name: '泽诺', brand_en_name: 'Zenova', brand_category: ['数码', '家居'] });
  });

  it('a board whose period before has no data shows no rank change; growth needs a base', async () => {
    const november = await board(URLS.volume, { type: 'month', date: '2025-11-01' });
    expect(november.has_previous).toBe(false);
    expect(november.data.every((r) => r.rank_change === null && r.growth === null)).toBe(true);
    const grown = await board(URLS.growth, { type: 'month', date: '2025-11-01' });
    expect(grown.total_all).toBe(0);
  });

  it('the picker lists the kept periods with data, newest first', async () => {
    const days = await post<BrandPeriodsPage>(t.app, '/api/brand_ranking/periods', { type: 'day' });
    expect(days.code).toBe(1);
    expect(days.data.periods.map((d) => d.date)).toHaveLength(30);
    expect(days.data.periods[0]).toMatchObject({ date: '2026-01-04', label: '2026-01-04' });
    expect(days.data.periods.at(-1)?.date).toBe('2025-12-06');
    const months = await post<BrandPeriodsPage>(t.app, '/api/brand_ranking/periods', { type: 'month' }, pro);
    expect(months.data.periods.map((m) => m.label)).toEqual(['2025年12月', '2025年11月']);
    const weeks = await post<BrandPeriodsPage>(t.app, '/api/brand_ranking/periods', { type: 'week' }, pro);
    expect(weeks.data.periods[0]).toMatchObject({ date: '2025-12-29', label: '2025-12-29 至 2026-01-04' });
  });

  it('periods without data, unfinished or too old answer a clear message', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ type: 'month', date: '2025-10-15' }, BrandRankingMessage.noData],
      [{ type: 'day', date: '2026-01-05' }, BrandRankingMessage.notFinished],
      [{ type: 'week', date: '2026-01-05' }, BrandRankingMessage.notFinished],
      [{ type: 'month', date: '2026-01-01' }, BrandRankingMessage.notFinished],
      [{ type: 'day', date: '2025-12-05' }, BrandRankingMessage.tooOld],
      [{ type: 'month', date: '2024-12-31' }, BrandRankingMessage.tooOld],
    ];
    for (const [form, message] of cases) {
      const answer = await post(t.app, URLS.volume, form, pro);
      expect([answer.code, answer.msg], JSON.stringify(form)).toEqual([0, message]);
    }
  });

  it('refuses bad input with a Chinese message, never a 500', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ type: 'hour' }, BrandRankingMessage.period],
      [{ type: 'year' }, '榜单周期只能是日榜、周榜、月榜'],
      [{ type: 'day', date: '2026-02-30' }, BrandRankingMessage.date],
      [{ type: 'day', date: '20260104' }, BrandRankingMessage.date],
      [{ type: 'day', per_page: 51 }, BrandRankingMessage.perPage],
      [{ type: 'day', per_page: 'x' }, BrandRankingMessage.perPage],
      [{ type: 'day', page: 0 }, '页码不正确'],
      [{ type: 'day', category: '类'.repeat(21) }, '品牌分类不能超过20个字符'],
    ];
    for (const [form, message] of cases) {
      for (const url of [URLS.hot, '/api/brand_ranking/rankingExport']) {
        if (url.endsWith('Export') && ('page' in form || 'per_page' in form)) continue;
        const answer = await post(t.app, url, form, pro);
        expect([answer.code, answer.msg], `${url} ${JSON.stringify(form)}`).toEqual([0, message]);
      }
    }
    // A category no brand has is an empty board, not an error.
    const none = await board(URLS.volume, { type: 'day', category: '汽车' });
    expect([none.total, none.data]).toEqual([0, []]);
  });

  it('visitors see 品牌热度榜 (as 免费版) but not the other boards; levels cap how deep one pages', async () => {
    expect((await post(t.app, URLS.hot, { type: 'week' })).code).toBe(1);
    expect((await post(t.app, URLS.volume, { type: 'day' })).code).toBe(-1);
    expect((await post(t.app, URLS.growth, { type: 'day' })).code).toBe(-1);
    expect((await post(t.app, '/api/brand_ranking/hotRankingExport', { type: 'day' })).code).toBe(-1);
    const capped = await board(URLS.volume, { type: 'week' }, free);
    expect(capped.max_rows).toBe(20);
    const deep = await post(t.app, URLS.volume, { type: 'week', page: 2 }, free);
    expect([deep.code, deep.msg]).toEqual([1001, '当前会员等级最多查看榜单前20名，请升级会员查看更多']);
    const visitorDeep = await post(t.app, URLS.hot, { type: 'week', page: 3, per_page: 10 });
    expect(visitorDeep.code).toBe(1001);
  });

  it('exports read back as the board shows it; 免费版 may not export; an empty board says so', async () => {
    const refused = await post(t.app, '/api/brand_ranking/rankingExport', { type: 'week' }, free);
    expect(refused.code).toBe(1001);
    for (const [name, url, sheetName] of [
      ['volume', '/api/brand_ranking/rankingExport', '品牌榜'],
      ['growth', '/api/brand_ranking/incRankingExport', '品牌增长榜'],
      ['hot', '/api/brand_ranking/hotRankingExport', '品牌热度榜'],
    ] as const) {
      const form = { type: 'week', date: '2026-01-01', category: '数码' };
      const response = await exportCall(t.app, url, pro, form);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('spreadsheetml');
      expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(
        `${sheetName}_周榜_20251229_数码.xlsx`,
      );
      const book = await readXlsx(response.rawPayload);
      const rows = book[sheetName] ?? [];
      expect(rows[0]).toEqual([
        '排名',
        '较上期',
        '品牌',
        '英文名',
        '分类',
        '提及量',
        '上期提及量',
        '增长率(%)',
        '互动量',
      ]);
      const p = PERIODS[1];
      const expected = referenceBoard(inCategory(figuresOf(posts, p), '数码'), name);
      expect(rows.slice(1).map((r) => [r[0], r[2], r[5], r[8]])).toEqual(
        expected.map((r, i) => [
          i + 1,
          RANKING_BRANDS.find((b) => b.id === r.brand_id)?.cnName,
          r.mentions,
          r.interactions,
        ]),
      );
      expect(book.榜单信息?.some((r) => r[1] === '2025-12-29 00:00:00 至 2026-01-05 00:00:00')).toBe(true);
      expect(book.榜单信息?.some((r) => r[0] === '分类' && r[1] === '数码')).toBe(true);
    }
    const none = await post(t.app, '/api/brand_ranking/incRankingExport', { type: 'month', date: '2025-11-03' }, pro);
    expect([none.code, none.msg]).toEqual([0, BrandRankingMessage.exportEmpty]);
    const old = await post(t.app, '/api/brand_ranking/hotRankingExport', { type: 'month', date: '2025-10-03' }, pro);
    expect([old.code, old.msg]).toEqual([0, BrandRankingMessage.noData]);
  });

  it('export uses stay exact under 20 parallel calls', async () => {
    const advanced = (await createUser(t, { level: 30 })).token;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        exportCall(t.app, `${Object.values(URLS)[i % 3]}Export`, advanced, { type: 'day' }),
      ),
    );
    const files = answers.filter((a) => a.headers['content-type']?.toString().includes('spreadsheetml'));
    expect(files.length).toBe(10);
    const refused = answers.filter((a) => !a.headers['content-type']?.toString().includes('spreadsheetml'));
    expect(refused.map((a) => JSON.parse(a.body).code)).toEqual(Array(10).fill(1002));
    // Reading a board counts no use.
    expect((await post(t.app, URLS.volume, { type: 'day' }, advanced)).code).toBe(1);
  });

  it('computing again changes nothing; a late post recomputes its day and week; a category change all', async () => {
    const dump = async () =>
      t.ctx.db
        .selectFrom('brand_rank_rows')
        .selectAll()
        .orderBy('type')
        .orderBy('start')
        .orderBy('category')
        .orderBy('brand_id')
        .execute();
    const before = await dump();
    expect(await refreshBrandBoards(t.ctx.db, t.clock.now())).toEqual({ day: 0, week: 0, month: 0 });
    expect(await dump()).toEqual(before);

    // A post of Sunday 2026-01-04 collected late: its day and its week change, nothing else.
    const late = weiboPost('999999', '露屿今天到货', {
      uid: '5999',
      createdAt: new Date('2026-01-04T12:00:00Z'),
      likes: 100_000,
    });
    await new WeiboDataRepository(t.ctx.db).upsertPosts([late], 'import', t.clock.now(), enrichPost);
    posts = [...posts, late];
    expect(await refreshBrandBoards(t.ctx.db, t.clock.now())).toEqual({ day: 1, week: 1, month: 0 });
    const day = PERIODS[0];
    const hot = await whole(URLS.hot, day.form);
    expectBoard(hot.rows, figuresOf(posts, day), figuresOf(posts, day, true), 'hot');
    expect(hot.rows[0]?.brand_id).toBe('bd-luyu');

    // Another category for a brand: every kept board is computed again.
    await new WeiboDataRepository(t.ctx.db).upsertBrands(
      [{ ...(RANKING_BRANDS[1] as (typeof RANKING_BRANDS)[number]), categories: ['美妆', '家居'] }],
      'import',
      t.clock.now(),
      brandSearchText,
    );
    expect(await refreshBrandBoards(t.ctx.db, t.clock.now())).toEqual({ day: 30, week: 7, month: 2 });
    const home = await board(URLS.volume, { type: 'day', date: '2026-01-04', category: '家居' });
    expect(home.data.map((r) => r.brand_id).sort()).toEqual(['bd-luyu', 'bd-zenova']);
  });
});
