import { chinaDate } from '@boguan/contracts/china-time';
import type { InfluenceRankRow, RankingPage } from '@boguan/contracts/kol-ranking.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerKolRankingJobs } from '../../src/modules/kol-ranking/kol-ranking.jobs.js';
import { SNAPSHOT_DEPTH, snapshotRanks } from '../../src/modules/kol-ranking/kol-ranking.repository.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { allStats, expectedOrder } from './support.js';

const HOUR_MS = 3_600_000;

describe('rank change against the previous day snapshot', () => {
  let t: DemoApp;
  let token: string;

  beforeAll(async () => {
    t = await createDemoApp({
      seed: 'kol-rank-change',
      bloggers: 80,
      days: 8,
      register: (app) => registerKolRankingJobs(app.runner, app.ctx),
    });
    token = (await createUser(t, { level: 40 })).token;
  }, 240_000);
  afterAll(async () => t?.close());

  const board = (path: string, form: Record<string, string | number>) =>
    post<RankingPage<InfluenceRankRow>>(t.app, `/api/kol_ranking/${path}`, { per_page: 100, ...form }, token);

  it('shows no change before there is an earlier day to compare with', async () => {
    const answer = await board('synthesize', { period: 'week' });
    expect(answer.code).toBe(1);
    expect(answer.data.data.every((row) => !('rank_change' in row))).toBe(true);
  });

  it('the scheduled job snapshots every board, all bloggers and per province, in board order', async () => {
    expect(SNAPSHOT_DEPTH).toBe(500);
    await t.advance(6 * HOUR_MS);
    const day = chinaDate(t.clock.now());
    const jobRows = await t.ctx.db
      .selectFrom('kol_rank_snapshots')
      .select(['board', (eb) => eb.fn.countAll<number>().as('n')])
      .where('day', '=', day)
      .groupBy('board')
      .orderBy('board')
      .execute();
    expect(jobRows.map((r) => [r.board, Number(r.n)])).toEqual([
      ['area', 240],
      ['fans_inc', expect.any(Number)],
      ['synthesize', 240],
    ]);
    // The stats refresh of the same tick may have run after the snapshot: take it again on settled
    // figures (it replaces the day's snapshot) and compare the order with them.
    await snapshotRanks(t.ctx.db, t.clock.now());
    const stats = await allStats(t);
    const snap = await t.ctx.db
      .selectFrom('kol_rank_snapshots')
      .select(['board', 'period', 'scope', 'kol_id', 'rank'])
      .where('day', '=', day)
      .orderBy('rank')
      .execute();
    const of = (board: string, period: string, scope = '') =>
      snap.filter((s) => s.board === board && s.period === period && s.scope === scope).map((s) => s.kol_id);
    expect(of('synthesize', 'week')).toEqual(expectedOrder(stats, 'influence_week'));
    expect(of('fans_inc', 'day')).toEqual(expectedOrder(stats, 'growth_1d', (s) => s.growth_1d > 0));
    const province = stats[0]!.province;
    expect(of('area', 'month', province)).toEqual(
      expectedOrder(stats, 'influence_month', (s) => s.province === province),
    );
    // Same day: today's snapshot is not "previous", so still no change shown.
    const answer = await board('synthesize', { period: 'week' });
    expect(answer.data.data.every((row) => !('rank_change' in row))).toBe(true);
  });

  it('the next day, each row shows places moved since that snapshot', async () => {
    const before = await allStats(t);
    const previous = expectedOrder(before, 'influence_week');
    t.clock.advance(24 * HOUR_MS);
    // The last blogger jumps to the top; everyone it passes moves down one place.
    const climber = previous[previous.length - 1]!;
    await t.ctx.db.updateTable('blogger_stats').set({ influence_week: 100 }).where('kol_id', '=', climber).execute();
    const now = expectedOrder(await allStats(t), 'influence_week');
    const answer = await board('synthesize', { period: 'week' });
    expect(answer.data.data.map((r) => r.kol_id)).toEqual(now);
    for (const row of answer.data.data) {
      expect(row.rank_change).toBe(previous.indexOf(row.kol_id) - now.indexOf(row.kol_id));
    }
    expect(answer.data.data[0]).toMatchObject({ kol_id: climber, rank_change: previous.length - 1 });
    expect(answer.data.data[1]!.rank_change).toBe(-1);

    const province = before.find((s) => s.kol_id === climber)!.province;
    const area = await board('area', { period: 'week', province });
    expect(area.data.data[0]).toMatchObject({ kol_id: climber });
    const areaBefore = expectedOrder(before, 'influence_week', (s) => s.province === province);
    expect(area.data.data[0]!.rank_change).toBe(areaBefore.indexOf(climber));

    const category = before.find((s) => s.categories.length > 0)!.categories[0]!;
    const filtered = await board('synthesize', { period: 'week', category });
    expect(filtered.data.data.every((row) => !('rank_change' in row))).toBe(true);
  });

  it('a blogger outside the previous snapshot shows as new (null)', async () => {
    const stats = await allStats(t);
    const day = chinaDate(new Date(t.clock.now().getTime() - 24 * HOUR_MS));
    const top = expectedOrder(stats, 'influence_week')[0]!;
    await t.ctx.db
      .deleteFrom('kol_rank_snapshots')
      .where('day', '=', day)
      .where('board', '=', 'synthesize')
      .where('period', '=', 'week')
      .where('kol_id', '=', top)
      .execute();
    const answer = await board('synthesize', { period: 'week', per_page: 5 });
    expect(answer.data.data[0]).toMatchObject({ kol_id: top, rank_change: null });
  });
});
