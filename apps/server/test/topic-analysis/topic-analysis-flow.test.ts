import { chinaDate, chinaDayEnd, chinaDayStart, formatChinaTime, HOUR_MS } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import type { TopicAnalysisResult, TopicAnalysisTask, TopicCard } from '@boguan/contracts/topic-analysis.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import { enrichPost } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { weiboPost as plainPost } from '../support/weibo-post.js';
import { busyTopics, registerTopicAnalysis, tagOf, worldRange } from './topic-analysis-support.js';

/** A post of blogger 3001 (a short bid: weibo_posts.bid holds 16 characters). */
const weiboPost: typeof plainPost = (mid, text, overrides = {}) =>
  plainPost(mid, text, { bid: `Q${mid.slice(-8)}`, ...overrides });

/** A topic only this test writes posts of: quiet, then one loud hour. */
const QUIET = '博观安静话题';

describe('topic analysis: submit, job, frozen report, spikes, history, export, delete', () => {
  let t: DemoApp;
  let token: string;
  let topic: string;
  let range: { start_date: string; end_date: string };

  const submit = async (body: Record<string, string>) => {
    const answer = await post<{ id: number; status: number }>(t.app, '/api/topic_analysis/submit', body, token);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.msg).toBe('话题分析任务已提交');
    return answer.data.id;
  };
  const result = (id: number) => post<TopicAnalysisResult>(t.app, '/api/topic_analysis/result', { id }, token);

  /** The stored posts with the hashtag in the range, bucketed per hour here, apart from the server's code. */
  async function storedHourlyCounts(name: string, start: string, end: string, until: Date): Promise<number[]> {
    const rows = await t.ctx.db
      .selectFrom('weibo_posts')
      .select(['text', 'created_at'])
      .where('deleted', '=', false)
      .where('created_at', '>=', chinaDayStart(start))
      .where('created_at', '<', chinaDayEnd(end))
      .execute();
    const from = chinaDayStart(start).getTime();
    const hours = Math.floor((Math.min(chinaDayEnd(end).getTime(), until.getTime() + 1) - from - 1) / HOUR_MS) + 1;
    const counts = new Array<number>(hours).fill(0);
    for (const row of rows) {
      if (!row.text.toLowerCase().includes(`#${name}#`.toLowerCase())) continue;
      counts[Math.floor((new Date(row.created_at).getTime() - from) / HOUR_MS)]! += 1;
    }
    return counts;
  }

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'topic-analysis-flow', bloggers: 40, days: 5 });
    registerTopicAnalysis(t);
    token = (await createUser(t, { level: 40 })).token;
    [topic] = busyTopics(t, 1) as [string];
    range = worldRange(t);
  }, 180_000);
  afterAll(async () => t?.close());

  it('checks a topic with or without its #s, and names an unknown one clearly', async () => {
    for (const typed of [topic, `#${topic}#`, `＃${topic}＃ `]) {
      const card = await post<TopicCard>(t.app, '/api/topic_analysis/check', { topic: typed }, token);
      expect(card.code, card.msg).toBe(1);
      expect(card.data).toMatchObject({ name: topic, demo: true, earliest_date: range.start_date });
    }
    const unknown = await post(t.app, '/api/topic_analysis/check', { topic: '世界上不存在的话题名' }, token);
    expect([unknown.code, unknown.msg]).toEqual([0, '未找到该话题，请检查话题名称']);
  });

  it('runs the job to a report whose hourly curve counts the stored posts of the topic', async () => {
    const id = await submit({ topic: `#${topic}#`, ...range });
    const waiting = await post<TopicAnalysisTask>(t.app, '/api/topic_analysis/status', { id }, token);
    expect(waiting.data).toMatchObject({ status: 0, status_text: '等待开始', progress: 0, topic, data_time: null });
    expect((await result(id)).msg).toBe('话题分析尚未完成，请稍后查看');

    const readAt = t.clock.now();
    await t.runner.drain();
    const status = await post<TopicAnalysisTask>(t.app, '/api/topic_analysis/status', { id }, token);
    expect(status.data).toMatchObject({ status: 2, status_text: '分析完成', progress: 1, error: null });

    const { data } = await result(id);
    const report = data.report;
    expect(report).toMatchObject({ bucket: 'hour', demo: true, spike_rule: { k: 2, window: 6, min_count: 3 } });
    const expected = await storedHourlyCounts(topic, range.start_date, range.end_date, readAt);
    expect(report.curve.map((p) => p.count)).toEqual(expected);
    expect(report.summary.posts).toBe(expected.reduce((s, n) => s + n, 0));
    // Every post the world has with the hashtag in the range was collected and counted.
    const world = t.world
      .searchPosts(tagOf(topic), chinaDayStart(range.start_date), new Date(readAt.getTime() + 1), {
        limit: 100_000,
        at: readAt,
      })
      .filter((p) => p.text.toLowerCase().includes(tagOf(topic).toLowerCase()));
    expect(report.summary.posts).toBe(world.length);
    expect(report.curve[0]!.time).toBe(`${range.start_date} 00:00:00`);
    // Sentiment, tiers and leaders count the same posts.
    expect(report.sentiment.map((s) => s.total)).toEqual(expected);
    expect(report.tiers.reduce((s, tier) => s + tier.posts, 0)).toBe(report.summary.posts);
    expect(report.tiers.map((tier) => tier.label)).toEqual(['头部', '腰部', '尾部', '素人']);
    expect(report.leaders.length).toBeGreaterThan(0);
    for (let i = 1; i < report.leaders.length; i += 1)
      expect(report.leaders[i - 1]!.interactions).toBeGreaterThanOrEqual(report.leaders[i]!.interactions);
    // The hashtag itself is not a word of the cloud.
    expect(report.words.map((w) => w.word)).not.toContain(topic);
    expect(data.task.data_time).toBe(report.read_at);
    // Spikes are exactly the points the curve marks, each with its key posts from its own hour.
    expect(report.spikes.map((s) => s.time)).toEqual(report.curve.filter((p) => p.spike).map((p) => p.time));
    for (const spike of report.spikes) {
      expect(spike.count).toBeGreaterThan(spike.threshold);
      for (const p of spike.posts) expect(p.created_at.slice(0, 13)).toBe(spike.time.slice(0, 13));
    }
  });

  it('marks a spike where the test made one in a quiet topic, with its loudest post first', async () => {
    await t.ctx.db
      .insertInto('weibo_topics')
      .values({
        name: QUIET,
        read_count: 1000,
        discuss_count: 10,
        host_uid: null,
        category: '测试',
        origin: 'simulator',
        collected_at: t.clock.now(),
      })
      .execute();
    // One post every other hour for twelve hours, then eight in one hour (the third of them loudest).
    const day = chinaDayStart(range.start_date).getTime() + 24 * HOUR_MS;
    const posts = [
      ...[0, 2, 4, 6, 8, 10].map((h, i) =>
        weiboPost(`99000000000000${10 + i}`, `日常 #${QUIET}# 第${i}条`, { createdAt: new Date(day + h * HOUR_MS) }),
      ),
      ...Array.from({ length: 8 }, (_, i) =>
        weiboPost(`99000000000001${10 + i}`, `突发 #${QUIET}# 消息${i}`, {
          createdAt: new Date(day + 12 * HOUR_MS + i * 60_000),
          likes: i === 2 ? 500 : i,
        }),
      ),
    ];
    await new WeiboDataRepository(t.ctx.db).upsertPosts(posts, 'simulator', t.clock.now(), enrichPost);

    const id = await submit({ topic: QUIET, ...range });
    await t.runner.drain();
    const { data, msg } = await result(id);
    expect(data, msg).toBeDefined();
    const spikeHour = formatChinaTime(new Date(day + 12 * HOUR_MS));
    expect(data.report.spikes.map((s) => s.time)).toEqual([spikeHour]);
    const [spike] = data.report.spikes;
    // Previous six hours: 1 0 1 0 1 0 → mean 0.5, σ 0.5, threshold 1.5.
    expect(spike).toMatchObject({ count: 8, mean: 0.5, sd: 0.5, threshold: 1.5 });
    expect(spike!.posts.map((p) => p.mid)).toEqual(['9900000000000112', '9900000000000117', '9900000000000116']);
    expect(data.report.summary.posts).toBe(14);
    expect(data.task.spikes).toBe(1);
  });

  it('keeps a finished report frozen while the topic goes on', async () => {
    const history = await post<Paged<TopicAnalysisTask>>(t.app, '/api/topic_analysis/history', { page: 1 }, token);
    const first = history.data.data.find((task) => task.topic === topic)!;
    const before = (await result(first.id)).data;
    await t.advance(3 * HOUR_MS);
    expect((await result(first.id)).data).toEqual(before);
  });

  it('lists the history newest first with a status filter, and exports the report read back', async () => {
    const list = await post<Paged<TopicAnalysisTask>>(t.app, '/api/topic_analysis/history', { page: 1 }, token);
    expect(list.data).toMatchObject({ page: 1, per_page: 10, total: 2 });
    expect(list.data.data[0]).toMatchObject({ topic: QUIET, status: 2, spikes: 1, posts: 14 });
    const failed = await post<Paged<TopicAnalysisTask>>(
      t.app,
      '/api/topic_analysis/history',
      { page: 1, status: 3 },
      token,
    );
    expect(failed.data.data).toEqual([]);

    const id = list.data.data[0]!.id;
    const { report } = (await result(id)).data;
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/topic_analysis/export',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify({ id }),
    });
    expect(file.headers['content-disposition']).toMatch(/attachment; filename=/);
    const book = await readXlsx(file.rawPayload);
    expect(Object.keys(book)).toEqual(['概览', '声量曲线', '声量峰值', '峰值关键博文', '意见领袖']);
    const overview = book.概览!;
    expect(overview.find((r) => r[0] === '话题博文')?.[1]).toBe(14);
    expect(String(overview.find((r) => r[0] === '声量峰值')?.[2])).toMatch(/均值 \+ 2 × 标准差/);
    expect(book.声量曲线!.slice(1).map((r) => r[1])).toEqual(report.curve.map((p) => p.count));
    expect(book.声量峰值!.slice(1).map((r) => r[1])).toEqual(report.spikes.map((s) => s.time));
    expect(book.峰值关键博文!.slice(1).map((r) => r[9])).toEqual(report.spikes[0]!.posts.map((p) => p.mid));
    expect(book.意见领袖!.length - 1).toBe(report.leaders.length);
  });

  it('escapes formula-like text in the export', async () => {
    const day = chinaDayStart(range.start_date).getTime() + 30 * HOUR_MS;
    await new WeiboDataRepository(t.ctx.db).upsertPosts(
      Array.from({ length: 4 }, (_, i) =>
        weiboPost(`99000000000002${10 + i}`, `=HYPERLINK("http://x") #${QUIET}#`, {
          createdAt: new Date(day + i * 60_000),
          likes: 900,
        }),
      ),
      'simulator',
      t.clock.now(),
      enrichPost,
    );
    const id = await submit({ topic: QUIET, start_date: range.start_date, end_date: chinaDate(new Date(day)) });
    await t.runner.drain();
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/topic_analysis/export',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify({ id }),
    });
    const book = await readXlsx(file.rawPayload);
    const texts = book.峰值关键博文!.slice(1).map((r) => String(r[3]));
    expect(texts.length).toBeGreaterThan(0);
    expect(texts.filter((text) => text.includes('HYPERLINK')).every((text) => text.startsWith("'="))).toBe(true);
  });

  it('deletes a task: gone from the history, its id then unknown', async () => {
    const list = await post<Paged<TopicAnalysisTask>>(t.app, '/api/topic_analysis/history', { page: 1 }, token);
    const id = list.data.data[0]!.id;
    expect(await post(t.app, '/api/topic_analysis/deleteTask', { id }, token)).toMatchObject({
      code: 1,
      msg: '删除成功',
    });
    expect((await post(t.app, '/api/topic_analysis/deleteTask', { id }, token)).msg).toBe('任务不存在');
    expect((await post(t.app, '/api/topic_analysis/result', { id }, token)).msg).toBe('任务不存在');
  });
});
