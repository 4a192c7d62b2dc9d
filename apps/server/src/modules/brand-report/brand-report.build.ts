import {
  BRAND_REPORT_KEY_POSTS,
  BRAND_REPORT_KOLS,
  BRAND_REPORT_NEGATIVE_POSTS,
  BRAND_REPORT_SPONSORED_POSTS,
  BRAND_REPORT_WORDS,
} from '@boguan/contracts/brand-report';
import type {
  BrandCurvePoint,
  BrandKol,
  BrandRef,
  BrandReport,
  BrandReportPost,
  BrandVolume,
} from '@boguan/contracts/brand-report.api';
import { chinaDate, formatChinaTime } from '@boguan/contracts/china-time';
import { BLOGGER_TIERS, type BloggerTier } from '@boguan/contracts/final-report';
import { netSentiment } from '@boguan/weibo/analytics/brands';
import { tierFor } from '@boguan/weibo/analytics/campaign-report';
import { shareInterval } from '@boguan/weibo/analytics/share-interval';
import { type SpikeRule, trailingStats } from '@boguan/weibo/analytics/topic-spikes';
import { countCloudWords } from '@boguan/weibo/text/word-cloud';
import type { BrandDay, BrandTotals } from '../brand-data/brand-data.repository.js';
import { weiboPostUrl } from '../weibo-data/post-url.js';
import type { FrozenBlogger, FrozenPost } from './brand-report.repository.js';
import type { BrandPostRow } from './brand-report-data.repository.js';

// Pure: the report of a brand from its daily figures, its competitors' and its read posts (no database).

export interface BrandReportInput {
  brand: BrandRef;
  competitors: readonly BrandRef[];
  startDate: string;
  endDate: string;
  rule: SpikeRule;
  /** Each brand's figures per China day of the range (every day listed), by brand id. */
  series: ReadonlyMap<string, readonly BrandDay[]>;
  /** Each brand's figures over the whole range, by brand id. */
  totals: ReadonlyMap<string, BrandTotals>;
  /** The brand's posts of the range, newest first, at most the cap. */
  posts: readonly BrandPostRow[];
  /** True when the range held more posts than were read. */
  capped: boolean;
  readAt: Date;
  demo: boolean;
}

export interface BuiltBrandReport {
  report: BrandReport;
  posts: FrozenPost[];
  bloggers: FrozenBlogger[];
}

const round4 = (value: number) => Math.round(value * 10_000) / 10_000;
const interactionsOf = (p: BrandPostRow) => p.reposts + p.comments + p.likes;
/** Most interactions first; ties by the newer mid, so the order never depends on the input's. */
const byInteractions = (a: BrandPostRow, b: BrandPostRow) =>
  interactionsOf(b) - interactionsOf(a) || (a.mid < b.mid ? 1 : a.mid > b.mid ? -1 : 0);
/** brand_mentions.sentiment (1, 0, -1) as the label the contract names. */
const labelOf = (sentiment: number) => (sentiment > 0 ? 'positive' : sentiment < 0 ? 'negative' : 'neutral');

function listed(post: BrandPostRow): BrandReportPost {
  return {
    mid: post.mid,
    uid: post.uid,
    name: post.screen_name,
    text: post.text,
    created_at: formatChinaTime(post.created_at),
    url: weiboPostUrl(post),
    sentiment: labelOf(post.sentiment),
    sponsored: post.sponsored,
    reposts: post.reposts,
    comments: post.comments,
    likes: post.likes,
    interactions: interactionsOf(post),
  };
}

const top = (posts: readonly BrandPostRow[], n: number) => [...posts].sort(byInteractions).slice(0, n).map(listed);

const EMPTY_TOTALS = { mentions: 0, interactions: 0, positive: 0, neutral: 0, negative: 0, sponsored: 0, users: 0 };

function volumeOf(
  brand: BrandRef,
  days: readonly BrandDay[],
  totals: BrandTotals | undefined,
  setTotal: number,
  hasCompetitors: boolean,
): BrandVolume {
  const t = totals ?? { brandId: brand.brand_id, ...EMPTY_TOTALS };
  return {
    brand,
    mentions: days.map((d) => d.mentions),
    interactions: days.map((d) => Number(d.interactions)),
    total_mentions: t.mentions,
    total_interactions: Number(t.interactions),
    sov: hasCompetitors ? shareInterval(t.mentions, setTotal) : null,
    net_sentiment: netSentiment(t.positive, t.negative),
  };
}

/** Every author of the read posts, ranked: most interactions, then most followers, then uid. */
function rankBloggers(posts: readonly BrandPostRow[]): FrozenBlogger[] {
  const byUid = new Map<string, FrozenBlogger>();
  for (const post of posts) {
    const row = byUid.get(post.uid) ?? {
      uid: post.uid,
      screen_name: post.screen_name,
      verify_badge: post.verify_badge,
      followers: post.followers,
      posts: 0,
      sponsored_posts: 0,
      negative_posts: 0,
      interactions: 0,
      rank: 0,
    };
    row.posts += 1;
    if (post.sponsored) row.sponsored_posts += 1;
    if (post.sentiment === -1) row.negative_posts += 1;
    row.interactions += interactionsOf(post);
    byUid.set(post.uid, row);
  }
  return [...byUid.values()]
    .sort(
      (a, b) =>
        b.interactions - a.interactions || b.followers - a.followers || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0),
    )
    .map((row, i) => ({ ...row, rank: i + 1 }));
}

function kolsOf(bloggers: readonly FrozenBlogger[], posts: readonly BrandPostRow[], total: number): BrandKol[] {
  const avatars = new Map(posts.map((p) => [p.uid, p.avatar]));
  return bloggers.slice(0, BRAND_REPORT_KOLS).map((b) => ({
    uid: b.uid,
    name: b.screen_name,
    avatar: avatars.get(b.uid) ?? '',
    verify: b.verify_badge as BrandKol['verify'],
    tier: tierFor<BloggerTier>(b.followers, BLOGGER_TIERS),
    followers: b.followers,
    posts: b.posts,
    sponsored_posts: b.sponsored_posts,
    negative_posts: b.negative_posts,
    interactions: b.interactions,
    share: total > 0 ? round4(b.interactions / total) : 0,
  }));
}

/** The brand's own names are in every post: they would only be the biggest words of the cloud. */
function withoutNames(text: string, names: readonly string[]): string {
  let out = text;
  for (const name of names) if (name) out = out.split(name).join(' ');
  return out;
}

function wordsOf(posts: readonly BrandPostRow[], brand: BrandRef & { aliases?: readonly string[] }) {
  // Longest first, so 小米手机 goes before 小米 leaves 手机 behind; matched case-insensitively.
  const names = [brand.brand_cn_name, brand.brand_en_name, ...(brand.aliases ?? [])]
    .filter(Boolean)
    .map((n) => n.toLowerCase())
    .sort((a, b) => b.length - a.length);
  return countCloudWords(
    posts.map((p) => withoutNames(p.text.toLowerCase(), names)),
    BRAND_REPORT_WORDS,
  ).terms.map((t) => ({ word: t.word, count: t.count }));
}

/** The report and what the exports keep: every figure counts the stored mentions as read at `readAt`. */
export function buildBrandReport(input: BrandReportInput & { aliases?: readonly string[] }): BuiltBrandReport {
  const brandId = input.brand.brand_id;
  const brandDays = input.series.get(brandId) ?? [];
  const days = brandDays.map((d) => d.day);
  const hasCompetitors = input.competitors.length > 0;
  const everyBrand = [input.brand, ...input.competitors];
  const setTotal = everyBrand.reduce((sum, b) => sum + (input.totals.get(b.brand_id)?.mentions ?? 0), 0);
  const volume = everyBrand.map((b) =>
    volumeOf(b, input.series.get(b.brand_id) ?? [], input.totals.get(b.brand_id), setTotal, hasCompetitors),
  );

  const counts = brandDays.map((d) => d.mentions);
  const stats = trailingStats(counts, input.rule);
  const curve: BrandCurvePoint[] = brandDays.map((d, i) => {
    const set = everyBrand.reduce((sum, b) => sum + (input.series.get(b.brand_id)?.[i]?.mentions ?? 0), 0);
    const s = stats[i]!;
    return {
      day: d.day,
      count: d.mentions,
      mean: s.mean === null ? null : round4(s.mean),
      sd: s.sd === null ? null : round4(s.sd),
      threshold: s.threshold === null ? null : round4(s.threshold),
      spike: s.spike,
      sov: hasCompetitors && set > 0 ? round4(d.mentions / set) : null,
      set_mentions: set,
    };
  });

  const postsByDay = new Map<string, BrandPostRow[]>();
  for (const post of input.posts) {
    const day = chinaDate(post.created_at);
    const list = postsByDay.get(day) ?? [];
    list.push(post);
    postsByDay.set(day, list);
  }
  const spikes = curve.flatMap((point) =>
    point.spike
      ? [
          {
            day: point.day,
            count: point.count,
            mean: point.mean!,
            sd: point.sd!,
            threshold: point.threshold!,
            posts: top(postsByDay.get(point.day) ?? [], BRAND_REPORT_KEY_POSTS),
          },
        ]
      : [],
  );

  const totals = input.totals.get(brandId) ?? { brandId, ...EMPTY_TOTALS };
  const readInteractions = input.posts.reduce((sum, p) => sum + interactionsOf(p), 0);
  const sponsoredPosts = input.posts.filter((p) => p.sponsored);
  const sponsoredInteractions = sponsoredPosts.reduce((sum, p) => sum + interactionsOf(p), 0);
  const bloggers = rankBloggers(input.posts);

  const report: BrandReport = {
    brand: input.brand,
    competitors: [...input.competitors],
    start_date: input.startDate,
    end_date: input.endDate,
    read_at: formatChinaTime(input.readAt),
    demo: input.demo,
    spike_rule: { k: input.rule.k, window: input.rule.window, min_count: input.rule.minCount },
    summary: {
      mentions: totals.mentions,
      interactions: Number(totals.interactions),
      users: totals.users,
      positive: totals.positive,
      neutral: totals.neutral,
      negative: totals.negative,
      net_sentiment: netSentiment(totals.positive, totals.negative),
      negative_share: shareInterval(totals.negative, totals.mentions),
      sponsored: totals.sponsored,
      sponsored_share: shareInterval(totals.sponsored, totals.mentions),
      sov: volume[0]!.sov,
      posts_read: input.posts.length,
      capped: input.capped,
      bloggers: bloggers.length,
    },
    days,
    volume,
    curve,
    spikes,
    sentiment: brandDays.map((d) => ({
      day: d.day,
      positive: d.positive,
      neutral: d.neutral,
      negative: d.negative,
      total: d.mentions,
    })),
    negative_posts: top(
      input.posts.filter((p) => p.sentiment === -1),
      BRAND_REPORT_NEGATIVE_POSTS,
    ),
    kols: kolsOf(bloggers, input.posts, readInteractions),
    sponsored: {
      posts: sponsoredPosts.length,
      interactions: sponsoredInteractions,
      organic_posts: input.posts.length - sponsoredPosts.length,
      organic_interactions: readInteractions - sponsoredInteractions,
      top: top(sponsoredPosts, BRAND_REPORT_SPONSORED_POSTS),
    },
    words: wordsOf(input.posts, { ...input.brand, aliases: input.aliases ?? [] }),
  };

  const posts: FrozenPost[] = input.posts.map((p) => ({
    mid: p.mid,
    uid: p.uid,
    created_at: p.created_at,
    text: p.text,
    url: weiboPostUrl(p),
    reposts: p.reposts,
    comments: p.comments,
    likes: p.likes,
    sentiment: p.sentiment,
    sponsored: p.sponsored,
    is_repost: p.is_repost,
  }));
  return { report, posts, bloggers };
}
