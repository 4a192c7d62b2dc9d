import { chinaDate, DAY_MS } from '@boguan/contracts/china-time';
import { CONTRAST_METRIC_KEYS, ContrastMessage } from '@boguan/contracts/kol-contrast';
import type { ContrastDetail, ContrastHistoryPage } from '@boguan/contracts/kol-contrast.api';
import { METRICS } from '@boguan/contracts/metrics';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerKolDetailJobs } from '../../src/modules/kol-detail/kol-detail.jobs.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

describe('blogger comparison /api/kol/contrast_*', () => {
  let t: DemoApp;
  let kolIds: number[];
  const submit = (token: string, ids: Array<number | string>) =>
    post<{ id: number }>(t.app, '/api/kol/contrast_submit', { kol_ids: ids.map(String) }, token);
  const detail = (token: string, id: number | string) =>
    post<ContrastDetail>(t.app, '/api/kol/contrast_detail', { id }, token);

  beforeAll(async () => {
    // The fan-sampling job of the blogger detail takes the samples the audience comparison reads.
    t = await createDemoApp({
      seed: 'kol-contrast',
      bloggers: 30,
      days: 8,
      register: (app) => registerKolDetailJobs(app.runner, app.ctx),
    });
    const rows = await t.ctx.db.selectFrom('blogger_stats').select('kol_id').orderBy('followers', 'desc').execute();
    kolIds = rows.map((r) => r.kol_id);
  }, 180_000);
  afterAll(async () => t.close());

  it('takes 2 to 5 distinct known bloggers and refuses anything else before counting a use', async () => {
    const { token, userId } = await createUser(t);
    const [a, b, c, d, e, f] = kolIds as [number, number, number, number, number, number];
    expect(await submit(token, [a])).toMatchObject({ code: 0, msg: ContrastMessage.count });
    expect(await submit(token, [a, b, c, d, e, f])).toMatchObject({ code: 0, msg: ContrastMessage.count });
    expect(await submit(token, [a, a])).toMatchObject({ code: 0, msg: ContrastMessage.count });
    expect(await submit(token, [])).toMatchObject({ code: 0, msg: ContrastMessage.count });
    expect(await submit(token, ['x', 'y'])).toMatchObject({ code: 0, msg: ContrastMessage.count });
    expect(await submit(token, [a, 99_999_999])).toMatchObject({ code: 0, msg: '博主不存在或暂未收录' });
    const counters = await t.ctx.db.selectFrom('usage_counters').selectAll().where('user_id', '=', userId).execute();
    expect(counters).toHaveLength(0);
    // comma-separated and JSON forms are accepted too
    expect((await post(t.app, '/api/kol/contrast_submit', { kol_ids: `${a},${b}` }, token)).code).toBe(1);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/kol/contrast_submit',
      payload: { kol_ids: [a, b, c, d, e] },
      headers: { authorization: token },
    });
    expect(json.json().code).toBe(1);
    expect((await post(t.app, '/api/kol/contrast_submit', { kol_ids: [String(a), String(b)] })).code).toBe(-1);
  });

  it('marks the leader of every metric row, recomputed from blogger_stats (ties: all leaders)', async () => {
    const { token } = await createUser(t, { level: 40 });
    const picked = [kolIds[4], kolIds[0], kolIds[9]] as number[];
    const submitted = await submit(token, picked);
    expect(submitted.code).toBe(1);
    const answer = await detail(token, submitted.data.id);
    expect(answer.code).toBe(1);
    expect(answer.data.bloggers.map((b) => b.kol_id)).toEqual(picked);
    const stats = await t.ctx.db.selectFrom('blogger_stats').selectAll().where('kol_id', 'in', picked).execute();
    const byId = new Map(stats.map((s) => [s.kol_id, s]));
    const shown: Record<string, (s: (typeof stats)[number]) => number> = {
      fans: (s) => Number(s.followers),
      posts_30d: (s) => s.posts_30d,
      avg_interactions: (s) => round(s.avg_interactions_30d, 1),
      engagement_rate: (s) => round(s.engagement_rate_30d, 6),
      sponsored_share: (s) => round(s.sponsored_share_30d, 4),
      growth_7d: (s) => Number(s.growth_7d),
      influence_week: (s) => s.influence_week,
    };
    expect(answer.data.metrics.map((m) => m.label)).toEqual(CONTRAST_METRIC_KEYS.map((key) => METRICS[key].label));
    for (const row of answer.data.metrics) {
      const values = picked.map((id) =>
        (shown[row.key] as (s: (typeof stats)[number]) => number)(byId.get(id) as never),
      );
      expect(row.values).toEqual(values);
      let best = Number.NEGATIVE_INFINITY;
      for (const v of values) if (v > best) best = v;
      expect(row.leaders).toEqual(picked.filter((_, i) => values[i] === best));
      expect(row.leaders.length).toBeGreaterThan(0);
    }
    // the biggest account of the world leads on followers
    expect(answer.data.metrics.find((m) => m.key === 'fans')?.leaders).toEqual([kolIds[0]]);
  });

  it('gives trends on one date axis whose figures equal the stored posts and snapshots', async () => {
    const { token } = await createUser(t, { level: 30 });
    const picked = [kolIds[1], kolIds[2]] as number[];
    const { data } = await detail(token, (await submit(token, picked)).data.id);
    const { dates, followers, interactions } = data.trends;
    const now = t.clock.now();
    expect(dates.at(-1)).toBe(chinaDate(now));
    expect(dates.length).toBeGreaterThanOrEqual(8);
    expect(dates.length).toBeLessThanOrEqual(30);
    for (const series of [...followers, ...interactions]) expect(series.values).toHaveLength(dates.length);

    const from = new Date(now.getTime() - 31 * DAY_MS);
    for (const kolId of picked) {
      const blogger = data.bloggers.find((b) => b.kol_id === kolId);
      const uid = blogger?.uid as string;
      const posts = await t.ctx.db
        .selectFrom('weibo_posts')
        .select(['created_at', 'reposts', 'comments', 'likes'])
        .where('uid', '=', uid)
        .where('deleted', '=', false)
        .where('created_at', '>=', from)
        .where('created_at', '<=', now)
        .execute();
      const inAxis = posts.filter((p) => dates.includes(chinaDate(new Date(p.created_at))));
      const expectedSum = inAxis.reduce((s, p) => s + p.reposts + p.comments + p.likes, 0);
      const series = interactions.find((s) => s.kol_id === kolId)?.values ?? [];
      expect(series.reduce<number>((s, v) => s + (v ?? 0), 0)).toBe(expectedSum);
      expect(expectedSum).toBeGreaterThan(0);

      const snapshots = await t.ctx.db
        .selectFrom('user_snapshots')
        .select(['at', 'followers'])
        .where('uid', '=', uid)
        .orderBy('at')
        .execute();
      const lastOfDay = new Map<string, number>();
      for (const s of snapshots)
        if (new Date(s.at) <= now) lastOfDay.set(chinaDate(new Date(s.at)), Number(s.followers));
      const followerSeries = followers.find((s) => s.kol_id === kolId)?.values ?? [];
      expect(followerSeries).toEqual(dates.map((d) => lastOfDay.get(d) ?? null));
      expect(followerSeries.filter((v) => v !== null).length).toBeGreaterThanOrEqual(7);
    }
  });

  it('counts kol_compare: free members get 3 a month, the 4th is 1002, parallel calls stay exact', async () => {
    const { token } = await createUser(t);
    const pair = [kolIds[0], kolIds[1]] as number[];
    for (let i = 0; i < 3; i += 1) expect((await submit(token, pair)).code).toBe(1);
    const fourth = await submit(token, pair);
    expect(fourth.code).toBe(1002);
    expect(fourth.msg).toBe('本月使用次数已用完，请升级会员');

    const racer = await createUser(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => submit(racer.token, pair)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(3);
    expect(answers.filter((a) => a.code === 1002)).toHaveLength(17);
    const history = await post<ContrastHistoryPage>(t.app, '/api/kol/contrast_history', { page: 1 }, racer.token);
    expect(history.data.total).toBe(3);
  });

  it('lists the history with names and avatars, deletes with the owner only', async () => {
    // professional: 50 comparisons a day, enough for 12
    const owner = await createUser(t, { level: 40 });
    const other = await createUser(t, { level: 40 });
    const ids: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      ids.push((await submit(owner.token, [kolIds[i] as number, kolIds[i + 1] as number])).data.id);
      t.clock.advance(60_000);
    }
    const page1 = await post<ContrastHistoryPage>(t.app, '/api/kol/contrast_history', { page: 1 }, owner.token);
    const page2 = await post<ContrastHistoryPage>(t.app, '/api/kol/contrast_history', { page: 2 }, owner.token);
    expect(page1.data).toMatchObject({ total: 12, per_page: 10, page: 1 });
    expect([...page1.data.data, ...page2.data.data].map((h) => h.id)).toEqual([...ids].reverse());
    const newest = page1.data.data[0];
    expect(newest?.bloggers.map((b) => b.kol_id)).toEqual([kolIds[11], kolIds[12]]);
    expect(newest?.bloggers.every((b) => b.uname && b.avatar)).toBe(true);
    expect(newest?.title).toBe(newest?.bloggers.map((b) => b.uname).join(' vs '));

    const target = ids[0] as number;
    expect(await detail(other.token, target)).toMatchObject({ code: 0, msg: ContrastMessage.id });
    expect(await post(t.app, '/api/kol/contrast_delete', { id: target }, other.token)).toMatchObject({
      code: 0,
      msg: ContrastMessage.id,
    });
    expect(
      (await post<ContrastHistoryPage>(t.app, '/api/kol/contrast_history', { page: 1 }, other.token)).data.total,
    ).toBe(0);
    expect(await post(t.app, '/api/kol/contrast_delete', { id: target }, owner.token)).toMatchObject({ code: 1 });
    expect(await post(t.app, '/api/kol/contrast_delete', { id: target }, owner.token)).toMatchObject({
      code: 0,
      msg: ContrastMessage.id,
    });
    expect(await detail(owner.token, target)).toMatchObject({ code: 0, msg: ContrastMessage.id });
    expect(
      (await post<ContrastHistoryPage>(t.app, '/api/kol/contrast_history', { page: 1 }, owner.token)).data.total,
    ).toBe(11);
    expect(await detail(owner.token, 'abc')).toMatchObject({ code: 0, msg: ContrastMessage.idFormat });
    expect(await post(t.app, '/api/kol/contrast_history', { page: -1 }, owner.token)).toMatchObject({ code: 0 });
  });

  it('splits the audience from reposting/commenting accounts when there are no fan samples, and says so', async () => {
    const { token } = await createUser(t, { level: 40 });
    const picked = [kolIds[2], kolIds[3]] as number[];
    const id = (await submit(token, picked)).data.id;
    const before = (await detail(token, id)).data.audience;
    expect(before.basis).toBe('none');
    // no job has run yet: the samples were asked for and are being taken
    expect(before.sampling).toBe(true);
    expect(before.bloggers.every((b) => b.sample_size === 0)).toBe(true);

    const bloggers = (await detail(token, id)).data.bloggers;
    const target = bloggers[0]?.uid as string;
    const postRow = await t.ctx.db
      .selectFrom('weibo_posts')
      .select(['mid'])
      .where('uid', '=', target)
      .orderBy('created_at', 'desc')
      .executeTakeFirstOrThrow();
    const now = t.clock.now();
    const fans = [
      { uid: '8800000001', gender: 'f', province: '广东' },
      { uid: '8800000002', gender: 'f', province: '广东' },
      { uid: '8800000003', gender: 'm', province: '北京' },
    ];
    await t.ctx.db
      .insertInto('weibo_users')
      .values(
        fans.map((f) => ({
          ...f,
          screen_name: `粉丝${f.uid.slice(-1)}`,
          avatar: '',
          city: '',
          verified: false,
          verified_type: -1,
          verified_type_ext: null,
          verify_badge: 'none',
          verified_reason: '',
          followers: 10,
          follows: 10,
          statuses: 10,
          description: '',
          categories: [],
          created_at: null,
          origin: 'import' as const,
          search_text: '',
          collected_at: now,
        })),
      )
      .execute();
    // fan 1 both comments and reposts (counted once); fan 3 comments twice (counted once)
    await t.ctx.db
      .insertInto('weibo_comments')
      .values(
        ['8800000001', '8800000003', '8800000003'].map((uid, i) => ({
          id: `c-h6-${i}`,
          mid: postRow.mid,
          uid,
          text: '好看',
          created_at: now,
          likes: 0,
          reply_to: null,
          sentiment_score: null,
        })),
      )
      .execute();
    await t.ctx.db
      .insertInto('weibo_reposts')
      .values(
        ['8800000001', '8800000002', target].map((uid, i) => ({
          mid: `r-h6-${i}`,
          root_mid: postRow.mid,
          parent_mid: postRow.mid,
          uid,
          text: '转发微博',
          created_at: now,
        })),
      )
      .execute();
    const after = (await detail(token, id)).data.audience;
    expect(after.basis).toBe('interactions');
    expect(after.basis_label).toBe('基于转发/评论用户');
    expect(after.bloggers[0]).toEqual({
      kol_id: bloggers[0]?.kol_id,
      sample_size: 3,
      gender: { m: 1, f: 2, n: 0 },
      provinces: [
        { name: '广东', count: 2 },
        { name: '北京', count: 1 },
      ],
    });
    expect(after.bloggers[1]?.sample_size).toBe(0);
  });

  // Last: it runs the queued sampling jobs, which would give the bloggers above fan samples too.
  it('takes fan samples for the compared bloggers and splits the audience from them', async () => {
    const { token } = await createUser(t, { level: 40 });
    const picked = [kolIds[20], kolIds[21]] as number[];
    const id = (await submit(token, picked)).data.id;
    expect((await detail(token, id)).data.audience.sampling).toBe(true);
    await t.runner.drain();
    const answer = (await detail(token, id)).data;
    expect(answer.audience).toMatchObject({ basis: 'fan_samples', basis_label: '基于粉丝抽样', sampling: false });
    for (const blogger of answer.bloggers) {
      const rows = await t.ctx.db
        .selectFrom('fan_samples as f')
        .innerJoin('weibo_users as u', 'u.uid', 'f.follower_uid')
        .select(['u.gender', 'u.province'])
        .where('f.uid', '=', blogger.uid)
        .execute();
      expect(rows.length).toBeGreaterThan(0);
      const split = answer.audience.bloggers.find((a) => a.kol_id === blogger.kol_id);
      expect(split?.sample_size).toBe(rows.length);
      expect(split?.gender).toEqual({
        m: rows.filter((r) => r.gender === 'm').length,
        f: rows.filter((r) => r.gender === 'f').length,
        n: rows.filter((r) => r.gender !== 'm' && r.gender !== 'f').length,
      });
      expect(split?.provinces.reduce((sum, p) => sum + p.count, 0)).toBe(rows.length);
    }
  });
});
