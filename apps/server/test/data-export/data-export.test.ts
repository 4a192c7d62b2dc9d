import { DataExportMessage } from '@boguan/contracts/data-export';
import type { ExportRecordItem } from '@boguan/contracts/exports.api';
import type { Paged } from '@boguan/contracts/kol';
import type { ExportCheck, FeatureAllowanceAnswer } from '@boguan/contracts/membership.api';
import type { WeiboPost } from '@boguan/weibo/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDataExportJobs } from '../../src/modules/data-export/data-export.jobs.js';
import { enrichPost } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { weiboPost } from '../support/weibo-post.js';
import { download, exportNow, readCsv, readFirstSheet } from './helpers.js';

/** A phrase only the bulk posts hold; more of them than an advanced member may export at once. */
const PHRASE = '星河露营咖啡杯';
const BULK = 5050;
const ADVANCED_ROWS = 5000;
/** Texts a naive CSV or spreadsheet would break: a formula, quotes, a comma and a line break. */
const TRICKY = ['=SUM(A1)', '他说"好看"，真的', 'a,b,c', '第一行\n第二行'];

describe('data export centre: preview, row limit, files', () => {
  let t: DemoApp;

  beforeAll(async () => {
    t = await createDemoApp({
      seed: 'data-export',
      bloggers: 30,
      days: 2,
      register: (app) => registerDataExportJobs(app.runner, app.ctx),
    });
    const uid = (await t.ctx.db.selectFrom('weibo_users').select('uid').executeTakeFirstOrThrow()).uid;
    const bulk: WeiboPost[] = Array.from({ length: BULK }, (_, i) =>
      weiboPost(String(4_800_000_000_000_000 + i), `${TRICKY[i % TRICKY.length]} ${PHRASE}第${i}篇`, {
        uid,
        bid: `Xp${i}`,
        createdAt: new Date(t.clock.now().getTime() - (i + 1) * 30_000),
        likes: i % 97,
        reposts: i % 13,
      }),
    );
    await new WeiboDataRepository(t.ctx.db).upsertPosts(bulk, 'import', t.clock.now(), enrichPost);
  }, 180_000);
  afterAll(async () => t.close());

  it("states each level's allowance: none for free members, 20 a month of at most 5000 rows for advanced", async () => {
    const free = await createUser(t, { level: 20 });
    const advanced = await createUser(t, { level: 30 });
    const f = await post<FeatureAllowanceAnswer>(t.app, '/api/data_export/auth', {}, free.token);
    expect(f.data).toMatchObject({ allowed: false, feature: 'data_export' });
    const a = await post<FeatureAllowanceAnswer>(t.app, '/api/data_export/auth', {}, advanced.token);
    expect(a.data).toMatchObject({ allowed: true, max_rows: ADVANCED_ROWS, per_month: { limit: 20, used: 0 } });
    expect(await post(t.app, '/api/data_export/auth', {})).toMatchObject({ code: -1 });
  });

  it('previews the rows matching, the rows the file will hold and the exports left, counting no use', async () => {
    const user = await createUser(t, { level: 30 });
    const body = { dataset: 'posts', keyword: PHRASE };
    const preview = await post<ExportCheck>(t.app, '/api/data_export/count', body, user.token);
    const [{ n }] = (
      await sql<{ n: number }>`select count(*)::int as n from weibo_posts where text like ${`%${PHRASE}%`}`.execute(
        t.ctx.db,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(BULK);
    expect(preview.data).toEqual({
      count: ADVANCED_ROWS,
      total: BULK,
      max_rows: ADVANCED_ROWS,
      remaining_exports: 20,
      allowed: true,
      reason: null,
    });
    const nothing = await post<ExportCheck>(
      t.app,
      '/api/data_export/count',
      { dataset: 'posts', keyword: '不存在的词组合乙丙' },
      user.token,
    );
    expect(nothing.data).toMatchObject({ total: 0, allowed: false, reason: DataExportMessage.nothing });
    const free = await createUser(t, { level: 20 });
    const refused = await post<ExportCheck>(t.app, '/api/data_export/count', body, free.token);
    expect(refused.data).toMatchObject({
      allowed: false,
      reason: DataExportMessage.noPermission,
      remaining_exports: 0,
    });
    const left = await post<FeatureAllowanceAnswer>(t.app, '/api/data_export/auth', {}, user.token);
    expect(left.data.per_month?.used).toBe(0);
  });

  it('writes a CSV of the chosen columns, newest first, cut at the level’s rows, Chinese and tricky text intact', async () => {
    const user = await createUser(t, { level: 30, nickName: '导出测试员' });
    const id = await exportNow(t, user.token, {
      dataset: 'posts',
      format: 'csv',
      keyword: PHRASE,
      columns: ['mid', 'text', 'interactions'],
    });
    const file = await download(t.app, user.token, id);
    expect(file.headers['content-type']).toContain('text/csv');
    const rows = readCsv(file.rawPayload);
    expect(rows[0]).toEqual(['博文 mid', '博文内容', '互动总数']);
    expect(rows).toHaveLength(ADVANCED_ROWS + 1);
    // The newest 5000 bulk posts are i = 0..4999 (each 30 s older than the one before).
    const stored = await t.ctx.db
      .selectFrom('weibo_posts')
      .select(['mid', 'text', 'reposts', 'comments', 'likes'])
      .where('text', 'like', `%${PHRASE}%`)
      .orderBy('created_at', 'desc')
      .orderBy('mid', 'desc')
      .limit(ADVANCED_ROWS)
      .execute();
    const expected = stored.map((p) => [
      p.mid,
      p.text.startsWith('=') ? `'${p.text}` : p.text,
      String(p.reposts + p.comments + p.likes),
    ]);
    expect(rows.slice(1)).toEqual(expected);
    expect(rows[1]?.[1]).toBe(`'=SUM(A1) ${PHRASE}第0篇`);
    expect(rows[2]?.[1]).toBe(`他说"好看"，真的 ${PHRASE}第1篇`);
    expect(rows[4]?.[1]).toBe(`第一行\n第二行 ${PHRASE}第3篇`);

    const records = await post<Paged<ExportRecordItem>>(t.app, '/api/export/records', { page: 1 }, user.token);
    expect(records.data.data[0]).toMatchObject({
      id,
      source: '数据导出',
      format: 'csv',
      row_count: ADVANCED_ROWS,
      size: file.rawPayload.length,
      status: 'done',
      operator: '导出测试员',
      expired: false,
    });
    expect(records.data.data[0]?.file_name).toMatch(/^博文_\d{4}-\d\d-\d\d\.csv$/);
    const used = await post<FeatureAllowanceAnswer>(t.app, '/api/data_export/auth', {}, user.token);
    expect(used.data.per_month?.used).toBe(1);
  });

  it('writes an .xlsx of bloggers matching category, region and followers, in follower order', async () => {
    const user = await createUser(t, { level: 40 });
    // The most common category of the world, and the province most of its bloggers are in.
    const common = await sql<{ category: string; province: string }>`
      select c as category, province from blogger_stats, unnest(categories) c
      group by c, province order by count(*) desc, c, province limit 1`.execute(t.ctx.db);
    const { category, province } = common.rows[0] as { category: string; province: string };
    const filters = { category, province, fans_min: 1000 };
    const id = await exportNow(t, user.token, { dataset: 'bloggers', ...filters });
    const rows = await readFirstSheet((await download(t.app, user.token, id)).rawPayload);
    const expected = await t.ctx.db
      .selectFrom('blogger_stats')
      .select(['uid', 'followers'])
      .where(sql<boolean>`categories @> ${[category]}::text[]`)
      .where('province', '=', province)
      .where('followers', '>=', 1000)
      .orderBy('followers', 'desc')
      .orderBy('uid', 'desc')
      .execute();
    expect(expected.length).toBeGreaterThan(1);
    expect(rows[0]?.slice(0, 3)).toEqual(['UID', '昵称', '主页链接']);
    expect(rows.slice(1).map((r) => [r[0], r[8]])).toEqual(expected.map((b) => [b.uid, b.followers]));
    // Demo bloggers have no page on weibo.com: their link cell is empty, not a made-up address.
    expect(rows.slice(1).every((r) => r[2] === undefined || r[2] === null || r[2] === '')).toBe(true);
  });

  it('refuses what a dataset does not read, ranges out of order or too long, unknown columns and datasets', async () => {
    const user = await createUser(t, { level: 40 });
    const cases: [Record<string, string | number | string[] | undefined>, string][] = [
      [{}, DataExportMessage.dataset],
      [{ dataset: 'tweets' }, DataExportMessage.dataset],
      [{ dataset: 'posts', format: 'pdf' }, DataExportMessage.format],
      [{ dataset: 'bloggers', start_date: '2026-01-01' }, DataExportMessage.filterNotFor('博主', '开始日期')],
      [{ dataset: 'hot_search', verify: 'blue' }, DataExportMessage.filterNotFor('热搜历史', '认证类型')],
      [{ dataset: 'posts', start_date: '2026-03-02', end_date: '2026-03-01' }, DataExportMessage.dateOrder],
      [{ dataset: 'posts', start_date: '2025-01-01', end_date: '2026-01-02' }, DataExportMessage.period],
      [{ dataset: 'posts', fans_min: 10, fans_max: 5 }, DataExportMessage.rangeOrder('粉丝数')],
      [{ dataset: 'posts', columns: 'mid,nickname' }, DataExportMessage.unknownColumn('博文', 'nickname')],
      [{ dataset: 'reposts' }, DataExportMessage.required('博文链接或 mid')],
      [{ dataset: 'reposts', post: 'https://example.com/x' }, DataExportMessage.postLink],
      [{ dataset: 'topic_posts', topic: '##' }, DataExportMessage.topic],
      [{ dataset: 'brand_mentions', brand_id: 'no-such-brand' }, DataExportMessage.brand],
      [{ dataset: 'posts', start_date: '2026-02-30' }, '开始日期格式不正确，应为YYYY-MM-DD'],
    ];
    for (const [body, message] of cases) {
      for (const path of ['/api/data_export/count', '/api/data_export/submit'] as const) {
        const answer = await post(t.app, path, body, user.token);
        expect({ body, path, answer }).toMatchObject({ body, path, answer: { code: 0, msg: message } });
      }
    }
    const used = await post<FeatureAllowanceAnswer>(t.app, '/api/data_export/auth', {}, user.token);
    expect(used.data.per_month?.used).toBe(0);
  });
});
