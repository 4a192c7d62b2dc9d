import type { Paged } from '@boguan/contracts/kol';
import type { FeatureAllowanceAnswer } from '@boguan/contracts/membership.api';
import type { TopicAvailable, TopicHistoryItem } from '@boguan/contracts/topic-monitor.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { busiestTopics } from '../topics/support.js';
import { createTopicMonitorApp, monitorTopic, overrideSource } from './support.js';

const MINUTE = 60_000;
const REPORT_CALLS = [
  '/api/topic/reportContent',
  '/api/topic/getTrend',
  '/api/topic/topPosts',
  '/api/topic/participant',
  '/api/topic/exportTrendList',
];

describe('topic monitoring: gating, bad input, other members, double submits, failures', () => {
  let t: DemoApp;
  let pro: string;
  let topics: string[];
  let next = 0;
  /** A topic of the world no test of this file used yet. */
  const freshTopic = () => {
    const topic = topics[next % topics.length]!;
    next += 1;
    return topic;
  };
  const used = async (token: string) =>
    (await post<FeatureAllowanceAnswer>(t.app, '/api/topic/remainingTimes', {}, token)).data.per_month!.used;

  beforeAll(async () => {
    t = await createTopicMonitorApp('topic-mon-rules');
    pro = (await createUser(t, { level: 40 })).token;
    const now = t.clock.now();
    topics = busiestTopics(t.world, now).filter((name) => t.world.topicAt(name, now) !== null);
    if (topics.length < 20) throw new Error(`only ${topics.length} topics in the demo world`);
  }, 180_000);
  afterAll(async () => t?.close());

  it('answers every bad input with code 0 and a clear Chinese message, never a 500', async () => {
    const cases: [string, Record<string, string | number>, string][] = [
      ['/api/topic/checkTopic', {}, '请输入话题名称'],
      ['/api/topic/checkTopic', { topic: '##' }, '请输入话题名称'],
      ['/api/topic/checkTopic', { topic: 'x'.repeat(51) }, '话题名称不能超过50个字符'],
      ['/api/topic/checkTopic', { topic: '#甲#乙#' }, '话题名称格式不正确，请输入一个话题，如 #话题名#'],
      ['/api/topic/submit', { topic: '' }, '请输入话题名称'],
      ['/api/topic/submit', { topic: freshTopic(), duration: 5 }, '监测时长不正确'],
      ['/api/topic/submit', { topic: freshTopic(), interval: 7 }, '监测频率不正确'],
      ['/api/topic/submit', { topic: '世上没有这个话题' }, '未找到该话题，请确认话题名称是否正确'],
      ['/api/topic/history', { page: 0 }, '页码需为正整数'],
      ['/api/topic/deleteTask', {}, '监测任务id不正确'],
      ['/api/topic/deleteTask', { topic_mon_id: 'abc' }, '监测任务id不正确'],
    ];
    for (const url of REPORT_CALLS) cases.push([url, { id: -1 }, '监测任务id不正确']);
    for (const [url, body, msg] of cases) {
      const answer = await post(t.app, url, body, pro);
      expect(answer, `${url} ${JSON.stringify(body)}`).toMatchObject({ code: 0 });
      if (url !== '/api/topic/history') expect(answer.msg, url).toBe(msg);
      else expect(answer.msg).toMatch(/页码/);
    }
    // Bad input never costs a use.
    expect(await used(pro)).toBe(0);
  });

  it('gates by level: free members 1001, advanced members 3-day runs but not 7-day ones', async () => {
    const free = (await createUser(t, { level: 20 })).token;
    expect(await post(t.app, '/api/topic/submit', { topic: freshTopic() }, free)).toMatchObject({ code: 1001 });
    const available = await post<TopicAvailable>(t.app, '/api/topic/available', {}, free);
    expect(available.data).toMatchObject({ allowed: false, reason: '当前会员等级暂不支持话题监测，请升级会员' });
    const advanced = (await createUser(t, { level: 30 })).token;
    expect(await post(t.app, '/api/topic/submit', { topic: freshTopic(), duration: 168 }, advanced)).toMatchObject({
      code: 1001,
      msg: '当前会员等级不支持该监测时长，请升级会员',
    });
  });

  it('keeps the monthly quota exact under 10 parallel submits', async () => {
    const { token, userId } = await createUser(t, { level: 30 });
    // Seven of the ten uses are spent: of ten parallel submits exactly three pass.
    await t.ctx.membership.consume({ id: userId, level: 30 }, 'topic_monitor', 7);
    const names = Array.from({ length: 10 }, freshTopic);
    const answers = await Promise.all(
      names.map((topic) => post(t.app, '/api/topic/submit', { topic, duration: 24, interval: 30 }, token)),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(3);
    expect(answers.filter((a) => a.code === 1002).map((a) => a.msg)).toEqual(
      Array(7).fill('本月使用次数已用完，请升级会员'),
    );
    expect(await used(token)).toBe(10);
    const after = await post<TopicAvailable>(t.app, '/api/topic/available', {}, token);
    expect(after.data).toMatchObject({ allowed: false, remaining: 0, reason: '本月话题监测次数已用完，请升级会员' });
  });

  it('makes one task of 10 parallel submits of the same topic and counts one use', async () => {
    const member = (await createUser(t, { level: 40 })).token;
    const topic = freshTopic();
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        post(t.app, '/api/topic/submit', { topic: i % 2 ? `#${topic}#` : topic, interval: 10 }, member),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.code !== 1).map((a) => a.msg))).toEqual(
      new Set(['该话题已在监测中，请勿重复提交']),
    );
    expect(await used(member)).toBe(1);
    const history = await post<Paged<TopicHistoryItem>>(t.app, '/api/topic/history', { page: 1 }, member);
    expect(history.data.total).toBe(1);
  });

  it("answers another member's task ids like unknown ones, everywhere", async () => {
    const id = await monitorTopic(t, pro, freshTopic());
    const other = (await createUser(t, { level: 40 })).token;
    for (const url of REPORT_CALLS) {
      const foreign = await post(t.app, url, { id }, other);
      const unknown = await post(t.app, url, { id: 999_999 }, pro);
      expect(foreign, url).toEqual(unknown);
      expect(foreign, url).toMatchObject({ code: 0, msg: '监测任务不存在' });
    }
    expect(await post(t.app, '/api/topic/deleteTask', { topic_mon_id: id }, other)).toEqual(
      await post(t.app, '/api/topic/deleteTask', { topic_mon_id: 999_999 }, other),
    );
    expect((await post<Paged<TopicHistoryItem>>(t.app, '/api/topic/history', {}, other)).data.total).toBe(0);
    expect((await post(t.app, '/api/topic/reportContent', { id }, pro)).code).toBe(1);
    // The owner deletes it; then it is unknown to them too.
    expect(await post(t.app, '/api/topic/deleteTask', { topic_mon_id: id }, pro)).toMatchObject({
      code: 1,
      msg: '删除成功',
    });
    expect(await post(t.app, '/api/topic/reportContent', { id }, pro)).toMatchObject({ msg: '监测任务不存在' });
  });

  it('fails a task whose source read fails at a poll, with its reason, and gives the use back', async () => {
    const member = (await createUser(t, { level: 40 })).token;
    const id = await monitorTopic(t, member, freshTopic());
    expect(await used(member)).toBe(1);
    const restore = overrideSource(t, { fetchTopic: () => Promise.reject(new Error('connection reset')) });
    try {
      await t.advance(10 * MINUTE);
    } finally {
      restore();
    }
    const history = await post<Paged<TopicHistoryItem>>(t.app, '/api/topic/history', { page: 1 }, member);
    expect(history.data.data[0]).toMatchObject({
      topic_mon_id: id,
      status: 3,
      status_text: '监测失败',
      error: '读取话题数据失败，监测次数已退还，请稍后重新提交',
      is_data: 0,
    });
    expect(await used(member)).toBe(0);
    expect(await post(t.app, '/api/topic/getTrend', { id }, member)).toMatchObject({
      code: 0,
      msg: '读取话题数据失败，监测次数已退还，请稍后重新提交',
    });
  });

  it('fails at the start when the topic is gone from the source, and a waiting task has no report yet', async () => {
    const member = (await createUser(t, { level: 40 })).token;
    const topic = freshTopic();
    const answer = await post<{ topic_mon_id: number }>(t.app, '/api/topic/submit', { topic }, member);
    expect(answer).toMatchObject({ code: 1, msg: '话题监测任务已提交', data: { status: 0 } });
    expect(await post(t.app, '/api/topic/reportContent', { id: answer.data.topic_mon_id }, member)).toMatchObject({
      code: 0,
      msg: '监测尚未开始，请稍后查看',
    });
    const restore = overrideSource(t, { fetchTopic: () => Promise.resolve(null) });
    try {
      await t.runner.drain();
    } finally {
      restore();
    }
    const history = await post<Paged<TopicHistoryItem>>(t.app, '/api/topic/history', { page: 1 }, member);
    expect(history.data.data[0]).toMatchObject({ status: 3, error: '话题已不存在，监测次数已退还' });
    expect(await used(member)).toBe(0);
  });

  it('refuses the export to free members (1001)', async () => {
    const id = await monitorTopic(t, pro, freshTopic());
    const { token, userId } = await createUser(t, { level: 20 });
    // Even for their own task (made before a downgrade): exports are a paid feature.
    await t.ctx.db.updateTable('topic_mon_tasks').set({ user_id: userId }).where('id', '=', id).execute();
    expect(await post(t.app, '/api/topic/exportTrendList', { id }, token)).toMatchObject({ code: 1001 });
  });
});
