import type { FansIncRankRow, InfluenceRankRow, RankingOptions, RankingPage } from '@boguan/contracts/kol-ranking.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { allStats, expectedOrder, type StatRow } from './support.js';

const PERIOD_KEYS = {
  day: ['influence_day', 'growth_1d'],
  week: ['influence_week', 'growth_7d'],
  month: ['influence_month', 'growth_30d'],
} as const;

describe('blogger rankings', () => {
  let t: DemoApp;
  let stats: StatRow[];
  const tokens: Record<20 | 30 | 40, string> = { 20: '', 30: '', 40: '' };

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'kol-ranking', bloggers: 130, days: 8 });
    stats = await allStats(t);
    for (const level of [20, 30, 40] as const) tokens[level] = (await createUser(t, { level })).token;
  }, 240_000);
  afterAll(async () => t?.close());

  /** Every rank a professional member may see, across pages of 100. */
  async function wholeBoard<T>(path: string, body: Record<string, string | number>): Promise<T[]> {
    const rows: T[] = [];
    for (let page = 1; ; page += 1) {
      const answer = await post<RankingPage<T>>(t.app, path, { ...body, page, per_page: 100 }, tokens[40]);
      expect(answer.code, answer.msg).toBe(1);
      rows.push(...answer.data.data);
      if (rows.length >= answer.data.total) return rows;
    }
  }

  it('has data worth ranking: several categories and provinces, distinct scores', () => {
    expect(stats.length).toBe(130);
    expect(new Set(stats.flatMap((s) => s.categories)).size).toBeGreaterThan(2);
    expect(new Set(stats.map((s) => s.province)).size).toBeGreaterThan(2);
    expect(new Set(stats.map((s) => s.influence_week)).size).toBeGreaterThan(20);
  });

  it('options list the categories and provinces present, the periods and the update time', async () => {
    const answer = await post<RankingOptions>(t.app, '/api/kol_ranking/options', {}, tokens[20]);
    expect(answer.code).toBe(1);
    const categories = new Set(stats.flatMap((s) => s.categories).filter(Boolean));
    expect(new Set(answer.data.categories.map((c) => c.name))).toEqual(categories);
    const firstCategory = answer.data.categories[0]!;
    expect(firstCategory.count).toBe(stats.filter((s) => s.categories.includes(firstCategory.name)).length);
    expect(new Set(answer.data.provinces.map((p) => p.name))).toEqual(
      new Set(stats.map((s) => s.province).filter(Boolean)),
    );
    expect(answer.data.periods.map((p) => p.label)).toEqual(['日榜', '周榜', '月榜']);
    expect(answer.data.computed_at).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
  });

  for (const period of ['day', 'week', 'month'] as const) {
    it(`synthesize (${period}) equals blogger_stats sorted by influence_${period}, all and per category`, async () => {
      const key = PERIOD_KEYS[period][0];
      const all = await wholeBoard<InfluenceRankRow>('/api/kol_ranking/synthesize', { period });
      expect(all.map((r) => r.kol_id)).toEqual(expectedOrder(stats, key));
      expect(all.map((r) => r.rank)).toEqual(all.map((_, i) => i + 1));
      for (const row of all) expect(row.score).toBe(row[key]);

      const category = stats.flatMap((s) => s.categories).find(Boolean)!;
      const some = await wholeBoard<InfluenceRankRow>('/api/kol_ranking/synthesize', { period, category });
      const expected = expectedOrder(stats, key, (s) => s.categories.includes(category));
      expect(expected.length).toBeLessThan(stats.length);
      expect(some.map((r) => r.kol_id)).toEqual(expected);
      for (const row of some) expect(row.category).toContain(category);
    });

    it(`fans_inc (${period}) ranks gainers by growth_${PERIOD_KEYS[period][1].slice(7)} with the growth rate`, async () => {
      const key = PERIOD_KEYS[period][1];
      const rows = await wholeBoard<FansIncRankRow>('/api/kol_ranking/fans_inc', { period });
      const expected = expectedOrder(stats, key, (s) => s[key] > 0);
      expect(rows.map((r) => r.kol_id)).toEqual(expected);
      for (const row of rows) {
        const stat = stats.find((s) => s.kol_id === row.kol_id)!;
        expect(row.growth).toBe(stat[key]);
        const start = stat.followers - stat[key];
        if (start > 0) expect(row.growth_rate).toBeCloseTo(stat[key] / start, 5);
        else expect(row.growth_rate).toBeNull();
      }
    });
  }

  it('the week shows follower gains to rank', () => {
    expect(stats.filter((s) => s.growth_7d > 0).length).toBeGreaterThan(10);
  });

  it('area ranks one province by influence, and categories of other provinces stay out', async () => {
    const province = stats.map((s) => s.province).find(Boolean)!;
    for (const period of ['day', 'month'] as const) {
      const rows = await wholeBoard<InfluenceRankRow>('/api/kol_ranking/area', { province, period });
      const key = PERIOD_KEYS[period][0];
      expect(rows.map((r) => r.kol_id)).toEqual(expectedOrder(stats, key, (s) => s.province === province));
      expect(rows.every((r) => r.province === province)).toBe(true);
    }
    const none = await post<RankingPage<InfluenceRankRow>>(
      t.app,
      '/api/kol_ranking/area',
      { province: '不存在的省', period: 'week' },
      tokens[20],
    );
    expect(none.code).toBe(1);
    expect(none.data).toMatchObject({ data: [], total: 0, total_all: 0 });
  });

  it('pages follow each other without gaps or repeats', async () => {
    const expected = expectedOrder(stats, 'influence_week').slice(0, 30);
    const pages: number[] = [];
    for (const page of [1, 2, 3]) {
      const answer = await post<RankingPage<InfluenceRankRow>>(
        t.app,
        '/api/kol_ranking/synthesize',
        { period: 'week', page, per_page: 10 },
        tokens[30],
      );
      expect(answer.data).toMatchObject({ page, per_page: 10, total: 100, total_all: 130, max_rows: 100 });
      expect(answer.data.data[0]!.rank).toBe((page - 1) * 10 + 1);
      pages.push(...answer.data.data.map((r) => r.kol_id));
    }
    expect(pages).toEqual(expected);
  });

  it('per_page defaults to 20', async () => {
    const answer = await post<RankingPage<InfluenceRankRow>>(t.app, '/api/kol_ranking/synthesize', {}, tokens[40]);
    expect(answer.code).toBe(1);
    expect(answer.data.per_page).toBe(20);
    expect(answer.data.data).toHaveLength(20);
  });

  it('caps the ranks each level sees (free 20, advanced 100, professional 500)', async () => {
    const ask = (level: 20 | 30 | 40, page: number, per_page: number) =>
      post<RankingPage<InfluenceRankRow>>(t.app, '/api/kol_ranking/synthesize', { page, per_page }, tokens[level]);

    const free = await ask(20, 1, 50);
    expect(free.code).toBe(1);
    expect(free.data.data).toHaveLength(20);
    expect(free.data).toMatchObject({ total: 20, total_all: 130, max_rows: 20 });
    const freePast = await ask(20, 2, 20);
    expect(freePast.code).toBe(1001);
    expect(freePast.msg).toBe('当前会员等级最多查看榜单前20名，请升级会员查看更多');

    const advancedLast = await ask(30, 3, 40);
    expect(advancedLast.code).toBe(1);
    expect(advancedLast.data.data.map((r) => r.rank)).toEqual(Array.from({ length: 20 }, (_, i) => 81 + i));
    expect((await ask(30, 6, 20)).code).toBe(1001);

    const pro = await ask(40, 2, 100);
    expect(pro.code).toBe(1);
    expect(pro.data.data).toHaveLength(30);
    expect(pro.data).toMatchObject({ total: 130, max_rows: 500 });
  });

  it('answers bad input with code 0 and a Chinese message', async () => {
    const cases: [string, Record<string, string>, RegExp][] = [
      ['/api/kol_ranking/synthesize', { period: 'year' }, /榜单周期/],
      ['/api/kol_ranking/fans_inc', { period: 'hour' }, /榜单周期/],
      ['/api/kol_ranking/area', { province: '', period: 'week' }, /请选择地区/],
      ['/api/kol_ranking/area', { period: 'week' }, /请选择地区/],
      ['/api/kol_ranking/synthesize', { per_page: '500' }, /每页条数/],
      ['/api/kol_ranking/synthesize', { page: '0' }, /页码/],
      ['/api/kol_ranking/synthesize', { page: 'abc' }, /页码/],
      ['/api/kol_ranking/synthesize', { category: 'x'.repeat(40) }, /分类/],
    ];
    for (const [path, body, message] of cases) {
      const answer = await post(t.app, path, body, tokens[30]);
      expect(answer.code, `${path} ${JSON.stringify(body)}`).toBe(0);
      expect(answer.msg).toMatch(message);
    }
  });

  it('asks a visitor to log in', async () => {
    for (const path of ['synthesize', 'area', 'fans_inc', 'options', 'synthesize_export']) {
      expect((await post(t.app, `/api/kol_ranking/${path}`, { period: 'week' })).code).toBe(-1);
    }
  });

  it('follows a blogger_stats refresh: new figures reorder the board', async () => {
    const before = await post<RankingPage<InfluenceRankRow>>(
      t.app,
      '/api/kol_ranking/synthesize',
      { period: 'week', per_page: 5 },
      tokens[40],
    );
    const last = stats.reduce((a, b) => (a.influence_week < b.influence_week ? a : b));
    await t.ctx.db
      .updateTable('blogger_stats')
      .set({ influence_week: 100 })
      .where('kol_id', '=', last.kol_id)
      .execute();
    const after = await post<RankingPage<InfluenceRankRow>>(
      t.app,
      '/api/kol_ranking/synthesize',
      { period: 'week', per_page: 5 },
      tokens[40],
    );
    expect(before.data.data[0]!.kol_id).not.toBe(last.kol_id);
    expect(after.data.data[0]).toMatchObject({ kol_id: last.kol_id, rank: 1, score: 100 });
    expect(after.data.data.slice(1).map((r) => r.kol_id)).toEqual(before.data.data.slice(0, 4).map((r) => r.kol_id));
    await t.ctx.db
      .updateTable('blogger_stats')
      .set({ influence_week: last.influence_week })
      .where('kol_id', '=', last.kol_id)
      .execute();
  });
});
