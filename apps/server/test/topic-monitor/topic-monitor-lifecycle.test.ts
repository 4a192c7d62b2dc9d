import type { Paged } from '@boguan/contracts/kol';
import type { FeatureAllowanceAnswer } from '@boguan/contracts/membership.api';
import type {
  TopicCheck,
  TopicHistoryItem,
  TopicParticipants,
  TopicReportContent,
  TopicTopPosts,
  TopicTrend,
} from '@boguan/contracts/topic-monitor.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import type { DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { busiestTopics } from '../topics/support.js';
import { createTopicMonitorApp, monitorTopic } from './support.js';

const MINUTE = 60_000;

describe('topic monitoring: from a topic to a report through two polls', () => {
  let t: DemoApp;
  let token: string;
  let topic: string;
  let id: number;
  const call = <T>(url: string, body: Record<string, string | number> = {}) => post<T>(t.app, url, body, token);

  beforeAll(async () => {
    t = await createTopicMonitorApp('topic-mon-lifecycle');
    token = (await createUser(t, { level: 40 })).token;
    topic = busiestTopics(t.world, t.clock.now())[0]!;
  }, 180_000);
  afterAll(async () => t?.close());

  it('checks a topic typed with or without #s: its card as the source gives it now', async () => {
    const live = t.world.topicAt(topic, t.clock.now())!;
    for (const typed of [topic, `#${topic}#`, ` ＃${topic}＃ `]) {
      const answer = await call<TopicCheck>('/api/topic/checkTopic', { topic: typed });
      expect(answer.code, answer.msg).toBe(1);
      expect(answer.data).toMatchObject({
        name: topic,
        category: live.category,
        read: live.readCount,
        discussion: live.discussCount,
        is_demo: true,
        monitoring: false,
      });
      if (live.hostUid) expect(answer.data.host?.uid).toBe(live.hostUid);
    }
    expect(await call('/api/topic/checkTopic', { topic: '#世上没有这个话题#' })).toMatchObject({
      code: 0,
      msg: '未找到该话题，请确认话题名称是否正确',
    });
  });

  it('runs through two polls: increments are the differences of the stored snapshots', async () => {
    const before = await call<FeatureAllowanceAnswer>('/api/topic/remainingTimes');
    id = await monitorTopic(t, token, `#${topic}#`, { interval: 10 });
    const after = await call<FeatureAllowanceAnswer>('/api/topic/remainingTimes');
    expect(after.data.per_month!.used).toBe(before.data.per_month!.used + 1);
    expect((await call<TopicCheck>('/api/topic/checkTopic', { topic })).data.monitoring).toBe(true);

    await t.advance(10 * MINUTE);
    await t.advance(10 * MINUTE);
    const stored = await t.ctx.db
      .selectFrom('topic_mon_snapshots')
      .selectAll()
      .where('task_id', '=', id)
      .orderBy('at')
      .execute();
    expect(stored.length).toBe(3);
    // Each poll read the topic as the world gives it at that instant.
    for (const s of stored) {
      const live = t.world.topicAt(topic, new Date(s.at))!;
      expect([Number(s.read_count), Number(s.discuss_count)]).toEqual([live.readCount, live.discussCount]);
    }
    const trend = await call<TopicTrend>('/api/topic/getTrend', { id });
    expect(trend.code, trend.msg).toBe(1);
    expect(trend.data.interval).toBe(10);
    expect(trend.data.points).toHaveLength(3);
    trend.data.points.forEach((p, i) => {
      const s = stored[i]!;
      const prev = stored[i - 1] ?? s;
      expect(p).toMatchObject({
        read: Number(s.read_count),
        discussion: Number(s.discuss_count),
        posts: s.posts,
        originals: s.originals,
        new_read: Number(s.read_count) - Number(prev.read_count),
        new_discussion: Number(s.discuss_count) - Number(prev.discuss_count),
        new_posts: s.posts - prev.posts,
        new_originals: s.originals - prev.originals,
      });
    });
    // The posts counted are the task's stored posts, each carrying the hashtag.
    const posts = await t.ctx.db
      .selectFrom('topic_mon_posts as t')
      .innerJoin('weibo_posts as p', 'p.mid', 't.mid')
      .select(['p.text', 't.is_original', 'p.parent_mid'])
      .where('t.task_id', '=', id)
      .execute();
    expect(posts.length).toBe(stored.at(-1)!.posts);
    expect(posts.length).toBeGreaterThan(0);
    for (const p of posts) {
      expect(p.text).toContain(`#${topic}#`);
      expect(p.is_original).toBe(p.parent_mid === null);
    }
  });

  it('reports the topic, growth, top posts, participants, sentiment and words from stored data', async () => {
    const content = await call<TopicReportContent>('/api/topic/reportContent', { id });
    expect(content.code, content.msg).toBe(1);
    const trend = (await call<TopicTrend>('/api/topic/getTrend', { id })).data.points;
    const first = trend[0]!;
    const last = trend.at(-1)!;
    expect(content.data.task).toMatchObject({ topic_mon_id: id, topic, status: 1, status_text: '监测中' });
    expect(content.data.task.refresh_ms).toBe(10 * MINUTE);
    expect(content.data.topic).toMatchObject({ name: topic, is_demo: true });
    expect(content.data.current).toEqual({
      read: last.read,
      discussion: last.discussion,
      posts: last.posts,
      originals: last.originals,
    });
    expect(content.data.growth.discussion).toBe(last.discussion - first.discussion);
    expect(content.data.posts.sample_size).toBe(last.posts);
    expect(content.data.posts.sentiment.total).toBe(last.posts);
    expect(content.data.posts.top_words.every((w) => w.word !== topic)).toBe(true);

    const top = await call<TopicTopPosts>('/api/topic/topPosts', { id });
    expect(top.code, top.msg).toBe(1);
    const interactions = top.data.posts.map((p) => p.reposts + p.comments + p.likes);
    expect(interactions).toEqual([...interactions].sort((a, b) => b - a));
    expect(top.data.posts.every((p) => p.text.includes(`#${topic}#`) && p.url === '')).toBe(true);
    expect(top.data.bloggers.reduce((n, b) => n + b.posts, 0)).toBeLessThanOrEqual(last.posts);
    expect(content.data.bloggers).toBeGreaterThanOrEqual(top.data.bloggers.length);

    const who = await call<TopicParticipants>('/api/topic/participant', { id });
    expect(who.code, who.msg).toBe(1);
    expect(who.data.participants).toBe(content.data.bloggers);
    expect(who.data.gender.reduce((n, g) => n + g.count, 0)).toBe(who.data.profiled);
    expect(who.data.suspects.share).toBeGreaterThanOrEqual(0);
  });

  it('lists the task with its mini trend, and exports every interval (read back)', async () => {
    const history = await call<Paged<TopicHistoryItem>>('/api/topic/history', { page: 1 });
    expect(history.data).toMatchObject({ page: 1, per_page: 18, total: 1 });
    const item = history.data.data[0]!;
    expect(item).toMatchObject({
      topic_mon_id: id,
      topic,
      status: 1,
      status_text: '监测中',
      is_data: 1,
      is_demo: true,
    });
    expect(item.trend_data.length).toBeGreaterThan(1);

    const trend = (await call<TopicTrend>('/api/topic/getTrend', { id })).data.points;
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/topic/exportTrendList',
      payload: { id },
      headers: { authorization: token },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('话题监测明细_');
    const sheets = await readXlsx(response.rawPayload);
    expect(sheets.监测明细![0]).toEqual([
      '时间',
      '阅读数',
      '讨论数',
      '带话题博文数',
      '原创博文数',
      '新增阅读',
      '新增讨论',
      '新增博文',
      '新增原创',
    ]);
    expect(sheets.监测明细!.slice(1)).toEqual(
      trend.map((p) => [
        p.time,
        p.read,
        p.discussion,
        p.posts,
        p.originals,
        p.new_read,
        p.new_discussion,
        p.new_posts,
        p.new_originals,
      ]),
    );
    expect(sheets.话题信息!.find((row) => row[0] === '话题')?.[1]).toBe(`#${topic}#`);
  });

  it('finishes at the end of its span and keeps its report', async () => {
    await t.advance(24 * 60 * MINUTE);
    const content = await call<TopicReportContent>('/api/topic/reportContent', { id });
    expect(content.data.task).toMatchObject({ status: 2, status_text: '监测完成', refresh_ms: null });
    const messages = await t.ctx.db.selectFrom('messages').select('title').execute();
    expect(messages.map((m) => m.title)).toContain('话题监测已完成');
  });
});
