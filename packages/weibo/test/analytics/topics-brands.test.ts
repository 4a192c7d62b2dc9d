import { describe, expect, it } from 'vitest';
import { analyzeBrands } from '../../src/analytics/brands.js';
import { topicHeat, topicTrend } from '../../src/analytics/topics.js';
import type { Brand, WeiboUser } from '../../src/model.js';

describe('topics', () => {
  it('heat = reads × 0.001 + discussions', () => {
    // 谭松韵疑似ABB式名字大户 at 2025-06-01 00:31: readCount 5964000, discussCount 3656.
    expect(topicHeat({ readCount: 5_964_000, discussCount: 3656 })).toBe(9620);
  });

  it('trend: least-squares slope per hour and daily change relative to the mean', () => {
    const at = (h: number) => new Date(Date.UTC(2025, 5, 1, h));
    const snap = (h: number, discussCount: number) => ({ name: 't', at: at(h), readCount: 0, discussCount });
    // Heat 1000, 1100, 1200 at 0, 1, 2 h: slope 100/h, mean 1100, 2400/1100 = 218.18% a day.
    expect(topicTrend([snap(0, 1000), snap(1, 1100), snap(2, 1200)])).toEqual({
      points: 3,
      slopePerHour: 100,
      changePerDayPct: 218.18,
      direction: 'rising',
    });
    expect(topicTrend([snap(0, 1000), snap(24, 1010)]).direction).toBe('flat');
    expect(topicTrend([snap(0, 1000), snap(24, 500)]).direction).toBe('falling');
    expect(topicTrend([]).direction).toBe('flat');
  });
});

describe('brands', () => {
  const brand = (id: string, cnName: string, enName: string): Brand => ({
    id,
    cnName,
    enName,
    aliases: [],
    categories: [],
    logo: '',
  });
  const brands = [brand('b1', '栖霞露', 'QXL'), brand('b2', '云岫', 'Yunxiu')];
  const users: Record<string, Pick<WeiboUser, 'gender' | 'province'>> = {
    u1: { gender: 'f', province: '广东' },
    u2: { gender: 'f', province: '北京' },
    u3: { gender: 'm', province: '广东' },
  };
  const posts = [
    { mid: '1', uid: 'u1', text: '栖霞露面霜太好用了，推荐[赞]' },
    { mid: '2', uid: 'u2', text: 'QXL 和 栖霞露 都一般', sentiment: 'neutral' as const },
    { mid: '3', uid: 'u3', text: '栖霞露翻车了，失望[泪]' },
    { mid: '4', uid: 'u1', text: '云岫的口红很好看' },
    { mid: '5', uid: 'u4', text: '今天天气不错' },
  ];

  it('counts mentions per post, share of voice, net sentiment and audience', () => {
    const [qxl, yunxiu] = analyzeBrands(posts, brands, (uid) => users[uid]);
    // 栖霞露 in posts 1, 2, 3 (post 2 names it twice: one mention); 云岫 in post 4. Total 4.
    expect(qxl).toEqual({
      brandId: 'b1',
      mentions: 3,
      shareOfVoice: 0.75,
      positive: 1,
      neutral: 1,
      negative: 1,
      netSentiment: 0,
      audience: {
        users: 3,
        gender: { m: 1, f: 2, n: 0 },
        regions: [
          { region: '广东', users: 2, share: 0.6667 },
          { region: '北京', users: 1, share: 0.3333 },
        ],
      },
    });
    expect(yunxiu).toMatchObject({ mentions: 1, shareOfVoice: 0.25, positive: 1, netSentiment: 1 });
    expect(yunxiu!.audience).toEqual({
      users: 1,
      gender: { m: 0, f: 1, n: 0 },
      regions: [{ region: '广东', users: 1, share: 1 }],
    });
  });
});
