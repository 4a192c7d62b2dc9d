import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { upload } from '../support/multipart.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

// Real m.weibo.cn responses (MIT, see packages/weibo/test/fixtures/README.md).
const FIXTURES = '../../../../packages/weibo/test/fixtures/weibo-api-responses';
const TIMELINE = readFileSync(path.resolve(import.meta.dirname, `${FIXTURES}/weibo_ak_list_0.json`));

interface Report {
  kind: string;
  read: number;
  stored: Record<string, number>;
  present: Record<string, number>;
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
    expect(second.data.stored).toEqual({ users: 0, posts: 0, comments: 0, reposts: 0 });
    expect(second.data.present).toEqual({ users: 1, posts: first.data.stored.posts, comments: 0, reposts: 0 });
  });

  it('puts a long text kept with its request on the stored post, its search text and sentiment with it', async () => {
    const mid = '4649031014551911';
    const before = await t.ctx.db
      .selectFrom('weibo_posts')
      .select(['text', 'search_text'])
      .where('mid', '=', mid)
      .executeTakeFirstOrThrow();
    expect(before.text).toMatch(/\.\.\.$/);
    const detail = readFileSync(path.resolve(import.meta.dirname, `${FIXTURES}/weibo_detail_${mid}`), 'utf8');
    const lines = [
      JSON.stringify(JSON.parse(TIMELINE.toString('utf8'))),
      JSON.stringify({ url: `https://m.weibo.cn/statuses/extend?id=${mid}`, response: JSON.parse(detail) }),
    ].join('\n');
    const answer = await upload<Report>(
      t.app,
      '/api/data/import',
      [{ field: 'kind', content: 'weibo-json' }, file(lines)],
      operator,
    );
    expect(answer.data).toMatchObject({ stored: { posts: 0 }, present: { posts: 10 }, skipped: 0, problems: [] });
    const after = await t.ctx.db
      .selectFrom('weibo_posts')
      .select(['text', 'is_long_text', 'search_text'])
      .where('mid', '=', mid)
      .executeTakeFirstOrThrow();
    expect(after.is_long_text).toBe(true);
    expect(after.text).not.toMatch(/\.\.\.$/);
    expect(after.text.length).toBeGreaterThan(before.text.length);
    expect(after.search_text).not.toBe(before.search_text);
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

  it('counts a repost listed twice once, the line naming its parent winning, in a file and across files', async () => {
    const line = (mid: string, parent: string, minute: number) =>
      JSON.stringify({ mid, uid: `u${mid}`, parent, text: '转发微博', date: `2026-01-02 10:${minute}` });
    const importLines = async (lines: string[]) =>
      (
        await upload<Report>(
          t.app,
          '/api/data/import',
          [{ field: 'kind', content: 'reposts-jsonl' }, { field: 'root', content: 'root2' }, file(lines.join('\n'))],
          operator,
        )
      ).data;
    // d2 first without its parent, then with it; d3 parentless twice.
    const first = await importLines([
      line('d1', '', 10),
      line('d2', '', 11),
      line('d2', 'd1', 11),
      line('d3', '', 12),
      line('d3', '', 12),
    ]);
    expect(first).toMatchObject({ read: 5, stored: { reposts: 3 }, present: { reposts: 0 }, skipped: 0, problems: [] });
    // A later file names d3's parent: the stored repost takes it; nothing is stored twice.
    const second = await importLines([line('d3', 'd2', 12), line('d1', '', 10)]);
    expect(second).toMatchObject({ stored: { reposts: 0 }, present: { reposts: 2 }, skipped: 0 });
    const rows = await t.ctx.db
      .selectFrom('weibo_reposts')
      .select(['mid', 'parent_mid'])
      .where('root_mid', '=', 'root2')
      .orderBy('mid')
      .execute();
    expect(rows).toEqual([
      { mid: 'd1', parent_mid: null },
      { mid: 'd2', parent_mid: 'd1' },
      { mid: 'd3', parent_mid: 'd2' },
    ]);
    // A parent once known is never taken back by a file that does not name one.
    await importLines([line('d2', '', 11)]);
    const d2 = await t.ctx.db
      .selectFrom('weibo_reposts')
      .select('parent_mid')
      .where('mid', '=', 'd2')
      .executeTakeFirst();
    expect(d2?.parent_mid).toBe('d1');
  });

  it('stores what fits from files with overlong fields and ids, huge counts; never fails the import', async () => {
    const mblog = {
      created_at: 'Thu Jun 17 11:00:31 +0800 2021',
      mid: '4649031014550001',
      bid: 'B'.repeat(30),
      text: '测试',
      source: '来'.repeat(70),
      region_name: `发布于 ${'远'.repeat(40)}`,
      reposts_count: '999亿',
      attitudes_count: 1e15,
      user: {
        id: 4649031,
        screen_name: '名'.repeat(80),
        location: `${'省'.repeat(30)} ${'市'.repeat(40)}`,
        verified_type: 99999,
      },
    };
    const lines = [
      JSON.stringify(mblog),
      JSON.stringify({ ...mblog, mid: '1'.repeat(25) }),
      JSON.stringify({ ...mblog, mid: '4649031014550002', user: { id: '9'.repeat(30), screen_name: 'x' } }),
    ].join('\n');
    const answer = await upload<Report>(
      t.app,
      '/api/data/import',
      [{ field: 'kind', content: 'weibo-json' }, file(lines)],
      operator,
    );
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data).toMatchObject({
      stored: { users: 1, posts: 1 },
      skipped: 2,
      problems: [{ line: 2 }, { line: 3 }],
    });
    const stored = await t.ctx.db
      .selectFrom('weibo_posts')
      .select(['bid', 'source', 'region', 'reposts', 'likes', 'uid'])
      .where('mid', '=', '4649031014550001')
      .executeTakeFirstOrThrow();
    expect(stored).toEqual({
      bid: '',
      source: '来'.repeat(60),
      region: '远'.repeat(30),
      reposts: 715_827_882,
      likes: 715_827_882,
      uid: '4649031',
    });
    const user = await t.ctx.db
      .selectFrom('weibo_users')
      .select(['screen_name', 'verified_type'])
      .where('uid', '=', '4649031')
      .executeTakeFirstOrThrow();
    expect(user).toEqual({ screen_name: '名'.repeat(60), verified_type: -1 });
    // An id past any Weibo id is no id: the repost line is reported, and a root that long is refused.
    const long = await upload<Report>(
      t.app,
      '/api/data/import',
      [
        { field: 'kind', content: 'reposts-jsonl' },
        { field: 'root', content: 'r'.repeat(21) },
        file('{"mid":"a","uid":"u","parent":"","date":"2026-01-01 10:00"}'),
      ],
      operator,
    );
    expect(long).toMatchObject({ code: 0, msg: '原微博 mid 格式不正确' });
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
