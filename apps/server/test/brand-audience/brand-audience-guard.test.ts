import type { BrandAudienceTask } from '@boguan/contracts/brand-audience.api';
import type { Paged } from '@boguan/contracts/kol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../../src/jobs/job-runner.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { audienceRunner, insertFixture, RANGE } from './audience-fixture.js';

/** The month's brand_audience uses of a user. */
async function monthUses(t: TestApp, userId: number): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('usage_counters')
    .select('count')
    .where('user_id', '=', userId)
    .where('feature', '=', 'brand_audience')
    .where('period', 'like', 'm:%')
    .executeTakeFirst();
  return row?.count ?? 0;
}

async function tasksOf(t: TestApp, userId: number) {
  return t.ctx.db.selectFrom('brand_audience_tasks').select('id').where('user_id', '=', userId).execute();
}

describe('brand audience: input, permissions, owners, quotas, double submits', () => {
  let t: TestApp;
  let runner: JobRunner;

  beforeAll(async () => {
    t = await createTestApp();
    await insertFixture(t);
    runner = audienceRunner(t);
  }, 60_000);
  afterAll(async () => t?.close());

  it('refuses bad input, unknown brands and ranges outside the kept history with their own messages', async () => {
    const member = await createUser(t, { level: 40 });
    const brand = { brand_id: 'ba-chenlan' };
    const cases: [Record<string, string>, string][] = [
      [{ ...RANGE }, '请选择品牌'],
      [{ ...RANGE, brand_id: '晨岚 咖啡' }, '品牌id不正确'],
      [{ ...RANGE, brand_id: 'x'.repeat(33) }, '品牌id不正确'],
      [{ ...RANGE, ...brand, competitor_id: '<b>' }, '对比品牌id不正确'],
      [{ ...brand, end_date: RANGE.end_date }, '请选择开始日期'],
      [{ ...brand, start_date: '2026-02-30', end_date: RANGE.end_date }, '开始日期格式不正确，应为YYYY-MM-DD'],
      [{ ...brand, start_date: '2026-01-03', end_date: '2026-01-01' }, '结束日期不能早于开始日期'],
      [{ ...brand, start_date: '2025-01-01', end_date: '2026-01-03' }, '时间范围不能超过一年（365天），请缩短时间范围'],
      [{ ...brand, start_date: '2026-01-01', end_date: '2026-01-06' }, '结束日期不能晚于今天'],
      [
        { ...brand, start_date: '2025-12-19', end_date: '2026-01-03' },
        '已收录的品牌数据从 2025-12-20 开始，请调整开始日期',
      ],
      [{ ...RANGE, brand_id: 'no-such-brand' }, '品牌不存在，请重新选择品牌'],
      [{ ...RANGE, ...brand, competitor_id: 'no-such-brand' }, '对比品牌不存在，请重新选择'],
      [{ ...RANGE, ...brand, competitor_id: 'ba-chenlan' }, '对比品牌不能与分析品牌相同'],
    ];
    for (const [body, message] of cases) {
      const answer = await post(t.app, '/api/brand_audience/submit', body, member.token);
      expect([body, answer.code, answer.msg]).toEqual([body, 0, message]);
    }
    for (const body of [{ id: 'abc' }, { id: -1 }, {}]) {
      const answer = await post(t.app, '/api/brand_audience/result', body, member.token);
      expect([answer.code, answer.msg]).toEqual([0, '任务id不正确']);
    }
    const bad = await post(t.app, '/api/brand_audience/history', { page: 1, status: 9 }, member.token);
    expect([bad.code, bad.msg]).toEqual([0, '任务状态不正确']);
    // The whole kept history, up to a year, is accepted.
    const widest = await post(
      t.app,
      '/api/brand_audience/submit',
      { ...brand, start_date: '2025-12-20', end_date: '2026-01-05' },
      member.token,
    );
    expect(widest.code, widest.msg).toBe(1);
    expect(await monthUses(t, member.userId)).toBe(1);
    expect(await tasksOf(t, member.userId)).toHaveLength(1);
    await runner.drain();
  });

  it('keptRange says the first stored mention day and today', async () => {
    const member = await createUser(t, { level: 20 });
    const kept = await post(t.app, '/api/brand_audience/keptRange', {}, member.token);
    expect(kept).toMatchObject({ code: 1, data: { first_day: '2025-12-20', today: '2026-01-05' } });
  });

  it('a free member gets 1001 and nothing is written; a visitor gets -1', async () => {
    const free = await createUser(t, { level: 20 });
    const allowance = await post<{ allowed: boolean }>(t.app, '/api/brand_audience/remainingTimes', {}, free.token);
    expect(allowance.data.allowed).toBe(false);
    const answer = await post(t.app, '/api/brand_audience/submit', { ...RANGE, brand_id: 'ba-chenlan' }, free.token);
    expect(answer).toMatchObject({ code: 1001 });
    expect(await tasksOf(t, free.userId)).toEqual([]);
    const visitor = await post(t.app, '/api/brand_audience/submit', { ...RANGE, brand_id: 'ba-chenlan' });
    expect(visitor.code).toBe(-1);
  });

  it("another member's task ids answer like unknown ids on every call", async () => {
    const owner = await createUser(t, { level: 40 });
    const other = await createUser(t, { level: 40 });
    const done = await post<{ id: number }>(
      t.app,
      '/api/brand_audience/submit',
      { ...RANGE, brand_id: 'ba-chenlan' },
      owner.token,
    );
    await runner.drain();
    const id = done.data.id;
    for (const path of ['/api/brand_audience/status', '/api/brand_audience/result', '/api/brand_audience/delete']) {
      const theirs = await post(t.app, path, { id }, other.token);
      const unknown = await post(t.app, path, { id: 2_000_000_000 }, other.token);
      expect([path, theirs.code, theirs.msg]).toEqual([path, 0, '任务不存在']);
      expect(unknown).toEqual(theirs);
    }
    const list = await post<Paged<BrandAudienceTask>>(t.app, '/api/brand_audience/history', { page: 1 }, other.token);
    expect(list.data.total).toBe(0);
    expect((await post(t.app, '/api/brand_audience/result', { id }, owner.token)).code).toBe(1);
  });

  it('20 parallel submits of one brand, competitor and range make one task and count one use', async () => {
    const member = await createUser(t, { level: 40 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(
          t.app,
          '/api/brand_audience/submit',
          { ...RANGE, brand_id: 'ba-chenlan', competitor_id: 'ba-muchuan' },
          member.token,
        ),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 1))
      expect(a.msg).toBe('该品牌在此时间范围的受众分析正在进行中，请勿重复提交');
    expect(await tasksOf(t, member.userId)).toHaveLength(1);
    expect(await monthUses(t, member.userId)).toBe(1);
    // Without the competitor it is another analysis.
    const alone = await post(t.app, '/api/brand_audience/submit', { ...RANGE, brand_id: 'ba-chenlan' }, member.token);
    expect(alone.code, alone.msg).toBe(1);
    await runner.drain();
  });

  it('parallel submits of different ranges stop at the monthly limit with 1002', async () => {
    const member = await createUser(t, { level: 30 });
    const ends = ['2026-01-01', '2026-01-02', '2026-01-03', '2026-01-04', '2026-01-05', '2025-12-31', '2025-12-30'];
    const answers = await Promise.all(
      ends.map((end) =>
        post(
          t.app,
          '/api/brand_audience/submit',
          { brand_id: 'ba-chenlan', start_date: '2025-12-20', end_date: end },
          member.token,
        ),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
    expect(answers.filter((a) => a.code !== 1).map((a) => [a.code, a.msg])).toEqual([
      [1002, '本月使用次数已用完，请升级会员'],
      [1002, '本月使用次数已用完，请升级会员'],
    ]);
    expect(await monthUses(t, member.userId)).toBe(5);
    await runner.drain();
  });

  it('deleting a waiting task cancels its job and removes it from the history', async () => {
    const member = await createUser(t, { level: 40 });
    const submitted = await post<{ id: number }>(
      t.app,
      '/api/brand_audience/submit',
      { ...RANGE, brand_id: 'ba-muchuan' },
      member.token,
    );
    const row = await t.ctx.db
      .selectFrom('brand_audience_tasks')
      .select('job_id')
      .where('id', '=', submitted.data.id)
      .executeTakeFirstOrThrow();
    const removed = await post(t.app, '/api/brand_audience/delete', { id: submitted.data.id }, member.token);
    expect([removed.code, removed.msg]).toEqual([1, '删除成功']);
    await runner.drain();
    expect((await t.ctx.jobs.get(Number(row.job_id)))?.status).toBe('cancelled');
    expect(await tasksOf(t, member.userId)).toEqual([]);
  });
});
