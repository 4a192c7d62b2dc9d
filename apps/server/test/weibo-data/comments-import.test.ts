import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { KolSearchPage } from '@boguan/contracts/kol-search.api';
import { analyzeSentiment } from '@boguan/weibo/text/sentiment';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshBloggerStats } from '../../src/modules/bloggers/blogger-stats.refresh.js';
import { upload } from '../support/multipart.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../../../packages/weibo/test/fixtures');
// Real timelines (MIT, packages/weibo/test/fixtures/README.md) and hand-written comment and repost
// answers about the real post 4649031014551911 of the first one.
const AK_TIMELINE = readFileSync(path.join(FIXTURES, 'weibo-api-responses/weibo_ak_list_0.json'), 'utf8');
const YS_TIMELINE = readFileSync(path.join(FIXTURES, 'weibo-api-responses/weibo_ys_list_0.json'), 'utf8');
const POST = '4649031014551911';
const hand = (name: string) => readFileSync(path.join(FIXTURES, `weibo-hand-written/${name}_${POST}.json`), 'utf8');
const HOTFLOW_URL = `https://m.weibo.cn/comments/hotflow?id=${POST}&mid=${POST}&max_id_type=0`;
const COMMENTERS = ['7512045117', '6063812205', '5549817340', '1907518591'];

interface Report {
  kind: string;
  read: number;
  stored: Record<string, number>;
  present: Record<string, number>;
  skipped: number;
  problems: { line: number | null; index?: number | null; reason: string }[];
}

describe('importing comment and repost answers (weibo-json)', () => {
  let t: TestApp;
  let operator: string;
  beforeAll(async () => {
    t = await createTestApp({ operatorMobiles: ['13900002222'] });
    operator = (await createUser(t, { mobile: '13900002222' })).token;
  });
  afterAll(async () => t.close());

  const importJson = async (content: string, root?: string) => {
    const parts = [
      { field: 'kind', content: 'weibo-json' },
      { field: 'file', filename: 'answer.json', content },
    ];
    if (root) parts.push({ field: 'root', content: root });
    const answer = await upload<Report>(t.app, '/api/data/import', parts, operator);
    expect(answer.code, answer.msg).toBe(1);
    return answer.data;
  };

  it('stores the two bloggers’ timelines first: their posts and full profiles', async () => {
    const ak = await importJson(AK_TIMELINE);
    expect(ak.stored).toEqual({ users: 1, posts: 10, comments: 0, reposts: 0 });
    const ys = await importJson(YS_TIMELINE);
    expect(ys.stored.users).toBeGreaterThanOrEqual(1);
    expect(ys.present).toEqual({ users: 0, posts: 0, comments: 0, reposts: 0 });
  });

  it('stores a hotflow answer kept with its request as comments tied to the post, with their sentiment', async () => {
    const report = await importJson(JSON.stringify({ url: HOTFLOW_URL, response: JSON.parse(hand('hotflow')) }));
    // 余霜YSCandice was stored from her timeline: present, and not rewritten by a comment's thin user object.
    expect(report).toMatchObject({
      kind: 'weibo-json',
      stored: { users: 3, posts: 0, comments: 4, reposts: 0 },
      present: { users: 1, posts: 0, comments: 0, reposts: 0 },
      skipped: 0,
    });
    const rows = await t.ctx.db
      .selectFrom('weibo_comments')
      .select(['id', 'mid', 'uid', 'text', 'likes', 'reply_to', 'sentiment_score'])
      .orderBy('created_at')
      .execute();
    expect(rows.map((r) => [r.id, r.mid, r.uid, r.likes, r.reply_to])).toEqual([
      ['4649032182734651', POST, '7512045117', 2310, null],
      ['4649032506742305', POST, '5549817340', 864, null],
      ['4649033210339112', POST, '6063812205', 15, '4649032182734651'],
      ['4649034118307940', POST, '1907518591', 512, null],
    ]);
    for (const row of rows) expect(row.sentiment_score).toBeCloseTo(analyzeSentiment(row.text).score, 4);
    expect(rows[0]!.sentiment_score).toBeGreaterThan(0.2);
    expect(rows[1]!.sentiment_score).toBeLessThan(-0.2);
    const ys = await t.ctx.db
      .selectFrom('weibo_users')
      .select(['description', 'statuses'])
      .where('uid', '=', '1907518591')
      .executeTakeFirstOrThrow();
    expect(ys).toEqual({ description: '商务合作vx: zhuzixiha', statuses: 4456 });
  });

  it('makes no commenter a blogger: no posts of theirs, no stats row, not in the blogger search', async () => {
    const posts = await t.ctx.db.selectFrom('weibo_posts').select('uid').distinct().execute();
    expect(posts.map((p) => p.uid).sort()).toEqual(['1907518591', '2085966565', '6279793937']);
    await refreshBloggerStats(t.ctx.db, t.clock.now());
    const stats = await t.ctx.db.selectFrom('blogger_stats').select('uid').execute();
    expect(stats.map((s) => s.uid).sort()).toEqual(['1907518591', '2085966565', '6279793937']);
    const member = await createUser(t, { level: 40 });
    const search = await post<KolSearchPage>(t.app, '/api/kol/search', { per_page: 50 }, member.token);
    expect(search.code).toBe(1);
    expect(search.data.data.map((k) => k.uid).sort()).toEqual(['1907518591', '2085966565', '6279793937']);
    const commenters = await t.ctx.db.selectFrom('weibo_users').select('uid').where('uid', 'in', COMMENTERS).execute();
    expect(commenters).toHaveLength(4);
  });

  it('counts what was there: the same answer again adds nothing; the old API’s page refreshes likes', async () => {
    const again = await importJson(JSON.stringify({ url: HOTFLOW_URL, response: JSON.parse(hand('hotflow')) }));
    expect(again).toMatchObject({
      stored: { users: 0, posts: 0, comments: 0, reposts: 0 },
      present: { users: 4, posts: 0, comments: 4, reposts: 0 },
    });
    // The old API's answer names no post: the operator gives it (root).
    const show = await importJson(hand('comments_show'), POST);
    expect(show).toMatchObject({
      stored: { users: 1, comments: 2 },
      present: { users: 1, comments: 1 },
    });
    const liked = await t.ctx.db
      .selectFrom('weibo_comments')
      .select('likes')
      .where('id', '=', '4649032506742305')
      .executeTakeFirstOrThrow();
    expect(liked.likes).toBe(870);
  });

  it('reports comments whose post nobody names, by line and position, and stores nothing of them', async () => {
    const report = await importJson(hand('hotflow').replaceAll('4649032182734651', '4649039999999999'));
    expect(report.skipped).toBe(3);
    expect(report.problems.map((p) => p.index)).toEqual([0, 1, 2]);
    expect(report.problems[0]!.reason).toBe(
      '评论缺少所属微博：请连同请求地址（comments/hotflow?id=…）一起导入，或指定原微博 mid',
    );
    const orphan = await t.ctx.db
      .selectFrom('weibo_comments')
      .select('id')
      .where('id', '=', '4649039999999999')
      .executeTakeFirst();
    expect(orphan).toBeUndefined();
  });

  it('stores a repost timeline as reposts under the post, parents from the //@ chains, reposters no bloggers', async () => {
    const report = await importJson(hand('repost_timeline'));
    expect(report).toMatchObject({
      stored: { users: 0, posts: 0, comments: 0, reposts: 3 },
      present: { users: 4, posts: 1, comments: 0, reposts: 0 },
    });
    const reposts = await t.ctx.db
      .selectFrom('weibo_reposts')
      .select(['mid', 'root_mid', 'parent_mid', 'uid'])
      .orderBy('created_at')
      .execute();
    expect(reposts).toEqual([
      { mid: '4649033877029473', root_mid: POST, parent_mid: null, uid: '6063812205' },
      { mid: '4649034630628911', root_mid: POST, parent_mid: '4649033877029473', uid: '7512045117' },
      { mid: '4649035383816523', root_mid: POST, parent_mid: null, uid: '5549817340' },
    ]);
    const authors = await t.ctx.db.selectFrom('weibo_posts').select('uid').distinct().execute();
    expect(authors).toHaveLength(3);
  });
});
