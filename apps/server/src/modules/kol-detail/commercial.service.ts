import { DAY_MS, formatChinaTime } from '@boguan/contracts/china-time';
import type { BrandWorkedWith, DetailCommercial } from '@boguan/contracts/kol-detail.api';
import { averageInteractions, paidOrganicRatio } from '@boguan/weibo/analytics/bloggers';
import { estimatePrice } from '@boguan/weibo/analytics/price-band';
import { buildBrandMatcher, mentionedBrandIds } from '@boguan/weibo/text/brands';
import type { AppContext } from '../../lib/context.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { type BloggerRef, openBlogger } from './kol-detail.access.js';
import { allBrands, postsBetween } from './kol-detail.repository.js';
import { toRecentPost } from './post-view.js';

/** The commercial tab looks at the last 90 days. */
const COMMERCIAL_DAYS = 90;
/** Sponsored posts listed on the page (newest first); the counts cover all of them. */
const SPONSORED_LIST_MAX = 50;

/**
 * Sponsored posts of the last 90 days, the brands named in them, paid against organic
 * engagement, and an estimated price band per post with the basis of the estimate.
 */
export async function detailCommercial(ctx: AppContext, user: SessionUser, ref: BloggerRef): Promise<DetailCommercial> {
  const card = await openBlogger(ctx, user, ref);
  const now = ctx.clock.now();
  const posts = await postsBetween(ctx.db, card.uid, new Date(now.getTime() - COMMERCIAL_DAYS * DAY_MS), now);
  const brandRows = await allBrands(ctx.db);
  const matcher = buildBrandMatcher(
    brandRows.map((b) => ({ id: b.id, cnName: b.cn_name, enName: b.en_name, aliases: b.aliases })),
  );
  const brandById = new Map(brandRows.map((b) => [b.id, b]));

  const sponsored = posts.filter((p) => p.sponsored);
  const worked = new Map<string, { posts: number; last: Date }>();
  const listed: DetailCommercial['sponsored_posts'] = [];
  for (const post of sponsored) {
    const ids = mentionedBrandIds(post.text, matcher);
    for (const id of ids) {
      const entry = worked.get(id);
      if (!entry) worked.set(id, { posts: 1, last: post.created_at });
      else {
        entry.posts += 1;
        if (post.created_at > entry.last) entry.last = post.created_at;
      }
    }
    if (listed.length < SPONSORED_LIST_MAX) {
      listed.push({
        ...toRecentPost(post),
        markers: post.sponsored_markers,
        brands: ids.map((id) => brandById.get(id)?.cn_name ?? id),
      });
    }
  }

  const brands: BrandWorkedWith[] = [...worked]
    .map(([id, entry]) => {
      const b = brandById.get(id);
      return {
        brand_id: id,
        cn_name: b?.cn_name ?? id,
        en_name: b?.en_name ?? '',
        logo: b?.logo ?? '',
        posts: entry.posts,
        last_date: formatChinaTime(entry.last).slice(0, 10),
      };
    })
    .sort(
      (a, b) => b.posts - a.posts || b.last_date.localeCompare(a.last_date) || a.brand_id.localeCompare(b.brand_id),
    );

  const paid = paidOrganicRatio(posts);
  return {
    days: COMMERCIAL_DAYS,
    total_posts: posts.length,
    sponsored_count: sponsored.length,
    sponsored_share: posts.length > 0 ? Math.round((sponsored.length / posts.length) * 10_000) / 10_000 : 0,
    sponsored_posts: listed,
    brands,
    paid_organic: {
      paid_posts: paid.paidPosts,
      organic_posts: paid.organicPosts,
      paid_avg: paid.paidAvg,
      organic_avg: paid.organicAvg,
      ratio: paid.ratio,
    },
    price: estimatePrice({
      avgInteractions: averageInteractions(posts),
      followers: card.fans,
      days: COMMERCIAL_DAYS,
    }),
  };
}
