import type { WeiboPost, WeiboUser } from '@boguan/weibo/model';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrichPost, userSearchText } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';
import { weiboPost } from '../support/weibo-post.js';
import { search } from './helpers.js';

// The category filter reads a copy of the author's categories on each post (migration 0033): these
// tests write through the product's own writers and check the copy never falls out of step.

const WORD = '露营';

function blogger(uid: string, categories: string[]): WeiboUser {
  return {
    uid,
    screenName: `博主${uid}`,
    avatar: '',
    gender: 'f',
    province: '',
    city: '',
    verified: false,
    verifiedType: -1,
    verifiedReason: '',
    followers: 100,
    follows: 10,
    statuses: 5,
    description: '',
    categories,
    createdAt: null,
  };
}

const postOf = (uid: string, n: number, overrides: Partial<WeiboPost> = {}) =>
  weiboPost(`${uid}00${n}`, `周末去${WORD}了，第${n}次`, { uid, bid: `B${uid}${n}`, ...overrides });

describe('post search: the author categories copied on posts stay in step', () => {
  let t: TestApp;
  let repo: WeiboDataRepository;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    repo = new WeiboDataRepository(t.ctx.db);
    token = (await createUser(t, { level: 40 })).token;
  });
  afterAll(async () => t?.close());

  const writeUsers = (users: WeiboUser[]) => repo.upsertUsers(users, 'import', t.clock.now(), userSearchText);
  const writePosts = (posts: WeiboPost[]) => repo.upsertPosts(posts, 'import', t.clock.now(), enrichPost);

  /** The copy on each post beside its author's categories (none when the author is not stored). */
  async function copies(): Promise<Array<{ mid: string; copy: string[]; author: string[] }>> {
    const rows = await sql<{ mid: string; copy: string[]; author: string[] | null }>`
      select p.mid, p.author_categories as copy, u.categories as author
      from weibo_posts p left join weibo_users u on u.uid = p.uid order by p.mid`.execute(t.ctx.db);
    return rows.rows.map((r) => ({ mid: r.mid, copy: r.copy, author: r.author ?? [] }));
  }
  async function expectInStep() {
    for (const row of await copies()) expect(row.copy, row.mid).toEqual(row.author);
  }
  const found = async (category: string) =>
    (await search(t.app, token, { keyword: WORD, category, per_page: 50 })).data.map((r) => r.mid).sort();

  it('follows every write of posts and bloggers, and the category filter follows it', async () => {
    // Posts stored before their author (an import of posts alone) have no category yet.
    await writePosts([postOf('7001', 1), postOf('7001', 2), postOf('7002', 1)]);
    await expectInStep();
    expect(await found('美妆')).toEqual([]);

    // The author arrives: their stored posts take the categories.
    await writeUsers([blogger('7001', ['美妆', '时尚']), blogger('7002', ['数码'])]);
    await expectInStep();
    expect(await found('美妆')).toEqual(['7001001', '7001002']);
    expect(await found('数码')).toEqual(['7002001']);

    // A new post takes its author's categories when written; a refreshed one keeps them.
    await writePosts([postOf('7001', 3), postOf('7001', 1, { likes: 50 })]);
    await expectInStep();
    expect(await found('时尚')).toEqual(['7001001', '7001002', '7001003']);

    // The blogger is re-categorised: every post of theirs moves, the other blogger's stay.
    await writeUsers([blogger('7001', ['数码'])]);
    await expectInStep();
    expect(await found('美妆')).toEqual([]);
    expect(await found('数码')).toEqual(['7001001', '7001002', '7001003', '7002001']);

    // A profile refresh that leaves the categories alone changes nothing; a removed blogger's posts
    // lose the copy, as the join they replace would have found no author.
    await writeUsers([{ ...blogger('7002', ['数码']), followers: 999 }]);
    await t.ctx.db.deleteFrom('weibo_users').where('uid', '=', '7001').execute();
    await expectInStep();
    expect(await found('数码')).toEqual(['7002001']);
  });
});
