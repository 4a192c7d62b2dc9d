import type { Paged } from '@boguan/contracts/kol';
import { SPREAD_TREE_MAX_NODES } from '@boguan/contracts/propagation';
import type {
  PropagationExportCheck,
  PropagationPost,
  PropagationResult,
  PropagationTask,
} from '@boguan/contracts/propagation.api';
import { analyzePropagation } from '@boguan/weibo/analytics/propagation';
import { midToBid } from '@boguan/weibo/parse/post-link';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { postsWithReposts, registerPropagation } from './propagation-support.js';

describe('propagation analysis: submit, job, frozen report, history, export, delete', () => {
  let t: DemoApp;
  let token: string;
  let mid: string;
  let other: string;

  const submit = async (url: string, mode = 'collect', as = token) => {
    const answer = await post<{ id: number; status: number }>(t.app, '/api/crawling/submit', { url, mode }, as);
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.msg).toBe('传播分析任务已提交');
    return answer.data.id;
  };
  const result = (id: number) => post<PropagationResult>(t.app, '/api/crawling/result', { id }, token);

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'propagation-flow', bloggers: 40, days: 5 });
    registerPropagation(t);
    token = (await createUser(t, { level: 40 })).token;
    [mid, other] = (await postsWithReposts(t, 20, 2)) as [string, string];
  }, 180_000);
  afterAll(async () => t?.close());

  it('checks a link: the post card, its stored reposts, and why a link is refused', async () => {
    const card = await post<PropagationPost>(
      t.app,
      '/api/crawling/checkUrl',
      { url: `https://m.weibo.cn/status/${midToBid(mid)}` },
      token,
    );
    expect(card.code, card.msg).toBe(1);
    const world = t.world.postAt(mid, t.clock.now())!;
    expect(card.data).toMatchObject({
      mid,
      uid: world.uid,
      collectable: true,
      demo: true,
      url: '',
      reposts: world.reposts,
    });
    expect(card.data.name).not.toBe('');

    const refused = async (url: string) => (await post(t.app, '/api/crawling/checkUrl', { url }, token)).msg;
    expect(await refused('https://www.douyin.com/video/123')).toBe('仅支持微博博文链接');
    expect(await refused('https://weibo.com/u/1234567890')).toBe('请输入正确的微博博文链接或博文ID');
    expect(await refused('9999999999999999')).toBe('博文不存在或已被删除');
    expect(await refused('')).toBe('请输入博文链接或博文ID');
    expect(await refused('x'.repeat(10_000))).toMatch(/博文链接/);
  });

  it('runs the job to a report whose figures are the engine figures of the world cascade', async () => {
    const id = await submit(mid);
    const waiting = await post<PropagationTask>(t.app, '/api/crawling/status', { id }, token);
    expect(waiting.data).toMatchObject({ status: 0, status_text: '等待开始', progress: 0, data_time: null });
    expect((await result(id)).msg).toBe('传播分析尚未完成，请稍后查看');

    const readAt = t.clock.now();
    await t.runner.drain();
    const status = await post<PropagationTask>(t.app, '/api/crawling/status', { id }, token);
    expect(status.data).toMatchObject({ status: 2, status_text: '分析完成', progress: 1, error: null });

    const world = t.world.repostsOf(mid, readAt);
    const expected = analyzePropagation(world, { rootMid: mid });
    const { data } = await result(id);
    expect(data.spread.summary).toMatchObject({
      nodes: expected.nodes,
      depth: expected.depth,
      max_breadth: expected.maxBreadth,
      read: world.length,
      capped: false,
      bucket_minutes: 60,
    });
    expect(data.spread.levels.map((l) => l.count)).toEqual(expected.levels);
    expect(data.spread.levels.reduce((s, l) => s + l.share, 0)).toBeCloseTo(1, 3);
    expect(data.spread.key_spreaders.map((k) => [k.mid, k.descendants])).toEqual(
      expected.keySpreaders.map((k) => [k.mid, k.descendants]),
    );
    expect(data.spread.curve.at(-1)?.cumulative).toBe(expected.nodes);
    expect(data.task.data_time).toBe(data.spread.read_at);
    expect(data.spread.demo).toBe(true);

    // Every key spreader's path runs from a direct repost down to it, each step a repost of the one before.
    // The world names the root as the parent of a direct repost; the tree reads that as no parent.
    const parentOf = new Map(world.map((r) => [r.mid, r.parentMid === mid ? null : r.parentMid]));
    for (const k of data.spread.key_spreaders) {
      expect(k.path.at(-1)?.mid).toBe(k.mid);
      expect(k.path.length).toBe(k.level);
      expect(parentOf.get(k.path[0]!.mid) ?? null).toBeNull();
      for (let i = 1; i < k.path.length; i += 1) expect(parentOf.get(k.path[i]!.mid)).toBe(k.path[i - 1]!.mid);
    }
    // Coverage: the root author and each reposter once, with the stored followers.
    const uids = [...new Set([t.world.postAt(mid, readAt)!.uid, ...world.map((r) => r.uid)])];
    const followers = await t.ctx.db
      .selectFrom('weibo_users')
      .select(['uid', 'followers'])
      .where('uid', 'in', uids)
      .execute();
    expect(data.spread.summary.coverage).toBe(followers.reduce((s, u) => s + Number(u.followers), 0));
    expect(data.spread.participants.accounts).toBe(new Set(world.map((r) => r.uid)).size);
    // The tree sent is the largest branches up to its cap; its total is the whole cascade.
    expect(data.spread.tree.nodes.length).toBe(Math.min(expected.nodes, SPREAD_TREE_MAX_NODES));
    expect(data.spread.tree).toMatchObject({ total: expected.nodes, capped: expected.nodes > SPREAD_TREE_MAX_NODES });
  });

  it('keeps a finished report frozen while the post spreads; a new run is a new report', async () => {
    const history = await post<Paged<PropagationTask>>(t.app, '/api/crawling/history', { page: 1 }, token);
    const first = history.data.data.find((task) => task.mid === mid)!;
    const before = (await result(first.id)).data;
    await t.advance(6 * 3_600_000);
    const after = (await result(first.id)).data;
    expect(after).toEqual(before);

    const again = await submit(mid);
    await t.runner.drain();
    const fresh = (await result(again)).data;
    expect(fresh.spread.read_at > before.spread.read_at).toBe(true);
    expect(fresh.spread.summary.nodes).toBe(t.world.repostsOf(mid, t.clock.now()).length);
  });

  it('lists the history newest first with status filter, and exports the report read back', async () => {
    const id = await submit(other);
    const list = await post<Paged<PropagationTask>>(t.app, '/api/crawling/history', { page: 1 }, token);
    expect(list.data).toMatchObject({ page: 1, per_page: 10 });
    expect(list.data.data[0]).toMatchObject({ id, status: 0, mid: other });
    const pending = await post<Paged<PropagationTask>>(t.app, '/api/crawling/history', { page: 1, status: 0 }, token);
    expect(pending.data.data.map((task) => task.id)).toEqual([id]);
    await t.runner.drain();

    const check = await post<PropagationExportCheck>(
      t.app,
      '/api/crawling/analyseArticleExportCheckNum',
      { id },
      token,
    );
    const { spread } = (await result(id)).data;
    // A professional member's post exports hold at most 5000 rows.
    const rows = Math.min(spread.tree.nodes.length, 5000);
    expect(check.data).toMatchObject({ count: rows, total: spread.tree.nodes.length, allowed: true, reason: null });

    // Past 2000 rows the export is a job: queued, then downloaded from the export history.
    const queued = await post<{ export_id: number; status: string }>(
      t.app,
      '/api/crawling/analyseArticleExport',
      { id },
      token,
    );
    expect(queued.data.status).toBe('running');
    await t.runner.drain();
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/export/download',
      headers: { authorization: token, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: queued.data.export_id }),
    });
    expect(file.headers['content-disposition']).toMatch(/attachment; filename=/);
    const book = await readXlsx(file.rawPayload);
    expect(Object.keys(book)).toEqual([
      '传播概览',
      '层级分布',
      '关键传播者',
      'KOL参与',
      '转发时间曲线',
      '参与用户画像',
      '转发明细',
    ]);
    const sheets = Object.values(book).map((rows) => ({ rows }));
    const overview = sheets[0]!.rows;
    expect(overview.find((r) => r[0] === '转发数')?.[1]).toBe(spread.summary.nodes);
    expect(overview.find((r) => r[0] === '覆盖人数')?.[2]).toMatch(/未去重/);
    expect(sheets[1]!.rows.slice(1).map((r) => r[1])).toEqual(spread.levels.map((l) => l.count));
    expect(sheets[6]!.rows.length - 1).toBe(rows);
  });

  it('deletes a task: gone from the history, its id then unknown', async () => {
    const list = await post<Paged<PropagationTask>>(t.app, '/api/crawling/history', { page: 1 }, token);
    const id = list.data.data[0]!.id;
    const deleted = await post(t.app, '/api/crawling/deleteTask', { id }, token);
    expect(deleted).toMatchObject({ code: 1, msg: '删除成功' });
    expect((await post(t.app, '/api/crawling/deleteTask', { id }, token)).msg).toBe('任务不存在');
    expect((await post(t.app, '/api/crawling/result', { id }, token)).msg).toBe('任务不存在');
    const after = await post<Paged<PropagationTask>>(t.app, '/api/crawling/history', { page: 1 }, token);
    expect(after.data.data.map((task) => task.id)).not.toContain(id);
  });
});
