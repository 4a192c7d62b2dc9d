import { addDays, chinaDate, chinaDayStart, DAY_MS } from '@boguan/contracts/china-time';
import type { ExportQueued } from '@boguan/contracts/exports.api';
import type { Paged } from '@boguan/contracts/kol';
import type { StopeExportCheck, StopeProgress, StopeSubmitted, StopeTask } from '@boguan/contracts/kol-stope.api';
import { SimulatorSource } from '@boguan/simulator/simulator-source';
import { createWorld, type World } from '@boguan/simulator/world';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JobRunner } from '../../src/jobs/job-runner.js';
import { registerExportJobs } from '../../src/modules/exports/exports.jobs.js';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import { registerKolStopeJobs } from '../../src/modules/kol-stope/kol-stope.job.js';
import { userSearchText } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

/**
 * A full-size simulated world (3000 bloggers, 91 days) without the demo backfill: only the busiest
 * blogger's profile is stored, and the back-collection job reads its 90-day timeline (over 2000
 * posts) from the source. That makes the member's row cap and the job-built export reachable cheaply.
 */
describe('back-collection: gating, caps, big exports, no source', () => {
  let t: TestApp;
  let world: World;
  let runner: JobRunner;
  let uid: string;
  const today = () => chinaDate(t.clock.now());

  beforeAll(async () => {
    t = await createTestApp();
    world = createWorld({ seed: 'stope-big', bloggers: 3000, start: new Date(t.clock.now().getTime() - 91 * DAY_MS) });
    t.ctx.source = { source: new SimulatorSource(world, { now: () => t.clock.now() }), world };
    uid = world
      .bloggerUids()
      .map((u) => ({ u, rate: world.bloggerTraits(u)!.postsPerDay }))
      .sort((a, b) => b.rate - a.rate)[0]!.u;
    await new WeiboDataRepository(t.ctx.db).upsertUsers(
      [world.userAt(uid, t.clock.now())!],
      'simulator',
      t.clock.now(),
      userSearchText,
    );
    runner = new JobRunner({ queue: t.ctx.jobs, clock: t.clock, log: pino({ level: 'silent' }) });
    registerKolStopeJobs(runner, t.ctx);
    registerExportJobs(runner, t.ctx);
  }, 120_000);
  afterAll(async () => t?.close());

  const range90 = () => ({ uid, start_date: addDays(today(), -89), end_date: today() });
  const expectedCount = () => world.timeline(uid, chinaDayStart(addDays(today(), -89)), t.clock.now()).length;

  it('refuses a free member with 1001 and counts nothing', async () => {
    const free = await createUser(t, { level: 20 });
    const answer = await post(t.app, '/api/kol/stope_submit', range90(), free.token);
    expect(answer.code).toBe(1001);
    const tasks = await t.ctx.db
      .selectFrom('kol_stope_tasks')
      .select('id')
      .where('user_id', '=', free.userId)
      .execute();
    expect(tasks).toHaveLength(0);
  });

  it('lets an advanced member create exactly 5 tasks from 10 parallel submits, then 1002', async () => {
    const member = await createUser(t, { level: 30 });
    const body = { uid, start_date: today(), end_date: today() };
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post<StopeSubmitted>(t.app, '/api/kol/stope_submit', body, member.token)),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 1002).every((a) => a.msg === '本月使用次数已用完，请升级会员')).toBe(true);
    expect(answers.filter((a) => a.code === 1002)).toHaveLength(5);
    const tasks = await t.ctx.db
      .selectFrom('kol_stope_tasks')
      .select('id')
      .where('user_id', '=', member.userId)
      .execute();
    expect(tasks).toHaveLength(5);
    await runner.drain();
    const history = await post<Paged<StopeTask>>(t.app, '/api/kol/stope_history', { page: 1 }, member.token);
    expect(history.data.data.every((x) => x.status === 2)).toBe(true);
  }, 120_000);

  it('caps an advanced task at 2000 posts (the newest) and says so', async () => {
    const member = await createUser(t, { level: 30 });
    const submitted = await post<StopeSubmitted>(t.app, '/api/kol/stope_submit', range90(), member.token);
    expect(submitted.code, submitted.msg).toBe(1);
    await runner.drain();
    const found = expectedCount();
    expect(found).toBeGreaterThan(2000);
    const [task] = (await post<Paged<StopeTask>>(t.app, '/api/kol/stope_history', { page: 1 }, member.token)).data.data;
    expect(task).toMatchObject({ status: 2, posts: 2000, posts_found: found, max_rows: 2000, capped: true });
    const newest = world
      .timeline(uid, chinaDayStart(addDays(today(), -89)), t.clock.now())
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
      .slice(0, 2000)
      .map((p) => p.mid)
      .sort();
    const linked = await t.ctx.db
      .selectFrom('kol_stope_task_posts')
      .select('mid')
      .where('task_id', '=', task!.id)
      .execute();
    expect(linked.map((r) => r.mid).sort()).toEqual(newest);
  }, 120_000);

  it('builds an export of more than 2000 rows as a job a professional member polls and downloads', async () => {
    const pro = await createUser(t, { level: 40 });
    const submitted = await post<StopeSubmitted>(t.app, '/api/kol/stope_submit', range90(), pro.token);
    expect(submitted.code).toBe(1);
    await runner.drain();
    const id = submitted.data.id;
    const found = expectedCount();
    const status = await post<StopeProgress>(t.app, '/api/kol/stope_status', { id }, pro.token);
    expect(status.data).toMatchObject({ status: 2, progress: 1, posts: found, capped: false });

    const check = await post<StopeExportCheck>(t.app, '/api/kol/analyseArticleExportCheckNum', { id }, pro.token);
    expect(check.data).toMatchObject({ count: found, max_rows: 5000, allowed: true });
    const queued = await post<ExportQueued>(t.app, '/api/kol/analyseArticleExport', { id }, pro.token);
    expect(queued.code).toBe(1);
    expect(queued.data.status).toBe('running');
    await runner.drain();
    const done = await post<{ status: string; row_count: number }>(
      t.app,
      '/api/export/status',
      { id: queued.data.export_id },
      pro.token,
    );
    expect(done.data.status).toBe('done');
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/export/download',
      payload: { id: queued.data.export_id },
      headers: { authorization: pro.token },
    });
    const sheets = await readXlsx(file.rawPayload);
    expect(sheets.回采博文).toHaveLength(found + 1);
    expect(sheets.回采博文![0]![0]).toBe('博文ID');
  }, 180_000);

  it('writes neither the task nor its job when the job cannot be enqueued, and gives the use back', async () => {
    const member = await createUser(t, { level: 30 });
    const enqueue = t.ctx.jobs.enqueue.bind(t.ctx.jobs);
    // The job row is written inside the task's transaction, then the queue fails: both must go.
    t.ctx.jobs.enqueue = async (...args) => {
      await enqueue(...args);
      throw new Error('queue unavailable');
    };
    try {
      const answer = await post(t.app, '/api/kol/stope_submit', range90(), member.token);
      expect(answer.code).toBe(0);
    } finally {
      t.ctx.jobs.enqueue = enqueue;
    }
    const tasks = await t.ctx.db
      .selectFrom('kol_stope_tasks')
      .select('id')
      .where('user_id', '=', member.userId)
      .execute();
    expect(tasks).toEqual([]);
    const jobs = await t.ctx.db.selectFrom('jobs').select('id').where('owner_user_id', '=', member.userId).execute();
    expect(jobs).toEqual([]);
    const allowance = await t.ctx.membership.remaining({ id: member.userId, level: 30 }, 'back_collection');
    expect(allowance.per_month?.used).toBe(0);
    // The next submit works and is counted once.
    expect((await post(t.app, '/api/kol/stope_submit', range90(), member.token)).code).toBe(1);
    expect(
      (await t.ctx.membership.remaining({ id: member.userId, level: 30 }, 'back_collection')).per_month?.used,
    ).toBe(1);
  });

  it('fails a task with a clear Chinese reason when no source is configured, and gives the use back', async () => {
    const member = await createUser(t, { level: 30 });
    const saved = t.ctx.source;
    t.ctx.source = null;
    try {
      const submitted = await post<StopeSubmitted>(t.app, '/api/kol/stope_submit', range90(), member.token);
      expect(submitted.code).toBe(1);
      await runner.drain();
      const status = await post<StopeProgress>(t.app, '/api/kol/stope_status', { id: submitted.data.id }, member.token);
      expect(status.data).toMatchObject({ status: 3, status_text: '失败', error: '当前未配置数据源，无法回采博文' });
      const result = await post(t.app, '/api/kol/stope_result', { id: submitted.data.id }, member.token);
      expect(result).toMatchObject({ code: 0, msg: '当前未配置数据源，无法回采博文' });
      const used = await t.ctx.db
        .selectFrom('usage_counters')
        .select('count')
        .where('user_id', '=', member.userId)
        .where('period', 'like', 'm:%')
        .executeTakeFirstOrThrow();
      expect(used.count).toBe(0);
    } finally {
      t.ctx.source = saved;
    }
  });

  it('answers 任务尚未完成 while a task waits for its job', async () => {
    const member = await createUser(t, { level: 30 });
    const submitted = await post<StopeSubmitted>(t.app, '/api/kol/stope_submit', range90(), member.token);
    const status = await post<StopeProgress>(t.app, '/api/kol/stope_status', { id: submitted.data.id }, member.token);
    expect(status.data).toMatchObject({ status: 0, status_text: '待开始', progress: 0 });
    const result = await post(t.app, '/api/kol/stope_result', { id: submitted.data.id }, member.token);
    expect(result).toMatchObject({ code: 0, msg: '回采任务尚未完成，请稍后查看' });
    const check = await post(t.app, '/api/kol/analyseArticleExportCheckNum', { id: submitted.data.id }, member.token);
    expect(check.code).toBe(0);
    // Deleting a waiting task cancels its job: nothing runs for it afterwards.
    expect((await post(t.app, '/api/kol/stope_delete', { id: submitted.data.id }, member.token)).code).toBe(1);
    const job = await t.ctx.db
      .selectFrom('jobs')
      .select('status')
      .where('owner_user_id', '=', member.userId)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe('cancelled');
  });
});
