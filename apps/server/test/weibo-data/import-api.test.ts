import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../support/multipart.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

// A real m.weibo.cn timeline response (MIT, see packages/weibo/test/fixtures/README.md).
const TIMELINE = readFileSync(
  path.resolve(
    import.meta.dirname,
    '../../../../packages/weibo/test/fixtures/weibo-api-responses/weibo_ak_list_0.json',
  ),
);

interface Report {
  kind: string;
  read: number;
  stored: Record<string, number>;
  skipped: number;
  problems: { line: number | null; reason: string }[];
}

describe('import API', () => {
  let t: TestApp;
  let operator: string;
  let member: string;
  beforeAll(async () => {
    t = await createTestApp({ operatorMobiles: ['13900001111'] });
    operator = (await createUser(t, { mobile: '13900001111' })).token;
    member = (await createUser(t, { level: 40 })).token;
  });
  afterAll(async () => t.close());

  const file = (content: Buffer | string) => ({ field: 'file', filename: 'data.json', content });

  it('imports a real timeline response for an operator, and nothing new the second time', async () => {
    const first = await upload<Report>(
      t.app,
      '/api/data/import',
      [{ field: 'kind', content: 'weibo-json' }, file(TIMELINE)],
      operator,
    );
    expect(first.code).toBe(1);
    expect(first.data.kind).toBe('weibo-json');
    expect(first.data.stored.posts).toBeGreaterThan(0);
    const count = await t.ctx.db
      .selectFrom('weibo_posts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(first.data.stored.posts);
    const second = await upload<Report>(
      t.app,
      '/api/data/import',
      [{ field: 'kind', content: 'weibo-json' }, file(TIMELINE)],
      operator,
    );
    expect(second.data.stored).toEqual({ users: 0, posts: 0 });
  });

  it('reports bad repost lines by number and keeps the rest', async () => {
    const lines = ['{"mid":"r1","uid":"u1","parent":"","text":"转发","date":"2026-01-01 10:00"}', '{broken', ''].join(
      '\n',
    );
    const answer = await upload<Report>(
      t.app,
      '/api/data/import',
      [{ field: 'kind', content: 'reposts-jsonl' }, { field: 'root', content: 'm1' }, file(lines)],
      operator,
    );
    expect(answer.data).toMatchObject({ read: 2, stored: { reposts: 1 }, skipped: 1, problems: [{ line: 2 }] });
  });

  it('refuses members who are not operators (1001) and visitors (-1)', async () => {
    const parts = [{ field: 'kind', content: 'weibo-json' }, file(TIMELINE)];
    expect(await upload(t.app, '/api/data/import', parts, member)).toMatchObject({
      code: 1001,
      msg: '仅运营账号可以导入数据',
    });
    expect((await upload(t.app, '/api/data/import', parts)).code).toBe(-1);
  });

  it('answers a wrong kind or a missing file with code 0 and a Chinese message', async () => {
    expect(
      await upload(t.app, '/api/data/import', [{ field: 'kind', content: 'xml' }, file('x')], operator),
    ).toMatchObject({
      code: 0,
      msg: '请选择导入类型：weibo-json、reposts-jsonl 或 crawler-csv',
    });
    expect(await upload(t.app, '/api/data/import', [{ field: 'kind', content: 'weibo-json' }], operator)).toMatchObject(
      {
        code: 0,
        msg: '请上传数据文件（字段 file）',
      },
    );
  });
});
