import type { TopicAnalysisResult, TopicAnalysisTask, TopicReport } from '@boguan/contracts/topic-analysis.api';

// A small finished report for the page tests: eight hours of #春节档#, one spike at 13:00.

const hours = ['06', '07', '08', '09', '10', '11', '12', '13'];
const counts = [1, 0, 1, 0, 1, 0, 0, 8];

export const report: TopicReport = {
  topic: {
    name: '春节档',
    read_count: 1_200_000,
    discuss_count: 3400,
    category: '娱乐',
    host_uid: '1001',
    host_name: '电影频道',
  },
  start_date: '2026-01-05',
  end_date: '2026-01-05',
  read_at: '2026-01-05 14:00:00',
  demo: true,
  bucket: 'hour',
  spike_rule: { k: 2, window: 6, min_count: 3 },
  summary: {
    posts: 11,
    bloggers: 4,
    reposts: 30,
    comments: 20,
    likes: 600,
    interactions: 650,
    capped: false,
    sentiment: { positive: 6, neutral: 3, negative: 2, total: 11 },
  },
  curve: hours.map((h, i) => ({
    time: `2026-01-05 ${h}:00:00`,
    count: counts[i]!,
    interactions: counts[i]! * 10,
    mean: i < 6 ? null : 0.5,
    threshold: i < 6 ? null : 1.5,
    spike: i === 7,
  })),
  spikes: [
    {
      time: '2026-01-05 13:00:00',
      count: 8,
      mean: 0.5,
      sd: 0.5,
      threshold: 1.5,
      posts: [
        {
          mid: '5001',
          uid: '1001',
          name: '电影频道',
          text: '#春节档# 预售破十亿',
          created_at: '2026-01-05 13:05:00',
          url: '',
          reposts: 20,
          comments: 10,
          likes: 500,
          interactions: 530,
        },
      ],
    },
  ],
  leaders: [
    {
      uid: '1001',
      name: '电影频道',
      avatar: '',
      verify: 'blue',
      tier: 'head',
      followers: 2_000_000,
      posts: 3,
      interactions: 560,
      share: 0.8615,
    },
  ],
  sentiment: hours.map((h, i) => ({
    time: `2026-01-05 ${h}:00:00`,
    positive: counts[i]! > 0 ? 1 : 0,
    neutral: 0,
    negative: 0,
    total: counts[i]!,
  })),
  words: [
    { word: '预售', count: 6 },
    { word: '电影', count: 4 },
  ],
  tiers: [
    {
      tier: 'head',
      label: '头部',
      band: '100万粉丝及以上',
      bloggers: 1,
      posts: 3,
      interactions: 560,
      post_share: 0.2727,
      interaction_share: 0.8615,
    },
    {
      tier: 'waist',
      label: '腰部',
      band: '10万–100万粉丝',
      bloggers: 0,
      posts: 0,
      interactions: 0,
      post_share: 0,
      interaction_share: 0,
    },
    {
      tier: 'tail',
      label: '尾部',
      band: '1万–10万粉丝',
      bloggers: 1,
      posts: 4,
      interactions: 50,
      post_share: 0.3636,
      interaction_share: 0.0769,
    },
    {
      tier: 'amateur',
      label: '素人',
      band: '1万粉丝以下',
      bloggers: 2,
      posts: 4,
      interactions: 40,
      post_share: 0.3636,
      interaction_share: 0.0615,
    },
  ],
};

export const doneTask: TopicAnalysisTask = {
  id: 7,
  topic: '春节档',
  start_date: '2026-01-05',
  end_date: '2026-01-05',
  status: 2,
  status_text: '分析完成',
  progress: 1,
  progress_text: '分析完成',
  posts: 11,
  spikes: 1,
  error: null,
  create_time: '2026-01-05 13:58:00',
  finish_time: '2026-01-05 14:00:00',
  data_time: '2026-01-05 14:00:00',
};

export const result: TopicAnalysisResult = { task: doneTask, report };
