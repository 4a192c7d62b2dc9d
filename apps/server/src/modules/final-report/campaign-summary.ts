import { chinaDate, formatChinaTime } from '@boguan/contracts/china-time';
import { BLOGGER_TIERS, type BloggerTier, type PostState, TOP_WORDS } from '@boguan/contracts/final-report';
import type { CampaignSummary, ReportPost } from '@boguan/contracts/final-report.api';
import type { SentimentCounts } from '@boguan/contracts/sentiment';
import { campaignFigures, costRatios, type TierRow, tierFor } from '@boguan/weibo/analytics/campaign-report';
import { PRICE_CONSTANTS } from '@boguan/weibo/analytics/price-band';
import { type WordCount, wordFrequencies } from '@boguan/weibo/text/keywords';
import { weiboPostUrl } from '../weibo-data/post-url.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';

/*
 * One campaign summary for both tools: a final report computes it once and keeps it (frozen), a
 * project computes it on every read (live). The cost-based figures (CPE, CPM) are worked out when
 * the summary is shown, so a cost entered later needs no new run.
 */

/** The reach rate of the exposure estimate: the share of followers taken to see a post (docs/metrics.md). */
export const REACH_RATE = PRICE_CONSTANTS.reachShare;

const TIER_BANDS = BLOGGER_TIERS.map((t) => ({ key: t.key, min: t.min }));

/** A post with its author, as a report keeps it or a project reads it. */
export interface CampaignPostRow {
  mid: string;
  bid: string;
  uid: string;
  uname: string;
  avatar: string;
  followers: number;
  text: string;
  created_at: Date;
  reposts: number;
  comments: number;
  likes: number;
  sponsored: boolean;
  origin: Origin;
  state: PostState;
}

/** What a report keeps of its figures (and a project recomputes): everything but what the cost decides. */
export interface FrozenFigures {
  posts: number;
  deleted_posts: number;
  bloggers: number;
  reposts: number;
  comments: number;
  likes: number;
  interactions: number;
  avg_interactions: number;
  followers: number;
  post_followers: number;
  exposure: number;
  reach_rate: number;
  engagement_rate: number;
  tiers: TierRow<BloggerTier>[];
  best: string[];
  worst: string[];
  sentiment: SentimentCounts;
  words: WordCount[];
  daily: { date: string; posts: number; interactions: number }[];
}

const interactionsOf = (p: { reposts: number; comments: number; likes: number }) => p.reposts + p.comments + p.likes;

/** The follower band of an author. */
export function tierOf(followers: number): BloggerTier {
  return tierFor(followers, TIER_BANDS);
}

/** Posts and interactions per China day the posts were published, oldest first. */
function publishDays(posts: readonly CampaignPostRow[]): FrozenFigures['daily'] {
  const days = new Map<string, { date: string; posts: number; interactions: number }>();
  for (const post of posts) {
    const date = chinaDate(post.created_at);
    const day = days.get(date) ?? { date, posts: 0, interactions: 0 };
    day.posts += 1;
    day.interactions += interactionsOf(post);
    days.set(date, day);
  }
  return [...days.values()].sort((a, b) => (a.date < b.date ? -1 : 1));
}

/**
 * The figures of a campaign's posts: deleted posts are counted apart and left out of the rest;
 * `sentiment` are the labels of the sampled comments and `commentTexts` their texts (top words).
 */
export function computeFigures(
  rows: readonly CampaignPostRow[],
  comments: { sentiment: SentimentCounts; texts: readonly string[] },
): FrozenFigures {
  const posts = rows.filter((p) => p.state === 'ok');
  const authors = [...new Map(posts.map((p) => [p.uid, { uid: p.uid, followers: p.followers }])).values()];
  const f = campaignFigures({ posts, authors, bands: TIER_BANDS, reachRate: REACH_RATE, costFen: null });
  return {
    posts: f.posts,
    deleted_posts: rows.length - posts.length,
    bloggers: f.bloggers,
    reposts: f.reposts,
    comments: f.comments,
    likes: f.likes,
    interactions: f.interactions,
    avg_interactions: f.avgInteractions,
    followers: f.followers,
    post_followers: f.postFollowers,
    exposure: f.exposure,
    reach_rate: f.reachRate,
    engagement_rate: f.engagementRate,
    tiers: f.tiers,
    best: f.best,
    worst: f.worst,
    sentiment: comments.sentiment,
    words: wordFrequencies(comments.texts, { top: TOP_WORDS }),
    daily: publishDays(posts),
  };
}

export function toReportPost(row: CampaignPostRow): ReportPost {
  return {
    mid: row.mid,
    bid: row.bid,
    uid: row.uid,
    uname: row.uname,
    avatar: row.avatar,
    followers: row.followers,
    tier: tierOf(row.followers),
    url: weiboPostUrl(row),
    text: row.text,
    created_at: formatChinaTime(row.created_at),
    reposts: row.reposts,
    comments: row.comments,
    likes: row.likes,
    interactions: interactionsOf(row),
    sponsored: row.sponsored,
    state: row.state,
    demo: row.origin === 'simulator',
  };
}

/** The basis of the exposure estimate in words, as the page and the export state it. */
export function exposureBasis(f: Pick<FrozenFigures, 'post_followers' | 'reach_rate' | 'exposure'>): string {
  return (
    `估算：每条博文作者的粉丝数之和 ${f.post_followers} × 触达率 ${Math.round(f.reach_rate * 100)}% = ${f.exposure}` +
    '（同一博主发布多条博文时按条计入；微博未公开阅读数，未计入转发带来的二次曝光）'
  );
}

/** The summary a page shows: the kept figures, the tiers named, the posts of best/worst, and CPE/CPM of `costFen`. */
export function toSummary(f: FrozenFigures, posts: readonly ReportPost[], costFen: number | null): CampaignSummary {
  const byMid = new Map(posts.map((p) => [p.mid, p]));
  const pick = (mids: readonly string[]) => mids.flatMap((mid) => byMid.get(mid) ?? []);
  const { cpeFen, cpmFen } = costRatios(costFen, f.interactions, f.exposure);
  return {
    posts: f.posts,
    deleted_posts: f.deleted_posts,
    bloggers: f.bloggers,
    reposts: f.reposts,
    comments: f.comments,
    likes: f.likes,
    interactions: f.interactions,
    avg_interactions: f.avg_interactions,
    followers: f.followers,
    exposure: f.exposure,
    reach_rate: f.reach_rate,
    exposure_basis: exposureBasis(f),
    engagement_rate: f.engagement_rate,
    cost_fen: costFen,
    cpe_fen: cpeFen,
    cpm_fen: cpmFen,
    tiers: f.tiers.map((row) => {
      const tier = BLOGGER_TIERS.find((t) => t.key === row.tier) as (typeof BLOGGER_TIERS)[number];
      return { ...row, label: tier.label, band: tier.band };
    }),
    best: pick(f.best),
    worst: pick(f.worst),
    sentiment: f.sentiment,
    words: f.words,
    daily: f.daily,
    demo_posts: posts.filter((p) => p.demo).length,
  };
}
