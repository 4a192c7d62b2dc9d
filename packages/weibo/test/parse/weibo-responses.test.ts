import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { verifyBadge } from '../../src/model.js';
import { isWeiboApiError, WeiboApiError } from '../../src/parse/api-error.js';
import { applyLongText, parseLongTextResponse, parseMblog } from '../../src/parse/mblog.js';
import { parseTimelineResponse } from '../../src/parse/timeline.js';
import { parseProfileResponse } from '../../src/parse/user.js';
import { fixturePath, readFixtureJson } from '../fixtures.js';

const dir = 'weibo-api-responses';
const load = (name: string) => readFixtureJson(dir, name);

describe('every recorded m.weibo.cn response', () => {
  const files = readdirSync(fixturePath(dir)).sort();

  it('the fixture folder holds the eight recorded files', () => {
    expect(files).toEqual([
      'weibo_ak_list_0.json',
      'weibo_ak_list_1.json',
      'weibo_ak_profile.json',
      'weibo_detail_4645748019299849',
      'weibo_detail_4649031014551911',
      'weibo_err_profile.json',
      'weibo_get-cookie-name.json',
      'weibo_ys_list_0.json',
    ]);
  });

  it.each(files)('%s parses to data or a typed error, never a crash', (name) => {
    const json = JSON.parse(readFileSync(fixturePath(dir, name), 'utf8'));
    const attempt = () => {
      if (name.includes('_list_')) return parseTimelineResponse(json).posts.length;
      if (name.startsWith('weibo_detail_')) return parseLongTextResponse(json).text.length;
      return parseProfileResponse(json).uid.length;
    };
    if (name === 'weibo_err_profile.json') expect(attempt).toThrow(WeiboApiError);
    else expect(attempt()).toBeGreaterThan(0);
  });
});

describe('timeline of 明日方舟Arknights (weibo_ak_list_0.json)', () => {
  const page = parseTimelineResponse(load('weibo_ak_list_0.json'));

  it('reads ten cards into ten posts (the retweeted original is the pinned first card) and one user', () => {
    expect(page.posts.map((p) => p.mid)).toEqual([
      '4645748019299849',
      '4649031014551911',
      '4648806186747944',
      '4648004356937383',
      '4647212359090479',
      '4647211990255467',
      '4646917039199914',
      '4646569834450357',
      '4646502071534367',
      '4646192191903210',
    ]);
    expect(page.users).toHaveLength(1);
    expect(page.skipped).toEqual([]);
    expect(page.sinceId).toBe('4646131823281332');
    expect(page.total).toBe(1221);
  });

  it('maps the pinned video post field by field', () => {
    const post = page.posts[0]!;
    expect(post).toMatchObject({
      bid: 'Kjc77D1jz',
      uid: '6279793937',
      source: '微博视频号',
      region: '',
      isLongText: true,
      parentMid: null,
      rootMid: null,
      reposts: 9079,
      comments: 2126,
      likes: 37053,
      deleted: false,
      pics: [],
    });
    expect(post.createdAt.toISOString()).toBe('2021-06-08T01:35:04.000Z');
    expect(post.videoUrl).toMatch(/^https:\/\/f\.video\.weibocdn\.com\/0013IQ0Ugx07Ni6ZE67l01041200thj80E010\.mp4/);
    expect(post.text.startsWith('#明日方舟# #音律联觉#\n2021明日方舟音律联觉Ambience Synesthesia专场演出')).toBe(true);
    // The truncated text ends with "..." and the 全文 link is dropped.
    expect(post.text.endsWith('2. Ma ...')).toBe(true);
    expect(post.text).not.toContain('<');
  });

  it('links the repost to its root and keeps @names and link texts as text', () => {
    const repost = page.posts.find((p) => p.mid === '4648806186747944')!;
    expect(repost.parentMid).toBe('4645748019299849');
    expect(repost.rootMid).toBe('4645748019299849');
    expect(repost.source).toBe('微博抽奖平台');
    expect(repost.text).toBe(
      '恭喜@黄防护服黄 等10名用户获得【音律联觉主题黑胶礼盒各一套】。微博官方唯一抽奖工具@微博抽奖平台 -高级版对本次抽奖进行监督，结果公正有效。公示链接：微博抽奖平台',
    );
  });

  it('takes large picture urls', () => {
    const post = page.posts.find((p) => p.mid === '4646569834450357')!;
    expect(post.pics).toHaveLength(6);
    expect(post.pics.every((url) => url.startsWith('https://wx') && url.includes('/large/'))).toBe(true);
  });

  it('reads the author, a blue V', () => {
    const user = page.users[0]!;
    expect(user).toMatchObject({
      uid: '6279793937',
      screenName: '明日方舟Arknights',
      followers: 1_363_591,
      follows: 33,
    });
    expect(verifyBadge(user)).toBe('blue');
  });
});

describe('second page (weibo_ak_list_1.json)', () => {
  it('reads eleven posts, the new one first after the pinned post', () => {
    const page = parseTimelineResponse(load('weibo_ak_list_1.json'));
    expect(page.posts).toHaveLength(11);
    expect(page.posts[1]).toMatchObject({
      mid: '4649106427873349',
      bid: 'KkBtUx2dv',
      reposts: 272,
      comments: 241,
      likes: 4050,
    });
  });
});

describe('timeline of 余霜YSCandice (weibo_ys_list_0.json)', () => {
  const page = parseTimelineResponse(load('weibo_ys_list_0.json'));

  it('adds the retweeted original of another account as its own post with its author', () => {
    expect(page.posts).toHaveLength(12);
    const root = page.posts.find((p) => p.mid === '4655757364823177')!;
    expect(root).toMatchObject({ uid: '2085966565', source: 'iPhone 12 Pro Max', isLongText: true, parentMid: null });
    expect(root.pics).toHaveLength(3);
    const repost = page.posts.find((p) => p.mid === '4655758022804664')!;
    expect(repost).toMatchObject({ parentMid: '4655757364823177', rootMid: '4655757364823177', source: '' });
    const luo = page.users.find((u) => u.uid === '2085966565')!;
    expect(luo.screenName).toBe('骆歆同学');
    expect(verifyBadge(luo)).toBe('gold');
    expect(page.users.map((u) => u.uid)).toEqual(['1907518591', '2085966565']);
  });

  it('keeps emoticon alts, line breaks and #topics# as text', () => {
    expect(page.posts.find((p) => p.mid === '4655701919795833')!.text).toBe('FOFO[作揖][作揖]#2021lpl#');
    expect(page.posts.find((p) => p.mid === '4655682274199795')!.text).toBe(
      '最近比赛真的[吃惊]\n吃点降血压的💊吧\n\n#2021lpl#',
    );
    expect(page.posts.find((p) => p.mid === '4655623977568742')!.source).toBe('余霜超话');
  });

  it('has no since_id on this page', () => {
    expect(page.sinceId).toBeNull();
    expect(page.total).toBe(582);
  });
});

describe('profiles', () => {
  it('reads followers_count written as "145.5万"', () => {
    const user = parseProfileResponse(load('weibo_ak_profile.json'));
    expect(user).toMatchObject({
      uid: '6279793937',
      screenName: '明日方舟Arknights',
      followers: 1_455_000,
      follows: 34,
      statuses: 1553,
      gender: 'f',
      verified: true,
      verifiedType: 2,
      verifiedTypeExt: 50,
      verifiedReason: '上海鹰角网络科技有限公司',
    });
    expect(verifyBadge(user)).toBe('blue');
  });

  it('reads the data.user shape with location and created_at', () => {
    const user = parseProfileResponse(load('weibo_get-cookie-name.json'));
    expect(user).toMatchObject({ uid: '114514', screenName: 'suyiiyii', province: '广东', city: '广州', gender: 'm' });
    expect(user).toMatchObject({ followers: 1, follows: 6, statuses: 1, verified: false, verifiedType: -1 });
    expect(user.createdAt?.toISOString()).toBe('2024-09-02T16:07:59.000Z');
    expect(verifyBadge(user)).toBe('none');
  });

  it('turns an ok: 0 answer into a typed error with Weibo message', () => {
    const json = load('weibo_err_profile.json');
    try {
      parseProfileResponse(json);
      expect.unreachable();
    } catch (error) {
      expect(isWeiboApiError(error)).toBe(true);
      expect(error).toMatchObject({ kind: 'api', code: 0, weiboMsg: '这里还没有内容' });
    }
    expect(() => parseTimelineResponse(json)).toThrow(/ok=0/);
  });

  it('turns bodies of the wrong shape into typed errors', () => {
    expect(() => parseTimelineResponse('<html>')).toThrow(WeiboApiError);
    expect(() => parseTimelineResponse({ ok: -100, url: 'https://passport.weibo.cn/signin' })).toThrow(WeiboApiError);
    expect(() => parseProfileResponse({ ok: 1, data: {} })).toThrow(/no user/);
    expect(() => parseTimelineResponse({ errno: '100005', msg: '请求过于频繁' })).toThrow(/100005/);
  });
});

describe('long text (detail endpoint)', () => {
  it('replaces the truncated text with longTextContent', () => {
    const page = parseTimelineResponse(load('weibo_ak_list_0.json'));
    const long = parseLongTextResponse(load('weibo_detail_4645748019299849'));
    expect(long).toMatchObject({ reposts: 7110, comments: 2202, likes: 39034 });
    const full = applyLongText(page.posts[0]!, long);
    expect(full.text.length).toBeGreaterThan(page.posts[0]!.text.length);
    expect(full.text).toContain('关注并转发本条微博，我们将通过@微博抽奖平台 抽取十位博士');
    expect(full.text.endsWith('明日方舟Arknights的微博视频 抽奖详情')).toBe(true);
  });

  it('reads the second detail', () => {
    const long = parseLongTextResponse(load('weibo_detail_4649031014551911'));
    expect(long).toMatchObject({ reposts: 79, comments: 654, likes: 20111 });
    expect(long.text.startsWith('#明日方舟# 06月17日16:00闪断更新公告')).toBe(true);
    expect(long.text).toContain('闪断补偿：合成玉*200');
  });
});

describe('deleted posts', () => {
  it('flags the deleted flag and the removal notice, dating a dateless original by its mid', () => {
    const parsed = parseMblog({
      id: '4655758022804664',
      created_at: 'Tue Jul 06 00:31:15 +0800 2021',
      text: '转发微博',
      user: { id: 1907518591, screen_name: '余霜YSCandice' },
      retweeted_status: {
        id: '4645748019299849',
        deleted: '1',
        text: '抱歉，此微博已被作者删除。查看帮助：<a href="http://t.cn/x">网页链接</a>',
        user: null,
      },
    });
    const [repost, root] = parsed.posts;
    expect(repost!.deleted).toBe(false);
    expect(root).toMatchObject({ mid: '4645748019299849', deleted: true, uid: '' });
    expect(root!.createdAt.toISOString()).toBe('2021-06-08T01:35:04.000Z');
    expect(
      parseMblog({ id: '1', created_at: '刚刚', text: '此微博已被删除' }, { now: new Date(0) }).posts[0]!.deleted,
    ).toBe(true);
  });

  it('reads region_name and a relative created_at with now', () => {
    const now = new Date('2025-06-14T02:00:00Z');
    const post = parseMblog(
      { id: '5000000000000001', created_at: '3分钟前', region_name: '发布于 北京', text: 'a' },
      { now },
    ).posts[0]!;
    expect(post.region).toBe('北京');
    expect(post.createdAt.toISOString()).toBe('2025-06-14T01:57:00.000Z');
  });
});
