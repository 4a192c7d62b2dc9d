import type { FastifyReply } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerExportBuilder, runExport } from '../../src/modules/exports/exports.service.js';
import { buildXlsx, escapeCell, readXlsx } from '../../src/modules/exports/xlsx.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';

interface Row {
  name: string;
  n: number;
}

/** Rows "名字1..名字N", one of them a formula-looking name. */
registerExportBuilder('test.rows', async (_ctx, _member, params) => {
  const count = Number(params.count);
  const rows: Row[] = Array.from({ length: count }, (_, i) => ({
    name: i === 0 ? '=HYPERLINK("x")' : `名字${i}`,
    n: i,
  }));
  return [
    {
      name: '测试',
      columns: [
        { header: '名称', value: (r: Row) => r.name },
        { header: '序号', value: (r: Row) => r.n },
      ],
      rows,
    },
    { name: '汇总', columns: [{ header: '行数', value: (r: { total: number }) => r.total }], rows: [{ total: count }] },
  ];
});

function fakeReply() {
  const headers: Record<string, string> = {};
  const reply = {
    header(name: string, value: string) {
      headers[name] = value;
      return reply;
    },
  };
  return { reply: reply as unknown as FastifyReply, headers };
}

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
      { name: 'a/b:c', columns: [{ header: '名称', value: (r: { v: string }) => r.v }], rows: [{ v: '=x' }] },
      { name: 'a/b:c', columns: [{ header: '数值', value: (r: { v: number }) => r.v }], rows: [{ v: 3 }] },
    ]);
    const sheets = await readXlsx(file);
    expect(sheets).toEqual({ 'a b c': [['名称'], ["'=x"]], 'a b c(2)': [['数值'], [3]] });
  });

  it('answers a small export at once, counts one use and records it in the history', async () => {
    const user = await createUser(t, { level: 30 });
    const session = { id: user.userId, level: 30 } as never;
    const { reply, headers } = fakeReply();
    const file = await runExport(t.ctx, reply, session, {
      feature: 'kol_export',
      kind: 'test.rows',
      params: { count: 3 },
      title: '测试导出',
      fileName: '测试导出.xlsx',
      rowCount: 3,
    });
    expect(Buffer.isBuffer(file)).toBe(true);
    expect(headers['content-disposition']).toContain("filename*=UTF-8''%E6%B5%8B%E8%AF%95");
    const sheets = await readXlsx(file as Buffer);
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
    expect(records).toMatchObject([{ status: 'done', row_count: 4, title: '测试导出' }]);
    const remaining = await t.ctx.membership.remaining(session, 'kol_export');
    expect(remaining.per_month?.used).toBe(1);
  });

  it('builds a large export as a job; only its owner sees its status and file', async () => {
    const owner = await createUser(t, { level: 40 });
    const other = await createUser(t, { level: 40 });
    const { reply } = fakeReply();
    const queued = (await runExport(t.ctx, reply, { id: owner.userId, level: 40 } as never, {
      feature: 'kol_export',
      kind: 'test.rows',
      params: { count: 2500 },
      title: '大导出',
      fileName: '大导出.xlsx',
      rowCount: 2500,
    })) as { code: number; data: { export_id: number; status: string } };
    expect(queued.code).toBe(1);
    expect(queued.data.status).toBe('running');
    const id = queued.data.export_id;
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
    expect(list.data.data[0]).toMatchObject({ id, status: 'done', row_count: 2501 });
    expect(await post(t.app, '/api/export/download', { id }, other.token)).toMatchObject({ code: 0 });
  });

  it('refuses an export the level does not have and gives nothing away', async () => {
    const free = await createUser(t, { level: 20 });
    const { reply } = fakeReply();
    await expect(
      runExport(t.ctx, reply, { id: free.userId, level: 20 } as never, {
        feature: 'kol_export',
        kind: 'test.rows',
        params: { count: 1 },
        title: 'x',
        fileName: 'x.xlsx',
        rowCount: 1,
      }),
    ).rejects.toMatchObject({ code: 1001 });
    expect(await post(t.app, '/api/export/records', { page: 'x' }, free.token)).toMatchObject({ code: 0 });
  });
});
