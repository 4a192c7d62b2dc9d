import { describe, expect, it } from 'vitest';
import { WeiboLoginRequiredError } from '../../src/connector/errors.js';
import { WeiboApiError } from '../../src/parse/api-error.js';
import { readFixtureJson } from '../fixtures.js';
import { createFakeWeibo, M, NOW, profileUrl, sourceOn, timelineUrl } from './fake-weibo.js';

// Recorded real m.weibo.cn answers (see test/fixtures/README.md); no request leaves the machine.
const recorded = (name: string) => readFixtureJson('weibo-api-responses', name);
const AK = '6279793937';
const china = (iso: string) => new Date(`${iso}+08:00`);

type Card = { mblog: Record<string, unknown> };
const akCards = () => structuredClone((recorded('weibo_ak_list_0.json') as { data: { cards: Card[] } }).data.cards);

describe('fetchUser on the recorded profile answer', () => {
  it('asks the profile container and reads followers "145.5万" as 1455000', async () => {
    const fake = createFakeWeibo().on(profileUrl(AK), { json: recorded('weibo_ak_profile.json') });
    const user = await sourceOn(fake).fetchUser(AK);
    expect(fake.urls()).toEqual([
      'https://m.weibo.cn/api/container/getIndex?type=uid&value=6279793937&containerid=1005056279793937',
    ]);
    expect(user).toMatchObject({
      uid: AK,
      screenName: '明日方舟Arknights',
      gender: 'f',
      followers: 1_455_000,
      follows: 34,
      statuses: 1553,
      verified: true,
      verifiedType: 2,
      verifiedReason: '上海鹰角网络科技有限公司',
    });
  });

  it('reads the recorded "这里还没有内容" answer for an unknown uid as null, without retrying', async () => {
    const fake = createFakeWeibo().on(profileUrl('000'), { json: recorded('weibo_err_profile.json') });
    expect(await sourceOn(fake).fetchUser('000')).toBeNull();
    expect(fake.requests).toHaveLength(1);
    expect(fake.sleeps).toEqual([]);
  });

  it('never sends an id that is not a number', async () => {
    const fake = createFakeWeibo();
    expect(await sourceOn(fake).fetchUser('abc&containerid=1')).toBeNull();
    expect(fake.requests).toEqual([]);
  });
});

describe('fetchTimeline on the recorded timeline of 明日方舟Arknights', () => {
  const longTextUrl = (mid: string) => `${M}/statuses/extend?id=${mid}`;

  it('stops at `since` on the first page, skips the older pinned post and the repost, applies long texts', async () => {
    const fake = createFakeWeibo()
      .on(timelineUrl(AK), { json: recorded('weibo_ak_list_0.json') })
      .on(longTextUrl('4649031014551911'), { json: recorded('weibo_detail_4649031014551911') })
      // No recorded long text for this one: Weibo's "not there" answer keeps the truncated text.
      .on(longTextUrl('4647212359090479'), { json: recorded('weibo_err_profile.json') });
    const posts = await sourceOn(fake).fetchTimeline(AK, china('2021-06-12T00:00:00'));
    expect(fake.urls()).toEqual([timelineUrl(AK), longTextUrl('4649031014551911'), longTextUrl('4647212359090479')]);
    expect(posts.map((p) => p.mid)).toEqual([
      '4649031014551911',
      '4648004356937383',
      '4647212359090479',
      '4647211990255467',
    ]);
    const [first] = posts;
    expect(first!.text.startsWith('#明日方舟# 06月17日16:00闪断更新公告\n\n感谢您对《明日方舟》的关注与支持。')).toBe(
      true,
    );
    expect(first!.text.endsWith('*本次维护不排除延迟开启的可能，如若延迟则请关注官方发布的具体开服时间*')).toBe(true);
    expect(first).toMatchObject({ isLongText: true, createdAt: china('2021-06-17T11:00:31'), uid: AK });
    const kept = posts.find((p) => p.mid === '4647212359090479')!;
    expect(kept.isLongText).toBe(true);
    expect(kept.text.length).toBeLessThan(200);
  });

  it("includes the account's own reposts when asked to", async () => {
    const fake = createFakeWeibo()
      .on(timelineUrl(AK), { json: recorded('weibo_ak_list_0.json') })
      .on(/statuses\/extend/, { json: recorded('weibo_err_profile.json') });
    const posts = await sourceOn(fake, { includeReposts: true }).fetchTimeline(AK, china('2021-06-16T00:00:00'));
    expect(posts.map((p) => [p.mid, p.rootMid])).toEqual([
      ['4649031014551911', null],
      ['4648806186747944', '4645748019299849'],
    ]);
  });

  it('follows since_id to the next page while every post is newer than `since`, and ends on the empty answer', async () => {
    const fake = createFakeWeibo()
      .on(timelineUrl(AK), { json: recorded('weibo_ak_list_0.json') })
      .on(timelineUrl(AK, '4646131823281332'), { json: recorded('weibo_err_profile.json') })
      .on(/statuses\/extend/, { json: recorded('weibo_err_profile.json') });
    const posts = await sourceOn(fake).fetchTimeline(AK, china('2021-06-09T12:00:00'));
    expect(fake.urls().filter((u) => u.includes('getIndex'))).toEqual([
      timelineUrl(AK),
      timelineUrl(AK, '4646131823281332'),
    ]);
    // Eleven cards: the pinned post (older) and the repost are left out.
    expect(posts).toHaveLength(8);
    expect(posts.at(-1)!.mid).toBe('4646192191903210');
  });

  it('reads a second page and stops there once it holds a post older than `since`', async () => {
    // Page two is hand-assembled from two recorded cards, moved a week back and given new mids.
    const [a, b] = akCards().slice(8, 10) as [Card, Card];
    a.mblog.mid = a.mblog.id = '4644000000000001';
    a.mblog.created_at = 'Wed Jun 09 10:00:00 +0800 2021';
    b.mblog.mid = b.mblog.id = '4643000000000002';
    b.mblog.created_at = 'Thu Jun 03 10:00:00 +0800 2021';
    const page2 = { ok: 1, data: { cardlistInfo: { since_id: 4642000000000000 }, cards: [a, b] } };
    const fake = createFakeWeibo()
      .on(timelineUrl(AK), { json: recorded('weibo_ak_list_0.json') })
      .on(timelineUrl(AK, '4646131823281332'), { json: page2 })
      .on(/statuses\/extend/, { json: recorded('weibo_err_profile.json') });
    const posts = await sourceOn(fake).fetchTimeline(AK, china('2021-06-05T00:00:00'));
    expect(fake.urls().filter((u) => u.includes('getIndex'))).toHaveLength(2);
    expect(posts.map((p) => p.mid)).toContain('4644000000000001');
    expect(posts.map((p) => p.mid)).not.toContain('4643000000000002');
    // The pinned post of 06-08 is newer than this `since`, so it is in.
    expect(posts.map((p) => p.mid)).toContain('4645748019299849');
  });

  it('resolves "3分钟前" against the injected now', async () => {
    const [card] = akCards().slice(3, 4) as [Card];
    card.mblog.created_at = '3分钟前';
    const fake = createFakeWeibo().on(timelineUrl(AK), {
      json: { ok: 1, data: { cardlistInfo: {}, cards: [card] } },
    });
    const posts = await sourceOn(fake).fetchTimeline(AK, new Date(NOW.getTime() - 3_600_000));
    expect(posts.map((p) => p.createdAt)).toEqual([new Date(NOW.getTime() - 180_000)]);
  });
});

describe('fetchPost', () => {
  const postUrl = (mid: string) => `${M}/statuses/show?id=${mid}`;

  it('reads statuses/show (data is the mblog, here a recorded one) and applies the recorded long text', async () => {
    const mblog = akCards()[0]!.mblog;
    const fake = createFakeWeibo()
      .on(postUrl('4645748019299849'), { json: { ok: 1, data: mblog } })
      .on(`${M}/statuses/extend?id=4645748019299849`, { json: recorded('weibo_detail_4645748019299849') });
    const post = await sourceOn(fake).fetchPost('4645748019299849');
    expect(post).toMatchObject({ mid: '4645748019299849', uid: AK, deleted: false, isLongText: true });
    expect(post!.text).toContain(
      '关注并转发本条微博，我们将通过@微博抽奖平台 抽取十位博士送出【音律联觉主题黑胶礼盒各一套】',
    );
    expect(post!.text).not.toContain('全文');
  });

  it('returns a deleted post, not an error, when Weibo says the post is gone', async () => {
    const fake = createFakeWeibo().on(postUrl('4649031014551911'), {
      json: { ok: 0, errno: '20101', msg: '微博不存在或暂无查看权限!' },
    });
    const post = await sourceOn(fake).fetchPost('4649031014551911');
    expect(post).toMatchObject({
      mid: '4649031014551911',
      deleted: true,
      text: '微博不存在或暂无查看权限!',
      reposts: 0,
    });
    // The mid itself dates the post: 2021-06-17 11:00:31 China time.
    expect(post!.createdAt).toEqual(china('2021-06-17T11:00:31'));
    expect(fake.requests).toHaveLength(1);
  });

  it('reads the HTML notice page Weibo may send instead of JSON the same way', async () => {
    const page =
      '<html><body><div class="h5-4box"><p class="h5-4con">微博不存在或暂无查看权限!</p></div></body></html>';
    const fake = createFakeWeibo().on(postUrl('4649031014551911'), { body: page });
    const post = await sourceOn(fake).fetchPost('4649031014551911');
    expect(post).toMatchObject({ deleted: true, text: '微博不存在或暂无查看权限!' });
    expect(fake.requests).toHaveLength(1);
  });

  it('a gone post whose id cannot be a mid (too short to date) is null, not a deleted post', async () => {
    const fake = createFakeWeibo().on(/statuses\/show/, { body: 'Not Found', status: 404 });
    expect(await sourceOn(fake).fetchPost('12345')).toBeNull();
  });

  it('raises a typed WeiboApiError for an error answer it does not understand, without retrying', async () => {
    const fake = createFakeWeibo().on(postUrl('4649031014551911'), { json: { ok: 0, msg: '参数错误' } });
    const error = await sourceOn(fake)
      .fetchPost('4649031014551911')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WeiboApiError);
    expect(error).toMatchObject({ kind: 'api', code: 0, weiboMsg: '参数错误' });
    expect(fake.requests).toHaveLength(1);
  });
});

describe('the login wall', () => {
  const wall = { ok: -100, url: 'https://passport.weibo.cn/signin/welcome?entry=mweibo&r=https%3A%2F%2Fm.weibo.cn%2F' };

  it('ok: -100 raises WeiboLoginRequiredError telling the operator to set the cookie', async () => {
    const fake = createFakeWeibo().on(profileUrl(AK), { json: wall });
    const error = await sourceOn(fake)
      .fetchUser(AK)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WeiboLoginRequiredError);
    expect((error as Error).message).toMatch(/set the Weibo cookie \(SUB=\.\.\.\)/);
    expect(error).toMatchObject({
      cookieSent: false,
      userMessage: '微博要求登录：请在配置中设置已登录账号的微博 Cookie（SUB=...）',
    });
    expect(fake.requests).toHaveLength(1);
  });

  it('a redirect to passport.weibo.cn is the same wall; with a cookie set it says the cookie expired', async () => {
    const fake = createFakeWeibo().on(profileUrl(AK), {
      body: null,
      status: 302,
      headers: { location: 'https://passport.weibo.cn/signin/welcome?entry=mweibo&r=x' },
    });
    const error = await sourceOn(fake, { cookie: 'SUB=secret-token' })
      .fetchUser(AK)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(WeiboLoginRequiredError);
    expect(error).toMatchObject({ cookieSent: true });
    expect((error as Error).message).toMatch(/no longer accepted/);
    expect((error as Error).message).not.toContain('secret-token');
  });
});

describe('request headers', () => {
  it('m.weibo.cn requests carry the cookie, the m.weibo.cn referer, a mobile user agent and XMLHttpRequest', async () => {
    const fake = createFakeWeibo().on(profileUrl(AK), { json: recorded('weibo_ak_profile.json') });
    await sourceOn(fake, { cookie: 'SUB=_2A25abc; SUBP=0033W' }).fetchUser(AK);
    expect(fake.requests[0]!.headers).toMatchObject({
      Cookie: 'SUB=_2A25abc; SUBP=0033W',
      Referer: 'https://m.weibo.cn/',
      'X-Requested-With': 'XMLHttpRequest',
    });
    expect(fake.requests[0]!.headers['User-Agent']).toMatch(/iPhone.*Mobile/);
  });

  it('a bare token becomes SUB=token; without a cookie no Cookie header is sent', async () => {
    const fake = createFakeWeibo().on(profileUrl(AK), { json: recorded('weibo_ak_profile.json') });
    await sourceOn(fake, { cookie: ' _2A25abc ' }).fetchUser(AK);
    await sourceOn(fake).fetchUser(AK);
    expect(fake.requests.map((r) => r.headers.Cookie)).toEqual(['SUB=_2A25abc', undefined]);
  });

  it('rejects a cookie with a line break (it would forge headers)', () => {
    expect(() => sourceOn(createFakeWeibo(), { cookie: 'SUB=a\r\nX-Evil: 1' })).toThrow(/one line/);
  });
});
