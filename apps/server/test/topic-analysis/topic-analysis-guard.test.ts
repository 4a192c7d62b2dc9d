import { addDays, chinaDate } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import type { TopicAnalysisTask } from '@boguan/contracts/topic-analysis.api';
import type { Source } from '@boguan/weibo/source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { busyTopics, registerTopicAnalysis, worldRange } from './topic-analysis-support.js';

/** The month's topic_analysis uses of a user. */
async function monthUses(t: DemoApp, userId: number): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('usage_counters')
    .select('count')
    .where('user_id', '=', userId)
    .where('feature', '=', 'topic_analysis')
    .where('period', 'like', 'm:%')
    .executeTakeFirst();
  return row?.count ?? 0;
}

describe('topic analysis: input, permissions, owners, quotas, double submits and failures', () => {
  let t: DemoApp;
  let topics: string[];
  let range: { start_date: string; end_date: string };

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'topic-analysis-guard', bloggers: 40, days: 4 });
    registerTopicAnalysis(t);
    topics = busyTopics(t, 14);
    range = worldRange(t);
  }, 180_000);
  afterAll(async () => t?.close());

  it('refuses bad input with its own Chinese message, writing nothing', async () => {
    const member = await createUser(t, { level: 40 });
    const today = chinaDate(t.clock.now());
    const earliest = range.start_date;
    const cases: [Record<string, string>, string][] = [
      [{ ...range, topic: '' }, '请输入话题名称'],
      [{ ...range, topic: '##' }, '请输入话题名称'],
      [{ ...range, topic: '长'.repeat(51) }, '话题名称不能超过50个字符'],
      [{ ...range, topic: '春节#档' }, '话题名称格式不正确，请输入一个话题，如 #话题名#'],
      [{ topic: topics[0]!, end_date: today }, '请选择开始日期'],
      [{ topic: topics[0]!, start_date: '2026-02-30', end_date: today }, '开始日期格式不正确，应为YYYY-MM-DD'],
      [{ topic: topics[0]!, start_date: today, end_date: addDays(today, -1) }, '结束日期不能早于开始日期'],
      [{ topic: topics[0]!, start_date: addDays(today, -92), end_date: today }, '时间范围不能超过92天'],
      [
        { topic: topics[0]!, start_date: addDays(today, -400), end_date: today },
        '时间范围超过一年，单次分析最长92天，请缩短时间范围',
      ],
      [{ topic: topics[0]!, start_date: today, end_date: addDays(today, 1) }, '结束日期不能晚于今天'],
      [
        { topic: topics[0]!, start_date: addDays(today, -400), end_date: addDays(today, -380) },
        '仅支持分析最近一年内的话题数据，请调整开始日期',
      ],
      [
        { topic: topics[0]!, start_date: addDays(earliest, -1), end_date: today },
        `数据源最早可提供 ${earliest} 起的数据，请调整开始日期`,
      ],
      [{ ...range, topic: '世界上不存在的话题名' }, '未找到该话题，请检查话题名称'],
    ];
    for (const [body, message] of cases) {
      const answer = await post(t.app, '/api/topic_analysis/submit', body, member.token);
      expect([body, answer.code, answer.msg]).toEqual([body, 0, message]);
    }
    for (const body of [{ id: 'abc' }, { id: -1 }, {}]) {
      const answer = await post(t.app, '/api/topic_analysis/result', body, member.token);
      expect([answer.code, answer.msg]).toEqual([0, '任务id不正确']);
    }
    const bad = await post(t.app, '/api/topic_analysis/history', { page: 1, status: 9 }, member.token);
    expect([bad.code, bad.msg]).toEqual([0, '任务状态不正确']);

    t.ctx.source = null;
    const handle = t.source;
    try {
      const none = await post(t.app, '/api/topic_analysis/submit', { topic: topics[0]!, ...range }, member.token);
      expect(none.msg).toBe('当前未配置数据源，无法分析话题');
    } finally {
      t.ctx.source = { source: handle, world: t.world };
    }
    expect(await monthUses(t, member.userId)).toBe(0);
    const rows = await t.ctx.db
      .selectFrom('topic_analysis_tasks')
      .select('id')
      .where('user_id', '=', member.userId)
      .execute();
    expect(rows).toEqual([]);
  });

  it('a free member gets 1001 and nothing is written', async () => {
    const free = await createUser(t, { level: 20 });
    const allowance = await post<{ allowed: boolean }>(t.app, '/api/topic_analysis/remainingTimes', {}, free.token);
    expect(allowance.data.allowed).toBe(false);
    const answer = await post(t.app, '/api/topic_analysis/submit', { topic: topics[0]!, ...range }, free.token);
    expect(answer).toMatchObject({ code: 1001 });
    const rows = await t.ctx.db
      .selectFrom('topic_analysis_tasks')
      .select('id')
      .where('user_id', '=', free.userId)
      .execute();
    expect(rows).toEqual([]);
  });

  it("refuses another member's task ids on every call, like an unknown id", async () => {
    const owner = await createUser(t, { level: 40 });
    const other = await createUser(t, { level: 40 });
    const done = await post<{ id: number }>(
      t.app,
      '/api/topic_analysis/submit',
      { topic: topics[0]!, ...range },
      owner.token,
    );
    await t.runner.drain();
    const id = done.data.id;
    for (const path of [
      '/api/topic_analysis/status',
      '/api/topic_analysis/result',
      '/api/topic_analysis/deleteTask',
      '/api/topic_analysis/export',
    ]) {
      const theirs = await post(t.app, path, { id }, other.token);
      const unknown = await post(t.app, path, { id: 2_000_000_000 }, other.token);
      expect([path, theirs.code, theirs.msg]).toEqual([path, 0, '任务不存在']);
      expect(unknown).toEqual(theirs);
    }
    const list = await post<Paged<TopicAnalysisTask>>(t.app, '/api/topic_analysis/history', { page: 1 }, other.token);
    expect(list.data.total).toBe(0);
    expect((await post(t.app, '/api/topic_analysis/result', { id }, owner.token)).code).toBe(1);
  });

  it('20 parallel submits of one topic and range make one task and count one use', async () => {
    const member = await createUser(t, { level: 40 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(
          t.app,
          '/api/topic_analysis/submit',
          // The same topic however it is typed.
          { topic: i % 2 ? `#${topics[1]!}#` : topics[1]!, ...range },
          member.token,
        ),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 1))
      expect(a.msg).toBe('该话题在此时间范围的分析正在进行中，请勿重复提交');
    const rows = await t.ctx.db
      .selectFrom('topic_analysis_tasks')
      .select('id')
      .where('user_id', '=', member.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await monthUses(t, member.userId)).toBe(1);
    // Another range of the same topic is another analysis.
    const other = await post(
      t.app,
      '/api/topic_analysis/submit',
      { topic: topics[1]!, start_date: range.end_date, end_date: range.end_date },
      member.token,
    );
    expect(other.code, other.msg).toBe(1);
    await t.runner.drain();
  });

  it('parallel submits of different topics stop at the monthly limit with 1002', async () => {
    const member = await createUser(t, { level: 30 });
    const answers = await Promise.all(
      topics.slice(2, 14).map((topic) => post(t.app, '/api/topic_analysis/submit', { topic, ...range }, member.token)),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(10);
    expect(answers.filter((a) => a.code !== 1).map((a) => [a.code, a.msg])).toEqual([
      [1002, '本月使用次数已用完，请升级会员'],
      [1002, '本月使用次数已用完，请升级会员'],
    ]);
    expect(await monthUses(t, member.userId)).toBe(10);
    await t.runner.drain();
  });

  it('a source failing half-way ends the task failed with a reason, gives the use back, stores no report', async () => {
    const member = await createUser(t, { level: 40 });
    const handle = t.ctx.source!;
    const real = handle.source;
    const broken: Source = Object.assign(Object.create(real) as Source, {
      searchPosts: async () => {
        throw new Error('HTTP 418 from the source');
      },
    });
    const submitted = await post<{ id: number }>(
      t.app,
      '/api/topic_analysis/submit',
      { topic: topics[0]!, ...range },
      member.token,
    );
    expect(await monthUses(t, member.userId)).toBe(1);
    t.ctx.source = { ...handle, source: broken };
    try {
      await t.runner.drain();
    } finally {
      t.ctx.source = handle;
    }
    const status = await post<TopicAnalysisTask>(
      t.app,
      '/api/topic_analysis/status',
      { id: submitted.data.id },
      member.token,
    );
    expect(status.data).toMatchObject({
      status: 3,
      status_text: '分析失败',
      error: '话题博文采集失败，请稍后重新提交',
    });
    expect((await post(t.app, '/api/topic_analysis/result', { id: submitted.data.id }, member.token)).msg).toBe(
      '话题博文采集失败，请稍后重新提交',
    );
    const row = await t.ctx.db
      .selectFrom('topic_analysis_tasks')
      .select(['result', 'data_at', 'posts'])
      .where('id', '=', submitted.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ result: null, data_at: null, posts: 0 });
    expect(await monthUses(t, member.userId)).toBe(0);
  });

  it('deleting a waiting task cancels its job: nothing runs after', async () => {
    const member = await createUser(t, { level: 40 });
    const submitted = await post<{ id: number }>(
      t.app,
      '/api/topic_analysis/submit',
      { topic: topics[0]!, ...range },
      member.token,
    );
    const job = await t.ctx.db
      .selectFrom('topic_analysis_tasks')
      .select('job_id')
      .where('id', '=', submitted.data.id)
      .executeTakeFirstOrThrow();
    expect((await post(t.app, '/api/topic_analysis/deleteTask', { id: submitted.data.id }, member.token)).code).toBe(1);
    await t.runner.drain();
    expect((await t.ctx.jobs.get(Number(job.job_id)))?.status).toBe('cancelled');
  });
});
