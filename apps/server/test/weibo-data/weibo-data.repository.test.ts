import type { HotSearchEntry, WeiboPost, WeiboRepost, WeiboUser } from '@boguan/weibo/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createTestApp, type TestApp } from '../support/test-app.js';

const user = (uid: string, followers: number, extra: Partial<WeiboUser> = {}): WeiboUser => ({
  uid,
  screenName: `博主${uid}`,
  avatar: '',
  gender: 'f',
  province: '广东',
  city: '深圳',
  verified: true,
  verifiedType: 0,
  verifiedTypeExt: 1,
  verifiedReason: '知名美妆博主',
  followers,
  follows: 100,
  statuses: 2000,
  description: '',
  categories: ['美妆'],
  createdAt: new Date('2015-03-01T00:00:00Z'),
  ...extra,
});

const post = (mid: string, likes: number): WeiboPost => ({
  mid,
  bid: `B${mid}`,
  uid: '1001',
  text: '今天试了新口红 #种草# [哈哈]',
  createdAt: new Date('2026-01-04T12:00:00Z'),
  source: 'iPhone客户端',
  region: '广东',
  pics: ['a.jpg'],
  videoUrl: null,
  isLongText: false,
  isAd: false,
  parentMid: null,
  rootMid: null,
  reposts: 1,
  comments: 2,
  likes,
  deleted: false,
});

const enrich = (p: WeiboPost) => ({ searchText: p.text, sponsored: false, sponsoredMarkers: [], sentimentScore: 0.5 });

describe('Weibo data repository', () => {
  let t: TestApp;
  let repo: WeiboDataRepository;
  beforeAll(async () => {
    t = await createTestApp();
    repo = new WeiboDataRepository(t.ctx.db);
  });
  afterAll(async () => t.close());

  it('upserts users idempotently, refreshing counts and deriving the V badge', async () => {
    await repo.upsertUsers([user('1001', 500), user('1002', 9)], 'import', t.clock.now(), (u) => u.screenName);
    const before = await t.ctx.db
      .selectFrom('weibo_users')
      .select('collected_at')
      .where('uid', '=', '1002')
      .executeTakeFirstOrThrow();
    t.clock.advance(60_000);
    // The same data again changes nothing, not even when it was collected.
    expect(
      await repo.upsertUsers([user('1001', 500), user('1002', 9)], 'import', t.clock.now(), (u) => u.screenName),
    ).toBe(0);
    const after = await t.ctx.db
      .selectFrom('weibo_users')
      .select('collected_at')
      .where('uid', '=', '1002')
      .executeTakeFirstOrThrow();
    expect(after.collected_at).toEqual(before.collected_at);
    expect(await repo.upsertUsers([user('1001', 800)], 'import', t.clock.now(), (u) => u.screenName)).toBe(1);
    const rows = await t.ctx.db
      .selectFrom('weibo_users')
      .select(['uid', 'followers', 'verify_badge', 'kol_id', 'categories'])
      .orderBy('uid')
      .execute();
    expect(rows.map((r) => [r.uid, r.followers, r.verify_badge])).toEqual([
      ['1001', 800, 'gold'],
      ['1002', 9, 'gold'],
    ]);
    expect(rows[0]?.categories).toEqual(['美妆']);
    expect(rows[0]?.kol_id).toBeLessThan(rows[1]?.kol_id as number);
  });

  it('writes a large batch of profiles in one go, cutting search text only for new or changed ones', async () => {
    // 2,500 profiles: past the size where stored profiles are read first, and several statements.
    const many = Array.from({ length: 2500 }, (_, i) => user(`50${String(i).padStart(5, '0')}`, i, { categories: [] }));
    const cut: string[] = [];
    const searchText = (u: WeiboUser) => {
      cut.push(u.uid);
      return u.screenName;
    };
    expect(await repo.upsertUsers(many, 'import', t.clock.now(), searchText)).toBe(2500);
    expect(cut).toHaveLength(2500);
    cut.length = 0;
    // The same profiles again: nothing is cut, nothing written.
    expect(await repo.upsertUsers(many, 'import', t.clock.now(), searchText)).toBe(0);
    expect(cut).toEqual([]);
    // Three changed (followers, name, an emptied avatar string kept as ''), the last copy of a repeated uid wins.
    const changed = many.map((u, i) =>
      i === 7
        ? { ...u, followers: 99 }
        : i === 8
          ? { ...u, screenName: '改名了' }
          : i === 9
            ? { ...u, avatar: 'x.jpg' }
            : u,
    );
    changed.push({ ...many[10]!, followers: 12345 }, many[10]!);
    expect(await repo.upsertUsers(changed, 'import', t.clock.now(), searchText)).toBe(3);
    expect(cut.sort()).toEqual(['5000007', '5000008', '5000009']);
    const rows = await t.ctx.db
      .selectFrom('weibo_users')
      .select(['uid', 'followers', 'screen_name', 'search_text', 'avatar', 'categories'])
      .where('uid', 'in', ['5000008', '5000009', '5000010'])
      .orderBy('uid')
      .execute();
    expect(rows).toEqual([
      { uid: '5000008', followers: 8, screen_name: '改名了', search_text: '改名了', avatar: '', categories: [] },
      {
        uid: '5000009',
        followers: 9,
        screen_name: '博主5000009',
        search_text: '博主5000009',
        avatar: 'x.jpg',
        categories: [],
      },
      {
        uid: '5000010',
        followers: 10,
        screen_name: '博主5000010',
        search_text: '博主5000010',
        avatar: '',
        categories: [],
      },
    ]);
  });

  it('upserts posts: a second import of the same post only refreshes its counts', async () => {
    expect(await repo.upsertPosts([post('9001', 10), post('9002', 3)], 'import', t.clock.now(), enrich)).toBe(2);
    expect(await repo.upsertPosts([post('9001', 10), post('9002', 3)], 'import', t.clock.now(), enrich)).toBe(0);
    await repo.upsertPosts([post('9001', 25), post('9001', 30)], 'import', t.clock.now(), enrich);
    const rows = await t.ctx.db.selectFrom('weibo_posts').select(['mid', 'likes', 'pics']).orderBy('mid').execute();
    expect(rows).toEqual([
      { mid: '9001', likes: 30, pics: ['a.jpg'] },
      { mid: '9002', likes: 3, pics: ['a.jpg'] },
    ]);
  });

  it('keeps the text and counts of a post that comes back deleted', async () => {
    const gone = { ...post('9002', 0), text: '抱歉，此微博已被作者删除。', reposts: 0, comments: 0, deleted: true };
    await repo.upsertPosts([gone], 'import', t.clock.now(), enrich);
    const row = await t.ctx.db
      .selectFrom('weibo_posts')
      .select(['text', 'likes', 'comments', 'deleted'])
      .where('mid', '=', '9002')
      .executeTakeFirstOrThrow();
    expect(row).toEqual({ text: '今天试了新口红 #种草# [哈哈]', likes: 3, comments: 2, deleted: true });
  });

  it('inserts reposts once and reports how many were new', async () => {
    const reposts: WeiboRepost[] = [1, 2, 3].map((n) => ({
      mid: `r${n}`,
      rootMid: '9001',
      parentMid: n === 3 ? 'r1' : null,
      uid: `u${n}`,
      text: '转发微博',
      createdAt: new Date(`2026-01-04T12:0${n}:00Z`),
    }));
    expect(await repo.insertReposts(reposts)).toBe(3);
    expect(await repo.insertReposts(reposts)).toBe(0);
    const count = await t.ctx.db
      .selectFrom('weibo_reposts')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    expect(count.n).toBe(3);
  });

  it('stores a hot-search capture once, ads kept apart with no rank', async () => {
    const at = new Date('2025-06-01T00:00:00Z');
    const entries: HotSearchEntry[] = [
      { capturedAt: at, rank: 1, word: '成都3.9级地震', heat: 1_200_000, category: '社会', label: '沸', isAd: false },
      { capturedAt: at, rank: null, word: '某品牌新品', heat: 0, category: '', label: '荐', isAd: true },
    ];
    expect(await repo.insertHotSearch(entries, 'import')).toBe(2);
    expect(await repo.insertHotSearch(entries, 'import')).toBe(0);
    const ads = await t.ctx.db
      .selectFrom('hot_search_snapshots')
      .select(['word', 'rank'])
      .where('is_ad', '=', true)
      .execute();
    expect(ads).toEqual([{ word: '某品牌新品', rank: null }]);
  });
});
