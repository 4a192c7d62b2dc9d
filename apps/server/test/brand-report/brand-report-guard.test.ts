import type { BrandReportTask } from '@boguan/contracts/brand-report.api';
import { addDays } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import { MEMBERSHIP_TABLE } from '@boguan/contracts/membership';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { JobRunner } from '../../src/jobs/job-runner.js';
import { registerExportJobs } from '../../src/modules/exports/exports.jobs.js';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { brandReportRunner, FIRST_DAY, LAST_DAY, postsOf, worldPosts, writeWorld } from './brand-report-support.js';

const TODAY = '2026-01-05';

/** The month's brand_report uses of a user. */
async function monthUses(t: TestApp, userId: number, feature = 'brand_report'): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('usage_counters')
    .select('count')
    .where('user_id', '=', userId)
    .where('feature', '=', feature)
    .where('period', 'like', 'm:%')
    .executeTakeFirst();
  return row?.count ?? 0;
}

async function taskCount(t: TestApp, userId: number): Promise<number> {
  const rows = await t.ctx.db.selectFrom('brand_report_tasks').select('id').where('user_id', '=', userId).execute();
  return rows.length;
}

describe('brand report: input, permissions, owners, quotas, double submits, failures, row limits', () => {
  let t: TestApp;
  let runner: JobRunner;
  const world = worldPosts();
  const range = { start_date: FIRST_DAY, end_date: LAST_DAY };

  beforeAll(async () => {
    t = await createTestApp();
    runner = brandReportRunner(t);
    registerExportJobs(runner, t.ctx);
    await writeWorld(t, world);
  }, 120_000);
  afterAll(async () => t?.close());

  it('refuses bad input with its own Chinese message, writing nothing and counting nothing', async () => {
    const member = await createUser(t, { level: 40 });
    const brand = { brand_id: 'bd-xiaomi' };
    const cases: [Record<string, string | string[]>, string][] = [
      [{ ...range }, '请选择品牌'],
      [{ ...range, brand_id: 'a b' }, '品牌id格式不正确'],
      [{ ...range, brand_id: 'x'.repeat(65) }, '品牌id格式不正确'],
      [{ ...range, brand_id: 'bd-nothing' }, '未找到该品牌'],
      [{ ...range, ...brand, competitor_ids: ['bd-zenova', 'bd-nothing'] }, '未找到竞品品牌：bd-nothing'],
      [
        { ...range, ...brand, competitor_ids: ['bd-zenova', 'bd-chenguang', 'bd-jixi', 'bd-yunlan', 'bd-muxi'] },
        '最多选择4个竞品',
      ],
      [{ ...range, ...brand, competitor_ids: 'bd-zenova,bd-zenova' }, '竞品不能重复选择'],
      [{ ...range, ...brand, competitor_ids: ['bd-xiaomi'] }, '竞品不能与分析品牌相同'],
      [{ ...brand, end_date: LAST_DAY }, '请选择开始日期'],
      [{ ...brand, start_date: '2025-02-30', end_date: LAST_DAY }, '开始日期格式不正确，应为YYYY-MM-DD'],
      [{ ...brand, start_date: LAST_DAY, end_date: FIRST_DAY }, '结束日期不能早于开始日期'],
      [
        { ...brand, start_date: addDays(TODAY, -366), end_date: TODAY },
        '时间范围不能超过一年（最长366天），请缩短时间范围',
      ],
      [{ ...brand, start_date: TODAY, end_date: addDays(TODAY, 1) }, '结束日期不能晚于今天'],
      [
        { ...brand, start_date: addDays(FIRST_DAY, -1), end_date: LAST_DAY },
        `品牌数据最早从 ${FIRST_DAY} 开始收录，请调整开始日期`,
      ],
    ];
    for (const [body, message] of cases) {
      const answer = await post(t.app, '/api/brand_report/submit', body, member.token);
      expect([body, answer.code, answer.msg]).toEqual([body, 0, message]);
    }
    for (const body of [{ id: 'abc' }, { id: -1 }, {}]) {
      const answer = await post(t.app, '/api/brand_report/result', body, member.token);
      expect([answer.code, answer.msg]).toEqual([0, '任务id不正确']);
    }
    const unknown = await post(t.app, '/api/brand_report/check', { brand_id: 'bd-nothing' }, member.token);
    expect([unknown.code, unknown.msg]).toEqual([0, '未找到该品牌']);
    const empty = await post(t.app, '/api/brand_report/searchBrand', { keyword: ' ' }, member.token);
    expect([empty.code, empty.msg]).toEqual([0, '请输入品牌名称']);
    const bad = await post(t.app, '/api/brand_report/history', { page: 1, status: 9 }, member.token);
    expect([bad.code, bad.msg]).toEqual([0, '任务状态不正确']);
    expect(await monthUses(t, member.userId)).toBe(0);
    expect(await taskCount(t, member.userId)).toBe(0);
  });

  it('a free member gets 1001 and nothing is written', async () => {
    const free = await createUser(t, { level: 20 });
    const allowance = await post<{ allowed: boolean }>(t.app, '/api/brand_report/remainingTimes', {}, free.token);
    expect(allowance.data.allowed).toBe(false);
    const answer = await post(t.app, '/api/brand_report/submit', { brand_id: 'bd-xiaomi', ...range }, free.token);
    expect(answer.code).toBe(1001);
    expect(await taskCount(t, free.userId)).toBe(0);
  });

  it("answers another member's report ids exactly like unknown ids", async () => {
    const owner = await createUser(t, { level: 40 });
    const other = await createUser(t, { level: 40 });
    const done = await post<{ id: number }>(
      t.app,
      '/api/brand_report/submit',
      { brand_id: 'bd-luyu', ...range },
      owner.token,
    );
    await runner.drain();
    const id = done.data.id;
    for (const path of [
      '/api/brand_report/status',
      '/api/brand_report/result',
      '/api/brand_report/exportArt',
      '/api/brand_report/exportBlogger',
      '/api/brand_report/deleteTask',
    ]) {
      const theirs = await post(t.app, path, { id }, other.token);
      const missing = await post(t.app, path, { id: id + 10_000 }, other.token);
      expect([path, theirs.code, theirs.msg]).toEqual([path, 0, '任务不存在']);
      expect([path, missing.code, missing.msg]).toEqual([path, 0, '任务不存在']);
    }
    const list = await post<Paged<BrandReportTask>>(t.app, '/api/brand_report/history', { page: 1 }, other.token);
    expect(list.data.total).toBe(0);
    const mine = await post<BrandReportTask>(t.app, '/api/brand_report/status', { id }, owner.token);
    expect(mine.data.status).toBe(2);
    expect(await monthUses(t, other.userId, 'data_export')).toBe(0);
  });

  it('20 parallel double submits make one task and count one use', async () => {
    const member = await createUser(t, { level: 40 });
    const body = { brand_id: 'bd-zenova', competitor_ids: ['bd-xiaomi'], ...range };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => post(t.app, '/api/brand_report/submit', body, member.token)),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 1).every((a) => a.code === 0 && a.msg.includes('请勿重复提交'))).toBe(true);
    expect(await taskCount(t, member.userId)).toBe(1);
    expect(await monthUses(t, member.userId)).toBe(1);
  });

  it('counts exactly the month allowance under parallel submits (高级版: 5 a month)', async () => {
    const member = await createUser(t, { level: 30 });
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        post(
          t.app,
          '/api/brand_report/submit',
          { brand_id: 'bd-xiaomi', start_date: FIRST_DAY, end_date: addDays(LAST_DAY, -i) },
          member.token,
        ),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(5);
    expect(answers.filter((a) => a.code === 1002)).toHaveLength(3);
    expect(await monthUses(t, member.userId)).toBe(5);
    expect(await taskCount(t, member.userId)).toBe(5);
  });

  it('a failed job marks the task failed with its reason and gives the use back', async () => {
    const member = await createUser(t, { level: 40 });
    const answer = await post<{ id: number }>(
      t.app,
      '/api/brand_report/submit',
      { brand_id: 'bd-quiet', competitor_ids: '', ...range },
      member.token,
    );
    expect(answer.code).toBe(1);
    expect(await monthUses(t, member.userId)).toBe(1);
    await t.ctx.db.deleteFrom('brands').where('id', '=', 'bd-quiet').execute();
    await runner.drain();
    const status = await post<BrandReportTask>(t.app, '/api/brand_report/status', { id: answer.data.id }, member.token);
    expect([status.data.status, status.data.status_text, status.data.error]).toEqual([3, '生成失败', '未找到该品牌']);
    expect(await monthUses(t, member.userId)).toBe(0);
    const result = await post(t.app, '/api/brand_report/result', { id: answer.data.id }, member.token);
    expect([result.code, result.msg]).toEqual([0, '未找到该品牌']);
  });

  it("cuts an export at the level's row limit and says so", async () => {
    const member = await createUser(t, { level: 30 });
    const done = await post<{ id: number }>(
      t.app,
      '/api/brand_report/submit',
      { brand_id: 'bd-xiaomi', competitor_ids: '', ...range },
      member.token,
    );
    await runner.drain();
    const rule = MEMBERSHIP_TABLE.data_export[30];
    MEMBERSHIP_TABLE.data_export[30] = { ...rule, maxRows: 7 };
    try {
      const file = await t.app.inject({
        method: 'POST',
        url: '/api/brand_report/exportArt',
        headers: { authorization: member.token, 'content-type': 'application/json' },
        payload: JSON.stringify({ id: done.data.id }),
      });
      const book = await readXlsx(file.rawPayload);
      const total = postsOf(world, 'bd-xiaomi').length;
      expect(book.提及博文!.length - 1).toBe(7);
      expect(book.说明!.find((r) => r[0] === '说明')?.[1]).toBe(`（按会员等级导出前7条，共${total}条，其余未导出）`);
      const record = await t.ctx.db
        .selectFrom('export_records')
        .select('title')
        .where('user_id', '=', member.userId)
        .executeTakeFirstOrThrow();
      expect(record.title).toContain(`按会员等级导出前7条，共${total}条`);
    } finally {
      MEMBERSHIP_TABLE.data_export[30] = rule;
    }
    const free = await createUser(t, { level: 20 });
    const refused = await post(t.app, '/api/brand_report/exportArt', { id: done.data.id }, free.token);
    expect(refused.code).toBe(0);
  });

  it('deleting a waiting report cancels it; the list forgets it', async () => {
    const member = await createUser(t, { level: 40 });
    const answer = await post<{ id: number }>(
      t.app,
      '/api/brand_report/submit',
      { brand_id: 'bd-luyu', ...range },
      member.token,
    );
    const removed = await post(t.app, '/api/brand_report/deleteTask', { id: answer.data.id }, member.token);
    expect([removed.code, removed.msg]).toEqual([1, '删除成功']);
    await runner.drain();
    const list = await post<Paged<BrandReportTask>>(t.app, '/api/brand_report/history', { page: 1 }, member.token);
    expect(list.data.total).toBe(0);
  });
});
