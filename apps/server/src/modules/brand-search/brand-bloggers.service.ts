import { BRAND_PARTNERS, BRAND_TOP_KOLS } from '@boguan/contracts/brand-search';
import type { BrandBloggers, BrandTier } from '@boguan/contracts/brand-search.api';
import { BLOGGER_TIERS, type BloggerTier } from '@boguan/contracts/final-report';
import type { VerifyBadge } from '@boguan/contracts/kol';
import { tierFor } from '@boguan/weibo/analytics/campaign-report';
import { shareInterval } from '@boguan/weibo/analytics/share-interval';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { toBrandPost } from './brand-content.service.js';
import { type BrandView, periodFields } from './brand-detail.access.js';
import { type MentionAuthorRow, mentionAuthors, topPostOfAuthors } from './brand-detail.repository.js';

const round4 = (x: number) => Math.round(x * 10_000) / 10_000;

function bloggerOf(row: MentionAuthorRow) {
  return {
    uid: row.uid,
    kol_id: row.kol_id,
    name: row.screen_name ?? row.uid,
    avatar: row.avatar ?? '',
    verify: (row.verify_badge ?? 'none') as VerifyBadge,
    followers: row.followers,
    tier: tierFor<BloggerTier>(row.followers, BLOGGER_TIERS),
  };
}

/** Most interactions first, then most followers, then uid: a stable order. */
const byInteractions = (a: MentionAuthorRow, b: MentionAuthorRow) =>
  b.interactions - a.interactions || b.followers - a.followers || (a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0);

function tiersOf(authors: readonly MentionAuthorRow[]): BrandTier[] {
  return BLOGGER_TIERS.map((band) => {
    const inTier = authors.filter((a) => tierFor<BloggerTier>(a.followers, BLOGGER_TIERS) === band.key);
    return {
      tier: band.key,
      label: band.label,
      band: band.band,
      bloggers: inTier.length,
      posts: inTier.reduce((s, a) => s + a.posts, 0),
      interactions: inTier.reduce((s, a) => s + a.interactions, 0),
      blogger_share: shareInterval(inTier.length, authors.length),
    };
  });
}

/** Who mentions the brand: tiers by followers, the top KOLs with their best post, the sponsored partners. */
export async function brandBloggers(db: Kysely<Database>, view: BrandView): Promise<BrandBloggers> {
  const id = view.card.brand_id;
  const authors = await mentionAuthors(db, id, view.from, view.to);
  const totalInteractions = authors.reduce((s, a) => s + a.interactions, 0);
  const top = [...authors].sort(byInteractions).slice(0, BRAND_TOP_KOLS);
  const bestPosts = await topPostOfAuthors(
    db,
    id,
    view.from,
    view.to,
    top.map((a) => a.uid),
  );
  const partners = authors
    .filter((a) => a.sponsored_posts > 0)
    .sort((a, b) => b.sponsored_posts - a.sponsored_posts || byInteractions(a, b))
    .slice(0, BRAND_PARTNERS);
  return {
    ...periodFields(view),
    bloggers: authors.length,
    tiers: tiersOf(authors),
    top_kols: top.flatMap((a) => {
      const post = bestPosts.get(a.uid);
      if (!post) return [];
      return [
        {
          ...bloggerOf(a),
          posts: a.posts,
          sponsored_posts: a.sponsored_posts,
          interactions: a.interactions,
          share: totalInteractions > 0 ? round4(a.interactions / totalInteractions) : 0,
          top_post: toBrandPost(post),
        },
      ];
    }),
    partners: partners.map((a) => ({
      ...bloggerOf(a),
      sponsored_posts: a.sponsored_posts,
      interactions: a.interactions,
    })),
  };
}
