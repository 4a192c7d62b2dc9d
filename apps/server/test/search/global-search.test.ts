import type { Brand, WeiboPost, WeiboUser } from '@boguan/weibo/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandSearchText, enrichPost, userSearchText } from '../../src/modules/weibo-data/enrich.js';
import { WeiboDataRepository } from '../../src/modules/weibo-data/weibo-data.repository.js';
import { createTestApp, post, type TestApp } from '../support/test-app.js';
import { createUser } from '../support/users.js';

const blogger = (uid: string, name: string, followers: number, type: number, ext?: number): WeiboUser => ({
  uid,
  screenName: name,
  avatar: `/static/avatar/${uid}.svg`,
  gender: 'f',
  province: '上海',
  city: '浦东新区',
  verified: type >= 0,
  verifiedType: type,
  verifiedTypeExt: ext,
  verifiedReason: '',
  followers,
  follows: 300,
  statuses: 1200,
  description: '分享口红试色和护肤心得',
  categories: ['美妆'],
  createdAt: new Date('2016-01-01T00:00:00Z'),
});

const weiboPost = (mid: string, uid: string, text: string, at: string): WeiboPost => ({
  mid,
  bid: `N${mid}`,
  uid,
  text,
  createdAt: new Date(at),
  source: 'iPhone客户端',
  region: '上海',
  pics: [`/static/pic/${mid}_0.svg`],
  videoUrl: null,
  isLongText: false,
  isAd: false,
  parentMid: null,
  rootMid: null,
  reposts: 1,
  comments: 1,
  likes: 1,
  deleted: false,
});

const brand: Brand = {
  id: 'b-lumi',
  cnName: '露米',
  enName: 'Lumi Beauty',
  aliases: ['LUMI'],
  categories: ['美妆'],
  logo: '/static/brand/b-lumi.svg',
};

describe('global search', () => {
  let t: TestApp;
  let pro: string;
  beforeAll(async () => {
    t = await createTestApp();
    pro = (await createUser(t, { level: 40 })).token;
    const repo = new WeiboDataRepository(t.ctx.db);
    const now = t.clock.now();
    await repo.upsertUsers(
      [
        blogger('2001', '小鹿美妆日记', 1_200_000, 0, 1),
        blogger('2002', '美妆情报局', 90_000, 3),
        { ...blogger('2003', '程序员老王', 5000, -1), description: '写代码的日常', categories: ['科技'] },
      ],
      'import',
      now,
      userSearchText,
    );
    await repo.upsertPosts(
      [
        weiboPost('7001', '2001', '今天试了露米新出的口红，颜色很显白 #口红试色#', '2026-01-04T02:00:00Z'),
        weiboPost('7002', '2002', '秋冬口红推荐清单，第三支最适合黄皮', '2026-01-04T08:00:00Z'),
        weiboPost('7003', '2003', '今天的代码写得很顺利', '2026-01-04T09:00:00Z'),
      ],
      'import',
      now,
      enrichPost,
    );
    await repo.upsertBrands([brand], 'import', t.clock.now(), brandSearchText);
  });
  afterAll(async () => t.close());

  const search = <T>(keyword: string, type: string, token = pro) =>
    post<T>(t.app, '/api/index/search', { keyword, type }, token);

  it('finds bloggers by a word of their name, most followed first, with the spec fields', async () => {
    const answer = await search<Array<Record<string, unknown>>>('美妆', 'kol');
    expect(answer.code).toBe(1);
    expect(answer.data.map((k) => k.uname)).toEqual(['小鹿美妆日记', '美妆情报局']);
    expect(answer.data[0]).toEqual({
      kol_id: expect.any(Number),
      uid: '2001',
      avatar: '/static/avatar/2001.svg',
      uname: '小鹿美妆日记',
      verify: 'gold',
      category: ['美妆'],
      fans: 1_200_000,
    });
    expect(answer.data[1]?.verify).toBe('blue');
  });

  it('finds posts by words, newest first, with the author beside each', async () => {
    const answer = await search<Array<Record<string, unknown>>>('口红', 'article');
    expect(answer.data.map((a) => a.art_uname)).toEqual(['美妆情报局', '小鹿美妆日记']);
    expect(answer.data[1]).toMatchObject({
      art_pic: '/static/pic/7001_0.svg',
      art_url: 'https://weibo.com/2001/N7001',
      art_kol_avatar: '/static/avatar/2001.svg',
      art_verify: 'gold',
      art_posted_time: '2026-01-04 10:00',
    });
  });

  it('matches whole words, not substrings: 红 alone is not the word 口红', async () => {
    const answer = await search<unknown[]>('红', 'article');
    expect(answer.data).toEqual([]);
  });

  it('finds brands by Chinese name or by an English alias in any case', async () => {
    for (const keyword of ['露米', 'lumi', 'LUMI']) {
      const answer = await search<Array<Record<string, unknown>>>(keyword, 'brand');
      expect(answer.data).toEqual([
        {
          brand_id: 'b-lumi',
          brand_pic: '/static/brand/b-lumi.svg',
          brand_cn_name: '露米',
          brand_en_name: 'Lumi Beauty',
          brand_category: ['美妆'],
        },
      ]);
    }
  });

  it('refuses an empty keyword with the spec message, and a wrong type', async () => {
    expect(await search('   ', 'kol')).toMatchObject({ code: 0, msg: '请输入关键词,搜索内容不能为空' });
    expect(await search('', 'kol')).toMatchObject({ code: 0, msg: '请输入关键词,搜索内容不能为空' });
    expect(await search('美妆', 'topic')).toMatchObject({ code: 0, msg: '搜索类型只能是博主、博文或品牌' });
  });

  it('needs a login', async () => {
    const answer = await post(t.app, '/api/index/search', { keyword: '美妆', type: 'kol' });
    expect(answer.code).toBe(-1);
  });

  it('counts the daily quota of a free member and answers 1002 when it is used up', async () => {
    const free = (await createUser(t, { level: 20 })).token;
    const answers = await Promise.all(Array.from({ length: 22 }, () => search<unknown[]>('美妆', 'kol', free)));
    expect(answers.filter((a) => a.code === 1)).toHaveLength(20);
    const refused = answers.filter((a) => a.code !== 1);
    expect(refused).toHaveLength(2);
    expect(refused[0]).toMatchObject({ code: 1002 });
  });
});

describe('demo-world images', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await new WeiboDataRepository(t.ctx.db).upsertUsers(
      [blogger('2001', '小鹿美妆日记', 10, 0)],
      'import',
      t.clock.now(),
      userSearchText,
    );
  });
  afterAll(async () => t.close());

  it('draws an avatar with the account name, a brand mark and a labelled placeholder picture', async () => {
    const avatar = await t.app.inject({ method: 'GET', url: '/static/avatar/2001.svg' });
    expect(avatar.headers['content-type']).toContain('image/svg+xml');
    expect(avatar.body).toContain('>小</text>');
    const pic = await t.app.inject({ method: 'GET', url: '/static/pic/7001_0.svg' });
    expect(pic.body).toContain('演示数据配图');
    const bad = await t.app.inject({ method: 'GET', url: '/static/avatar/..%2F..%2Fetc.svg' });
    expect(bad.statusCode).toBe(404);
  });
});
