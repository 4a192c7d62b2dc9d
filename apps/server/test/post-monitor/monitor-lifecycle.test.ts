import { formatChinaTime } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import type {
  ArtMonAllowance,
  ArtMonCheck,
  ArtMonContrast,
  ArtMonHistoryItem,
  ArtMonParticipants,
  ArtMonPoint,
  ArtMonReportContent,
  ArtMonTrend,
} from '@boguan/contracts/post-monitor.api';
import type { Spread } from '@boguan/contracts/propagation.api';
import { postParticipants } from '@boguan/weibo/analytics/post-participants';
import type { WeiboPost } from '@boguan/weibo/model';
import { midToBid } from '@boguan/weibo/parse/post-link';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { createMonitorApp, livelyPost, monitorLink, overrideSource } from './support.js';

const MINUTE = 60_000;

describe('post monitoring: from a link to a finished report', () => {
  let t: DemoApp;
  let token: string;
  let watched: WeiboPost;
  let id: number;
  const call = <T>(url: string, body: Record<string, string | number> = {}) => post<T>(t.app, url, body, token);

  beforeAll(async () => {
    t = await createMonitorApp('art-mon-lifecycle');
    token = (await createUser(t, { level: 40 })).token;
    watched = await livelyPost(t);
  }, 180_000);
  afterAll(async () => t?.close());

  it('checks a weibo.com link: the post as the source gives it now, not yet monitored', async () => {
    const now = t.world.postAt(watched.mid, t.clock.now())!;
    const answer = await call<ArtMonCheck>('/api/art_mon/checkUrl', {
      url: `https://weibo.com/${watched.uid}/${midToBid(watched.mid)}?refer_flag=1001030103_`,
    });
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data).toMatchObject({
      mid: watched.mid,
      uid: watched.uid,
      text: watched.text,
      reposts: now.reposts,
      comments: now.comments,
      likes: now.likes,
      posts_time: formatChinaTime(watched.createdAt),
      // A demo post: no weibo.com link, and the page says it is demo data.
      url: '',
      is_demo: true,
      monitoring: false,
    });
  });

  it('starts at once: 监测中, a baseline point, the history item with exactly the spec fields', async () => {
    const before = await call<ArtMonAllowance>('/api/art_mon/remainingTimes');
    id = await monitorLink(t, token, `https://m.weibo.cn/detail/${watched.mid}`);
    const after = await call<ArtMonAllowance>('/api/art_mon/remainingTimes');
    expect(after.data.per_month!.used).toBe(before.data.per_month!.used + 1);

    const history = await call<Paged<ArtMonHistoryItem>>('/api/art_mon/history', { page: 1 });
    expect(history.data).toMatchObject({ page: 1, per_page: 18, total: 1 });
    const item = history.data.data[0]!;
    expect(Object.keys(item).sort()).toEqual(
      ['art_mon_id', 'uname', 'title', 'create_time', 'posts_time', 'status', 'type', 'is_data', 'trend_data'].sort(),
    );
    const base = t.world.postAt(watched.mid, t.clock.now())!;
    expect(item).toMatchObject({
      art_mon_id: id,
      status: 1,
      type: 2,
      is_data: 1,
      posts_time: formatChinaTime(watched.createdAt),
      create_time: formatChinaTime(t.clock.now()),
    });
    expect(item.trend_data).toEqual([
      {
        date: formatChinaTime(t.clock.now()).slice(0, 16),
        comments: base.comments,
        likes: base.likes,
        retweets: base.reposts,
      },
    ]);
    // The collector polls it on the task's interval until its end.
    const watch = await t.ctx.db
      .selectFrom('post_watches')
      .selectAll()
      .where('owner', '=', `art_mon:${id}`)
      .executeTakeFirstOrThrow();
    expect(watch).toMatchObject({ mid: watched.mid, interval_ms: 10 * MINUTE });
    expect(watch.until!.getTime()).toBe(t.clock.now().getTime() + 24 * 3_600_000);
    // Only the baseline so far: no interval gained anything, so there is no busiest one.
    const first = await call<ArtMonReportContent>('/api/art_mon/reportContent', { id });
    expect(first.data).toMatchObject({ peak: null, growth: { interactions: 0 } });
    // The same link again is one task.
    const again = await call('/api/art_mon/submit', { type: 2, url: watched.mid, duration: 24, interval: 10 });
    expect(again).toMatchObject({ code: 0, msg: '该博文已在监测中，请勿重复提交' });
  });

  it('adds a point per interval with its increments, as the world counted at each poll', async () => {
    const times = [t.clock.now()];
    for (let i = 0; i < 3; i += 1) {
      await t.advance(10 * MINUTE);
      times.push(t.clock.now());
    }
    const trend = await call<ArtMonTrend>('/api/art_mon/getCoreTrend', { id });
    expect(trend.code, trend.msg).toBe(1);
    expect(trend.data.interval).toBe(10);
    const expected = times.map((at) => t.world.postAt(watched.mid, at)!);
    expect(trend.data.points.map((p) => [p.time, p.reposts, p.comments, p.likes])).toEqual(
      times.map((at, i) => [formatChinaTime(at), expected[i]!.reposts, expected[i]!.comments, expected[i]!.likes]),
    );
    expect(trend.data.points.map((p) => p.new_reposts)).toEqual(
      expected.map((p, i) => (i === 0 ? 0 : p.reposts - expected[i - 1]!.reposts)),
    );
    expect(expected.at(-1)!.reposts + expected.at(-1)!.comments).toBeGreaterThan(
      expected[0]!.reposts + expected[0]!.comments,
    );

    // The interval table: newest first, the same rows.
    const table = await call<Paged<ArtMonPoint>>('/api/art_mon/getCoreFrequencyList', { id, page: 1 });
    expect(table.data.total).toBe(4);
    expect(table.data.data).toEqual([...trend.data.points].reverse());
  });

  it('reports counts now, growth, the busiest interval, and the comments read so far', async () => {
    const report = await call<ArtMonReportContent>('/api/art_mon/reportContent', { id });
    expect(report.code, report.msg).toBe(1);
    const r = report.data;
    const now = t.world.postAt(watched.mid, t.clock.now())!;
    expect(r.task).toMatchObject({ art_mon_id: id, status: 1, status_text: '监测中', refresh_ms: 10 * MINUTE });
    expect(r.current).toEqual({
      reposts: now.reposts,
      comments: now.comments,
      likes: now.likes,
      interactions: now.reposts + now.comments + now.likes,
    });
    const trend = (await call<ArtMonTrend>('/api/art_mon/getCoreTrend', { id })).data.points;
    expect(r.growth.reposts).toBe(now.reposts - trend[0]!.reposts);
    const busiest = Math.max(...trend.slice(1).map((p) => p.new_reposts + p.new_comments + p.new_likes));
    expect(r.peak!.new_reposts + r.peak!.new_comments + r.peak!.new_likes).toBe(busiest);
    const comments = t.world.commentsOf(watched.mid, t.clock.now());
    expect(r.comments.sample_size).toBe(Math.min(comments.length, 2000));
    expect(r.comments.sentiment.total).toBe(r.comments.sample_size);
    if (comments.length > 20) expect(r.comments.top_words.length).toBeGreaterThan(0);
    expect(r.posts).toEqual([
      { mid: watched.mid, title: expect.any(String), posts_time: formatChinaTime(watched.createdAt) },
    ]);
  });

  it('counts the participants the source gave at the last poll, and the post against the blogger average', async () => {
    const [reposts, comments] = await Promise.all([
      t.source.fetchReposts(watched.mid),
      t.source.fetchComments(watched.mid),
    ]);
    const users = [...new Map([...reposts.users, ...comments.users].map((u) => [u.uid, u])).values()];
    const expected = postParticipants(reposts.reposts, comments.comments, users, { now: t.clock.now() });
    const answer = await call<ArtMonParticipants>('/api/art_mon/participant', { id });
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data).toMatchObject({
      participants: expected.participants,
      reposters: expected.reposters,
      commenters: expected.commenters,
      profiled: expected.profiled,
      suspects: { count: expected.suspects.count, share: expected.suspects.share },
    });
    expect(answer.data.gender.reduce((s, g) => s + g.count, 0)).toBe(expected.profiled);
    expect(answer.data.follower_bands.reduce((s, g) => s + g.count, 0)).toBe(expected.profiled);
    for (const suspect of answer.data.suspects.sample) expect(suspect.signals.length).toBeGreaterThanOrEqual(2);

    const stored = await t.ctx.db
      .selectFrom('weibo_posts')
      .select(['reposts', 'comments', 'likes'])
      .where('uid', '=', watched.uid)
      .where('parent_mid', 'is', null)
      .where('mid', '!=', watched.mid)
      .where('deleted', '=', false)
      .where('created_at', '<', watched.createdAt)
      .where('created_at', '>=', new Date(watched.createdAt.getTime() - 30 * 86_400_000))
      .execute();
    const contrast = await call<ArtMonContrast>('/api/art_mon/getCoreContrast', { id });
    expect(contrast.data.sample_size).toBe(stored.length);
    const avg = stored.reduce((s, p) => s + p.reposts, 0) / Math.max(1, stored.length);
    expect(contrast.data.reposts.average).toBeCloseTo(avg, 1);
  });

  it('draws the spread from the reposts the detail polls stored', async () => {
    const stored = await t.ctx.db
      .selectFrom('weibo_reposts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('root_mid', '=', watched.mid)
      .executeTakeFirstOrThrow();
    const answer = await call<Spread>('/api/art_mon/diffuse', { id });
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.mid).toBe(watched.mid);
    expect(answer.data.summary.read).toBe(Number(stored.n));
    expect(Number(stored.n)).toBe(t.world.repostsOf(watched.mid, t.clock.now()).length);
    expect(answer.data.summary.nodes).toBeGreaterThan(0);
  });

  it('finishes at the end of its span: 监测完成, no more polls, the report still opens', async () => {
    const last = (await call<ArtMonTrend>('/api/art_mon/getCoreTrend', { id })).data.points.at(-1)!;
    await t.advance(24 * 3_600_000);
    const history = await call<Paged<ArtMonHistoryItem>>('/api/art_mon/history', { page: 1 });
    expect(history.data.data[0]).toMatchObject({ art_mon_id: id, status: 2, is_data: 1 });
    // The mini trend cuts the 24 hours into 24 buckets: the baseline, then the first hour's last poll.
    expect(history.data.data[0]!.trend_data).toEqual([
      expect.objectContaining({ date: expect.any(String) }),
      { date: last.time.slice(0, 16), comments: last.comments, likes: last.likes, retweets: last.reposts },
    ]);
    const watches = await t.ctx.db
      .selectFrom('post_watches')
      .select('mid')
      .where('owner', '=', `art_mon:${id}`)
      .execute();
    expect(watches).toEqual([]);
    const report = await call<ArtMonReportContent>('/api/art_mon/reportContent', { id });
    expect(report.data.task).toMatchObject({ status: 2, status_text: '监测完成', refresh_ms: null });
    expect(report.data.finished).not.toBeNull();
  });

  it('ends a post deleted while monitored: its data so far stays, with the reason', async () => {
    const other = await livelyPost(t, 1);
    const taskId = await monitorLink(t, token, other.mid);
    const restore = overrideSource(t, {
      fetchPost: async (mid: string) => {
        const found = t.world.postAt(mid, t.clock.now());
        return found && mid === other.mid ? { ...found, deleted: true } : found;
      },
    });
    try {
      await t.advance(10 * MINUTE);
    } finally {
      restore();
    }
    const report = await call<ArtMonReportContent>('/api/art_mon/reportContent', { id: taskId });
    expect(report.data.task.status).toBe(2);
    expect(report.data.note).toBe('博文已被删除，监测提前结束');
  });
});
