import { HOUR_MS } from '@boguan/contracts/china-time';
import { featureRule } from '@boguan/contracts/membership';
import { POST_BOARD_PERIODS } from '@boguan/contracts/post-search';
import type { CakeBoardPage, HotBoardPage } from '@boguan/contracts/post-search.api';
import { organicAverage, paidVsOrganic, rankPosts } from '@boguan/weibo/analytics/post-rankings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readXlsx } from '../../src/modules/exports/xlsx.js';
import { refreshPostBoards } from '../../src/modules/post-search/post-rankings.refresh.js';
import { registerPostSearchJobs } from '../../src/modules/post-search/post-search.jobs.js';
import { enrichPost } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { weiboPost } from '../support/weibo-post.js';
import { exportCall, type StoredPost, storedPosts } from './helpers.js';

const DAY = POST_BOARD_PERIODS.hot.day as { windowMs: number; stepMs: number };

/** The board computed here from stored rows: the window's posts (optionally of a category, sponsored only). */
function referenceBoard(
  posts: readonly StoredPost[],
  now: Date,
  windowMs: number,
  keep: (p: StoredPost) => boolean = () => true,
) {
  const from = now.getTime() - windowMs;
  const inWindow = posts.filter(
    (p) => !p.deleted && p.createdAt.getTime() > from && p.createdAt.getTime() <= now.getTime() && keep(p),
  );
  return rankPosts(inWindow, 500);
}

async function board<T = HotBoardPage>(t: DemoApp, token: string, url: string, form: Record<string, string | number>) {
  const answer = await post<T>(t.app, url, form, token);
  expect(answer.code, `${answer.msg} ${JSON.stringify(form)}`).toBe(1);
  return answer.data;
}

/** Every row of a board as a professional member sees it (50 a page). */
async function wholeBoard(t: DemoApp, token: string, url: string, form: Record<string, string>) {
  const first = await board(t, token, url, { ...form, per_page: 50 });
  const rows = [...first.data];
  for (let page = 2; (page - 1) * 50 < first.total; page += 1) {
    rows.push(...(await board(t, token, url, { ...form, page, per_page: 50 })).data);
  }
  return { first, rows };
}

describe('post boards: 热门博文榜 and 恰饭榜', () => {
  let t: DemoApp;
  let pro: string;

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'post-rankings', bloggers: 80, days: 10 });
    pro = (await createUser(t, { level: 40 })).token;
  }, 180_000);
  afterAll(async () => t?.close());

  it('before its first computation a board is empty and asks the job for one; the job computes it', async () => {
    const empty = await board(t, pro, '/api/article_ranking/hot', { period: 'day' });
    expect(empty).toMatchObject({ data: [], total: 0, computed_at: null, categories: [] });
    const queued = await t.ctx.db
      .selectFrom('jobs')
      .select('status')
      .where('kind', '=', 'analyze.post_ranks')
      .execute();
    expect(queued).toEqual([{ status: 'queued' }]);
    registerPostSearchJobs(t.runner, t.ctx);
    await t.runner.drain();
    const computed = await board(t, pro, '/api/article_ranking/hot', { period: 'day' });
    expect(computed.total).toBeGreaterThan(20);
    expect(computed.computed_at).not.toBeNull();
  });

  it('ranks the window’s posts by interactions, per category too, exactly as the reference does', async () => {
    const now = t.clock.now();
    await refreshPostBoards(t.ctx.db, now);
    const posts = await storedPosts(t);
    for (const period of ['hour', 'day', 'week'] as const) {
      const { windowMs } = POST_BOARD_PERIODS.hot[period] as { windowMs: number };
      const { first, rows } = await wholeBoard(t, pro, '/api/article_ranking/hot', { period });
      const expected = referenceBoard(posts, now, windowMs);
      expect(
        rows.map((r) => [r.rank, r.mid, r.interactions]),
        period,
      ).toEqual(expected.map((p) => [p.rank, p.mid, p.interactions]));
      expect(first.total_all).toBe(expected.length);
      // The first computation has no previous step: no rank change at all.
      expect(rows.every((r) => !('rank_change' in r))).toBe(true);
    }
    const week = await board(t, pro, '/api/article_ranking/hot', { period: 'week' });
    const weekMs = (POST_BOARD_PERIODS.hot.week as { windowMs: number }).windowMs;
    expect(week.categories.length).toBeGreaterThan(3);
    for (const { name, count } of week.categories.slice(0, 4)) {
      const expected = referenceBoard(posts, now, weekMs, (p) => p.categories.includes(name));
      expect(count).toBe(expected.length);
      const { rows } = await wholeBoard(t, pro, '/api/article_ranking/hot', { period: 'week', category: name });
      expect(rows.map((r) => r.mid)).toEqual(expected.map((p) => p.mid));
      expect(rows.every((r) => r.category.includes(name))).toBe(true);
    }
    expect(week.window_end).not.toBeNull();
  });

  it('rank change compares with the previous step; a post new to the board has none', async () => {
    const before = t.clock.now();
    await refreshPostBoards(t.ctx.db, before);
    const previous = referenceBoard(await storedPosts(t), before, DAY.windowMs);
    // The fifth post gets enough likes to lead; a new post enters.
    const climber = previous[4] as (typeof previous)[number];
    await t.ctx.db
      .updateTable('weibo_posts')
      .set({ likes: (previous[0]?.interactions ?? 0) + 1000 })
      .where('mid', '=', climber.mid)
      .execute();
    const fresh = weiboPost('4990000000000001', '刚刚发布的新博文', {
      uid: climber.uid,
      bid: 'Fresh1',
      createdAt: new Date(before.getTime() + 30 * 60_000),
      likes: 500,
    });
    await new WeiboDataRepository(t.ctx.db).upsertPosts([fresh], 'import', before, enrichPost);
    t.clock.advance(DAY.stepMs);
    const now = t.clock.now();
    await refreshPostBoards(t.ctx.db, now);
    const current = referenceBoard(await storedPosts(t), now, DAY.windowMs);
    const { rows } = await wholeBoard(t, pro, '/api/article_ranking/hot', { period: 'day' });
    const previousRank = new Map(previous.map((p) => [p.mid, p.rank]));
    expect(rows.map((r) => [r.mid, r.rank_change])).toEqual(
      current.map((p) => {
        const was = previousRank.get(p.mid);
        return [p.mid, was === undefined ? null : was - p.rank];
      }),
    );
    expect(rows[0]).toMatchObject({ mid: climber.mid, rank: 1, rank_change: 4 });
    expect(rows.find((r) => r.mid === fresh.mid)?.rank_change).toBeNull();
    // Within the same step a new computation replaces the current board, not the previous one.
    t.clock.advance(10 * 60_000);
    await refreshPostBoards(t.ctx.db, t.clock.now());
    const again = await board(t, pro, '/api/article_ranking/hot', { period: 'day' });
    expect(again.data[0]).toMatchObject({ mid: climber.mid, rank_change: 4 });
    // Only the current and the previous step are kept.
    t.clock.advance(DAY.stepMs);
    await refreshPostBoards(t.ctx.db, t.clock.now());
    const slots = await t.ctx.db
      .selectFrom('post_rank_slots')
      .select(['board', 'slot'])
      .where('period', '=', 'day')
      .orderBy('board')
      .orderBy('slot')
      .execute();
    const stepOf = (at: Date) => new Date(Math.floor(at.getTime() / DAY.stepMs) * DAY.stepMs).getTime();
    const kept = [stepOf(now), stepOf(t.clock.now())];
    expect(slots.map((s) => [s.board, new Date(s.slot).getTime()])).toEqual([
      ['cake', kept[0]],
      ['cake', kept[1]],
      ['hot', kept[0]],
      ['hot', kept[1]],
    ]);
  });

  it('恰饭榜 ranks sponsored posts only, with brands and the blogger’s organic average', async () => {
    const now = t.clock.now();
    await refreshPostBoards(t.ctx.db, now);
    const posts = await storedPosts(t);
    const monthMs = (POST_BOARD_PERIODS.cake.month as { windowMs: number }).windowMs;
    const expected = referenceBoard(posts, now, monthMs, (p) => p.sponsored);
    expect(expected.length).toBeGreaterThan(5);
    const first = await board<CakeBoardPage>(t, pro, '/api/article_ranking/cake', { period: 'month', per_page: 50 });
    expect(first.data.map((r) => r.mid)).toEqual(expected.slice(0, 50).map((p) => p.mid));
    const brands = await t.ctx.db.selectFrom('brands').select(['cn_name', 'en_name', 'aliases']).execute();
    let withBrand = 0;
    for (const row of first.data) {
      expect(row.sponsored).toBe(true);
      const own = posts.filter(
        (p) =>
          p.uid === row.uid &&
          !p.deleted &&
          p.createdAt.getTime() > now.getTime() - 30 * 24 * HOUR_MS &&
          p.createdAt.getTime() <= now.getTime(),
      );
      const organic = organicAverage(own);
      expect(row.organic_avg).toBe(organic === null ? null : Math.round(organic * 10) / 10);
      expect(row.vs_organic).toBe(paidVsOrganic(row.interactions, organic));
      for (const name of row.brands) {
        const brand = brands.find((b) => b.cn_name === name || b.en_name === name);
        const names = [brand?.cn_name, brand?.en_name, ...(brand?.aliases ?? [])].filter(Boolean) as string[];
        expect(
          names.some((n) => row.text.toLowerCase().includes(n.toLowerCase())),
          `${name} in ${row.text}`,
        ).toBe(true);
      }
      if (row.brands.length > 0) withBrand += 1;
    }
    expect(withBrand).toBeGreaterThan(0);
    expect(first.data.some((r) => r.vs_organic !== null)).toBe(true);
  });

  it('a free member sees the top 20 and gets 1001 past them; bad input is named', async () => {
    const free = await createUser(t, { level: 20 });
    const maxRows = featureRule('article_search', 20).maxRows as number;
    const top = await board(t, free.token, '/api/article_ranking/hot', { period: 'week' });
    expect(top.max_rows).toBe(maxRows);
    expect(top.total).toBe(Math.min(maxRows, top.total_all));
    expect(top.total_all).toBeGreaterThan(maxRows);
    const past = await post(t.app, '/api/article_ranking/hot', { period: 'week', page: 2 }, free.token);
    expect(past).toMatchObject({ code: 1001, msg: `当前会员等级最多查看榜单前${maxRows}名，请升级会员查看更多` });
    const cases: Array<[string, Record<string, string>, string]> = [
      ['/api/article_ranking/hot', { period: 'month' }, '榜单周期只能是1小时榜、24小时榜、7天榜'],
      ['/api/article_ranking/cake', { period: 'hour' }, '榜单周期只能是24小时榜、7天榜、30天榜'],
      ['/api/article_ranking/hot', { per_page: '51' }, '每页条数应为1到50之间的整数'],
      ['/api/article_ranking/cake', { category: 'x'.repeat(21) }, '分类不正确不能超过20个字符'],
    ];
    for (const [url, form, msg] of cases) {
      expect(await post(t.app, url, form, free.token), url).toMatchObject({ code: 0, msg });
    }
    expect((await post(t.app, '/api/article_ranking/cake', {})).code).toBe(-1);
  });

  it('exports a board as the member sees it; a free member is asked to upgrade', async () => {
    await refreshPostBoards(t.ctx.db, t.clock.now());
    const free = await createUser(t, { level: 20 });
    const refused = await exportCall(t.app, '/api/article_ranking/hot_export', free.token, { period: 'day' });
    expect(refused.json()).toMatchObject({ code: 1001 });
    const user = await createUser(t, { level: 30 });
    const shown = await wholeBoard(t, user.token, '/api/article_ranking/hot', { period: 'day' });
    const response = await exportCall(t.app, '/api/article_ranking/hot_export', user.token, { period: 'day' });
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toContain('热门博文榜_24小时榜_全部_');
    const sheets = await readXlsx(response.rawPayload);
    const rows = sheets.热门博文榜 as unknown[][];
    expect(rows[0]?.slice(0, 3)).toEqual(['排名', '博文ID', '博文链接']);
    expect(rows.slice(1).map((r) => [r[0], String(r[1])])).toEqual(shown.rows.map((r) => [r.rank, r.mid]));
    expect(sheets.榜单信息?.[1]).toEqual(['榜单', '热门博文榜']);

    const cake = await exportCall(t.app, '/api/article_ranking/cake_export', user.token, { period: 'month' });
    const cakeRows = (await readXlsx(cake.rawPayload)).恰饭榜 as unknown[][];
    expect(cakeRows[0]?.slice(-3)).toEqual(['提及品牌', '博主自然均值', '恰饭效果']);
    const records = await post<{ total: number; data: Array<{ title: string }> }>(
      t.app,
      '/api/article/getBlogExportRecode',
      {},
      user.token,
    );
    expect(records.data.data.map((r) => r.title)).toEqual(['恰饭榜·30天榜·全部', '热门博文榜·24小时榜·全部']);
    // A category nobody is in has no rows to export, and costs no use.
    const none = await exportCall(t.app, '/api/article_ranking/hot_export', user.token, {
      period: 'day',
      category: '无此分类',
    });
    expect(none.json()).toMatchObject({ code: 0, msg: '暂无可导出的数据' });
    expect((await t.ctx.membership.remaining({ id: user.userId, level: 30 }, 'article_export')).per_month?.used).toBe(
      2,
    );
  });
});
