import { addDays, chinaDate } from '@boguan/contracts/china-time';
import type { PostSearchPage } from '@boguan/contracts/post-search.api';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { commonWords, referenceSearch, type StoredPost, search, searchAll, storedPosts } from './helpers.js';

const ids = (rows: Array<{ mid: string }>) => rows.map((r) => r.mid);

describe('post search: filters, sorts, paging and the result fields', () => {
  let t: DemoApp;
  let token: string;
  let posts: StoredPost[];
  let word: string;
  let words: string[];

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'post-search', bloggers: 80, days: 7 });
    token = (await createUser(t, { level: 40 })).token;
    posts = await storedPosts(t);
    words = commonWords(posts, 12);
    word = words[0] as string;
  }, 180_000);
  afterAll(async () => t?.close());

  it('finds exactly the stored posts holding the word, newest first, page after page', async () => {
    const expected = referenceSearch(posts, { word });
    expect(expected.length).toBeGreaterThan(50);
    const all = await searchAll(t.app, token, { keyword: word });
    expect(all.found).toBe(expected.length);
    expect(all.total).toBe(expected.length);
    expect(ids(all.rows)).toEqual(expected);
    const first = await search(t.app, token, { keyword: word });
    expect(first.per_page).toBe(20);
    expect(first.words).toEqual([word]);
    expect(first.found_more).toBe(false);
  });

  it('every sort, both orders, matches the reference order', async () => {
    for (const sort of ['interactions', 'reposts', 'comments', 'likes', 'time'] as const) {
      for (const order of ['desc', 'asc'] as const) {
        const all = await searchAll(t.app, token, { keyword: word, sort, order });
        expect(ids(all.rows), `${sort} ${order}`).toEqual(referenceSearch(posts, { word, sort, order }));
      }
    }
  });

  it('each filter narrows the results as stated, alone and together', async () => {
    const today = chinaDate(t.clock.now());
    const withCategory = posts.find((p) => p.words.has(word) && p.categories.length > 0);
    const category = withCategory?.categories[0] as string;
    const interactions = posts.filter((p) => p.words.has(word)).map((p) => p.interactions);
    const median = interactions.sort((a, b) => a - b)[Math.floor(interactions.length / 2)] as number;
    const cases = [
      { start_date: addDays(today, -2), end_date: today },
      { start_date: addDays(today, -4), end_date: addDays(today, -3) },
      { category },
      { post_type: 'original' as const },
      { post_type: 'repost' as const },
      { media: ['pic' as const] },
      { media: ['video' as const] },
      { media: ['pic' as const, 'video' as const] },
      { sponsored: 'yes' as const },
      { sponsored: 'no' as const },
      { verify: ['gold', 'blue'] },
      { verify: ['none'] },
      { interact_min: median },
      // Three filters and a sort, as the bench runs them.
      { start_date: addDays(today, -5), end_date: today, post_type: 'original' as const, interact_min: 1 },
      { category, sponsored: 'no' as const, media: ['pic' as const], sort: 'likes' as const },
    ];
    let narrowed = 0;
    for (const filters of cases) {
      for (const keyword of [word, words[3] as string]) {
        const expected = referenceSearch(posts, { word: keyword, ...filters });
        const all = await searchAll(t.app, token, { keyword, ...filters });
        expect(ids(all.rows), JSON.stringify(filters)).toEqual(expected);
        if (expected.length > 0 && expected.length < referenceSearch(posts, { word: keyword }).length) narrowed += 1;
      }
    }
    // The cases are not vacuous: most narrow the list without emptying it.
    expect(narrowed).toBeGreaterThan(cases.length);
  });

  it("every post collected from the demo world carries its author's categories (the category filter's copy)", async () => {
    const astray = await sql<{ n: number }>`
      select count(*)::int as n from weibo_posts p left join weibo_users u on u.uid = p.uid
      where p.author_categories is distinct from coalesce(u.categories, '{}')`.execute(t.ctx.db);
    const categorised = await sql<{ n: number }>`
      select count(*)::int as n from weibo_posts where author_categories <> '{}'`.execute(t.ctx.db);
    expect(astray.rows[0]?.n).toBe(0);
    expect(categorised.rows[0]?.n).toBeGreaterThan(posts.length / 2);
  });

  it('two words must both occur; a keyword with nothing searchable finds nothing', async () => {
    const [a, b] = [words[0] as string, words[1] as string];
    const both = posts.filter((p) => p.words.has(a) && p.words.has(b) && !p.deleted).length;
    const page = await search(t.app, token, { keyword: `${a} ${b}`, per_page: 50 });
    expect(page.found).toBe(both);
    expect(page.words.sort()).toEqual([a, b].sort());
    const nothing = await search(t.app, token, { keyword: '！！！' });
    expect(nothing).toMatchObject({ data: [], total: 0, found: 0, words: [] });
  });

  it("answers spec 3's post fields and the figures of the stored post and its author", async () => {
    const page = await search(t.app, token, { keyword: word, sort: 'interactions' });
    const row = page.data[0] as PostSearchPage['data'][number];
    const stored = await t.ctx.db
      .selectFrom('weibo_posts as p')
      .innerJoin('weibo_users as u', 'u.uid', 'p.uid')
      .select(['p.text', 'p.pics', 'p.reposts', 'p.comments', 'p.likes', 'u.screen_name', 'u.avatar', 'u.kol_id'])
      .where('p.mid', '=', row.mid)
      .executeTakeFirstOrThrow();
    expect(row.art_uname).toBe(stored.screen_name);
    expect(row.art_kol_avatar).toBe(stored.avatar);
    expect(row.kol_id).toBe(Number(stored.kol_id));
    expect(row.art_pic).toBe(stored.pics[0] ?? '');
    // A demo post has no page on weibo.com.
    expect(row.art_url).toBe('');
    expect(row.art_title).toBe(stored.text.length > 60 ? `${stored.text.slice(0, 60)}…` : stored.text);
    expect(row.art_posted_time).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d$/);
    expect(row.interactions).toBe(stored.reposts + stored.comments + stored.likes);
    expect(row.text).toBe(stored.text);
  });

  it('refuses bad input with a Chinese message naming the field, before counting a use', async () => {
    const user = await createUser(t, { level: 20 });
    const bad: Array<[Record<string, string>, string]> = [
      [{}, '请输入关键词,搜索内容不能为空'],
      [{ keyword: '   ' }, '请输入关键词,搜索内容不能为空'],
      [{ keyword: 'x'.repeat(51) }, '搜索关键词不能超过50个字符'],
      [{ keyword: word, start_date: '2026-02-30' }, '开始日期格式不正确，应为YYYY-MM-DD'],
      [{ keyword: word, start_date: '2026-01-05', end_date: '2026-01-01' }, '开始日期不能晚于结束日期'],
      [{ keyword: word, post_type: 'quote' }, '博文类型只能是原创或转发'],
      [{ keyword: word, media: 'gif' }, '媒体类型只能是含图片或含视频'],
      [{ keyword: word, sponsored: 'maybe' }, '商业博文筛选只能是商业博文或非商业博文'],
      [{ keyword: word, verify: 'purple' }, '认证类型只能是金V、蓝V、黄V或未认证'],
      [{ keyword: word, interact_min: '-1' }, '最低互动量不能小于0'],
      [{ keyword: word, sort: 'fans' }, '排序字段只能是发布时间、互动量、转发数、评论数、点赞数之一'],
      [{ keyword: word, per_page: '51' }, '每页条数需为1-50之间的整数'],
    ];
    for (const [form, message] of bad) {
      const answer = await post(t.app, '/api/article/search', form, user.token);
      expect(answer, JSON.stringify(form)).toMatchObject({ code: 0, msg: message });
    }
    const used = await t.ctx.membership.remaining({ id: user.userId, level: 20 }, 'article_search');
    expect(used.per_day?.used).toBe(0);
    expect((await post(t.app, '/api/article/search', { keyword: word })).code).toBe(-1);
  });

  it("shows the member's own sentiment corrections in their results, never in another member's", async () => {
    const owner = await createUser(t, { level: 30 });
    const other = await createUser(t, { level: 30 });
    const [target] = (await search(t.app, owner.token, { keyword: word })).data;
    if (!target) throw new Error('no result');
    const label = target.sentiment.label === 'negative' ? 'positive' : 'negative';
    const corrected = await post(t.app, '/api/sentiment/correct', { kind: 'post', id: target.mid, label }, owner.token);
    expect(corrected.code, corrected.msg).toBe(1);
    const mine = (await search(t.app, owner.token, { keyword: word })).data.find((r) => r.mid === target.mid);
    expect(mine?.sentiment).toEqual({ label, score: target.sentiment.score, corrected: true });
    const theirs = (await search(t.app, other.token, { keyword: word })).data.find((r) => r.mid === target.mid);
    expect(theirs?.sentiment).toEqual(target.sentiment);
  });
});
