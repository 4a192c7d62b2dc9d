import type { Paged } from '@boguan/contracts/kol';
import type { PropagationTask } from '@boguan/contracts/propagation.api';
import type { Source } from '@boguan/weibo/source';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { postsWithReposts, registerPropagation } from './propagation-support.js';

/** The month's propagation_analysis uses of a user. */
async function monthUses(t: DemoApp, userId: number): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('usage_counters')
    .select('count')
    .where('user_id', '=', userId)
    .where('feature', '=', 'propagation_analysis')
    .where('period', 'like', 'm:%')
    .executeTakeFirst();
  return row?.count ?? 0;
}

describe('propagation analysis: permissions, owners, quotas, double submits and failures', () => {
  let t: DemoApp;
  let mids: string[];

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'propagation-guard', bloggers: 40, days: 4 });
    registerPropagation(t);
    // The last one is never analysed here: its reposts stay unstored.
    mids = await postsWithReposts(t, 1, 15, 'fewest');
  }, 180_000);
  afterAll(async () => t?.close());

  it('a free member gets 1001 and nothing is written', async () => {
    const free = await createUser(t, { level: 20 });
    const allowance = await post<{ allowed: boolean }>(t.app, '/api/crawling/remainingTimes', {}, free.token);
    expect(allowance.data.allowed).toBe(false);
    const answer = await post(t.app, '/api/crawling/submit', { url: mids[0]!, mode: 'collect' }, free.token);
    expect(answer).toMatchObject({ code: 1001 });
    const rows = await t.ctx.db
      .selectFrom('propagation_tasks')
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
      '/api/crawling/submit',
      { url: mids[0]!, mode: 'collect' },
      owner.token,
    );
    await t.runner.drain();
    const id = done.data.id;
    for (const path of [
      '/api/crawling/status',
      '/api/crawling/result',
      '/api/crawling/deleteTask',
      '/api/crawling/analyseArticleExportCheckNum',
      '/api/crawling/analyseArticleExport',
    ]) {
      const theirs = await post(t.app, path, { id }, other.token);
      const unknown = await post(t.app, path, { id: 2_000_000_000 }, other.token);
      expect([path, theirs.code, theirs.msg]).toEqual([path, 0, '任务不存在']);
      expect(unknown.msg).toBe(theirs.msg);
    }
    const list = await post<Paged<PropagationTask>>(t.app, '/api/crawling/history', { page: 1 }, other.token);
    expect(list.data.total).toBe(0);
    // The owner's task is untouched.
    expect((await post(t.app, '/api/crawling/result', { id }, owner.token)).code).toBe(1);
  });

  it('20 parallel submits of one post make one task and count one use', async () => {
    const member = await createUser(t, { level: 40 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(t.app, '/api/crawling/submit', { url: mids[1]!, mode: 'collect' }, member.token),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 1)) expect(a.msg).toBe('该博文的传播分析正在进行中，请勿重复提交');
    const rows = await t.ctx.db
      .selectFrom('propagation_tasks')
      .select('id')
      .where('user_id', '=', member.userId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(await monthUses(t, member.userId)).toBe(1);
    await t.runner.drain();
  });

  it('parallel submits of different posts stop at the monthly limit with 1002', async () => {
    const member = await createUser(t, { level: 30 });
    const answers = await Promise.all(
      mids.slice(2, 14).map((mid) => post(t.app, '/api/crawling/submit', { url: mid, mode: 'collect' }, member.token)),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(10);
    const refused = answers.filter((a) => a.code !== 1);
    expect(refused.map((a) => [a.code, a.msg])).toEqual([
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
    // The post and its author read fine; the repost list then breaks (a network error, a ban).
    const broken: Source = Object.assign(Object.create(real) as Source, {
      fetchReposts: async () => {
        throw new Error('HTTP 418 from the source');
      },
    });
    const submitted = await post<{ id: number }>(
      t.app,
      '/api/crawling/submit',
      { url: mids[0]!, mode: 'collect' },
      member.token,
    );
    expect(await monthUses(t, member.userId)).toBe(1);
    t.ctx.source = { ...handle, source: broken };
    try {
      await t.runner.drain();
    } finally {
      t.ctx.source = handle;
    }
    const status = await post<PropagationTask>(t.app, '/api/crawling/status', { id: submitted.data.id }, member.token);
    expect(status.data).toMatchObject({
      status: 3,
      status_text: '分析失败',
      error: '转发数据采集失败，请稍后重新提交',
    });
    expect((await post(t.app, '/api/crawling/result', { id: submitted.data.id }, member.token)).msg).toBe(
      '转发数据采集失败，请稍后重新提交',
    );
    const row = await t.ctx.db
      .selectFrom('propagation_tasks')
      .select(['result', 'data_at', 'nodes'])
      .where('id', '=', submitted.data.id)
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ result: null, data_at: null, nodes: 0 });
    expect(await monthUses(t, member.userId)).toBe(0);
  });

  it('refuses what cannot be analysed: no source, no stored reposts, a deleted post', async () => {
    const member = await createUser(t, { level: 40 });
    const noStored = await post(
      t.app,
      '/api/crawling/submit',
      { url: '5555555555555555', mode: 'stored' },
      member.token,
    );
    expect(noStored.msg).toBe('博文不存在或已被删除');
    const fresh = await post(t.app, '/api/crawling/submit', { url: mids[14]!, mode: 'stored' }, member.token);
    expect(fresh.msg).toBe('该博文暂无已存储的转发数据，请选择实时采集');

    const handle = t.ctx.source!;
    const real = handle.source;
    const deleted: Source = Object.assign(Object.create(real) as Source, {
      fetchPost: async () => ({ ...(await real.fetchPost(mids[0]!))!, mid: '5555555555555555', deleted: true }),
    });
    t.ctx.source = { ...handle, source: deleted };
    try {
      const card = await post(t.app, '/api/crawling/checkUrl', { url: '5555555555555555' }, member.token);
      expect(card.msg).toBe('该博文已被删除，无法分析');
    } finally {
      t.ctx.source = handle;
    }
    t.ctx.source = null;
    try {
      const none = await post(t.app, '/api/crawling/submit', { url: mids[0]!, mode: 'collect' }, member.token);
      expect(none.msg).toBe('当前未配置数据源，只能分析已有转发数据的博文');
    } finally {
      t.ctx.source = handle;
    }
    expect(await monthUses(t, member.userId)).toBe(0);
  });

  it('deleting a waiting task cancels its job: nothing runs after', async () => {
    const member = await createUser(t, { level: 40 });
    const submitted = await post<{ id: number }>(
      t.app,
      '/api/crawling/submit',
      { url: mids[1]!, mode: 'collect' },
      member.token,
    );
    const job = await t.ctx.db
      .selectFrom('propagation_tasks')
      .select('job_id')
      .where('id', '=', submitted.data.id)
      .executeTakeFirstOrThrow();
    expect((await post(t.app, '/api/crawling/deleteTask', { id: submitted.data.id }, member.token)).code).toBe(1);
    await t.runner.drain();
    const state = await t.ctx.jobs.get(Number(job.job_id));
    expect(state?.status).toBe('cancelled');
  });
});
