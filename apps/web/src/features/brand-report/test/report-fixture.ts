import type { BrandRef, BrandReport, BrandReportPost, BrandReportResult } from '@boguan/contracts/brand-report.api';

// A small finished report for the page tests: eight days of 小米 against 泽诺, one spike on the 8th.

const ref = (id: string, cn: string, en: string): BrandRef => ({
  brand_id: id,
  brand_cn_name: cn,
  brand_en_name: en,
  brand_pic: '',
  brand_category: ['数码'],
});
const days = [
  '2026-01-01',
  '2026-01-02',
  '2026-01-03',
  '2026-01-04',
  '2026-01-05',
  '2026-01-06',
  '2026-01-07',
  '2026-01-08',
];
const counts = [1, 2, 1, 2, 1, 2, 1, 9];
const rivals = [2, 2, 2, 2, 2, 2, 2, 2];

const post = (
  mid: string,
  text: string,
  sentiment: BrandReportPost['sentiment'],
  sponsored = false,
): BrandReportPost => ({
  mid,
  uid: '7100',
  name: '测试博主',
  text,
  created_at: '2026-01-08 10:00:00',
  url: '',
  sentiment,
  sponsored,
  reposts: 5,
  comments: 6,
  likes: 30,
  interactions: 41,
});

export const report: BrandReport = {
  brand: ref('bd-xiaomi', '小米', 'Xiaomi'),
  competitors: [ref('bd-zenova', '泽诺', 'Zenova')],
  start_date: days[0]!,
  end_date: days[7]!,
  read_at: '2026-01-09 10:00:00',
  demo: true,
  spike_rule: { k: 2, window: 6, min_count: 3 },
  summary: {
    mentions: 19,
    interactions: 779,
    users: 5,
    positive: 8,
    neutral: 6,
    negative: 5,
    net_sentiment: 0.2308,
    negative_share: { share: 0.2632, low: 0.118, high: 0.4875, n: 19 },
    sponsored: 3,
    sponsored_share: { share: 0.1579, low: 0.0552, high: 0.376, n: 19 },
    sov: { share: 0.5429, low: 0.3803, high: 0.6968, n: 35 },
    posts_read: 19,
    capped: false,
    bloggers: 5,
  },
  days,
  volume: [
    {
      brand: ref('bd-xiaomi', '小米', 'Xiaomi'),
      mentions: counts,
      interactions: counts.map((c) => c * 41),
      total_mentions: 19,
      total_interactions: 779,
      sov: { share: 0.5429, low: 0.3803, high: 0.6968, n: 35 },
      net_sentiment: 0.2308,
    },
    {
      brand: ref('bd-zenova', '泽诺', 'Zenova'),
      mentions: rivals,
      interactions: rivals.map((c) => c * 10),
      total_mentions: 16,
      total_interactions: 160,
      sov: { share: 0.4571, low: 0.3032, high: 0.6197, n: 35 },
      net_sentiment: -0.1,
    },
  ],
  curve: days.map((day, i) => ({
    day,
    count: counts[i]!,
    mean: i < 6 ? null : 1.5,
    sd: i < 6 ? null : 0.5,
    threshold: i < 6 ? null : 2.5,
    spike: i === 7,
    sov: counts[i]! / (counts[i]! + rivals[i]!),
    set_mentions: counts[i]! + rivals[i]!,
  })),
  spikes: [
    {
      day: days[7]!,
      count: 9,
      mean: 1.4286,
      sd: 0.4949,
      threshold: 2.4184,
      posts: [post('1', '小米新品发布会，太好用了', 'positive')],
    },
  ],
  sentiment: days.map((day, i) => ({ day, positive: 1, neutral: counts[i]! - 1, negative: 0, total: counts[i]! })),
  negative_posts: [post('2', '小米售后太差了', 'negative')],
  kols: [
    {
      uid: '7100',
      name: '测试博主',
      avatar: '',
      verify: 'gold',
      tier: 'head',
      followers: 2_500_000,
      posts: 7,
      sponsored_posts: 1,
      negative_posts: 2,
      interactions: 400,
      share: 0.5135,
    },
  ],
  sponsored: {
    posts: 3,
    interactions: 123,
    organic_posts: 16,
    organic_interactions: 656,
    top: [post('3', '小米合作推广', 'neutral', true)],
  },
  words: [{ word: '发布会', count: 5 }],
};

export const result: BrandReportResult = {
  task: {
    id: 7,
    brand_id: 'bd-xiaomi',
    brand_name: '小米',
    competitor_ids: ['bd-zenova'],
    competitor_names: ['泽诺'],
    start_date: days[0]!,
    end_date: days[7]!,
    status: 2,
    status_text: '已完成',
    progress: 1,
    progress_text: '已完成',
    mentions: 19,
    spikes: 1,
    error: null,
    create_time: '2026-01-09 09:59:00',
    finish_time: '2026-01-09 10:00:01',
    data_time: '2026-01-09 10:00:00',
  },
  report,
};
