import { DAY_MS } from '@boguan/contracts/china-time';
import { type DetailContent, KEYWORD_CLOUD_TOP, RECENT_POSTS_PER_PAGE } from '@boguan/contracts/kol-detail';
import { wordFrequencies } from '@boguan/weibo/text/keywords';
import type { AppContext } from '../../lib/context.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { type BloggerRef, openBlogger } from './kol-detail.access.js';
import { postsBetween } from './kol-detail.repository.js';
import { toRecentPost } from './post-view.js';

const CHINA_OFFSET_MS = 8 * 3_600_000;

/** Hour of day (0-23) and weekday (0 Monday … 6 Sunday) of an instant in China time. */
export function chinaHourAndWeekday(at: Date): { hour: number; weekday: number } {
  const shifted = new Date(at.getTime() + CHINA_OFFSET_MS);
  return { hour: shifted.getUTCHours(), weekday: (shifted.getUTCDay() + 6) % 7 };
}

/**
 * What and when a blogger posts over the last `days`: the hour × weekday rhythm, original
 * versus repost counts, a page of the newest posts and the word cloud of their text.
 */
export async function detailContent(
  ctx: AppContext,
  user: SessionUser,
  ref: BloggerRef,
  options: { days: number; page: number },
): Promise<DetailContent> {
  const card = await openBlogger(ctx, user, ref);
  const now = ctx.clock.now();
  const posts = await postsBetween(ctx.db, card.uid, new Date(now.getTime() - options.days * DAY_MS), now);

  const byHour = new Array<number>(24).fill(0);
  const byWeekday = new Array<number>(7).fill(0);
  const cells = new Map<string, [number, number, number]>();
  let original = 0;
  for (const post of posts) {
    const { hour, weekday } = chinaHourAndWeekday(post.created_at);
    byHour[hour] = (byHour[hour] ?? 0) + 1;
    byWeekday[weekday] = (byWeekday[weekday] ?? 0) + 1;
    const key = `${weekday}:${hour}`;
    const cell = cells.get(key) ?? [weekday, hour, 0];
    cell[2] += 1;
    cells.set(key, cell);
    if (post.parent_mid === null) original += 1;
  }

  const start = (options.page - 1) * RECENT_POSTS_PER_PAGE;
  return {
    days: options.days,
    total_posts: posts.length,
    original_posts: original,
    repost_posts: posts.length - original,
    posts_by_hour: byHour,
    posts_by_weekday: byWeekday,
    rhythm: [...cells.values()].sort((a, b) => a[0] - b[0] || a[1] - b[1]),
    recent: {
      data: posts.slice(start, start + RECENT_POSTS_PER_PAGE).map(toRecentPost),
      page: options.page,
      per_page: RECENT_POSTS_PER_PAGE,
      total: posts.length,
    },
    keywords: wordFrequencies(
      posts.map((p) => p.text),
      { top: KEYWORD_CLOUD_TOP },
    ),
  };
}
