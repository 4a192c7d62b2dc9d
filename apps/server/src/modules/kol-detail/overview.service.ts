import { chinaDayStart, DAY_MS, formatChinaTime } from '@boguan/contracts/china-time';
import type { KolCard } from '@boguan/contracts/kol.api';
import type { DetailOverview, GrowthFigure } from '@boguan/contracts/kol-detail.api';
import { INFLUENCE_WEIGHTS, influenceIndex } from '@boguan/weibo/analytics/bloggers';
import type { AppContext } from '../../lib/context.js';
import { STAT_WINDOWS } from '../bloggers/blogger-stats.refresh.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { type BloggerRef, openBlogger } from './kol-detail.access.js';
import { dailyFollowers, dailyPosts, growthPoints, postTotals, statsComputedAt } from './kol-detail.repository.js';

/** The overview's charts cover the last 30 days (or what exists of them). */
const SERIES_DAYS = 30;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

async function growthOf(ctx: AppContext, uid: string, days: number, end: Date): Promise<GrowthFigure | null> {
  const points = await growthPoints(ctx.db, uid, days, end);
  if (!points) return null;
  const absolute = points.end - points.start;
  return { absolute, percent: points.start > 0 ? round((absolute / points.start) * 100, 2) : null };
}

/**
 * The influence index of the week with its components, computed from the same inputs as the
 * blogger_stats row (window ending at its computed_at), so the number equals the card's
 * influence_week and the page can show how it was made.
 */
async function influenceOfWeek(ctx: AppContext, card: KolCard, computedAt: Date): Promise<DetailOverview['influence']> {
  const days = STAT_WINDOWS.week;
  const totals = await postTotals(ctx.db, card.uid, new Date(computedAt.getTime() - days * DAY_MS), computedAt);
  const growth = await growthPoints(ctx.db, card.uid, days, computedAt);
  const followerGrowth = growth ? growth.end - growth.start : 0;
  const avgInteractions = totals.posts > 0 ? totals.interactions / totals.posts : 0;
  const result = influenceIndex({
    followers: card.fans,
    avgInteractions,
    postsPerDay: totals.posts / days,
    followerGrowth,
    badge: card.verify,
  });
  return {
    index: result.index,
    components: result.components,
    weights: { ...INFLUENCE_WEIGHTS },
    inputs: {
      followers: card.fans,
      posts: totals.posts,
      avg_interactions: round(avgInteractions, 1),
      posts_per_day: round(totals.posts / days, 2),
      follower_growth: followerGrowth,
      verify: card.verify,
    },
    window_days: days,
    as_of: formatChinaTime(computedAt),
  };
}

export async function detailOverview(ctx: AppContext, user: SessionUser, ref: BloggerRef): Promise<DetailOverview> {
  const card = await openBlogger(ctx, user, ref);
  const now = ctx.clock.now();
  // Whole China days: the first bar is the day 29 days before today.
  const seriesFrom = new Date(chinaDayStart(formatChinaTime(now).slice(0, 10)).getTime() - (SERIES_DAYS - 1) * DAY_MS);
  const [followersSeries, posts, day, week, month, influence, remaining] = await Promise.all([
    dailyFollowers(ctx.db, card.uid, new Date(seriesFrom.getTime() - 1), now),
    dailyPosts(ctx.db, card.uid, new Date(seriesFrom.getTime() - 1), now),
    growthOf(ctx, card.uid, 1, now),
    growthOf(ctx, card.uid, 7, now),
    growthOf(ctx, card.uid, 30, now),
    statsComputedAt(ctx.db, card.uid).then((at) => influenceOfWeek(ctx, card, at)),
    ctx.membership.remaining(user, 'kol_detail'),
  ]);
  return {
    card,
    followers_series: followersSeries,
    growth: { day, week, month },
    daily_posts: posts,
    engagement_rate: card.engagement_rate,
    avg_interactions: card.avg_interactions,
    influence,
    remaining_today: remaining.per_day?.remaining ?? null,
  };
}
