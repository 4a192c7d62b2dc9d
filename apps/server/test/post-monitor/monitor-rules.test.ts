import { addDays, chinaDate, chinaDayStart } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import type {
  ArtMonAllowance,
  ArtMonAvailable,
  ArtMonHistoryItem,
  ArtMonPoint,
  ArtMonReportContent,
} from '@boguan/contracts/post-monitor.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import type { DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { createMonitorApp, livelyPost, monitorLink, overrideSource } from './support.js';

const HOUR = 3_600_000;

describe('post monitoring: gating, bad input, other members, blogger windows, failures, export', () => {
  let t: DemoApp;
  let pro: string;
  const used = async (token: string) =>
    (await post<ArtMonAllowance>(t.app, '/api/art_mon/remainingTimes', {}, token)).data.per_month!.used;

  beforeAll(async () => {
    t = await createMonitorApp('art-mon-rules');
    pro = (await createUser(t, { level: 40 })).token;
  }, 180_000);
  afterAll(async () => t?.close());

  it('refuses each kind of bad link and bad form with its own message, counting no use', async () => {
    const deletedPost = await livelyPost(t, 2);
    const repost = await t.ctx.db
      .selectFrom('weibo_posts')
      .select('mid')
      .where('parent_mid', 'is not', null)
      .executeTakeFirst();
    const restore = overrideSource(t, {
      fetchPost: async (mid: string) => {
        const found = t.world.postAt(mid, t.clock.now());
        return found && mid === deletedPost.mid ? { ...found, deleted: true } : found;
      },
    });
    const cases: [Record<string, string | number>, string][] = [
      [{ type: 2, url: '' }, '请输入博文链接'],
      [
        { type: 2, url: 'https://www.douyin.com/video/7300000000000000000' },
        '仅支持微博博文链接（weibo.com 或 m.weibo.cn）',
      ],
      [{ type: 2, url: 'https://weibo.com/u/1907518591' }, '无法识别的博文链接，请粘贴博文详情页链接、mid 或 bid'],
      [{ type: 2, url: 'x'.repeat(10_000) }, '博文链接不能超过500个字符'],
      [{ type: 2, url: '4999999999999999' }, '未能读取该博文，请确认链接正确且博文公开可见'],
      [{ type: 2, url: deletedPost.mid }, '该博文已被删除，无法监测'],
      [{ type: 3, url: deletedPost.mid }, '监测类型不正确'],
      [{ type: 2, url: deletedPost.mid, duration: 48 }, '监测时长不正确'],
      [{ type: 2, url: deletedPost.mid, interval: 5 }, '监测频率不正确'],
      [{ type: 1, start_date: chinaDate(t.clock.now()), end_date: chinaDate(t.clock.now()) }, '请选择要监测的博主'],
      [{ type: 1, uid: '1', start_date: '2026-02-30', end_date: '2026-03-01' }, '开始日期格式不正确，应为YYYY-MM-DD'],
      [{ type: 1, uid: '1', start_date: '2026-03-05', end_date: '2026-03-01' }, '结束日期不能早于开始日期'],
      [{ type: 1, uid: '1', start_date: '2026-03-01', end_date: '2026-03-08' }, '监测时间段不能超过7天'],
      [
        { type: 1, uid: '1', start_date: addDays(chinaDate(t.clock.now()), -1), end_date: chinaDate(t.clock.now()) },
        '开始日期不能早于今天',
      ],
      [
        { type: 1, uid: '1', start_date: chinaDate(t.clock.now()), end_date: chinaDate(t.clock.now()) },
        '博主不存在或暂未收录',
      ],
    ];
    if (repost) cases.push([{ type: 2, url: repost.mid }, '这是一条转发，请粘贴原博文的链接']);
    try {
      for (const [body, msg] of cases) {
        const answer = await post(t.app, '/api/art_mon/submit', body, pro);
        expect(answer, JSON.stringify(body).slice(0, 80)).toMatchObject({ code: 0, msg });
        if (
          typeof body.url === 'string' &&
          body.url.length < 600 &&
          Object.keys(body).length === 2 &&
          body.type === 2
        ) {
          const checked = await post(t.app, '/api/art_mon/checkUrl', { url: body.url }, pro);
          expect(checked).toMatchObject({ code: 0, msg });
        }
      }
    } finally {
      restore();
    }
    expect(await used(pro)).toBe(0);
  });

  it('gates by level: free members 24 hours, 30 or 60 minutes, 3 a month; parallel submits count exactly', async () => {
    const free = (await createUser(t, { level: 20 })).token;
    const available = await post<ArtMonAvailable>(t.app, '/api/art_mon/available', {}, free);
    expect(available.data).toMatchObject({ allowed: true, remaining: 3, level: 20, level_name: '免费版' });
    expect(available.data.durations.filter((d) => d.allowed).map((d) => d.value)).toEqual([24]);
    expect(available.data.intervals.filter((d) => d.allowed).map((d) => d.value)).toEqual([30, 60]);
    const mid = (await livelyPost(t, 3)).mid;
    expect(await post(t.app, '/api/art_mon/submit', { type: 2, url: mid, duration: 72 }, free)).toMatchObject({
      code: 1001,
      msg: '当前会员等级不支持该监测时长，请升级会员',
    });
    expect(await post(t.app, '/api/art_mon/submit', { type: 2, url: mid, interval: 10 }, free)).toMatchObject({
      code: 1001,
      msg: '当前会员等级不支持该监测频率，请升级会员',
    });
    // Ten different posts at once: three tasks, seven 1002.
    const mids = (
      await t.ctx.db
        .selectFrom('weibo_posts')
        .select('mid')
        .where('parent_mid', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(10)
        .execute()
    ).map((r) => r.mid);
    const answers = await Promise.all(
      mids.map((m) => post(t.app, '/api/art_mon/submit', { type: 2, url: m, duration: 24, interval: 30 }, free)),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(3);
    expect(answers.filter((a) => a.code === 1002).map((a) => a.msg)).toEqual(
      Array(7).fill('本月使用次数已用完，请升级会员'),
    );
    expect(await used(free)).toBe(3);
    const after = await post<ArtMonAvailable>(t.app, '/api/art_mon/available', {}, free);
    expect(after.data).toMatchObject({ allowed: false, remaining: 0, reason: '本月博文监测次数已用完，请升级会员' });
  });

  it('makes one task of 20 parallel submits of the same post and counts one use', async () => {
    const member = (await createUser(t, { level: 40 })).token;
    const mid = (await livelyPost(t, 4)).mid;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(t.app, '/api/art_mon/submit', { type: 2, url: mid, duration: 24, interval: 10 }, member),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(new Set(answers.filter((a) => a.code !== 1).map((a) => a.msg))).toEqual(
      new Set(['该博文已在监测中，请勿重复提交']),
    );
    expect(await used(member)).toBe(1);
    const history = await post<Paged<ArtMonHistoryItem>>(t.app, '/api/art_mon/history', { page: 1 }, member);
    expect(history.data.total).toBe(1);
  });

  it("answers another member's task ids like unknown ones, everywhere", async () => {
    const id = await monitorLink(t, pro, (await livelyPost(t, 5)).mid);
    const other = (await createUser(t, { level: 40 })).token;
    for (const url of [
      '/api/art_mon/reportContent',
      '/api/art_mon/getCoreContrast',
      '/api/art_mon/getCoreTrend',
      '/api/art_mon/getCoreFrequencyList',
      '/api/art_mon/exportCoreFrequencyList',
      '/api/art_mon/participant',
      '/api/art_mon/diffuse',
    ]) {
      expect(await post(t.app, url, { id, page: 1 }, other), url).toMatchObject({ code: 0, msg: '监测任务不存在' });
      expect(await post(t.app, url, { id: 999_999, page: 1 }, pro), url).toMatchObject({
        code: 0,
        msg: '监测任务不存在',
      });
    }
    expect(await post(t.app, '/api/art_mon/deleteTask', { art_mon_id: id }, other)).toMatchObject({
      code: 0,
      msg: '监测任务不存在',
    });
    expect((await post<Paged<ArtMonHistoryItem>>(t.app, '/api/art_mon/history', {}, other)).data.total).toBe(0);
    expect((await post(t.app, '/api/art_mon/reportContent', { id }, pro)).code).toBe(1);
    // A mid that is not one of the task's posts.
    expect(await post(t.app, '/api/art_mon/getCoreTrend', { id, mid: '123456789012' }, pro)).toMatchObject({
      code: 0,
      msg: '该博文不属于此监测任务',
    });
  });

  it('exports the interval table for paid members (read back), refuses free members', async () => {
    const id = await monitorLink(t, pro, (await livelyPost(t, 6)).mid);
    await t.advance(10 * 60_000);
    const table = await post<Paged<ArtMonPoint>>(t.app, '/api/art_mon/getCoreFrequencyList', { id, page: 1 }, pro);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/art_mon/exportCoreFrequencyList',
      payload: { id },
      headers: { authorization: pro },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('博文监测明细_');
    const sheets = await readXlsx(response.rawPayload);
    expect(sheets.监测明细![0]).toEqual(['时间', '转发数', '评论数', '点赞数', '新增转发', '新增评论', '新增点赞']);
    expect(sheets.监测明细!.slice(1)).toEqual(
      [...table.data.data]
        .reverse()
        .map((p) => [p.time, p.reposts, p.comments, p.likes, p.new_reposts, p.new_comments, p.new_likes]),
    );
    const free = await createUser(t, { level: 20 });
    expect(await post(t.app, '/api/art_mon/exportCoreFrequencyList', { id }, free.token)).toMatchObject({
      code: 1001,
    });
  });

  it('follows the posts a blogger publishes in the window, and fails (use given back) when none come', async () => {
    // A mid-sized blogger (a few posts a day, modest reposts), so the polls stay quick.
    const bloggers = await t.ctx.db
      .selectFrom('blogger_stats')
      .select('uid')
      .orderBy('followers', 'desc')
      .orderBy('uid')
      .execute();
    const uid = bloggers[Math.floor(bloggers.length / 2)]!.uid;
    const today = chinaDate(t.clock.now());
    const member = (await createUser(t, { level: 40 })).token;
    const submitted = await post<{ art_mon_id: number }>(
      t.app,
      '/api/art_mon/submit',
      { type: 1, uid, start_date: today, end_date: today, duration: 24, interval: 30 },
      member,
    );
    expect(submitted.code, submitted.msg).toBe(1);
    // Another blogger whose timeline stays empty for the whole window.
    const quietUid = (
      await t.ctx.db
        .selectFrom('blogger_stats')
        .select('uid')
        .where('uid', '!=', uid)
        .orderBy('uid')
        .executeTakeFirstOrThrow()
    ).uid;
    const restore = overrideSource(t, {
      fetchTimeline: (u: string, since: Date) =>
        u === quietUid ? Promise.resolve([]) : t.source.fetchTimeline(u, since),
    });
    const quiet = await post<{ art_mon_id: number }>(
      t.app,
      '/api/art_mon/submit',
      { type: 1, uid: quietUid, start_date: today, end_date: addDays(today, 1), duration: 24, interval: 30 },
      member,
    );
    expect(quiet.code, quiet.msg).toBe(1);
    expect(await used(member)).toBe(2);
    const end = chinaDayStart(addDays(today, 2)).getTime();
    try {
      while (t.clock.now().getTime() < end + HOUR) await t.advance(6 * HOUR);
    } finally {
      restore();
    }
    const expected = t.world
      .timeline(uid, chinaDayStart(today), chinaDayStart(addDays(today, 1)))
      .filter((p) => p.parentMid === null);
    const history = await post<Paged<ArtMonHistoryItem>>(t.app, '/api/art_mon/history', { page: 1 }, member);
    const found = history.data.data.find((i) => i.art_mon_id === submitted.data.art_mon_id)!;
    const failed = history.data.data.find((i) => i.art_mon_id === quiet.data.art_mon_id)!;
    expect(failed).toMatchObject({ status: 3, type: 1, is_data: 0, posts_time: '' });
    expect(await post(t.app, '/api/art_mon/reportContent', { id: quiet.data.art_mon_id }, member)).toMatchObject({
      code: 0,
      msg: '该时间段内未发现博主发布的博文',
    });
    expect(await used(member)).toBe(1);
    if (expected.length === 0) {
      expect(found.status).toBe(3);
      return;
    }
    expect(found).toMatchObject({ type: 1, is_data: 1 });
    const report = await post<ArtMonReportContent>(
      t.app,
      '/api/art_mon/reportContent',
      { id: found.art_mon_id },
      member,
    );
    expect(report.data.posts.map((p) => p.mid)).toEqual(
      expected
        .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime())
        .slice(0, 10)
        .map((p) => p.mid),
    );
  }, 180_000);

  it('fails a task whose source breaks at the start: the reason shown, the use given back', async () => {
    const member = (await createUser(t, { level: 40 })).token;
    const mid = (await livelyPost(t, 7)).mid;
    const answer = await post<{ art_mon_id: number }>(t.app, '/api/art_mon/submit', { type: 2, url: mid }, member);
    expect(answer.code).toBe(1);
    const restore = overrideSource(t, {
      fetchReposts: async () => {
        throw new Error('connection reset');
      },
    });
    try {
      await t.runner.drain();
    } finally {
      restore();
    }
    const report = await post(t.app, '/api/art_mon/reportContent', { id: answer.data.art_mon_id }, member);
    expect(report).toMatchObject({ code: 0, msg: '读取博文数据失败，监测次数已退还，请稍后重新提交' });
    expect(await used(member)).toBe(0);
    const history = await post<Paged<ArtMonHistoryItem>>(t.app, '/api/art_mon/history', {}, member);
    expect(history.data.data[0]).toMatchObject({ status: 3, is_data: 0 });
  });

  it('deletes a task in any state: gone from the history, its watches ended', async () => {
    const member = (await createUser(t, { level: 40 })).token;
    const id = await monitorLink(t, member, (await livelyPost(t, 8)).mid);
    expect(await post(t.app, '/api/art_mon/deleteTask', { art_mon_id: id }, member)).toMatchObject({
      code: 1,
      msg: '删除成功',
    });
    expect((await post<Paged<ArtMonHistoryItem>>(t.app, '/api/art_mon/history', {}, member)).data.total).toBe(0);
    const watches = await t.ctx.db
      .selectFrom('post_watches')
      .select('mid')
      .where('owner', '=', `art_mon:${id}`)
      .execute();
    expect(watches).toEqual([]);
    expect(await post(t.app, '/api/art_mon/reportContent', { id }, member)).toMatchObject({
      code: 0,
      msg: '监测任务不存在',
    });
  });
});
