import { addDays, chinaDate, chinaDayStart, DAY_MS, formatChinaTime, HOUR_MS } from '@boguan/contracts/china-time';
import { DATA_BOARD_VERIFY_LABELS, DataBoardMessage, dataBoardOutsideMessage } from '@boguan/contracts/data-board';
import type { DataBoardOverview, DataBoardTops } from '@boguan/contracts/data-board.api';
import type { WeiboPost } from '@boguan/weibo/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildBrandDays } from '../../src/modules/brand-data/brand-days.sql.js';
import { keepDataBoard } from '../../src/modules/data-board/data-board.refresh.js';
import { refreshTopicBoards } from '../../src/modules/topic-ranking/topic-ranking.refresh.js';
import { brandSearchText, enrichPost, userSearchText } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { RANKING_BRANDS } from '../brand-ranking/helpers.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { weiboPost } from '../support/weibo-post.js';
import { referenceBoard, referenceIncreases, type Snap, storeTopic } from '../topic-ranking/helpers.js';
import {
  EMPTY_DAY,
  makeAuthors,
  makeBoardPosts,
  makeHotCaptures,
  randoms,
  rankBloggers,
  rankBrands,
  rankPosts,
  referenceDay,
  referenceHotDay,
  referenceShares,
} from './helpers.js';

const OVERVIEW = '/api/data_board/overview';
const TOPS = '/api/data_board/tops';
/** The test clock stands at 2026-01-05 10:00 China time: the latest finished day is 01-04. */
const LATEST = '2026-01-04';
const FIRST = '2025-11-20';
const TOPIC_CATEGORIES = ['社会', '明星', '体育', '综艺', '科技', '美食'];

const interactionsOf = (p: WeiboPost) => p.reposts + p.comments + p.likes;
const rate = (value: number, previous: number) =>
  previous === 0 ? null : Math.round(((value - previous) / previous) * 1000) / 10;

describe('data dashboard /statistics', () => {
  let t: TestApp;
  let pro: string;
  let free: { token: string; userId: number };
  let posts = makeBoardPosts();
  const authors = makeAuthors();
  const hot = makeHotCaptures();
  const snaps: Snap[] = [];
  const topicCategories = new Map<string, string>();
  let kolIds = new Map<string, number>();

  beforeAll(async () => {
    t = await createTestApp();
    pro = (await createUser(t, { level: 40 })).token;
    free = await createUser(t, { level: 20 });
    const now = t.clock.now();
    const repo = new WeiboDataRepository(t.ctx.db);
    await repo.upsertUsers(
      authors.map((a) => a.user),
      'import',
      now,
      userSearchText,
    );
    await repo.upsertBrands(RANKING_BRANDS, 'import', now, brandSearchText);
    await repo.upsertPosts(posts, 'import', now, enrichPost);
    await rebuildBrandDays(t.ctx.db);
    // The hot-search list a capture at a time, as the collector writes it.
    for (const at of [...new Set(hot.map((e) => e.capturedAt.getTime()))]) {
      await repo.insertHotSearch(
        hot.filter((e) => e.capturedAt.getTime() === at),
        'import',
      );
    }
    // Six topics read hourly from 2026-01-02 00:00 to 2026-01-05 09:00 China time, some hours missed.
    const next = randoms(41);
    const from = chinaDayStart('2026-01-02').getTime();
    for (let i = 0; i < 6; i += 1) {
      const name = `话题${i}`;
      topicCategories.set(name, TOPIC_CATEGORIES[i] as string);
      let read = 10_000 + next(50_000);
      let discuss = 100 + next(2000);
      const own: [Date, number, number][] = [];
      for (let at = from; at <= now.getTime() - HOUR_MS; at += HOUR_MS) {
        if (next(5) === 0) continue;
        read += next(20_000 * (i + 1));
        discuss += next(300);
        own.push([new Date(at), read, discuss]);
        snaps.push({ name, at: new Date(at), read, discuss });
      }
      await storeTopic(t, { name, category: TOPIC_CATEGORIES[i] as string }, own);
    }
    await refreshTopicBoards(t.ctx.db, now);
    const users = await t.ctx.db.selectFrom('weibo_users').select(['uid', 'kol_id']).execute();
    kolIds = new Map(users.map((u) => [u.uid, Number(u.kol_id)]));
  }, 180_000);
  afterAll(async () => t?.close());

  async function overview(form: Record<string, string | number>, token = pro): Promise<DataBoardOverview> {
    const answer = await post<DataBoardOverview>(t.app, OVERVIEW, form, token);
    expect(answer.code, `${answer.msg} ${JSON.stringify(form)}`).toBe(1);
    return answer.data;
  }

  async function tops(form: Record<string, string | number>, token = pro): Promise<DataBoardTops> {
    const answer = await post<DataBoardTops>(t.app, TOPS, form, token);
    expect(answer.code, `${answer.msg} ${JSON.stringify(form)}`).toBe(1);
    return answer.data;
  }

  /** The days the job must summarise: every China day before today with a stored post. */
  const storedDays = () =>
    new Set(posts.map((p) => chinaDate(p.createdAt)).filter((d) => d < chinaDate(t.clock.now()))).size;

  const latestPost = () => formatChinaTime(new Date(Math.max(...posts.map((p) => p.createdAt.getTime()))));

  it('before any day is summarised: computing, the job is asked for, a date is refused', async () => {
    const empty = await overview({});
    expect(empty).toMatchObject({ date: null, latest_date: null, computing: true, series: [], totals: null });
    expect(empty.shares).toEqual({ category: [], region: [], verify: [] });
    expect(empty.freshness.map((f) => [f.source, f.name, f.latest_at])).toEqual([
      ['posts', '博文', latestPost()],
      ['hot_search', '热搜', formatChinaTime(new Date(Math.max(...hot.map((e) => e.capturedAt.getTime()))))],
      ['topics', '话题', formatChinaTime(new Date(Math.max(...snaps.map((s) => s.at.getTime()))))],
      ['bloggers', '博主统计', null],
      ['board', '数据大盘', null],
    ]);
    const none = await tops({});
    expect(none).toMatchObject({ date: null, bloggers: [], posts: [], brands: [], hot_search: { total: 0, rows: [] } });
    const queued = await t.ctx.db
      .selectFrom('jobs')
      .select('slot_key')
      .where('kind', '=', 'analyze.data_board')
      .execute();
    expect(queued.length).toBe(1);
    const refused = await post(t.app, OVERVIEW, { date: LATEST }, pro);
    expect([refused.code, refused.msg]).toEqual([0, DataBoardMessage.computing]);
  });

  it('the job summarises every finished day, then rewrites the recent ones', async () => {
    expect(await keepDataBoard(t.ctx.db, t.clock.now())).toEqual({ rebuilt: true, days: storedDays() });
    expect(await keepDataBoard(t.ctx.db, t.clock.now())).toEqual({ rebuilt: false, days: 3 });
  });

  it('overview: the 7-day trend, the latest day against the day before, its shares, the freshness', async () => {
    const data = await overview({});
    expect(data).toMatchObject({ date: LATEST, first_date: FIRST, latest_date: LATEST, days: 7, computing: false });
    const days = Array.from({ length: 7 }, (_, i) => addDays(LATEST, i - 6));
    expect(data.series).toEqual(days.map((d) => referenceDay(posts, d)));
    const today = referenceDay(posts, LATEST);
    const before = referenceDay(posts, addDays(LATEST, -1));
    for (const key of ['posts', 'bloggers', 'interactions'] as const) {
      expect(data.totals?.[key], key).toEqual({
        value: today[key],
        previous: before[key],
        change: today[key] - before[key],
        rate: rate(today[key], before[key]),
      });
    }
    const shares = referenceShares(posts, authors, LATEST);
    expect(data.shares.category).toEqual(shares.category.map((s) => ({ ...s, name: s.key })));
    expect(data.shares.region).toEqual(shares.region.map((s) => ({ ...s, name: s.key })));
    expect(data.shares.verify).toEqual(shares.verify.map((s) => ({ ...s, name: DATA_BOARD_VERIFY_LABELS[s.key] })));
    // Not trivial: several slices, the fallbacks among them, each dimension counting every post.
    expect(shares.category.map((s) => s.key)).toContain('未分类');
    expect(shares.region.length).toBeGreaterThanOrEqual(4);
    for (const rows of Object.values(data.shares)) {
      expect(rows.reduce((sum, r) => sum + r.posts, 0)).toBe(today.posts);
    }
    expect(data.computed_at).toBe(formatChinaTime(t.clock.now()));
    expect(data.freshness.find((f) => f.source === 'posts')?.latest_at).toBe(latestPost());
    expect(data.freshness.find((f) => f.source === 'board')?.latest_at).toBe(formatChinaTime(t.clock.now()));
  });

  it('30 days and a chosen day: a day without posts is zeros; the first day has no day before', async () => {
    const month = await overview({ days: 30 });
    expect(month.series.map((d) => d.date)).toEqual(Array.from({ length: 30 }, (_, i) => addDays(LATEST, i - 29)));
    expect(month.series).toEqual(month.series.map((d) => referenceDay(posts, d.date)));
    expect(month.series.find((d) => d.date === EMPTY_DAY)).toMatchObject({ posts: 0, bloggers: 0, interactions: 0 });

    const quiet = await overview({ days: 30, date: EMPTY_DAY });
    const eve = referenceDay(posts, addDays(EMPTY_DAY, -1));
    expect(quiet.date).toBe(EMPTY_DAY);
    expect(quiet.totals?.posts).toEqual({ value: 0, previous: eve.posts, change: -eve.posts, rate: -100 });
    expect(quiet.shares).toEqual({ category: [], region: [], verify: [] });
    expect(quiet.series).toEqual(month.series);

    const after = await overview({ date: addDays(EMPTY_DAY, 1) });
    const value = referenceDay(posts, addDays(EMPTY_DAY, 1)).posts;
    expect(after.totals?.posts).toEqual({ value, previous: 0, change: value, rate: null });

    const first = await overview({ date: FIRST });
    expect(first.totals?.bloggers).toEqual({
      value: referenceDay(posts, FIRST).bloggers,
      previous: null,
      change: null,
      rate: null,
    });
    expect(first.series.at(-1)?.date).toBe(LATEST);
  });

  /** What tops must say of a day: every list recomputed from the stored rows. */
  function expectTops(data: DataBoardTops, day: string) {
    const before = addDays(day, -1);
    expect(data.date).toBe(day);
    expect(data.has_previous).toBe(before >= FIRST);
    const byUid = new Map(authors.map((a) => [a.user.uid, a]));

    const bloggers = rankBloggers(posts, day);
    const previous = rankBloggers(posts, before);
    expect(data.bloggers).toEqual(
      bloggers.slice(0, 10).map((b, i) => {
        const author = byUid.get(b.uid);
        const was = previous.findIndex((p) => p.uid === b.uid);
        return {
          rank: i + 1,
          rank_change: was < 0 ? null : was + 1 - (i + 1),
          uid: b.uid,
          kol_id: author ? kolIds.get(b.uid) : null,
          uname: author?.user.screenName ?? b.uid,
          avatar: author?.user.avatar ?? '',
          verify: author?.badge ?? 'none',
          category: author?.user.categories ?? [],
          posts: b.posts,
          interactions: b.interactions,
          prev_interactions: was < 0 ? 0 : (previous[was]?.interactions ?? 0),
        };
      }),
    );

    const prevPosts = rankPosts(posts, before);
    expect(data.posts).toEqual(
      rankPosts(posts, day)
        .slice(0, 10)
        .map((p, i) => {
          const author = byUid.get(p.uid);
          const same = prevPosts[i];
          return {
            rank: i + 1,
            mid: p.mid,
            text: p.text.slice(0, 140),
            url: `https://weibo.com/${p.uid}/${p.bid}`,
            created_at: formatChinaTime(p.createdAt),
            uid: p.uid,
            kol_id: author ? kolIds.get(p.uid) : null,
            uname: author?.user.screenName ?? p.uid,
            verify: author?.badge ?? 'none',
            reposts: p.reposts,
            comments: p.comments,
            likes: p.likes,
            interactions: interactionsOf(p),
            prev_interactions: same ? interactionsOf(same) : null,
          };
        }),
    );

    const brandsBefore = rankBrands(posts, RANKING_BRANDS, before);
    expect(data.brands).toEqual(
      rankBrands(posts, RANKING_BRANDS, day)
        .slice(0, 10)
        .map((b, i) => {
          const brand = RANKING_BRANDS.find((x) => x.id === b.brand_id);
          const was = brandsBefore.findIndex((x) => x.brand_id === b.brand_id);
          return {
            rank: i + 1,
            rank_change: was < 0 ? null : was + 1 - (i + 1),
            brand_id: b.brand_id,
            brand_cn_name: brand?.cnName,
            brand_pic: brand?.logo,
            mentions: b.mentions,
            prev_mentions: was < 0 ? 0 : brandsBefore[was]?.mentions,
            interactions: b.interactions,
          };
        }),
    );
  }

  it('tops: the day’s bloggers, posts and brands, each against the day before, linking data', async () => {
    const latest = await tops({});
    expectTops(latest, LATEST);
    expect(rankBloggers(posts, LATEST).length).toBeGreaterThan(10);
    expect(latest.bloggers.length).toBe(10);
    // The changes are not trivial: some bloggers and brands moved, some are new.
    expect(latest.bloggers.some((b) => b.rank_change !== null && b.rank_change !== 0)).toBe(true);
    expect(latest.brands.length).toBeGreaterThanOrEqual(4);
    expect(latest.posts.every((p) => p.prev_interactions !== null)).toBe(true);
    // The day after a day without posts: everyone is new, posts have nothing to compare with.
    const afterQuiet = await tops({ date: addDays(EMPTY_DAY, 1) });
    expectTops(afterQuiet, addDays(EMPTY_DAY, 1));
    expect(afterQuiet.bloggers.every((b) => b.rank_change === null && b.prev_interactions === 0)).toBe(true);
    expect(afterQuiet.posts.every((p) => p.prev_interactions === null)).toBe(true);
    expect(afterQuiet.brands.every((b) => b.rank_change === null && b.prev_mentions === 0)).toBe(true);
    expectTops(await tops({ date: FIRST }), FIRST);
  });

  it('tops: 话题榜 of the day with its rank change; a day without a topic board says so', async () => {
    const boardOf = (day: string) =>
      referenceBoard(
        referenceIncreases(snaps, topicCategories, chinaDayStart(day), new Date(chinaDayStart(day).getTime() + DAY_MS)),
        'top',
      );
    const today = boardOf(LATEST);
    const yesterday = boardOf(addDays(LATEST, -1));
    const data = await tops({ date: LATEST });
    expect(today.length).toBe(6);
    expect(data.topics).toEqual({
      computed: true,
      has_previous: true,
      rows: today.slice(0, 10).map((r, i) => {
        const was = yesterday.findIndex((y) => y.name === r.name);
        return {
          rank: i + 1,
          rank_change: was < 0 ? null : was + 1 - (i + 1),
          name: r.name,
          category: r.category,
          read_inc: r.read_inc,
          discuss_inc: r.discuss_inc,
          prev_read_inc: was < 0 ? null : yesterday[was]?.read_inc,
        };
      }),
    });
    // 01-02 is the first day with snapshots: a board, but none the day before.
    const firstBoard = await tops({ date: '2026-01-02' });
    expect(firstBoard.topics.computed).toBe(true);
    expect(firstBoard.topics.has_previous).toBe(false);
    expect(firstBoard.topics.rows.every((r) => r.rank_change === null)).toBe(true);
    const noBoard = await tops({ date: '2025-12-30' });
    expect(noBoard.topics).toEqual({ computed: false, has_previous: false, rows: [] });
  });

  it('tops: the day’s organic hot-search entries by best rank, the paid one left out', async () => {
    for (const day of [LATEST, '2026-01-03', '2025-12-30']) {
      const expected = referenceHotDay(hot, day);
      const data = await tops({ date: day });
      expect(data.hot_search.total, day).toBe(expected.length);
      expect(data.hot_search.rows).toEqual(
        expected.slice(0, 10).map((h) => ({
          word: h.word,
          category: h.category,
          peak_rank: h.peak_rank,
          peak_heat: h.peak_heat,
          first_seen: formatChinaTime(new Date(h.first_seen)),
          last_seen: formatChinaTime(new Date(h.last_seen)),
          minutes_on_list: Math.round(h.seconds / 60),
        })),
      );
    }
    expect(referenceHotDay(hot, LATEST).length).toBeGreaterThanOrEqual(5);
    expect(referenceHotDay(hot, LATEST).some((h) => h.seconds > 0)).toBe(true);
  });

  it('refuses bad input with a Chinese message, never a 500', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ date: '2026-02-30' }, DataBoardMessage.date],
      [{ date: '20260104' }, DataBoardMessage.date],
      [{ date: '2026-1-4' }, '日期格式不正确，应为YYYY-MM-DD'],
      [{ date: '2026-01-05' }, DataBoardMessage.notFinished],
      [{ date: '2027-01-01' }, DataBoardMessage.notFinished],
      [{ date: '2025-11-19' }, dataBoardOutsideMessage(FIRST, LATEST)],
      [{ date: '2020-01-01' }, '所选日期没有统计数据，请选择2025-11-20至2026-01-04之间的日期'],
    ];
    for (const [form, message] of cases) {
      for (const url of [OVERVIEW, TOPS]) {
        const answer = await post(t.app, url, form, pro);
        expect([answer.code, answer.msg], `${url} ${JSON.stringify(form)}`).toEqual([0, message]);
      }
    }
    for (const days of [14, 'x', '7天', -7, 0]) {
      const answer = await post(t.app, OVERVIEW, { days }, pro);
      expect([answer.code, answer.msg], String(days)).toEqual([0, '统计范围只能是近7天或近30天']);
    }
    // Blank fields are the defaults.
    expect((await overview({ days: '', date: '' })).date).toBe(LATEST);
  });

  it('every level reads it and no use is counted; a visitor gets -1', async () => {
    for (const url of [OVERVIEW, TOPS]) {
      expect((await post(t.app, url, {})).code).toBe(-1);
      expect((await post(t.app, url, {}, free.token)).code).toBe(1);
    }
    const uses = await t.ctx.db.selectFrom('usage_counters').selectAll().where('user_id', '=', free.userId).execute();
    expect(uses).toEqual([]);
  });

  it('a late post is in the next run, an older one makes the job rebuild, a deletion leaves at the daily rebuild', async () => {
    const repo = new WeiboDataRepository(t.ctx.db);
    const now = t.clock.now();
    // A post of 2026-01-04 23:30 collected late, by an author never seen: tops the day at once.
    const late = weiboPost('990001', '深夜的露屿新品', {
      uid: '5999',
      createdAt: new Date('2026-01-04T15:30:00Z'),
      likes: 100_000,
      comments: 7,
    });
    const old = weiboPost('990002', '十二月一日的旧闻', { uid: '5001', createdAt: new Date('2025-12-01T03:00:00Z') });
    await repo.upsertPosts([late], 'import', now, enrichPost);
    posts = [...posts, late];
    expect(await keepDataBoard(t.ctx.db, now)).toEqual({ rebuilt: false, days: 3 });
    const latest = await tops({});
    expect(latest.posts[0]).toMatchObject({ mid: '990001', kol_id: null, uname: '5999', interactions: 100_007 });
    expect(latest.bloggers[0]).toMatchObject({ uid: '5999', rank_change: null, prev_interactions: 0 });
    expect((await overview({})).totals?.posts.value).toBe(referenceDay(posts, LATEST).posts);

    await repo.upsertPosts([old], 'import', now, enrichPost);
    posts = [...posts, old];
    expect(await keepDataBoard(t.ctx.db, now)).toEqual({ rebuilt: true, days: storedDays() });
    expect((await overview({ date: '2025-12-01' })).totals?.posts.value).toBe(referenceDay(posts, '2025-12-01').posts);

    // Deleting it changes no count the check reads: the recent run leaves it, the daily one removes it.
    const gone = { ...old, deleted: true };
    await repo.upsertPosts([gone], 'import', now, enrichPost);
    posts = posts.map((p) => (p.mid === gone.mid ? gone : p));
    expect(await keepDataBoard(t.ctx.db, now)).toEqual({ rebuilt: false, days: 3 });
    const stale = await overview({ date: '2025-12-01' });
    expect(stale.totals?.posts.value).toBe(referenceDay(posts, '2025-12-01').posts + 1);
    expect((await keepDataBoard(t.ctx.db, now, true)).rebuilt).toBe(true);
    expect((await overview({ date: '2025-12-01' })).totals?.posts.value).toBe(referenceDay(posts, '2025-12-01').posts);
    expect((await overview({ days: 30 })).series).toEqual(
      Array.from({ length: 30 }, (_, i) => referenceDay(posts, addDays(LATEST, i - 29))),
    );
  });

  it('a finished day not yet summarised asks for the job; the next run shows it', async () => {
    const start = t.clock.now();
    try {
      t.clock.set(new Date(start.getTime() + DAY_MS));
      const stale = await overview({});
      expect(stale.latest_date).toBe(LATEST);
      const asked = await t.ctx.db
        .selectFrom('jobs')
        .select('slot_key')
        .where('kind', '=', 'analyze.data_board')
        .where('slot_key', 'like', 'analyze.data_board:read:%')
        .execute();
      expect(asked.length).toBe(2);
      expect((await keepDataBoard(t.ctx.db, t.clock.now())).rebuilt).toBe(false);
      const next = await overview({});
      expect(next.date).toBe('2026-01-05');
      expect(next.totals?.posts.value).toBe(referenceDay(posts, '2026-01-05').posts);
    } finally {
      t.clock.set(start);
    }
  });
});
