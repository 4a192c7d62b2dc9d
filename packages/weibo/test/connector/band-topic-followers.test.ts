import { describe, expect, it } from 'vitest';
import { parseFollowersResponse } from '../../src/connector/container-pages.js';
import { parseHotSearchBand } from '../../src/connector/hot-search-band.js';
import { parseTopicResponse } from '../../src/connector/topic-card.js';
import { WeiboApiError } from '../../src/parse/api-error.js';
import { createFakeWeibo, M, NOW, sourceOn } from './fake-weibo.js';
import { followersPage, hotSearchBand, topicPage, user } from './shapes.js';

describe('hot-search band (hand-written body in the shape of weibo.com/ajax/side/hotSearch)', () => {
  it('ranks by the 0-based rank field, keeps the ad apart with rank null, and leaves the pinned entry out', () => {
    const entries = parseHotSearchBand(hotSearchBand, NOW);
    expect(entries).toEqual([
      { capturedAt: NOW, rank: 1, word: '高考作文题', heat: 2_843_562, category: '社会新闻', label: '热', isAd: false },
      {
        capturedAt: NOW,
        rank: 2,
        word: '端午假期出游',
        heat: 1_288_410,
        category: '民生新闻',
        label: '新',
        isAd: false,
      },
      { capturedAt: NOW, rank: 3, word: '今天是芒种', heat: 956_120, category: '', label: '', isAd: false },
      { capturedAt: NOW, rank: null, word: '某品牌夏日新品', heat: 0, category: '', label: '荐', isAd: true },
    ]);
  });

  it('an ad marked only by its 荐 badge is still an ad; a rankless word takes its seat among ranked words', () => {
    const entries = parseHotSearchBand(
      {
        ok: 1,
        data: {
          realtime: [
            { word: 'A', num: 10 },
            { word: '广告位', icon_desc: '荐' },
            { word: 'B', num: 5 },
          ],
        },
      },
      NOW,
    );
    expect(entries.map((e) => [e.word, e.rank, e.isAd])).toEqual([
      ['A', 1, false],
      ['B', 2, false],
      ['广告位', null, true],
    ]);
  });

  it('throws a typed error for an error answer', () => {
    expect(() => parseHotSearchBand({ ok: 0, msg: '系统错误' }, NOW)).toThrow(WeiboApiError);
  });

  it('fetchHotSearch asks weibo.com as its desktop page does and stamps the entries with now', async () => {
    const fake = createFakeWeibo().on('https://weibo.com/ajax/side/hotSearch', { json: hotSearchBand });
    const entries = await sourceOn(fake, { cookie: 'SUB=x' }).fetchHotSearch();
    expect(entries).toHaveLength(4);
    expect(entries.every((e) => e.capturedAt === NOW)).toBe(true);
    expect(fake.requests[0]!.headers).toMatchObject({ Referer: 'https://weibo.com/', Cookie: 'SUB=x' });
    expect(fake.requests[0]!.headers['User-Agent']).toMatch(/Windows NT/);
  });
});

describe('topic page (hand-written body in the shape of the 231522 container)', () => {
  it('reads reads and discussions from the head card midtext', () => {
    expect(parseTopicResponse(topicPage('阅读2.3亿 讨论12.5万 详情>'), '高考作文题')).toEqual({
      name: '高考作文题',
      readCount: 230_000_000,
      discussCount: 125_000,
      hostUid: null,
      category: '',
    });
  });

  it('reads the other order ("1.1万阅读 326讨论") and a host uid from a profile link in the head card', () => {
    // The name of the link field is not known from a recorded answer: any *scheme/*url field is read.
    const topic = parseTopicResponse(
      topicPage('1.1万阅读 326讨论', { downtext_scheme: 'sinaweibo://userinfo?uid=2803301701' }),
      '高考作文题',
    );
    expect(topic).toMatchObject({ readCount: 11_000, discussCount: 326, hostUid: '2803301701' });
  });

  it('a page without a head card that has counts is no topic', () => {
    expect(parseTopicResponse(topicPage('超话社区'), '高考作文题')).toBeNull();
    expect(parseTopicResponse({ ok: 1, data: { cardlistInfo: {}, cards: [] } }, 'x')).toBeNull();
  });

  it("fetchTopic strips # marks, asks the topic container, and reads Weibo's empty answer as null", async () => {
    const url = `${M}/api/container/getIndex?containerid=231522type%3D1%26q%3D%23%E9%AB%98%E8%80%83%E4%BD%9C%E6%96%87%E9%A2%98%23&page_type=searchall`;
    const fake = createFakeWeibo()
      .on(url, { json: topicPage('阅读2.3亿 讨论12.5万') })
      .on(/getIndex/, { json: { ok: 0, msg: '这里还没有内容', data: { cards: [] } } });
    const source = sourceOn(fake);
    expect((await source.fetchTopic('#高考作文题#'))?.readCount).toBe(230_000_000);
    expect(await source.fetchTopic('没有这个话题')).toBeNull();
    expect(await source.fetchTopic('##')).toBeNull();
    expect(fake.urls()[0]).toBe(url);
    expect(fake.requests).toHaveLength(2);
  });
});

describe('followers (hand-written body in the shape of the 231051_-_fans_- container)', () => {
  it('reads the user cards of each group and the next cursor', () => {
    const page = parseFollowersResponse(followersPage([user(101, '甲', '3.2万'), user(102, '乙', 7)], 2));
    expect(page.users.map((u) => [u.uid, u.screenName, u.followers])).toEqual([
      ['101', '甲', 32_000],
      ['102', '乙', 7],
    ]);
    expect(page.sinceId).toBe('2');
    expect(parseFollowersResponse(followersPage([], null)).sinceId).toBeNull();
  });

  it('fetchFollowers pages with since_id until it has `limit` accounts', async () => {
    const base = `${M}/api/container/getIndex?containerid=231051_-_fans_-_6279793937`;
    const fake = createFakeWeibo()
      .on(base, { json: followersPage([user(1, 'a'), user(2, 'b')], 2) })
      .on(`${base}&since_id=2`, { json: followersPage([user(2, 'b'), user(3, 'c'), user(4, 'd')], 3) });
    const followers = await sourceOn(fake).fetchFollowers('6279793937', 3);
    expect(followers.map((u) => u.uid)).toEqual(['1', '2', '3']);
    expect(fake.urls()).toEqual([base, `${base}&since_id=2`]);
  });

  it('stops on the last visible page', async () => {
    const fake = createFakeWeibo().on(/fans/, { json: followersPage([user(1, 'a')], null) });
    expect(await sourceOn(fake).fetchFollowers('6279793937', 50)).toHaveLength(1);
    expect(fake.requests).toHaveLength(1);
  });
});
