import { addDays, chinaDate, chinaDayStart } from '@boguan/contracts/china-time';
import { PostLinkMessage } from '@boguan/contracts/post-monitor';
import type { WordCloudResult, WordCloudSummary } from '@boguan/contracts/word-cloud.api';
import { countCloudWords, rankCloudTerms } from '@boguan/weibo/text/word-cloud';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrichPost, searchQueryTokens } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createDemoApp, type DemoApp } from '../support/demo-world.js';
import { post } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { weiboPost } from '../support/weibo-post.js';

describe('word clouds of stored posts and of a post’s comments (demo world)', () => {
  let t: DemoApp;
  let token: string;
  const today = () => chinaDate(t.clock.now());
  const create = (body: Record<string, string | number>) =>
    post<WordCloudSummary>(t.app, '/api/word_cloud/create', body, token);
  const detail = async (id: number) =>
    (await post<WordCloudResult>(t.app, '/api/word_cloud/detail', { id }, token)).data;

  /** The stored posts a keyword cloud must read: matching every token of the keyword, in the China days. */
  async function matchingPosts(keyword: string, start: string, end: string): Promise<string[]> {
    const tokens = searchQueryTokens(keyword);
    const rows = await t.ctx.db
      .selectFrom('weibo_posts')
      .select(['text', 'search_text', 'created_at', 'mid'])
      .where('deleted', '=', false)
      .where('created_at', '>=', chinaDayStart(start))
      .where('created_at', '<', chinaDayStart(addDays(end, 1)))
      .execute();
    return rows
      .filter((r) => tokens.every((token) => r.search_text.split(' ').includes(token)))
      .sort((a, b) => b.created_at.getTime() - a.created_at.getTime())
      .map((r) => r.text);
  }

  /** A content word of the stored posts that several posts share. */
  async function commonWord(): Promise<string> {
    const rows = await t.ctx.db.selectFrom('weibo_posts').select('text').limit(400).execute();
    const counts = countCloudWords(rows.map((r) => r.text));
    const word = counts.terms.find((term) => term.docs >= 5 && /\p{Script=Han}{2}/u.test(term.word));
    if (!word) throw new Error('no common word in the demo posts');
    return word.word;
  }

  beforeAll(async () => {
    t = await createDemoApp({ seed: 'word-cloud', bloggers: 20, days: 8 });
    token = (await createUser(t, { level: 40 })).token;
  }, 180_000);
  afterAll(async () => t?.close());

  it('counts the words of the stored posts matching a keyword in the last 7 days, the keyword removed', async () => {
    const keyword = await commonWord();
    const answer = await create({ source: 'keyword', keyword });
    expect(answer.code, answer.msg).toBe(1);
    const start = addDays(today(), -6);
    const texts = await matchingPosts(keyword, start, today());
    expect(texts.length).toBeGreaterThan(0);
    const counts = countCloudWords(texts);
    const tokens = searchQueryTokens(keyword);
    expect(answer.data).toMatchObject({
      source: 'keyword',
      source_text: '关键词博文',
      title: `关键词「${keyword}」`,
      keyword,
      start_date: start,
      end_date: today(),
      texts: texts.length,
      total_words: counts.totalWords,
      removed: tokens,
      demo: true,
    });
    const drawn = await detail(answer.data.id);
    expect(drawn.words.map((w) => w.word)).toEqual(
      rankCloudTerms(counts, tokens)
        .slice(0, 200)
        .map((w) => w.word),
    );
    expect(drawn.words.map((w) => w.word)).not.toContain(keyword);
  });

  it('reads a chosen range and says when no post matches', async () => {
    const keyword = await commonWord();
    const start = addDays(today(), -2);
    const answer = await create({ source: 'keyword', keyword, start_date: start, end_date: today() });
    expect(answer.code, answer.msg).toBe(1);
    expect(answer.data.texts).toBe((await matchingPosts(keyword, start, today())).length);

    const none = await create({ source: 'keyword', keyword: '完全不存在的词汇组合' });
    expect(none).toMatchObject({ code: 0, msg: '该时间段内没有包含该关键词的博文' });
    const future = await create({ source: 'keyword', keyword, start_date: today(), end_date: addDays(today(), 1) });
    expect(future).toMatchObject({ code: 0, msg: '结束日期不能晚于今天' });
    const tooLong = await create({ source: 'keyword', keyword, start_date: addDays(today(), -200) });
    expect(tooLong).toMatchObject({ code: 0, msg: '关键词时间范围不能超过90天' });
  });

  it('reads a post’s comments through the source, stores them and counts their words', async () => {
    const stored = await t.ctx.db
      .selectFrom('weibo_posts')
      .select(['mid', 'bid', 'uid'])
      .where('parent_mid', 'is', null)
      .orderBy('comments', 'desc')
      .limit(20)
      .execute();
    const target = stored.find((p) => t.world.commentsOf(p.mid, t.clock.now()).length >= 3);
    if (!target) throw new Error('no commented post in the demo world');
    const comments = t.world.commentsOf(target.mid, t.clock.now());
    const author = await t.ctx.db
      .selectFrom('weibo_users')
      .select('screen_name')
      .where('uid', '=', target.uid)
      .executeTakeFirstOrThrow();

    const url = `https://weibo.com/${target.uid}/${target.bid}`;
    const answer = await create({ source: 'post', url });
    expect(answer.code, answer.msg).toBe(1);
    const counts = countCloudWords(comments.map((c) => c.text));
    expect(answer.data).toMatchObject({
      source: 'post',
      source_text: '博文评论',
      title: `${author.screen_name}的博文评论`,
      url,
      uname: author.screen_name,
      texts: counts.texts,
      total_words: counts.totalWords,
      demo: true,
    });
    const kept = await t.ctx.db.selectFrom('weibo_comments').select('id').where('mid', '=', target.mid).execute();
    expect(kept).toHaveLength(comments.length);

    // m.weibo.cn links and a bare mid name the same post.
    for (const link of [`https://m.weibo.cn/status/${target.mid}`, `m.weibo.cn/detail/${target.bid}`, target.mid]) {
      const again = await create({ source: 'post', url: link });
      expect(again.data.texts, link).toBe(counts.texts);
    }
  });

  it('uses the stored comments when the source fails or is gone, and reads a post it has not stored', async () => {
    const row = await t.ctx.db
      .selectFrom('weibo_comments')
      .select(['mid'])
      .groupBy('mid')
      .orderBy((eb) => eb.fn.countAll(), 'desc')
      .executeTakeFirstOrThrow();
    const storedCount = (
      await t.ctx.db.selectFrom('weibo_comments').select('text').where('mid', '=', row.mid).execute()
    ).filter((c) => c.text.trim() !== '').length;
    const handle = t.ctx.source;
    try {
      t.ctx.source = {
        source: { ...t.source, kind: 'simulator', fetchComments: () => Promise.reject(new Error('down')) },
      } as never;
      const failing = await create({ source: 'post', url: row.mid });
      expect(failing.code, failing.msg).toBe(1);
      expect(failing.data.texts).toBe(storedCount);
      t.ctx.source = null;
      const offline = await create({ source: 'post', url: row.mid });
      expect(offline.data.texts).toBe(storedCount);
      const unknown = await create({ source: 'post', url: '4999999999999999' });
      expect(unknown).toMatchObject({ code: 0, msg: '博文不存在或已删除' });
    } finally {
      t.ctx.source = handle;
    }

    // A post of the world that is not stored is read from the source, stored, and its comments counted.
    const candidates = await t.ctx.db
      .selectFrom('weibo_posts')
      .select(['mid'])
      .where('parent_mid', 'is', null)
      .where('mid', '!=', row.mid)
      .orderBy('comments', 'desc')
      .limit(20)
      .execute();
    const commented = candidates.find((p) => t.world.commentsOf(p.mid, t.clock.now()).length > 0);
    if (!commented) throw new Error('no commented post in the demo world');
    await t.ctx.db.deleteFrom('weibo_posts').where('mid', '=', commented.mid).execute();
    const fetched = await create({ source: 'post', url: commented.mid });
    expect(fetched.code, fetched.msg).toBe(1);
    expect(fetched.data.texts).toBe(
      t.world.commentsOf(commented.mid, t.clock.now()).filter((c) => c.text.trim()).length,
    );
    const back = await t.ctx.db.selectFrom('weibo_posts').select('mid').where('mid', '=', commented.mid).execute();
    expect(back).toHaveLength(1);
  });

  it('refuses links that are not Weibo posts, deleted posts and posts without comments', async () => {
    const cases: [string, string][] = [
      ['https://www.douyin.com/video/7300000000000000000', PostLinkMessage.otherSite],
      ['今天天气真好', PostLinkMessage.notAPost],
      ['https://weibo.com/u/1234567890', PostLinkMessage.notAPost],
    ];
    for (const [url, msg] of cases) expect(await create({ source: 'post', url }), url).toMatchObject({ code: 0, msg });

    const victim = await t.ctx.db.selectFrom('weibo_posts').select('mid').limit(1).executeTakeFirstOrThrow();
    await t.ctx.db.updateTable('weibo_posts').set({ deleted: true }).where('mid', '=', victim.mid).execute();
    expect(await create({ source: 'post', url: victim.mid })).toMatchObject({ code: 0, msg: '博文不存在或已删除' });

    // A stored post the world knows nothing of: no comments stored, none from the source.
    await new WeiboDataRepository(t.ctx.db).upsertPosts(
      [weiboPost('4000000000000001', '一条没有评论的博文', { bid: 'Q0000001' })],
      'import',
      t.clock.now(),
      enrichPost,
    );
    expect(await create({ source: 'post', url: '4000000000000001' })).toMatchObject({
      code: 0,
      msg: '该博文暂无评论',
    });
    // None of the refusals cost a use.
    const auth = await post<{ per_day: { used: number } }>(t.app, '/api/word_cloud/auth', {}, token);
    const made = await post<{ total: number }>(t.app, '/api/word_cloud/history', {}, token);
    expect(auth.data.per_day.used).toBe(made.data.total);
  });
});
