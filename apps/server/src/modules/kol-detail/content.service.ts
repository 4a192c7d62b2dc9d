import { DAY_MS } from '@boguan/contracts/china-time';
import { KEYWORD_CLOUD_TOP, RECENT_POSTS_PER_PAGE } from '@boguan/contracts/kol-detail';
import type { ContentInput, DetailContent } from '@boguan/contracts/kol-detail.api';
import { postingRhythm } from '@boguan/weibo/analytics/posting-rhythm';
import { wordFrequencies } from '@boguan/weibo/text/keywords';
import type { AppContext } from '../../lib/context.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { openBlogger } from './kol-detail.access.js';
import { postsBetween } from './kol-detail.repository.js';
import { toRecentPost } from './post-view.js';

/**
 * What and when a blogger posts over the last `days`: the hour × weekday rhythm, original
 * versus repost counts, a page of the newest posts and the word cloud of their text.
 */
export async function detailContent(ctx: AppContext, user: SessionUser, input: ContentInput): Promise<DetailContent> {
  const card = await openBlogger(ctx, user, input);
  const now = ctx.clock.now();
  const posts = await postsBetween(ctx.db, card.uid, new Date(now.getTime() - input.days * DAY_MS), now);
  const rhythm = postingRhythm(posts.map((p) => ({ createdAt: p.created_at, isOriginal: p.parent_mid === null })));
  const start = (input.page - 1) * RECENT_POSTS_PER_PAGE;
  return {
    days: input.days,
    total_posts: posts.length,
    original_posts: rhythm.original,
    repost_posts: posts.length - rhythm.original,
    posts_by_hour: rhythm.byHour,
    posts_by_weekday: rhythm.byWeekday,
    rhythm: rhythm.cells,
    recent: {
      data: posts.slice(start, start + RECENT_POSTS_PER_PAGE).map(toRecentPost),
      page: input.page,
      per_page: RECENT_POSTS_PER_PAGE,
      total: posts.length,
    },
    keywords: wordFrequencies(
      posts.map((p) => p.text),
      { top: KEYWORD_CLOUD_TOP },
    ),
  };
}
