import { chinaDayEnd, chinaDayStart, DAY_MS, formatChinaTime, HOUR_MS } from '@boguan/contracts/china-time';
import { BLOGGER_TIERS, type BloggerTier } from '@boguan/contracts/final-report';
import type { SentimentLabel } from '@boguan/contracts/sentiment';
import {
  TOPIC_ANALYSIS_KEY_POSTS,
  TOPIC_ANALYSIS_LEADERS,
  TOPIC_ANALYSIS_WORDS,
  type TopicBucket,
} from '@boguan/contracts/topic-analysis';
import type { TopicKeyPost, TopicLeader, TopicReport, TopicTier } from '@boguan/contracts/topic-analysis.api';
import { hashtagOf } from '@boguan/contracts/topic-name';
import { tierFor } from '@boguan/weibo/analytics/campaign-report';
import { type SpikeRule, trailingStats } from '@boguan/weibo/analytics/topic-spikes';
import { countCloudWords } from '@boguan/weibo/text/word-cloud';
import { weiboPostUrl } from '../weibo-data/post-url.js';
import type { TopicAuthorRow, TopicPostRow } from './topic-posts.repository.js';

// Pure: the report of a topic from its stored posts, their authors and labels (no database here).

export interface TopicReportInput {
  topic: TopicReport['topic'];
  startDate: string;
  endDate: string;
  bucket: TopicBucket;
  rule: SpikeRule;
  posts: readonly TopicPostRow[];
  /** True when the range held more posts than were read. */
  capped: boolean;
  authors: readonly TopicAuthorRow[];
  /** The label the member sees of each post, by mid (their corrections applied). */
  labels: ReadonlyMap<string, SentimentLabel>;
  readAt: Date;
  demo: boolean;
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const interactionsOf = (p: TopicPostRow) => p.reposts + p.comments + p.likes;
/** Most interactions first; ties by the newer mid, so the order never depends on the input's. */
const byInteractions = (a: TopicPostRow, b: TopicPostRow) =>
  interactionsOf(b) - interactionsOf(a) || (a.mid < b.mid ? 1 : a.mid > b.mid ? -1 : 0);

/**
 * The buckets of the range: from the start date's first hour (or day) to the end date's last, cut
 * at the moment the data was read (a range ending today has no buckets after now).
 */
export function bucketStarts(startDate: string, endDate: string, bucket: TopicBucket, readAt: Date): Date[] {
  const size = bucket === 'hour' ? HOUR_MS : DAY_MS;
  const from = chinaDayStart(startDate).getTime();
  const to = Math.min(chinaDayEnd(endDate).getTime(), readAt.getTime() + 1);
  const out: Date[] = [];
  for (let at = from; at < to; at += size) out.push(new Date(at));
  return out;
}

function keyPost(post: TopicPostRow, names: ReadonlyMap<string, TopicAuthorRow>): TopicKeyPost {
  return {
    mid: post.mid,
    uid: post.uid,
    name: names.get(post.uid)?.screen_name ?? '',
    text: post.text,
    created_at: formatChinaTime(post.created_at),
    url: weiboPostUrl(post),
    reposts: post.reposts,
    comments: post.comments,
    likes: post.likes,
    interactions: interactionsOf(post),
  };
}

function leadersOf(
  posts: readonly TopicPostRow[],
  authors: ReadonlyMap<string, TopicAuthorRow>,
  total: number,
): TopicLeader[] {
  const byUid = new Map<string, { posts: number; interactions: number }>();
  for (const post of posts) {
    const row = byUid.get(post.uid) ?? { posts: 0, interactions: 0 };
    row.posts += 1;
    row.interactions += interactionsOf(post);
    byUid.set(post.uid, row);
  }
  return [...byUid.entries()]
    .map(([uid, row]) => {
      const author = authors.get(uid);
      const followers = author?.followers ?? 0;
      return {
        uid,
        name: author?.screen_name ?? '',
        avatar: author?.avatar ?? '',
        verify: author?.verify_badge ?? 'none',
        tier: tierFor<BloggerTier>(followers, BLOGGER_TIERS),
        followers,
        posts: row.posts,
        interactions: row.interactions,
        share: total > 0 ? round4(row.interactions / total) : 0,
      };
    })
    .sort(
      (a, b) =>
        b.interactions - a.interactions || b.followers - a.followers || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
    )
    .slice(0, TOPIC_ANALYSIS_LEADERS);
}

function tiersOf(posts: readonly TopicPostRow[], authors: ReadonlyMap<string, TopicAuthorRow>): TopicTier[] {
  const rows = new Map<BloggerTier, { bloggers: Set<string>; posts: number; interactions: number }>(
    BLOGGER_TIERS.map((t) => [t.key, { bloggers: new Set(), posts: 0, interactions: 0 }]),
  );
  let interactions = 0;
  for (const post of posts) {
    const row = rows.get(tierFor<BloggerTier>(authors.get(post.uid)?.followers ?? 0, BLOGGER_TIERS))!;
    row.bloggers.add(post.uid);
    row.posts += 1;
    row.interactions += interactionsOf(post);
    interactions += interactionsOf(post);
  }
  return BLOGGER_TIERS.map((t) => {
    const row = rows.get(t.key)!;
    return {
      tier: t.key,
      label: t.label,
      band: t.band,
      bloggers: row.bloggers.size,
      posts: row.posts,
      interactions: row.interactions,
      post_share: posts.length > 0 ? round4(row.posts / posts.length) : 0,
      interaction_share: interactions > 0 ? round4(row.interactions / interactions) : 0,
    };
  });
}

/** The report: every figure counts the posts given (those of the range, at most the cap). */
export function buildTopicReport(input: TopicReportInput): TopicReport {
  const authors = new Map(input.authors.map((a) => [a.uid, a]));
  const starts = bucketStarts(input.startDate, input.endDate, input.bucket, input.readAt);
  const size = input.bucket === 'hour' ? HOUR_MS : DAY_MS;
  const first = starts[0]?.getTime() ?? 0;
  const buckets = starts.map(() => ({ posts: [] as TopicPostRow[], positive: 0, neutral: 0, negative: 0 }));
  const totals = { positive: 0, neutral: 0, negative: 0, total: 0 };
  let reposts = 0;
  let comments = 0;
  let likes = 0;
  const counted: TopicPostRow[] = [];
  for (const post of input.posts) {
    const index = Math.floor((post.created_at.getTime() - first) / size);
    const bucket = buckets[index];
    // A post past the read moment (a clock skew of the source) has no bucket: it is left out everywhere.
    if (!bucket) continue;
    counted.push(post);
    bucket.posts.push(post);
    const label = input.labels.get(post.mid) ?? 'neutral';
    bucket[label] += 1;
    totals[label] += 1;
    totals.total += 1;
    reposts += post.reposts;
    comments += post.comments;
    likes += post.likes;
  }
  const interactions = reposts + comments + likes;

  const stats = trailingStats(
    buckets.map((b) => b.posts.length),
    input.rule,
  );
  const curve = starts.map((at, i) => ({
    time: formatChinaTime(at),
    count: buckets[i]!.posts.length,
    interactions: buckets[i]!.posts.reduce((sum, p) => sum + interactionsOf(p), 0),
    mean: stats[i]!.mean === null ? null : round4(stats[i]!.mean!),
    threshold: stats[i]!.threshold === null ? null : round4(stats[i]!.threshold!),
    spike: stats[i]!.spike,
  }));
  const spikes = curve.flatMap((point, i) =>
    point.spike
      ? [
          {
            time: point.time,
            count: point.count,
            mean: round4(stats[i]!.mean!),
            sd: round4(stats[i]!.sd!),
            threshold: round4(stats[i]!.threshold!),
            posts: [...buckets[i]!.posts]
              .sort(byInteractions)
              .slice(0, TOPIC_ANALYSIS_KEY_POSTS)
              .map((p) => keyPost(p, authors)),
          },
        ]
      : [],
  );

  // The topic's own hashtag is in every post: it would only be the biggest word of the cloud.
  const tag = new RegExp(hashtagOf(input.topic.name).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu');
  const words = countCloudWords(
    counted.map((p) => p.text.replace(tag, ' ')),
    TOPIC_ANALYSIS_WORDS,
  ).terms.map((t) => ({ word: t.word, count: t.count }));

  return {
    topic: input.topic,
    start_date: input.startDate,
    end_date: input.endDate,
    read_at: formatChinaTime(input.readAt),
    demo: input.demo,
    bucket: input.bucket,
    spike_rule: { k: input.rule.k, window: input.rule.window, min_count: input.rule.minCount },
    summary: {
      posts: counted.length,
      bloggers: new Set(counted.map((p) => p.uid)).size,
      reposts,
      comments,
      likes,
      interactions,
      capped: input.capped,
      sentiment: totals,
    },
    curve,
    spikes,
    leaders: leadersOf(counted, authors, interactions),
    sentiment: starts.map((at, i) => {
      const b = buckets[i]!;
      return {
        time: formatChinaTime(at),
        positive: b.positive,
        neutral: b.neutral,
        negative: b.negative,
        total: b.posts.length,
      };
    }),
    words,
    tiers: tiersOf(counted, authors),
  };
}
