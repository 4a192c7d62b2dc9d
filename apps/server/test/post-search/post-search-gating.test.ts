import type { ExportQueued, ExportRecordItem, ExportState } from '@boguan/contracts/exports.api';
import type { Paged } from '@boguan/contracts/kol';
import { featureRule } from '@boguan/contracts/membership';
import { POST_FOUND_CAP } from '@boguan/contracts/post-search';
import type { PostExportCheck, PostSearchAuth } from '@boguan/contracts/post-search.api';
import type { WeiboPost } from '@boguan/weibo/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import { enrichPost, searchQueryTokens } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { weiboPost } from '../support/weibo-post.js';
import { commonWords, exportCall, referenceSearch, type StoredPost, search, storedPosts } from './helpers.js';

const HEADERS = [
  '博文ID',
  '博文链接',
  '博主',
  '博主UID',
  '认证',
  '粉丝数',
  '博主分类',
  '发布时间',
  '博文内容',
  '转发数',
  '评论数',
  '点赞数',
  '互动量',
  '类型',
  '图片数',
  '含视频',
  '商业博文',
  '商业标记',
  '情感',
];

/** A word only the bulk posts of this file hold, and how many of them there are. */
const BULK_WORD = '露营炉具';
const BULK = 2100;

describe('post search: quotas, row limits, export and its record', () => {
  let t: DemoApp;
  let posts: StoredPost[];
  let word: string;

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'post-search-gating', bloggers: 60, days: 5 });
    // More posts of one word than a request exports, so a professional export becomes a job.
    const uid = (await t.ctx.db.selectFrom('weibo_users').select('uid').executeTakeFirstOrThrow()).uid;
    const bulk: WeiboPost[] = Array.from({ length: BULK }, (_, i) =>
      weiboPost(String(4_900_000_000_000_000 + i), `周末${BULK_WORD}实测第${i}篇，=SUM(A1)`, {
        uid,
        bid: `Bulk${i}`,
        createdAt: new Date(t.clock.now().getTime() - (i + 1) * 60_000),
        likes: i,
      }),
    );
    await new WeiboDataRepository(t.ctx.db).upsertPosts(bulk, 'import', t.clock.now(), enrichPost);
    posts = await storedPosts(t);
    // A word of the demo world's own posts (the bulk posts' words would make every list 2100 long).
    word = commonWords(
      posts.filter((p) => !p.text.includes(BULK_WORD)),
      1,
    )[0] as string;
    expect(posts.filter((p) => p.words.has(word) && p.text.includes(BULK_WORD))).toHaveLength(0);
  }, 180_000);
  afterAll(async () => t?.close());

  it('a free member sees at most maxRows results and gets 1001 paging past them', async () => {
    const maxRows = featureRule('article_search', 20).maxRows as number;
    const { token } = await createUser(t, { level: 20 });
    const first = await search(t.app, token, { keyword: BULK_WORD, per_page: 10 });
    // Counted up to 2000: more shows as 2000+.
    expect(first.found).toBe(POST_FOUND_CAP);
    expect(first.found_more).toBe(true);
    expect(first.total).toBe(maxRows);
    expect(first.max_rows).toBe(maxRows);
    const second = await search(t.app, token, { keyword: BULK_WORD, per_page: 15, page: 2 });
    expect(second.data).toHaveLength(maxRows - 15);
    const past = await post(t.app, '/api/article/search', { keyword: BULK_WORD, per_page: 10, page: 3 }, token);
    expect(past).toMatchObject({ code: 1001, msg: `当前会员等级最多查看${maxRows}条结果，请升级会员` });
  });

  it('more matches than are counted: pages still follow the reference order, for every sort', async () => {
    const { token } = await createUser(t, { level: 40 });
    for (const sort of ['likes', 'interactions', 'time', 'comments'] as const) {
      for (const order of ['desc', 'asc'] as const) {
        const expected = referenceSearch(posts, { word: searchQueryTokens(BULK_WORD), sort, order });
        expect(expected.length).toBe(BULK);
        const page3 = await search(t.app, token, { keyword: BULK_WORD, sort, order, page: 3, per_page: 50 });
        expect(
          page3.data.map((r) => r.mid),
          `${sort} ${order}`,
        ).toEqual(expected.slice(100, 150));
      }
    }
  });

  it('counts one use per distinct search a day; pages and sorts are free; 20 parallel twins count once', async () => {
    const perDay = featureRule('article_search', 20).perDay as number;
    const user = await createUser(t, { level: 20 });
    const member = { id: user.userId, level: 20 };
    const used = async () => (await t.ctx.membership.remaining(member, 'article_search')).per_day?.used;
    await search(t.app, user.token, { keyword: word, media: ['pic', 'video'] });
    await search(t.app, user.token, {
      keyword: word,
      media: ['video', 'pic'],
      sort: 'likes',
      order: 'asc',
      page: 2,
      per_page: 5,
    });
    expect(await used()).toBe(1);
    const twins = await Promise.all(
      Array.from({ length: 20 }, () =>
        post(t.app, '/api/article/search', { keyword: word, post_type: 'original' }, user.token),
      ),
    );
    expect(twins.map((a) => a.code)).toEqual(Array(20).fill(1));
    expect(await used()).toBe(2);
    // Distinct searches in parallel: exactly the uses left pass, the rest get 1002.
    const left = perDay - 2;
    const distinct = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        post(t.app, '/api/article/search', { keyword: word, interact_min: i }, user.token),
      ),
    );
    expect(distinct.filter((a) => a.code === 1)).toHaveLength(left);
    expect(distinct.filter((a) => a.code === 1002)).toHaveLength(20 - left);
    expect(distinct.find((a) => a.code === 1002)?.msg).toBe('今日使用次数已用完，请升级会员');
    expect(await used()).toBe(perDay);
    // A search already counted today still opens.
    expect((await post(t.app, '/api/article/search', { keyword: word, post_type: 'original' }, user.token)).code).toBe(
      1,
    );
    const auth = await post<PostSearchAuth>(t.app, '/api/article/get_search_auth', {}, user.token);
    expect(auth.data.search).toMatchObject({ allowed: true, per_day: { limit: perDay, used: perDay, remaining: 0 } });
    expect(auth.data.export).toMatchObject({ allowed: false, max_rows: null });
    t.clock.advance(86_400_000);
    expect((await post(t.app, '/api/article/search', { keyword: word, interact_min: 99 }, user.token)).code).toBe(1);
  });

  it('getTimes says what an export would hold without counting; a free member is told to upgrade', async () => {
    const free = await createUser(t, { level: 20 });
    const check = await post<PostExportCheck>(t.app, '/api/article/getTimes', { keyword: BULK_WORD }, free.token);
    expect(check.data).toMatchObject({
      allowed: false,
      reason: '当前会员等级暂不支持导出，请升级会员',
      remaining_exports: 0,
    });
    const advanced = await createUser(t, { level: 30 });
    const rule = featureRule('article_export', 30);
    const ok = await post<PostExportCheck>(t.app, '/api/article/getTimes', { keyword: BULK_WORD }, advanced.token);
    expect(ok.data).toEqual({
      count: rule.maxRows,
      total: POST_FOUND_CAP,
      max_rows: rule.maxRows,
      remaining_exports: rule.perMonth,
      allowed: true,
      reason: null,
    });
    // A professional member's 5000-row allowance counts past 2000.
    const pro = await createUser(t, { level: 40 });
    const proCheck = await post<PostExportCheck>(t.app, '/api/article/getTimes', { keyword: BULK_WORD }, pro.token);
    expect(proCheck.data).toMatchObject({
      count: BULK,
      total: BULK,
      max_rows: featureRule('article_export', 40).maxRows,
    });
    const none = await post<PostExportCheck>(
      t.app,
      '/api/article/getTimes',
      { keyword: '不存在的词语' },
      advanced.token,
    );
    expect(none.data).toMatchObject({ count: 0, allowed: false, reason: '暂无可导出的数据' });
    expect(
      (await t.ctx.membership.remaining({ id: advanced.userId, level: 30 }, 'article_export')).per_month?.used,
    ).toBe(0);
  });

  it('exports the results in the search order, lists the export in its record, and refuses other users', async () => {
    const free = await createUser(t, { level: 20 });
    const refused = await exportCall(t.app, '/api/article/exportBlog', free.token, { keyword: word });
    expect(refused.json()).toMatchObject({ code: 1001, msg: '当前会员等级暂不支持该功能，请升级会员' });

    const user = await createUser(t, { level: 30 });
    const filters = { keyword: word, sort: 'interactions' as const, post_type: 'original' as const };
    const response = await exportCall(t.app, '/api/article/exportBlog', user.token, filters);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(`博文搜索结果_${word}_`);
    const sheets = await readXlsx(response.rawPayload);
    const rows = sheets.博文搜索结果 as unknown[][];
    expect(rows[0]).toEqual(HEADERS);
    expect(rows.slice(1).map((r) => String(r[0]))).toEqual(referenceSearch(posts, { word, ...filters }));
    expect(rows.slice(1).every((r) => r[13] === '原创')).toBe(true);

    const records = await post<Paged<ExportRecordItem>>(
      t.app,
      '/api/article/getBlogExportRecode',
      { page: 1 },
      user.token,
    );
    expect(records.data.total).toBe(1);
    expect(records.data.data[0]).toMatchObject({
      title: `博文搜索结果：关键词「${word}」 · 原创`,
      row_count: rows.length - 1,
      status: 'done',
      progress: 1,
    });
    // The global export history lists it too, and hands the file out again to its owner only.
    const id = records.data.data[0]?.id as number;
    const again = await exportCall(t.app, '/api/export/download', user.token, { id });
    expect(again.rawPayload.equals(response.rawPayload)).toBe(true);
    const other = await createUser(t, { level: 30 });
    expect((await exportCall(t.app, '/api/export/download', other.token, { id })).json()).toMatchObject({
      code: 0,
      msg: '导出记录不存在',
    });
    const theirs = await post<Paged<ExportRecordItem>>(t.app, '/api/article/getBlogExportRecode', {}, other.token);
    expect(theirs.data.total).toBe(0);
  });

  it('exports a selection in the order ticked, leaving out unknown posts; nothing known is refused uncounted', async () => {
    const user = await createUser(t, { level: 30 });
    const picked = referenceSearch(posts, { word, sort: 'likes' }).slice(0, 3).reverse();
    const response = await exportCall(t.app, '/api/article/exportArticle', user.token, {
      mids: [picked[0] as string, '1234567890123456', ...picked.slice(1)],
    });
    const rows = (await readXlsx(response.rawPayload)).所选博文 as unknown[][];
    expect(rows.slice(1).map((r) => String(r[0]))).toEqual(picked);
    const unknown = await exportCall(t.app, '/api/article/exportArticle', user.token, { mids: '1234567890123456' });
    expect(unknown.json()).toMatchObject({ code: 0, msg: '暂无可导出的数据' });
    const tooMany = await exportCall(t.app, '/api/article/exportArticle', user.token, {
      mids: Array.from({ length: 101 }, (_, i) => String(1000 + i)),
    });
    expect(tooMany.json()).toMatchObject({ code: 0, msg: '一次最多导出100条所选博文' });
    expect((await exportCall(t.app, '/api/article/exportArticle', user.token, { mids: 'abc' })).json()).toMatchObject({
      code: 0,
      msg: '博文ID不正确',
    });
    expect((await t.ctx.membership.remaining({ id: user.userId, level: 30 }, 'article_export')).per_month?.used).toBe(
      1,
    );
  });

  it('20 parallel exports of an advanced member: exactly the monthly allowance passes', async () => {
    const perMonth = featureRule('article_export', 30).perMonth as number;
    const user = await createUser(t, { level: 30 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        exportCall(t.app, '/api/article/exportBlog', user.token, { keyword: word, interact_min: i }),
      ),
    );
    const files = answers.filter((a) => String(a.headers['content-type']).includes('spreadsheetml'));
    expect(files).toHaveLength(perMonth);
    const refused = answers.filter((a) => !String(a.headers['content-type']).includes('spreadsheetml'));
    expect(refused.map((a) => a.json().code)).toEqual(Array(20 - perMonth).fill(1002));
    const records = await post<Paged<ExportRecordItem>>(t.app, '/api/article/getBlogExportRecode', {}, user.token);
    expect(records.data.total).toBe(perMonth);
  });

  it('an export cut by the level’s row limit says so in its record; one within the limit does not', async () => {
    const maxRows = featureRule('article_export', 30).maxRows as number;
    expect(BULK).toBeGreaterThan(maxRows);
    const user = await createUser(t, { level: 30 });
    const response = await exportCall(t.app, '/api/article/exportBlog', user.token, { keyword: BULK_WORD });
    const rows = (await readXlsx(response.rawPayload)).博文搜索结果 as unknown[][];
    // The newest maxRows posts, in the search's order.
    const expected = referenceSearch(posts, { word: searchQueryTokens(BULK_WORD) }).slice(0, maxRows);
    expect(rows.slice(1).map((r) => String(r[0]))).toEqual(expected);
    await exportCall(t.app, '/api/article/exportBlog', user.token, { keyword: word });
    const records = await post<Paged<ExportRecordItem>>(t.app, '/api/article/getBlogExportRecode', {}, user.token);
    expect(records.data.data.map((r) => [r.title, r.row_count])).toEqual([
      [`博文搜索结果：关键词「${word}」`, referenceSearch(posts, { word }).length],
      [`博文搜索结果：关键词「${BULK_WORD}」（按会员等级导出前${maxRows}条，更多结果未导出）`, maxRows],
    ]);
  });

  it('a professional export of more than 2000 rows runs as a job with progress, then downloads', async () => {
    const user = await createUser(t, { level: 40 });
    const response = await exportCall(t.app, '/api/article/exportBlog', user.token, {
      keyword: BULK_WORD,
      sort: 'likes',
    });
    const queued = response.json() as { code: number; msg: string; data: ExportQueued };
    expect(queued).toMatchObject({
      code: 1,
      msg: '导出任务已提交，完成后可在导出记录中下载',
      data: { status: 'running' },
    });
    const running = await post<Paged<ExportRecordItem>>(t.app, '/api/article/getBlogExportRecode', {}, user.token);
    expect(running.data.data[0]).toMatchObject({
      id: queued.data.export_id,
      status: 'running',
      progress: 0,
      row_count: BULK,
    });
    // Another member can neither follow nor fetch this job's file.
    const stranger = await createUser(t, { level: 40 });
    expect(await post(t.app, '/api/export/status', { id: queued.data.export_id }, stranger.token)).toMatchObject({
      code: 0,
      msg: '导出记录不存在',
    });
    await t.runner.drain();
    expect(
      (await exportCall(t.app, '/api/export/download', stranger.token, { id: queued.data.export_id })).json(),
    ).toMatchObject({ code: 0, msg: '导出记录不存在' });
    const state = await post<ExportState>(t.app, '/api/export/status', { id: queued.data.export_id }, user.token);
    expect(state.data).toMatchObject({ status: 'done', progress: 1, row_count: BULK });
    const file = await exportCall(t.app, '/api/export/download', user.token, { id: queued.data.export_id });
    const rows = (await readXlsx(file.rawPayload)).博文搜索结果 as unknown[][];
    expect(rows).toHaveLength(BULK + 1);
    // Most likes first; text a spreadsheet would run as a formula stays text.
    expect(rows[1]?.[11]).toBe(BULK - 1);
    expect(String(rows[1]?.[8])).toContain('=SUM(A1)');
    const done = await post<Paged<ExportRecordItem>>(t.app, '/api/article/getBlogExportRecode', {}, user.token);
    expect(done.data.data[0]).toMatchObject({ status: 'done', progress: 1 });
  });
});
