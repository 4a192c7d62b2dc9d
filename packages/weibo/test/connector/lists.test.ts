import { describe, expect, it } from 'vitest';
import { createFakeWeibo, M, NOW, sourceOn } from './fake-weibo.js';
import { mblog, user } from './shapes.js';

// Hand-written answers in the shapes of statuses/repostTimeline, comments/hotflow and the search
// container (no recorded copies exist in the shared data).
const ROOT = '4655758022804664';
const at = (minutesBeforeNow: number) => new Date(NOW.getTime() - minutesBeforeNow * 60_000);

describe('fetchReposts', () => {
  const A = user(11, '阿甲');
  const B = user(12, '阿乙');
  const C = user(13, '阿丙');
  const page = (items: unknown[], max: number) => ({
    ok: 1,
    data: { data: items, total_number: 3, hot_total_number: 0, max },
  });
  const url = (n: number) => `${M}/api/statuses/repostTimeline?id=${ROOT}&page=${n}`;

  it('reads pages 1..max, finds parents in the //@ chains and puts parents before children', async () => {
    const fake = createFakeWeibo()
      .on(url(1), {
        json: page(
          [
            mblog('4655760000000003', '10分钟前', '哈哈//<a href="/n/阿乙">@阿乙</a>:好看', C),
            mblog('4655760000000002', '5分钟前', '好看//<a href="/n/阿甲">@阿甲</a>:转发微博', B),
          ],
          2,
        ),
      })
      .on(url(2), { json: page([mblog('4655760000000001', '30分钟前', '转发微博', A)], 2) });
    const result = await sourceOn(fake).fetchReposts(ROOT);
    expect(fake.urls()).toEqual([url(1), url(2)]);
    // 阿丙's repost is older than 阿乙's, yet names 阿乙: it still comes after its parent.
    expect(result.reposts.map((r) => [r.mid, r.parentMid, r.createdAt])).toEqual([
      ['4655760000000001', null, at(30)],
      ['4655760000000002', '4655760000000001', at(5)],
      ['4655760000000003', '4655760000000002', at(10)],
    ]);
    expect(result.reposts.every((r) => r.rootMid === ROOT)).toBe(true);
    expect(result.users.map((u) => u.screenName)).toEqual(['阿甲', '阿乙', '阿丙']);
  });

  it('a post nobody reposted ("还没有人转发过") gives empty lists after one request', async () => {
    const fake = createFakeWeibo().on(url(1), { json: { ok: 0, msg: '还没有人转发过' } });
    expect(await sourceOn(fake).fetchReposts(ROOT)).toEqual({ reposts: [], users: [] });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('fetchComments', () => {
  const first = `${M}/comments/hotflow?id=${ROOT}&mid=${ROOT}&max_id_type=0`;
  const second = `${M}/comments/hotflow?id=${ROOT}&mid=${ROOT}&max_id=139293859600042&max_id_type=1`;
  const comment = (id: string, created: string, text: string, author: ReturnType<typeof user>) => ({
    id,
    created_at: created,
    text,
    like_count: 2,
    user: author,
  });

  it('follows max_id with the max_id_type Weibo gave, stops at max_id 0, returns oldest first', async () => {
    const A = user(21, '评论甲');
    const B = user(22, '评论乙');
    const fake = createFakeWeibo()
      .on(first, {
        json: {
          ok: 1,
          data: {
            data: [comment('4655770000000002', '2分钟前', '好', A)],
            total_number: 2,
            max_id: 139293859600042,
            max_id_type: 1,
          },
        },
      })
      .on(second, {
        json: {
          ok: 1,
          data: {
            data: [comment('4655770000000001', '刚刚', '沙发', B), comment('4655770000000000', '1小时前', '早', A)],
            total_number: 2,
            max_id: 0,
            max_id_type: 0,
          },
        },
      });
    const result = await sourceOn(fake).fetchComments(ROOT);
    expect(fake.urls()).toEqual([first, second]);
    expect(result.comments.map((c) => [c.id, c.uid, c.createdAt])).toEqual([
      ['4655770000000000', '21', at(60)],
      ['4655770000000002', '21', at(2)],
      ['4655770000000001', '22', NOW],
    ]);
    expect(result.users.map((u) => u.uid)).toEqual(['21', '22']);
  });

  it('a post without comments ("快来发表你的评论吧") gives empty lists', async () => {
    const fake = createFakeWeibo().on(first, { json: { ok: 0, msg: '快来发表你的评论吧' } });
    expect(await sourceOn(fake).fetchComments(ROOT)).toEqual({ comments: [], users: [] });
  });
});

describe('searchPosts', () => {
  const url = (n: number) =>
    `${M}/api/container/getIndex?containerid=100103type%3D1%26q%3D%E6%96%B0%E5%93%81&page_type=searchall&page=${n}`;
  const P = user(31, '数码博主');
  const Q = user(32, '美妆博主');
  const searchPage = (cards: unknown[], next: number | null) => ({
    ok: 1,
    data: { cardlistInfo: { v_p: 42, ...(next ? { page: next } : {}) }, cards },
  });

  it('keeps posts since `since` whose text holds the keyword, newest first, and stops at an old page', async () => {
    const fake = createFakeWeibo()
      .on(url(1), {
        json: searchPage(
          [
            { card_type: 9, mblog: mblog('4656000000000001', '1小时前', '今天的<a>新品</a>发布会', P) },
            {
              card_type: 11,
              card_group: [
                { card_type: 9, mblog: mblog('4656000000000002', '20分钟前', '新品试色', Q) },
                { card_type: 9, mblog: mblog('4656000000000003', '5分钟前', '只提到品牌名', Q) },
              ],
            },
          ],
          2,
        ),
      })
      .on(url(2), {
        json: searchPage(
          [{ card_type: 9, mblog: mblog('4650000000000009', 'Sun Jun 20 10:00:00 +0800 2021', '旧新品', P) }],
          3,
        ),
      });
    const result = await sourceOn(fake).searchPosts('新品');
    expect(fake.urls()).toEqual([url(1), url(2)]);
    expect(result.posts.map((p) => [p.mid, p.text, p.createdAt])).toEqual([
      ['4656000000000002', '新品试色', at(20)],
      ['4656000000000001', '今天的新品发布会', at(60)],
    ]);
    expect(result.users.map((u) => u.screenName)).toEqual(['美妆博主', '数码博主']);
  });

  it('stops reading once `limit` posts are found', async () => {
    const fake = createFakeWeibo().on(url(1), {
      json: searchPage([{ card_type: 9, mblog: mblog('4656000000000001', '1小时前', '新品', P) }], 2),
    });
    const result = await sourceOn(fake).searchPosts('新品', { limit: 1 });
    expect(result.posts).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);
  });
});
