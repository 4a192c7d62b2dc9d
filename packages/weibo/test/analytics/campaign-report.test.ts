import { describe, expect, it } from 'vitest';
import { campaignFigures, costRatios, dailyTotals, evenSample, tierFor } from '../../src/analytics/campaign-report.js';

const BANDS = [
  { key: 'head', min: 1_000_000 },
  { key: 'waist', min: 100_000 },
  { key: 'tail', min: 10_000 },
  { key: 'amateur', min: 0 },
] as const;

const post = (mid: string, uid: string, reposts: number, comments: number, likes: number) => ({
  mid,
  uid,
  reposts,
  comments,
  likes,
});

describe('campaign figures (hand-computed)', () => {
  const posts = [
    post('1', 'a', 10, 20, 70), // 100
    post('2', 'a', 0, 0, 50), // 50
    post('3', 'b', 100, 100, 800), // 1000
    post('4', 'c', 1, 1, 3), // 5
  ];
  const authors = [
    { uid: 'a', followers: 20_000 },
    { uid: 'b', followers: 2_000_000 },
    { uid: 'c', followers: 500 },
  ];

  it('totals, bands, exposure, engagement rate and CPE / CPM in fen', () => {
    const f = campaignFigures({ posts, authors, bands: BANDS, reachRate: 0.1, costFen: 1_155_00 });
    expect(f).toMatchObject({ posts: 4, bloggers: 3, reposts: 111, comments: 121, likes: 923, interactions: 1155 });
    expect(f.avgInteractions).toBe(288.8);
    // Followers of distinct authors; per post a (twice) + b + c.
    expect(f.followers).toBe(2_020_500);
    expect(f.postFollowers).toBe(20_000 * 2 + 2_000_000 + 500);
    expect(f.exposure).toBe(204_050);
    expect(f.engagementRate).toBe(Math.round((1155 / 2_040_500) * 10_000) / 10_000);
    // 115,500 fen over 1155 interactions = 100 fen; × 1000 ÷ 204,050 exposures = 566.0 fen.
    expect([f.cpeFen, f.cpmFen]).toEqual([100, 566]);
    expect(f.tiers).toEqual([
      { tier: 'head', bloggers: 1, posts: 1, followers: 2_000_000, interactions: 1000 },
      { tier: 'waist', bloggers: 0, posts: 0, followers: 0, interactions: 0 },
      { tier: 'tail', bloggers: 1, posts: 2, followers: 20_000, interactions: 150 },
      { tier: 'amateur', bloggers: 1, posts: 1, followers: 500, interactions: 5 },
    ]);
    expect(f.best).toEqual(['3', '1', '2']);
    expect(f.worst).toEqual(['4']);
  });

  it('has no CPE / CPM without a cost or a divisor, and no best/worst overlap on few posts', () => {
    expect(costRatios(null, 10, 10)).toEqual({ cpeFen: null, cpmFen: null });
    expect(costRatios(100, 0, 0)).toEqual({ cpeFen: null, cpmFen: null });
    const two = campaignFigures({ posts: posts.slice(0, 2), authors, bands: BANDS, reachRate: 0.1, costFen: null });
    expect([two.best, two.worst]).toEqual([['1', '2'], []]);
    const none = campaignFigures({ posts: [], authors: [], bands: BANDS, reachRate: 0.1, costFen: 100 });
    expect([none.avgInteractions, none.engagementRate, none.cpeFen]).toEqual([0, 0, null]);
  });

  it('bands by the lowest bound reached', () => {
    expect([999_999, 1_000_000, 100_000, 9_999, 0].map((n) => tierFor(n, BANDS))).toEqual([
      'waist',
      'head',
      'waist',
      'amateur',
      'amateur',
    ]);
  });
});

describe('samples and daily totals', () => {
  it('spreads a sample over the whole list, first and last included', () => {
    const list = Array.from({ length: 101 }, (_, i) => i);
    expect(evenSample(list, 5)).toEqual([0, 25, 50, 75, 100]);
    expect(evenSample([1, 2], 5)).toEqual([1, 2]);
    expect(evenSample(list, 0)).toEqual([]);
  });

  it('carries each post forward over days without a reading and counts growth from the day before', () => {
    const readings = new Map([
      [
        'p',
        new Map([
          ['d1', { reposts: 1, comments: 1, likes: 8 }],
          ['d3', { reposts: 2, comments: 2, likes: 16 }],
        ]),
      ],
      ['q', new Map([['d2', { reposts: 0, comments: 0, likes: 5 }]])],
    ]);
    const days = dailyTotals(['d1', 'd2', 'd3'], readings);
    expect(days.map((d) => d.total.likes)).toEqual([8, 13, 21]);
    expect(days.map((d) => d.increase.likes + d.increase.reposts + d.increase.comments)).toEqual([10, 5, 10]);
  });
});
