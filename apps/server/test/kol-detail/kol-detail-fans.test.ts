import type { DetailFans, FanReady } from '@boguan/contracts/kol-detail.api';
import { fanQuality } from '@boguan/weibo/analytics/fan-quality';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createDetailApp, DAY_MS } from './support.js';

describe('blogger detail: fans', () => {
  let t: DemoApp;
  let token: string;
  /** The blogger with the most posts of the last 30 days. */
  let busy: { uid: string; kol_id: number };

  beforeAll(async () => {
    ({ t, token, busy } = await createDetailApp());
  }, 120_000);

  afterAll(async () => {
    await t?.close();
  });

  it('fans: samples once in a job, then summarises the stored sample exactly as fanQuality does', async () => {
    const [a, b] = await Promise.all([
      post<DetailFans>(t.app, '/api/kol/detail_fans', { kol_id: busy.kol_id }, token),
      post<DetailFans>(t.app, '/api/kol/detail_fans', { kol_id: busy.kol_id }, token),
    ]);
    expect(a.data.status).toBe('sampling');
    expect(b.data.status).toBe('sampling');
    const jobs = await t.ctx.db
      .selectFrom('jobs')
      .select('id')
      .where('kind', '=', 'kol_detail.fan_sample')
      .where(sql<boolean>`payload->>'uid' = ${busy.uid}`)
      .execute();
    expect(jobs).toHaveLength(1);
    await t.runner.drain();

    const ready = await post<DetailFans>(t.app, '/api/kol/detail_fans', { kol_id: busy.kol_id }, token);
    expect(ready.code).toBe(1);
    expect(ready.data.status).toBe('ready');
    const f = ready.data as FanReady;
    const sample = await t.ctx.db
      .selectFrom('fan_samples as s')
      .innerJoin('weibo_users as u', 'u.uid', 's.follower_uid')
      .select([
        'u.screen_name',
        'u.avatar',
        'u.statuses',
        'u.follows',
        'u.followers',
        'u.created_at',
        'u.gender',
        'u.province',
        's.sampled_at',
      ])
      .where('s.uid', '=', busy.uid)
      .execute();
    expect(sample.length).toBeGreaterThan(20);
    expect(sample.length).toBe((await t.world.followerSample(busy.uid, 200)).length);
    expect(f.sample_size).toBe(sample.length);
    const q = fanQuality(
      sample.map((s) => ({
        screenName: s.screen_name,
        avatar: s.avatar,
        statuses: Number(s.statuses),
        follows: Number(s.follows),
        followers: Number(s.followers),
        createdAt: s.created_at ? new Date(s.created_at) : null,
      })),
      { now: new Date(sample[0]!.sampled_at) },
    );
    expect(f.quality.real_share).toBe(q.realShare);
    expect(f.quality.low).toBe(q.confidence.low);
    expect(f.quality.high).toBe(q.confidence.high);
    expect(f.quality.suspicious).toBe(q.suspicious);
    expect(Object.fromEntries(f.quality.signals.map((s) => [s.signal, s.count]))).toEqual(q.signalCounts);
    const women = sample.filter((s) => s.gender === 'f').length;
    expect(f.gender.find((g) => g.gender === 'f')?.count).toBe(women);
    expect(f.gender.reduce((n, g) => n + g.count, 0)).toBe(sample.length);
    expect(f.provinces.reduce((n, p) => n + p.count, 0)).toBe(sample.length);
    const unknown = sample.filter((s) => s.province.trim() === '').length;
    expect(f.provinces.find((p) => p.province === '未知')?.count ?? 0).toBe(unknown);
    const counts = f.provinces.map((p) => p.count);
    expect(counts).toEqual([...counts].sort((x, y) => y - x));

    // A sample older than 7 days is taken again.
    await t.ctx.db
      .updateTable('kol_fan_sample_runs')
      .set({ finished_at: new Date(t.clock.now().getTime() - 8 * DAY_MS) })
      .where('uid', '=', busy.uid)
      .execute();
    const again = await post<DetailFans>(t.app, '/api/kol/detail_fans', { kol_id: busy.kol_id }, token);
    expect(again.data.status).toBe('sampling');
    await t.runner.drain();
    expect((await post<DetailFans>(t.app, '/api/kol/detail_fans', { kol_id: busy.kol_id }, token)).data.status).toBe(
      'ready',
    );
  });

  it('fans: without a data source the page is told fan data is not available', async () => {
    const other = await t.ctx.db
      .selectFrom('blogger_stats')
      .select('kol_id')
      .where('uid', '<>', busy.uid)
      .orderBy('kol_id')
      .executeTakeFirstOrThrow();
    const source = t.ctx.source;
    t.ctx.source = null;
    try {
      const answer = await post(t.app, '/api/kol/detail_fans', { kol_id: other.kol_id }, token);
      expect(answer.code).toBe(0);
      expect(answer.msg).toBe('当前数据源不支持采集粉丝，暂无粉丝数据');
    } finally {
      t.ctx.source = source;
    }
  });

  it('fans: a sampling that keeps failing is reported, and may start again 10 minutes later', async () => {
    const other = await t.ctx.db
      .selectFrom('blogger_stats')
      .select('kol_id')
      .where('uid', '<>', busy.uid)
      .orderBy('followers', 'desc')
      .executeTakeFirstOrThrow();
    const handle = t.ctx.source!;
    const failing = Object.create(handle.source) as typeof handle.source;
    failing.fetchFollowers = async () => {
      throw new Error('followers endpoint unavailable');
    };
    t.ctx.source = { ...handle, source: failing };
    try {
      const first = await post<DetailFans>(t.app, '/api/kol/detail_fans', { kol_id: other.kol_id }, token);
      expect(first.data.status).toBe('sampling');
      // Three attempts with the queue's back-off (10 s, 20 s) between them.
      for (let i = 0; i < 3; i += 1) {
        await t.runner.drain();
        t.clock.advance(30_000);
      }
      const failed = await post(t.app, '/api/kol/detail_fans', { kol_id: other.kol_id }, token);
      expect(failed).toMatchObject({ code: 0, msg: '粉丝采样失败，请稍后再试' });
    } finally {
      t.ctx.source = handle;
    }
    t.clock.advance(10 * 60_000);
    const retry = await post<DetailFans>(t.app, '/api/kol/detail_fans', { kol_id: other.kol_id }, token);
    expect(retry.data.status).toBe('sampling');
    await t.runner.drain();
    const ready = await post<DetailFans>(t.app, '/api/kol/detail_fans', { kol_id: other.kol_id }, token);
    expect(ready.data.status).toBe('ready');
  });
});
