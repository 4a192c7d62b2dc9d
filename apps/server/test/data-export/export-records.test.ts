import { DAY_MS } from '@boguan/contracts/china-time';
import { EXPORT_EXPIRED, EXPORT_KEEP_DAYS, EXPORT_NOT_FOUND } from '@boguan/contracts/exports';
import type { ExportQueued, ExportRecordItem } from '@boguan/contracts/exports.api';
import type { Paged } from '@boguan/contracts/kol';
import { MembershipMessage } from '@boguan/contracts/membership';
import type { FeatureAllowanceAnswer } from '@boguan/contracts/membership.api';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDataExportJobs } from '../../src/modules/data-export/data-export.jobs.js';
import { sweepExpiredExports } from '../../src/modules/exports/exports.jobs.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { download, exportNow, readCsv } from './helpers.js';

/** A small export every demo world can fill: the hot-search days it holds. */
const SMALL = { dataset: 'hot_search', format: 'csv', columns: ['day', 'word'] };

describe('the export history (/dataExportRecord): every tool, delete, expiry, owners, allowance', () => {
  let t: DemoApp;

  beforeAll(async () => {
    t = await createDemoApp({
      seed: 'export-records',
      bloggers: 10,
      days: 2,
      register: (app) => registerDataExportJobs(app.runner, app.ctx),
    });
  }, 180_000);
  afterAll(async () => t.close());

  const records = async (token: string) =>
    (await post<Paged<ExportRecordItem>>(t.app, '/api/export/records', { page: 1 }, token)).data;

  it("lists another tool's export beside the centre's, each with its source", async () => {
    const user = await createUser(t, { level: 40 });
    await exportNow(t, user.token, SMALL);
    const search = await t.app.inject({
      method: 'POST',
      url: '/api/kol/search_export',
      headers: { authorization: user.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ fans_min: 1000 }),
    });
    expect(search.headers['content-type']).toContain('spreadsheetml');
    const list = await records(user.token);
    expect(list.total).toBe(2);
    expect(list.data.map((r) => [r.source, r.format, r.size === null])).toEqual([
      ['博主数据导出', 'xlsx', false],
      ['数据导出', 'csv', false],
    ]);
    expect(list.data[0]?.size).toBe(search.rawPayload.length);
  });

  it('deletes an export and its file; another member can neither see, fetch nor delete it', async () => {
    const owner = await createUser(t, { level: 40 });
    const stranger = await createUser(t, { level: 40 });
    const id = await exportNow(t, owner.token, SMALL);
    const key = (
      await t.ctx.db.selectFrom('export_records').select('file_key').where('id', '=', id).executeTakeFirstOrThrow()
    ).file_key as string;
    expect(await t.ctx.storage.read(key)).not.toBeNull();
    for (const path of ['/api/export/status', '/api/export/delete'] as const) {
      expect(await post(t.app, path, { id }, stranger.token)).toMatchObject({ code: 0, msg: EXPORT_NOT_FOUND });
    }
    expect((await download(t.app, stranger.token, id)).json()).toMatchObject({ code: 0, msg: EXPORT_NOT_FOUND });
    expect((await records(stranger.token)).total).toBe(0);
    expect(await post(t.app, '/api/export/delete', { id }, owner.token)).toMatchObject({ code: 1, msg: '删除成功' });
    expect(await t.ctx.storage.read(key)).toBeNull();
    expect((await records(owner.token)).total).toBe(0);
    expect(await post(t.app, '/api/export/delete', { id }, owner.token)).toMatchObject({
      code: 0,
      msg: EXPORT_NOT_FOUND,
    });
    expect(await post(t.app, '/api/export/delete', { id: 'x' })).toMatchObject({ code: -1 });
  });

  it('an export deleted while its file is written leaves no file behind', async () => {
    const user = await createUser(t, { level: 40 });
    const queued = await post<ExportQueued>(t.app, '/api/data_export/submit', SMALL, user.token);
    await post(t.app, '/api/export/delete', { id: queued.data.export_id }, user.token);
    const before = await t.ctx.db.selectFrom('export_records').select('id').execute();
    await t.runner.drain();
    expect(await t.ctx.db.selectFrom('export_records').select('id').execute()).toEqual(before);
    const files = await t.ctx.db
      .selectFrom('export_records')
      .select('file_key')
      .where('file_key', 'like', 'csv/%')
      .execute();
    for (const { file_key } of files) expect(await t.ctx.storage.read(file_key as string)).not.toBeNull();
  });

  it(`serves a file for ${EXPORT_KEEP_DAYS} days, then says it expired; the sweep removes the file and keeps the record`, async () => {
    const user = await createUser(t, { level: 40 });
    const id = await exportNow(t, user.token, SMALL);
    const [item] = (await records(user.token)).data;
    const at = (time: string | null | undefined) => Date.parse(`${String(time).replace(' ', 'T')}+08:00`);
    expect(at(item?.expire_time) - at(item?.finish_time)).toBe(EXPORT_KEEP_DAYS * DAY_MS);
    t.clock.advance(EXPORT_KEEP_DAYS * DAY_MS - 60_000);
    expect(readCsv((await download(t.app, user.token, id)).rawPayload).length).toBeGreaterThan(1);
    t.clock.advance(60_000);
    expect((await download(t.app, user.token, id)).json()).toMatchObject({ code: 0, msg: EXPORT_EXPIRED });
    expect((await records(user.token)).data[0]).toMatchObject({ id, expired: true, status: 'done' });
    const key = (
      await t.ctx.db.selectFrom('export_records').select('file_key').where('id', '=', id).executeTakeFirstOrThrow()
    ).file_key as string;
    expect(await sweepExpiredExports(t.ctx)).toBeGreaterThanOrEqual(1);
    expect(await t.ctx.storage.read(key)).toBeNull();
    expect((await records(user.token)).data[0]).toMatchObject({ id, expired: true, row_count: item?.row_count });
  });

  it('25 parallel submits of an advanced member: exactly the 20 of the month pass, the rest are told why', async () => {
    const user = await createUser(t, { level: 30 });
    const answers = await Promise.all(
      Array.from({ length: 25 }, () => post<ExportQueued>(t.app, '/api/data_export/submit', SMALL, user.token)),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(20);
    const refused = answers.filter((a) => a.code !== 1);
    expect(refused.map((a) => [a.code, a.msg])).toEqual(Array(5).fill([1002, MembershipMessage.monthUsedUp]));
    const allowance = await post<FeatureAllowanceAnswer>(t.app, '/api/data_export/auth', {}, user.token);
    expect(allowance.data.per_month).toEqual({ limit: 20, used: 20, remaining: 0 });
    expect((await records(user.token)).total).toBe(20);
    const free = await createUser(t, { level: 20 });
    expect(await post(t.app, '/api/data_export/submit', SMALL, free.token)).toMatchObject({ code: 1001 });
    expect((await records(free.token)).total).toBe(0);
  });
});
