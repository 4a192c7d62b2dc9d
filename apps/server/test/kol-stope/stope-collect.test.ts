import { addDays, chinaDate, chinaDayStart } from '@boguan/contracts/china-time';
import type { Paged } from '@boguan/contracts/kol';
import type {
  StopeAdAnalysis,
  StopeExportCheck,
  StopeProgress,
  StopeResult,
  StopeSubmitted,
  StopeTask,
} from '@boguan/contracts/kol-stope.api';
import type { SentimentCounts } from '@boguan/contracts/sentiment';
import type { WeiboPost } from '@boguan/weibo/model';
import { labelForScore } from '@boguan/weibo/text/sentiment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';

/** The world's own answer: the blogger's visible posts created within the China days [start, end]. */
function worldPosts(t: DemoApp, uid: string, start: string, end: string): WeiboPost[] {
  const to = chinaDayStart(addDays(end, 1)).getTime();
  return t.world.timeline(uid, chinaDayStart(start), t.clock.now()).filter((p) => p.createdAt.getTime() < to);
}

describe('back-collection: collect, status, result, history, delete', () => {
  let t: DemoApp;
  let token: string;
  let uid: string;
  let kolId: number;
  const today = () => chinaDate(t.clock.now());

  const submitAndRun = async (body: Record<string, string | number>, as = token) => {
    const answer = await post<StopeSubmitted>(t.app, '/api/kol/stope_submit', body, as);
    expect(answer.code, answer.msg).toBe(1);
    await t.runner.drain();
    return answer.data.id;
  };

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'stope-collect', bloggers: 30, days: 6 });
    token = (await createUser(t, { level: 30 })).token;
    // The most active blogger of the stored set, so the range holds many posts.
    const busiest = await t.ctx.db
      .selectFrom('blogger_stats')
      .select(['uid', 'kol_id'])
      .orderBy('posts_30d', 'desc')
      .orderBy('kol_id')
      .executeTakeFirstOrThrow();
    uid = busiest.uid;
    kolId = busiest.kol_id;
  }, 180_000);
  afterAll(async () => t?.close());

  it('collects exactly the world posts of the blogger in the range, with progress 1 and right counts', async () => {
    // New posts appear after the backfill: the task must read them from the source, not the stored rows.
    await t.advance(3 * 3_600_000);
    const start = addDays(today(), -3);
    const id = await submitAndRun({ kol_id: kolId, start_date: start, end_date: today() });
    const expected = worldPosts(t, uid, start, today());
    expect(expected.length).toBeGreaterThan(5);

    const status = await post<StopeProgress>(t.app, '/api/kol/stope_status', { id }, token);
    expect(status.data).toMatchObject({
      status: 2,
      status_text: '已完成',
      progress: 1,
      posts: expected.length,
      capped: false,
    });

    const linked = await t.ctx.db.selectFrom('kol_stope_task_posts').select('mid').where('task_id', '=', id).execute();
    expect(linked.map((r) => r.mid).sort()).toEqual(expected.map((p) => p.mid).sort());

    const stored = await t.ctx.db
      .selectFrom('weibo_posts')
      .select(['mid', 'reposts', 'comments', 'likes', 'sponsored', 'parent_mid'])
      .where(
        'mid',
        'in',
        expected.map((p) => p.mid),
      )
      .execute();
    expect(stored).toHaveLength(expected.length);
    const history = await post<Paged<StopeTask>>(t.app, '/api/kol/stope_history', { page: 1 }, token);
    const task = history.data.data.find((x) => x.id === id)!;
    expect(task).toMatchObject({
      status: 2,
      posts: expected.length,
      posts_found: expected.length,
      originals: stored.filter((p) => p.parent_mid === null).length,
      sponsored: stored.filter((p) => p.sponsored).length,
      interactions: stored.reduce((s, p) => s + p.reposts + p.comments + p.likes, 0),
      start_date: start,
      end_date: today(),
    });
    // The job ran under the job queue with its progress reported there too.
    const job = await t.ctx.db
      .selectFrom('jobs')
      .select(['status', 'progress'])
      .where('kind', '=', 'kol_stope.collect')
      .execute();
    expect(job.every((j) => j.status === 'done' && j.progress === 1)).toBe(true);
  }, 60_000);

  it('keeps only posts of the range when the range ends in the past', async () => {
    const start = addDays(today(), -4);
    const end = addDays(today(), -2);
    const id = await submitAndRun({ uid, start_date: start, end_date: end });
    const expected = worldPosts(t, uid, start, end);
    const result = await post<StopeResult>(t.app, '/api/kol/stope_result', { id, page: 1 }, token);
    expect(result.code).toBe(1);
    expect(result.data.list.total).toBe(expected.length);
    expect(result.data.summary.daily.map((d) => d.date)).toEqual([start, addDays(start, 1), end]);
    expect(result.data.summary.daily.reduce((s, d) => s + d.posts, 0)).toBe(expected.length);
    for (const p of result.data.list.data) {
      expect(p.created_at.slice(0, 10) >= start && p.created_at.slice(0, 10) <= end).toBe(true);
    }
  }, 60_000);

  it('pages and sorts the result posts and filters sponsored ones', async () => {
    const start = addDays(today(), -5);
    const id = await submitAndRun({ kol_id: kolId, start_date: start, end_date: today() });
    const first = await post<StopeResult>(t.app, '/api/kol/stope_result', { id, page: 1, sort: 'interactions' }, token);
    const total = first.data.list.total;
    expect(total).toBeGreaterThan(20);
    expect(first.data.list.data).toHaveLength(20);
    const all: StopeResult['list']['data'] = [];
    for (let page = 1; page <= Math.ceil(total / 20); page += 1) {
      const answer = await post<StopeResult>(t.app, '/api/kol/stope_result', { id, page, sort: 'interactions' }, token);
      all.push(...answer.data.list.data);
    }
    expect(new Set(all.map((p) => p.mid)).size).toBe(total);
    const values = all.map((p) => p.interactions);
    expect(values).toEqual([...values].sort((a, b) => b - a));
    const p0 = all[0]!;
    expect(p0.interactions).toBe(p0.reposts + p0.comments + p0.likes);
    // A demo post has no page on weibo.com: no made-up link.
    expect(p0.url).toBe('');

    const asc = await post<StopeResult>(
      t.app,
      '/api/kol/stope_result',
      { id, page: 1, sort: 'likes', order: 'asc' },
      token,
    );
    const likes = asc.data.list.data.map((p) => p.likes);
    expect(likes).toEqual([...likes].sort((a, b) => a - b));

    const summary = first.data.summary;
    expect(summary.posts).toBe(total);
    expect(summary.interactions).toBe(all.reduce((s, p) => s + p.interactions, 0));
    expect(summary.avg_interactions).toBeCloseTo(summary.interactions / total, 1);

    const sponsored = await post<StopeResult>(
      t.app,
      '/api/kol/stope_result',
      { id, page: 1, sponsored_only: 1 },
      token,
    );
    expect(sponsored.data.list.total).toBe(all.filter((p) => p.sponsored).length);
    expect(sponsored.data.list.data.every((p) => p.sponsored)).toBe(true);

    const ad = await post<StopeAdAnalysis>(t.app, '/api/kol/stope_ad_analysis', { id }, token);
    expect(ad.code).toBe(1);
    expect(ad.data.sponsored_posts).toBe(sponsored.data.list.total);
    expect(ad.data.organic_posts).toBe(total - sponsored.data.list.total);
    const organic = all.filter((p) => !p.sponsored);
    if (organic.length > 0) {
      const organicAvg = organic.reduce((s, p) => s + p.interactions, 0) / organic.length;
      expect(ad.data.organic_avg_interactions).toBeCloseTo(organicAvg, 0);
      for (const p of ad.data.posts) expect(p.vs_organic).toBeCloseTo(p.interactions / organicAvg, 2);
    }
  }, 60_000);

  it('answers history by status and paging, and deletes a task with its links', async () => {
    const done = await post<Paged<StopeTask>>(t.app, '/api/kol/stope_history', { page: 1, status: 2 }, token);
    expect(done.data.total).toBe(3);
    expect(done.data.data.every((x) => x.status_text === '已完成')).toBe(true);
    const none = await post<Paged<StopeTask>>(t.app, '/api/kol/stope_history', { page: 1, status: 3 }, token);
    expect(none.data).toMatchObject({ data: [], total: 0 });

    const id = done.data.data[0]!.id;
    expect((await post(t.app, '/api/kol/stope_delete', { id }, token)).code).toBe(1);
    const links = await t.ctx.db.selectFrom('kol_stope_task_posts').select('mid').where('task_id', '=', id).execute();
    expect(links).toHaveLength(0);
    const gone = await post(t.app, '/api/kol/stope_status', { id }, token);
    expect(gone).toMatchObject({ code: 0, msg: '任务不存在' });
  }, 60_000);

  it('refuses another user every task id with 任务不存在', async () => {
    const other = (await createUser(t, { level: 40 })).token;
    const mine = await post<Paged<StopeTask>>(t.app, '/api/kol/stope_history', { page: 1 }, token);
    const id = mine.data.data[0]!.id;
    for (const url of [
      '/api/kol/stope_status',
      '/api/kol/stope_result',
      '/api/kol/stope_delete',
      '/api/kol/stope_ad_analysis',
      '/api/kol/analyseArticleExportCheckNum',
      '/api/kol/analyseArticleExport',
      '/api/kol/adArtExportCheck',
      '/api/kol/adArtExport',
    ]) {
      const answer = await post(t.app, url, { id, page: 1 }, other);
      expect(answer, url).toMatchObject({ code: 0, msg: '任务不存在' });
    }
    const theirs = await post<Paged<StopeTask>>(t.app, '/api/kol/stope_history', { page: 1 }, other);
    expect(theirs.data.total).toBe(0);
    // The owner still has it.
    expect((await post(t.app, '/api/kol/stope_status', { id }, token)).code).toBe(1);
  }, 60_000);

  it('answers bad input with code 0 and a Chinese message, and counts no use', async () => {
    const fresh = await createUser(t, { level: 30 });
    const cases: [Record<string, string | number>, string][] = [
      [{ kol_id: kolId, start_date: '2026-13-01', end_date: today() }, '开始日期格式不正确'],
      [{ kol_id: kolId, start_date: '', end_date: today() }, '请选择开始日期'],
      [{ kol_id: kolId, start_date: today(), end_date: addDays(today(), -1) }, '结束日期不能早于开始日期'],
      [{ kol_id: kolId, start_date: addDays(today(), -90), end_date: today() }, '回采时间范围不能超过90天'],
      [{ kol_id: kolId, start_date: today(), end_date: addDays(today(), 1) }, '结束日期不能晚于今天'],
      [{ start_date: today(), end_date: today() }, '请选择要回采的博主'],
      [{ kol_id: 'abc', start_date: today(), end_date: today() }, '博主kol_id不正确'],
      [{ kol_id: 99_999_999, start_date: today(), end_date: today() }, '博主不存在或暂未收录'],
    ];
    for (const [body, message] of cases) {
      const answer = await post(t.app, '/api/kol/stope_submit', body, fresh.token);
      expect(answer.code, JSON.stringify(body)).toBe(0);
      expect(answer.msg).toContain(message);
    }
    // 90 days counted inclusively is the most allowed.
    const ok = await post(
      t.app,
      '/api/kol/stope_submit',
      { kol_id: kolId, start_date: addDays(today(), -89), end_date: today() },
      fresh.token,
    );
    expect(ok.code, ok.msg).toBe(1);
    const used = await t.ctx.db
      .selectFrom('usage_counters')
      .select('count')
      .where('user_id', '=', fresh.userId)
      .where('feature', '=', 'back_collection')
      .where('period', 'like', 'm:%')
      .executeTakeFirstOrThrow();
    expect(used.count).toBe(1);
    for (const [url, body] of [
      ['/api/kol/stope_status', { id: 'x' }],
      ['/api/kol/stope_result', { id: 1, page: 0 }],
      ['/api/kol/stope_result', { id: 1, sort: 'fans' }],
      ['/api/kol/stope_history', { page: 1, status: 7 }],
      ['/api/kol/stope_account_search', { keyword: '' }],
    ] as const) {
      const answer = await post(t.app, url, body, fresh.token);
      expect(answer.code, url).toBe(0);
      expect(answer.msg).toMatch(/[\u4e00-\u9fa5]/);
    }
    await t.runner.drain();
  }, 60_000);

  it('finds stored bloggers by name and by uid', async () => {
    const user = await t.ctx.db
      .selectFrom('weibo_users')
      .select(['uid', 'screen_name'])
      .where('uid', '=', uid)
      .executeTakeFirstOrThrow();
    const byName = await post<{ uid: string }[]>(
      t.app,
      '/api/kol/stope_account_search',
      { keyword: user.screen_name.slice(0, 2) },
      token,
    );
    expect(byName.data.some((b) => b.uid === uid)).toBe(true);
    const byUid = await post<{ uid: string }[]>(t.app, '/api/kol/stope_account_search', { keyword: uid }, token);
    expect(byUid.data.map((b) => b.uid)).toEqual([uid]);
    const visitor = await post(t.app, '/api/kol/stope_account_search', { keyword: uid });
    expect(visitor.code).toBe(-1);
  });
  it('exports the result posts after a count check that answers the same count', async () => {
    const start = addDays(today(), -4);
    const id = await submitAndRun({ kol_id: kolId, start_date: start, end_date: today() });
    const result = await post<StopeResult>(t.app, '/api/kol/stope_result', { id, page: 1 }, token);
    const total = result.data.list.total;
    const check = await post<StopeExportCheck>(t.app, '/api/kol/analyseArticleExportCheckNum', { id }, token);
    expect(check.data).toMatchObject({
      count: total,
      total,
      max_rows: 1000,
      remaining_exports: 10,
      allowed: true,
      reason: null,
    });

    const response = await t.app.inject({
      method: 'POST',
      url: '/api/kol/analyseArticleExport',
      payload: { id },
      headers: { authorization: token },
    });
    expect(response.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain(`博主回采_`);
    const sheets = await readXlsx(response.rawPayload);
    const rows = sheets.回采博文!;
    expect(rows[0]).toEqual([
      '博文ID',
      '博文链接',
      '博文内容',
      '发布时间',
      '转发数',
      '评论数',
      '点赞数',
      '互动量',
      '是否商业博文',
      '商业标记',
      '图片数',
      '是否原创',
      '情感',
    ]);
    expect(rows).toHaveLength(total + 1);
    const newest = result.data.list.data[0]!;
    expect(rows[1]!.slice(0, 8)).toEqual([
      newest.mid,
      newest.url,
      expect.any(String),
      newest.created_at,
      newest.reposts,
      newest.comments,
      newest.likes,
      newest.interactions,
    ]);
    const summary = Object.fromEntries(sheets.汇总!.slice(1).map((r) => [r[0], r[1]]));
    expect(summary.博文数).toBe(total);
    expect(summary.互动总量).toBe(result.data.summary.interactions);
    const after = await post<StopeExportCheck>(t.app, '/api/kol/analyseArticleExportCheckNum', { id }, token);
    expect(after.data.remaining_exports).toBe(9);
    const records = await t.ctx.db.selectFrom('export_records').select(['row_count', 'status']).execute();
    expect(records.at(-1)).toMatchObject({ status: 'done' });

    // The ad-post export holds the sponsored posts with their brands and the organic comparison.
    const adCheck = await post<StopeExportCheck>(t.app, '/api/kol/adArtExportCheck', { id }, token);
    const ad = await post<StopeAdAnalysis>(t.app, '/api/kol/stope_ad_analysis', { id }, token);
    expect(adCheck.data.count).toBe(ad.data.sponsored_posts);
    if (ad.data.sponsored_posts > 0) {
      const adFile = await t.app.inject({
        method: 'POST',
        url: '/api/kol/adArtExport',
        payload: { id },
        headers: { authorization: token },
      });
      const adSheets = await readXlsx(adFile.rawPayload);
      expect(adSheets.商业博文![0]).toContain('提及品牌');
      expect(adSheets.商业博文).toHaveLength(ad.data.sponsored_posts + 1);
      expect(adSheets.品牌汇总).toHaveLength(ad.data.brands.length + 1);
    } else {
      expect(adCheck.data).toMatchObject({ allowed: false, reason: '暂无可导出的数据' });
    }

    // A member who lost the export feature is told so by the check and refused by the export.
    const owner = await t.ctx.db
      .selectFrom('kol_stope_tasks')
      .select('user_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('users').set({ level: 20 }).where('id', '=', Number(owner.user_id)).execute();
    const freeCheck = await post<StopeExportCheck>(t.app, '/api/kol/analyseArticleExportCheckNum', { id }, token);
    expect(freeCheck.data).toMatchObject({ allowed: false, remaining_exports: 0 });
    const refused = await post(t.app, '/api/kol/analyseArticleExport', { id }, token);
    expect(refused.code).toBe(1001);
    await t.ctx.db.updateTable('users').set({ level: 30 }).where('id', '=', Number(owner.user_id)).execute();
  }, 60_000);
  it("applies the member's sentiment corrections to their result and export, never to another member's", async () => {
    const owner = await createUser(t, { level: 30 });
    const other = await createUser(t, { level: 30 });
    const range = { kol_id: kolId, start_date: addDays(today(), -2), end_date: today() };
    const mine = await submitAndRun(range, owner.token);
    const theirs = await submitAndRun(range, other.token);
    const read = async (id: number, as: string) =>
      (await post<StopeResult>(t.app, '/api/kol/stope_result', { id, page: 1 }, as)).data;

    const before = await read(mine, owner.token);
    expect(before.summary.sentiment.total).toBe(before.summary.posts);
    const scores = await t.ctx.db
      .selectFrom('kol_stope_task_posts as tp')
      .innerJoin('weibo_posts as p', 'p.mid', 'tp.mid')
      .select(['p.mid', 'p.sentiment_score'])
      .where('tp.task_id', '=', mine)
      .execute();
    const modelCounts: SentimentCounts = { positive: 0, neutral: 0, negative: 0, total: scores.length };
    for (const s of scores) modelCounts[s.sentiment_score === null ? 'neutral' : labelForScore(s.sentiment_score)] += 1;
    expect(before.summary.sentiment).toEqual(modelCounts);
    for (const p of before.list.data) {
      expect(p.sentiment.corrected).toBe(false);
      expect(p.sentiment.label).toBe(p.sentiment.score === null ? 'neutral' : labelForScore(p.sentiment.score));
    }

    // The owner moves the newest post to a label the model did not give it.
    const target = before.list.data[0]!;
    const label = target.sentiment.label === 'negative' ? 'positive' : 'negative';
    const corrected = await post(t.app, '/api/sentiment/correct', { kind: 'post', id: target.mid, label }, owner.token);
    expect(corrected.code, corrected.msg).toBe(1);
    const after = await read(mine, owner.token);
    expect(after.list.data[0]!.sentiment).toEqual({ label, score: target.sentiment.score, corrected: true });
    expect(after.summary.sentiment).toEqual({
      ...modelCounts,
      [target.sentiment.label]: modelCounts[target.sentiment.label] - 1,
      [label]: modelCounts[label] + 1,
    });
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/kol/analyseArticleExport',
      payload: { id: mine },
      headers: { authorization: owner.token },
    });
    const sheets = await readXlsx(file.rawPayload);
    const header = sheets.回采博文![0]!;
    const row = sheets.回采博文!.find((r) => r[0] === target.mid)!;
    expect(row[header.indexOf('情感')]).toBe(label === 'positive' ? '正面' : '负面');
    const overview = Object.fromEntries(sheets.汇总!.slice(1).map((r) => [r[0], r[1]]));
    expect(overview[label === 'positive' ? '正面博文数' : '负面博文数']).toBe(after.summary.sentiment[label]);

    // The other member's report of the same posts still shows the model's labels and counts.
    const untouched = await read(theirs, other.token);
    expect(untouched.summary.sentiment).toEqual(modelCounts);
    const same = untouched.list.data.find((p) => p.mid === target.mid)!;
    expect(same.sentiment).toEqual({ ...target.sentiment, corrected: false });
    // And the owner's task stays out of the other member's reach.
    expect(await post(t.app, '/api/kol/stope_result', { id: mine, page: 1 }, other.token)).toMatchObject({
      code: 0,
      msg: '任务不存在',
    });
  }, 60_000);
});
