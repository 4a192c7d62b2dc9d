import type { ExportQueued } from '@boguan/contracts/exports.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineExport } from '../../src/modules/exports/export-kinds.js';
import { moveLegacyExportFiles } from '../../src/modules/exports/exports.jobs.js';
import { runExport } from '../../src/modules/exports/exports.service.js';
import { buildXlsx, escapeCell, readXlsx, sheet } from '../../src/modules/exports/xlsx.js';
import { isFileAnswer } from '../../src/plugins/endpoints.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';

interface Row {
  name: string;
  n: number;
}

/** Rows "名字1..名字N", one of them a formula-looking name. */
const testRows = defineExport({
  name: 'test.rows',
  params: z.object({ count: z.coerce.number().int() }),
  async build(_ctx, _member, params) {
    const rows: Row[] = Array.from({ length: params.count }, (_, i) => ({
      name: i === 0 ? '=HYPERLINK("x")' : `名字${i}`,
      n: i,
    }));
    return [
      sheet<Row>(
        '测试',
        [
          { header: '名称', value: (r) => r.name },
          { header: '序号', value: (r) => r.n },
        ],
        rows,
      ),
      sheet('汇总', [{ header: '行数', value: (r: { total: number }) => r.total }], [{ total: params.count }]),
    ];
  },
});

const request = (count: number) => ({
  feature: 'kol_export' as const,
  kind: testRows,
  params: { count },
  title: '测试导出',
  fileName: '测试导出.xlsx',
  rowCount: count,
});

describe('exports', () => {
  let t: DemoApp;
  beforeAll(async () => {
    t = await createDemoApp({ seed: 'exports', bloggers: 5, days: 1 });
  }, 120_000);
  afterAll(async () => t.close());

  it('escapes cells a spreadsheet would run as formulas, and only text', () => {
    expect(['=1+1', '+86', '-5', '@a', '\tx', 'ok', 5, -5, null].map(escapeCell)).toEqual([
      "'=1+1",
      "'+86",
      "'-5",
      "'@a",
      "'\tx",
      'ok',
      5,
      -5,
      null,
    ]);
  });

  it('writes one sheet per view with a Chinese header row, read back intact', async () => {
    const file = await buildXlsx([
      sheet('a/b:c', [{ header: '名称', value: (r: { v: string }) => r.v }], [{ v: '=x' }]),
      sheet('a/b:c', [{ header: '数值', value: (r: { v: number }) => r.v }], [{ v: 3 }]),
    ]);
    const sheets = await readXlsx(file);
    expect(sheets).toEqual({ 'a b c': [['名称'], ["'=x"]], 'a b c(2)': [['数值'], [3]] });
  });

  it('answers a small export at once, counts one use, keeps the file in the storage and in the history', async () => {
    const user = await createUser(t, { level: 30 });
    const member = { id: user.userId, level: 30 };
    const answer = await runExport(t.ctx, member, request(3));
    if (!isFileAnswer(answer)) throw new Error('expected a file');
    expect(answer.fileName).toBe('测试导出.xlsx');
    const sheets = await readXlsx(answer.file);
    expect(sheets.测试).toEqual([
      ['名称', '序号'],
      ['\'=HYPERLINK("x")', 0],
      ['名字1', 1],
      ['名字2', 2],
    ]);
    expect(sheets.汇总).toEqual([['行数'], [3]]);
    const records = await t.ctx.db
      .selectFrom('export_records')
      .selectAll()
      .where('user_id', '=', user.userId)
      .execute();
    expect(records).toMatchObject([{ status: 'done', row_count: 4, title: '测试导出', file_data: null }]);
    // The same bytes are in the storage, and the history hands them out again.
    const stored = await t.ctx.storage.read(records[0]?.file_key ?? '');
    expect(stored?.equals(answer.file)).toBe(true);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/export/download',
      headers: { authorization: user.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: records[0]?.id }),
    });
    expect(again.headers['content-disposition']).toContain("filename*=UTF-8''%E6%B5%8B%E8%AF%95");
    expect(again.rawPayload.equals(answer.file)).toBe(true);
    const remaining = await t.ctx.membership.remaining(member, 'kol_export');
    expect(remaining.per_month?.used).toBe(1);
  });

  it('builds a large export as a job; only its owner sees its status and file', async () => {
    const owner = await createUser(t, { level: 40 });
    const other = await createUser(t, { level: 40 });
    const queued = await runExport(t.ctx, { id: owner.userId, level: 40 }, request(2500));
    if (isFileAnswer(queued)) throw new Error('expected a queued export');
    expect(queued.code).toBe(1);
    const data = queued.data as ExportQueued;
    expect(data.status).toBe('running');
    const id = data.export_id;
    const record = await t.ctx.db
      .selectFrom('export_records')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const job = await t.ctx.jobs.get(record.job_id ?? 0);
    expect(job?.kind).toBe('export.xlsx');
    const early = await post(t.app, '/api/export/download', { id }, owner.token);
    expect(early).toMatchObject({ code: 0, msg: '文件尚未生成，请稍后再试' });
    expect(await post(t.app, '/api/export/status', { id }, other.token)).toMatchObject({
      code: 0,
      msg: '导出记录不存在',
    });

    await t.runner.drain();
    const status = await post<{ status: string; progress: number }>(t.app, '/api/export/status', { id }, owner.token);
    expect(status.data).toMatchObject({ status: 'done', progress: 1 });
    const download = await t.app.inject({
      method: 'POST',
      url: '/api/export/download',
      headers: { authorization: owner.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ id }),
    });
    expect(download.headers['content-type']).toContain('spreadsheetml');
    const sheets = await readXlsx(download.rawPayload);
    expect(sheets.测试).toHaveLength(2501);
    const list = await post<{ data: { id: number; status: string }[]; total: number }>(
      t.app,
      '/api/export/records',
      { page: 1 },
      owner.token,
    );
    expect(list.data.total).toBe(1);
    expect(list.data.data[0]).toMatchObject({ id, status: 'done', row_count: 2501, progress: 1 });
    expect(await post(t.app, '/api/export/download', { id }, other.token)).toMatchObject({ code: 0 });
  });

  it('a queued export whose job cannot be enqueued leaves no record behind and gives the use back', async () => {
    const user = await createUser(t, { level: 40 });
    const member = { id: user.userId, level: 40 };
    const enqueue = t.ctx.jobs.enqueue.bind(t.ctx.jobs);
    t.ctx.jobs.enqueue = async () => {
      throw new Error('queue unavailable');
    };
    try {
      await expect(runExport(t.ctx, member, request(2500))).rejects.toThrow('queue unavailable');
    } finally {
      t.ctx.jobs.enqueue = enqueue;
    }
    const records = await t.ctx.db
      .selectFrom('export_records')
      .select('id')
      .where('user_id', '=', user.userId)
      .execute();
    expect(records).toEqual([]);
    expect((await t.ctx.membership.remaining(member, 'kol_export')).per_month?.used).toBe(0);
  });

  it('moves files kept in the database by older versions into the storage', async () => {
    const user = await createUser(t, { level: 40 });
    const bytes = await buildXlsx([sheet('旧', [{ header: '列', value: (r: { v: string }) => r.v }], [{ v: 'a' }])]);
    const { id } = await t.ctx.db
      .insertInto('export_records')
      .values({
        user_id: user.userId,
        feature: 'kol_export',
        title: '旧导出',
        file_name: '旧导出.xlsx',
        row_count: 1,
        status: 'done',
        file_data: bytes,
        created_at: t.clock.now(),
        finished_at: t.clock.now(),
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    expect(await moveLegacyExportFiles(t.ctx)).toBe(1);
    const row = await t.ctx.db.selectFrom('export_records').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.file_data).toBeNull();
    expect((await t.ctx.storage.read(row.file_key ?? ''))?.equals(bytes)).toBe(true);
    expect(await moveLegacyExportFiles(t.ctx)).toBe(0);
  });

  it('refuses an export the level does not have and gives nothing away', async () => {
    const free = await createUser(t, { level: 20 });
    await expect(runExport(t.ctx, { id: free.userId, level: 20 }, request(1))).rejects.toMatchObject({ code: 1001 });
    expect(await post(t.app, '/api/export/records', { page: 'x' }, free.token)).toMatchObject({ code: 0 });
  });
});
