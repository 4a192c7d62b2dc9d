import { addDays, chinaDate, chinaDayStart } from '@boguan/contracts/china-time';
import type { ExportCheck } from '@boguan/contracts/membership.api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerDataExportJobs } from '../../src/modules/data-export/data-export.jobs.js';
import { commentSentiment, userSearchText } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { download, exportNow, readCsv } from './helpers.js';

/**
 * Every dataset of the centre against the rows counted here straight from the tables: the preview's
 * total and the file's rows are the same rows, in the dataset's order.
 */
describe('data export centre: every dataset', () => {
  let t: DemoApp;
  let token: string;

  beforeAll(async () => {
    t = await createDemoApp({
      seed: 'data-export-datasets',
      bloggers: 40,
      days: 3,
      register: (app) => registerDataExportJobs(app.runner, app.ctx),
    });
    token = (await createUser(t, { level: 40 })).token;
    // Comments and reposts are stored when a tool reads them: read those of the most discussed post.
    const popular = await t.ctx.db
      .selectFrom('weibo_posts')
      .select('mid')
      .where('parent_mid', 'is', null)
      .orderBy(sql`reposts + comments`, 'desc')
      .orderBy('mid')
      .executeTakeFirstOrThrow();
    const [reposts, comments] = await Promise.all([
      t.source.fetchReposts(popular.mid),
      t.source.fetchComments(popular.mid),
    ]);
    const repo = new WeiboDataRepository(t.ctx.db);
    await repo.upsertUsers([...reposts.users, ...comments.users], 'simulator', t.clock.now(), userSearchText);
    await repo.insertReposts(reposts.reposts);
    await repo.upsertComments(comments.comments, commentSentiment);
  }, 180_000);
  afterAll(async () => t.close());

  /** The preview's total, and the first column of the CSV the export writes. */
  async function exported(
    body: Record<string, string | number | string[] | undefined>,
  ): Promise<{ total: number; keys: string[] }> {
    const preview = await post<ExportCheck>(t.app, '/api/data_export/count', body, token);
    expect(preview.code).toBe(1);
    const id = await exportNow(t, token, { ...body, format: 'csv' });
    const rows = readCsv((await download(t.app, token, id)).rawPayload);
    return { total: preview.data.total, keys: rows.slice(1).map((r) => r[0] as string) };
  }

  it('comments of one post, newest first', async () => {
    const top = await sql<{ mid: string }>`
      select mid from weibo_comments group by mid order by count(*) desc, mid limit 1`.execute(t.ctx.db);
    const mid = top.rows[0]?.mid as string;
    const expected = await t.ctx.db
      .selectFrom('weibo_comments')
      .select('id')
      .where('mid', '=', mid)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    expect(expected.length).toBeGreaterThan(1);
    const got = await exported({ dataset: 'comments', post: mid, columns: ['id', 'text'] });
    expect(got).toEqual({ total: expected.length, keys: expected.map((c) => c.id) });
  });

  it('reposts of a post given by its link, in the order they spread', async () => {
    const top = await sql<{ root_mid: string }>`
      select root_mid from weibo_reposts group by root_mid order by count(*) desc, root_mid limit 1`.execute(t.ctx.db);
    const root = top.rows[0]?.root_mid as string;
    const expected = await t.ctx.db
      .selectFrom('weibo_reposts')
      .select('mid')
      .where('root_mid', '=', root)
      .orderBy('created_at')
      .orderBy('mid')
      .execute();
    expect(expected.length).toBeGreaterThan(1);
    const got = await exported({ dataset: 'reposts', post: `https://m.weibo.cn/detail/${root}`, columns: ['mid'] });
    expect(got).toEqual({ total: expected.length, keys: expected.map((r) => r.mid) });
  });

  it('posts of a #topic#, the same with or without its #s', async () => {
    const topic = await sql<{ name: string }>`
      select t.name from weibo_topics t
      order by (select count(*) from weibo_posts p where p.text like '%#' || t.name || '#%') desc, t.name
      limit 1`.execute(t.ctx.db);
    const name = topic.rows[0]?.name as string;
    const expected = await t.ctx.db
      .selectFrom('weibo_posts')
      .select('mid')
      .where('deleted', '=', false)
      .where('text', 'like', `%#${name}#%`)
      .orderBy('created_at', 'desc')
      .orderBy('mid', 'desc')
      .execute();
    expect(expected.length).toBeGreaterThan(0);
    const bare = await exported({ dataset: 'topic_posts', topic: name, columns: ['mid'] });
    const tagged = await exported({ dataset: 'topic_posts', topic: `#${name}#`, columns: ['mid'] });
    expect(bare).toEqual({ total: expected.length, keys: expected.map((p) => p.mid) });
    expect(tagged).toEqual(bare);
  });

  it('hot-search days of a date range, each day by best rank', async () => {
    const last = chinaDate(t.clock.now());
    const first = addDays(last, -1);
    const expected = await t.ctx.db
      .selectFrom('hot_search_days')
      .select(['day', 'word'])
      .where('day', '>=', first)
      .where('day', '<=', last)
      .orderBy('day', 'desc')
      .orderBy(sql`peak_rank asc nulls last`)
      .orderBy('word')
      .orderBy('is_ad')
      .execute();
    expect(expected.length).toBeGreaterThan(10);
    const got = await exported({ dataset: 'hot_search', start_date: first, end_date: last, columns: ['word'] });
    expect(got).toEqual({ total: expected.length, keys: expected.map((h) => h.word) });
  });

  it('mentions of one brand in a period, newest first', async () => {
    const top = await sql<{ brand_id: string }>`
      select brand_id from brand_mentions group by brand_id order by count(*) desc, brand_id limit 1`.execute(t.ctx.db);
    const brandId = top.rows[0]?.brand_id as string;
    const last = chinaDate(t.clock.now());
    const first = addDays(last, -2);
    const expected = await t.ctx.db
      .selectFrom('brand_mentions as m')
      .innerJoin('weibo_posts as p', 'p.mid', 'm.mid')
      .select('m.mid')
      .where('m.brand_id', '=', brandId)
      .where('p.deleted', '=', false)
      .where('m.posted_at', '>=', chinaDayStart(first))
      .where('m.posted_at', '<', chinaDayStart(addDays(last, 1)))
      .orderBy('m.posted_at', 'desc')
      .orderBy('m.mid', 'desc')
      .execute();
    expect(expected.length).toBeGreaterThan(1);
    const got = await exported({
      dataset: 'brand_mentions',
      brand_id: brandId,
      start_date: first,
      end_date: last,
      columns: ['mid'],
    });
    expect(got).toEqual({ total: expected.length, keys: expected.map((m) => m.mid) });
  });

  it('posts by verified authors with at least some interactions, over one day', async () => {
    const day = chinaDate(t.clock.now());
    const expected = await t.ctx.db
      .selectFrom('weibo_posts as p')
      .innerJoin('weibo_users as u', 'u.uid', 'p.uid')
      .select('p.mid')
      .where('p.deleted', '=', false)
      .where('u.verify_badge', 'in', ['blue', 'yellow'])
      .where(sql<boolean>`p.reposts + p.comments + p.likes >= 50`)
      .where('p.created_at', '>=', chinaDayStart(day))
      .where('p.created_at', '<', chinaDayStart(addDays(day, 1)))
      .orderBy('p.created_at', 'desc')
      .orderBy('p.mid', 'desc')
      .execute();
    expect(expected.length).toBeGreaterThan(1);
    const got = await exported({
      dataset: 'posts',
      verify: ['blue', 'yellow'],
      interact_min: 50,
      start_date: day,
      end_date: day,
      columns: ['mid'],
    });
    expect(got).toEqual({ total: expected.length, keys: expected.map((p) => p.mid) });
  });
});
