import { SIMILAR_LIMIT } from '@boguan/contracts/kol-detail';
import type { SimilarBlogger } from '@boguan/contracts/kol-detail.api';
import { similarity } from '@boguan/weibo/analytics/similarity';
import type { AppContext } from '../../lib/context.js';
import { kolCardsSharingCategory } from '../bloggers/kol-cards.repository.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { type BloggerRef, openBlogger } from './kol-detail.access.js';

/** Candidates read before scoring: the nearest by follower scale among those sharing a category. */
const CANDIDATES = 200;

/**
 * Up to 10 bloggers sharing a category with this one, ranked by the similarity score (category
 * overlap, follower scale on log10, engagement rate); the blogger itself is never among them.
 */
export async function detailSimilar(ctx: AppContext, user: SessionUser, ref: BloggerRef): Promise<SimilarBlogger[]> {
  const card = await openBlogger(ctx, user, ref);
  const candidates = await kolCardsSharingCategory(ctx.db, card, CANDIDATES);
  const target = { categories: card.category, followers: card.fans, engagementRate: card.engagement_rate };
  return candidates
    .map((other) => {
      const s = similarity(target, {
        categories: other.category,
        followers: other.fans,
        engagementRate: other.engagement_rate,
      });
      return { card: other, score: s.score, shared_categories: s.shared, reasons: s.reasons };
    })
    .sort((a, b) => b.score - a.score || a.card.kol_id - b.card.kol_id)
    .slice(0, SIMILAR_LIMIT);
}
