import { type BrandMatcher, mentionedBrandIds } from '@boguan/weibo/text/brands';
import { labelForScore, type SentimentLabel } from '@boguan/weibo/text/sentiment';

/*
 * What a stored post contributes to brand_mentions (docs/brand-data.md): one row per brand its text
 * names, decided by the engine's matcher, carrying what the text decides (the sentiment label,
 * sponsorship, whether it is a repost) and never its interactions, which change at every collection.
 */

/** The stored columns of a post its mentions are derived from. */
export interface MentionSource {
  mid: string;
  uid: string;
  created_at: Date;
  text: string;
  sentiment_score: number | null;
  sponsored: boolean;
  parent_mid: string | null;
  deleted: boolean;
}

export interface MentionRow {
  brand_id: string;
  mid: string;
  uid: string;
  posted_at: Date;
  sentiment: number;
  sponsored: boolean;
  is_repost: boolean;
}

const SENTIMENT_VALUE: Record<SentimentLabel, number> = { positive: 1, neutral: 0, negative: -1 };

/** The stored label of a score, as every tool labels it: a post without a score (no text) is neutral. */
export function sentimentValue(score: number | null): number {
  return score === null ? 0 : SENTIMENT_VALUE[labelForScore(score)];
}

/**
 * A post's mention rows. A deleted post has none: like every other figure of the product (rankings,
 * blogger statistics, search), brand figures count the posts still up.
 */
export function mentionRows(post: MentionSource, matcher: BrandMatcher): MentionRow[] {
  if (post.deleted || !post.text) return [];
  const sentiment = sentimentValue(post.sentiment_score);
  return mentionedBrandIds(post.text, matcher).map((brandId) => ({
    brand_id: brandId,
    mid: post.mid,
    uid: post.uid,
    posted_at: post.created_at,
    sentiment,
    sponsored: post.sponsored,
    is_repost: post.parent_mid !== null,
  }));
}
