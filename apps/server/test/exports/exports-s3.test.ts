import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineExport } from '../../src/modules/exports/export-kinds.js';
import { runExport } from '../../src/modules/exports/exports.service.js';
import { readXlsx, sheet } from '../../src/modules/exports/xlsx.js';
import { isFileAnswer } from '../../src/plugins/endpoints.js';
import { type FakeS3, startFakeS3 } from '../support/fake-s3.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

const KEY = { accessKeyId: 'boguan-test', secretAccessKey: 'boguan-test-secret', region: 'cn-north-1' };

const numbers = defineExport({
  name: 'test.s3-numbers',
  params: z.object({ count: z.number().int() }),
  async build(_ctx, _member, params) {
    const rows = Array.from({ length: params.count }, (_, i) => ({ n: i + 1 }));
    return [sheet('数字', [{ header: '序号', value: (r: { n: number }) => r.n }], rows)];
  },
});

describe('exports with STORAGE=s3', () => {
  let s3: FakeS3;
  let t: TestApp;
  beforeAll(async () => {
    s3 = await startFakeS3(KEY);
    t = await createTestApp({
      storage: { kind: 's3', endpoint: s3.endpoint, bucket: 'exports', pathStyle: true, ...KEY },
    });
  });
  afterAll(async () => {
    await t.close();
    await s3.close();
  });

  it('keeps the file in the bucket, not in the database, and the history downloads it from there', async () => {
    const user = await createUser(t, { level: 40 });
    const answer = await runExport(
      t.ctx,
      { id: user.userId, level: 40 },
      {
        feature: 'kol_export',
        kind: numbers,
        params: { count: 3 },
        title: '数字',
        fileName: '数字.xlsx',
        rowCount: 3,
      },
    );
    expect(isFileAnswer(answer)).toBe(true);
    const record = await t.ctx.db
      .selectFrom('export_records')
      .selectAll()
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    expect(record.file_data).toBeNull();
    expect(s3.objects.has(`/exports/${record.file_key}`)).toBe(true);
    const download = await t.app.inject({
      method: 'POST',
      url: '/api/export/download',
      headers: { authorization: user.token, 'content-type': 'application/json' },
      payload: JSON.stringify({ id: record.id }),
    });
    expect((await readXlsx(download.rawPayload)).数字).toEqual([['序号'], [1], [2], [3]]);
    expect(s3.requests.filter((r) => r.method === 'GET')).toHaveLength(1);
  });

  it('a file gone from the bucket is a clean error, not a crash', async () => {
    const user = await createUser(t, { level: 40 });
    await runExport(
      t.ctx,
      { id: user.userId, level: 40 },
      {
        feature: 'kol_export',
        kind: numbers,
        params: { count: 1 },
        title: '数字',
        fileName: '数字.xlsx',
        rowCount: 1,
      },
    );
    const record = await t.ctx.db
      .selectFrom('export_records')
      .selectAll()
      .where('user_id', '=', user.userId)
      .executeTakeFirstOrThrow();
    s3.objects.delete(`/exports/${record.file_key}`);
    expect(await post(t.app, '/api/export/download', { id: record.id }, user.token)).toMatchObject({
      code: 0,
      msg: '服务繁忙，请稍后再试',
    });
  });
});
