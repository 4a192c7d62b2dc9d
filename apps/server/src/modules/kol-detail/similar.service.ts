import { SIMILAR_LIMIT, type SimilarBlogger } from '@boguan/contracts/kol-detail';
import { sql } from 'kysely';
import type { AppContext } from '../../lib/context.js';
import type { KolCardRow } from '../bloggers/kol-cards.repository.js';
import { cardSource, KOL_CARD_COLUMNS, toKolCard } from '../bloggers/kol-cards.repository.js';
import type { SessionUser } from '../sessions/sessions.repository.js';
import { type BloggerRef, openBlogger } from './kol-detail.access.js';
import { similarity } from './similarity.js';

/** Candidates read before scoring: the nearest by follower scale among those sharing a category. */
const CANDIDATES = 200;

/**
 * Up to 10 bloggers sharing a category with this one, ranked by the similarity score (category
 * overlap, follower scale on log10, engagement rate); the blogger itself is never among them.
 */
export async function detailSimilar(ctx: AppContext, user: SessionUser, ref: BloggerRef): Promise<SimilarBlogger[]> {
  const card = await openBlogger(ctx, user, ref);
  if (card.category.length === 0) return [];
  const rows = (await cardSource(ctx.db)
    .select([...KOL_CARD_COLUMNS])
    .where(sql<boolean>`s.categories && ${sql.val(card.category)}::text[]`)
    .where('s.uid', '<>', card.uid)
    .orderBy(sql`abs(ln(s.followers + 1) - ln(${card.fans + 1}))`)
    .orderBy('s.kol_id')
    .limit(CANDIDATES)
    .execute()) as unknown as KolCardRow[];
  const target = { categories: card.category, followers: card.fans, engagementRate: card.engagement_rate };
  return rows
    .map((row) => {
      const other = toKolCard(row);
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
