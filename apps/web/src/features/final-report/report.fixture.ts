import type {
  CampaignSummary,
  ProjectItem,
  ProjectReport,
  ReportItem,
  ReportPost,
  ReportResult,
} from '@boguan/contracts/final-report.api';

/* Answers of the final-report and project calls for the page tests. */

export function reportPost(overrides: Partial<ReportPost> = {}): ReportPost {
  return {
    mid: '5001',
    bid: 'Pabc',
    uid: '1200012',
    uname: '数码老张',
    avatar: '/static/avatar/1000.svg',
    followers: 1_500_000,
    tier: 'head',
    url: '',
    text: '新手机开箱，续航真不错',
    created_at: '2026-03-01 20:00:00',
    reposts: 500,
    comments: 4000,
    likes: 20_000,
    interactions: 24_500,
    sponsored: true,
    state: 'ok',
    demo: true,
    ...overrides,
  };
}

const posts = [
  reportPost(),
  reportPost({
    mid: '5002',
    uid: '1200013',
    uname: '美妆小王',
    tier: 'waist',
    followers: 300_000,
    text: '春季妆容分享',
    reposts: 10,
    comments: 90,
    likes: 900,
    interactions: 1000,
  }),
];

export function campaignSummary(overrides: Partial<CampaignSummary> = {}): CampaignSummary {
  return {
    posts: 2,
    deleted_posts: 0,
    bloggers: 2,
    reposts: 510,
    comments: 4090,
    likes: 20_900,
    interactions: 25_500,
    avg_interactions: 12_750,
    followers: 1_800_000,
    exposure: 180_000,
    reach_rate: 0.1,
    exposure_basis: '估算：每条博文作者的粉丝数之和 1800000 × 触达率 10% = 180000',
    engagement_rate: 0.0142,
    cost_fen: 1_000_050,
    cpe_fen: 39,
    cpm_fen: 5556,
    tiers: [
      {
        tier: 'head',
        label: '头部',
        band: '100万粉丝及以上',
        bloggers: 1,
        posts: 1,
        followers: 1_500_000,
        interactions: 24_500,
      },
      {
        tier: 'waist',
        label: '腰部',
        band: '10万–100万粉丝',
        bloggers: 1,
        posts: 1,
        followers: 300_000,
        interactions: 1000,
      },
      { tier: 'tail', label: '尾部', band: '1万–10万粉丝', bloggers: 0, posts: 0, followers: 0, interactions: 0 },
      { tier: 'amateur', label: '素人', band: '1万粉丝以下', bloggers: 0, posts: 0, followers: 0, interactions: 0 },
    ],
    best: [posts[0]!],
    worst: [posts[1]!],
    sentiment: { positive: 40, neutral: 10, negative: 10, total: 60 },
    words: [
      { word: '续航', count: 12 },
      { word: '好看', count: 8 },
    ],
    daily: [{ date: '2026-03-01', posts: 2, interactions: 25_500 }],
    demo_posts: 2,
    ...overrides,
  };
}

export function reportItem(overrides: Partial<ReportItem> = {}): ReportItem {
  return {
    id: 5,
    name: '春季新品',
    project_id: null,
    project_name: null,
    status: 2,
    status_text: '已完成',
    progress: 1,
    progress_text: '已完成',
    posts: 2,
    bloggers: 2,
    interactions: 25_500,
    cost_fen: 1_000_050,
    error: null,
    create_time: '2026-03-02 10:00:00',
    finish_time: '2026-03-02 10:01:00',
    data_time: '2026-03-02 10:00:30',
    ...overrides,
  };
}

export function reportResult(): ReportResult {
  return {
    report: reportItem(),
    summary: campaignSummary(),
    posts,
    bloggers: posts.map((p) => ({
      uid: p.uid,
      uname: p.uname,
      avatar: p.avatar,
      verify: 'gold' as const,
      followers: p.followers,
      tier: p.tier,
      posts: 1,
      reposts: p.reposts,
      comments: p.comments,
      likes: p.likes,
      interactions: p.interactions,
    })),
  };
}

export function projectItem(overrides: Partial<ProjectItem> = {}): ProjectItem {
  return {
    id: 9,
    name: '春季新品推广',
    brand: '示例品牌',
    start_date: '2026-03-01',
    end_date: '2026-03-14',
    budget_fen: 800_000,
    phase: 'running',
    phase_text: '进行中',
    posts: 3,
    interactions: 25_500,
    max_posts: 50,
    create_time: '2026-03-01 09:00:00',
    ...overrides,
  };
}

export function projectReport(): ProjectReport {
  return {
    project: projectItem(),
    summary: campaignSummary({ cost_fen: 800_000, cpe_fen: 31, cpm_fen: 4444 }),
    trend: [
      { date: '2026-03-01', reposts: 100, comments: 900, likes: 9000, interactions: 10_000, new_interactions: 10_000 },
      {
        date: '2026-03-02',
        reposts: 510,
        comments: 4090,
        likes: 20_900,
        interactions: 25_500,
        new_interactions: 15_500,
      },
    ],
    data_time: '2026-03-02 12:00:00',
  };
}
