import { type MerchantMatcher, mentionedMerchantIds } from '@boguan/weibo/text/merchants';

/*
 * What a stored post contributes to merchant_mentions (docs/local-life.md): one row per merchant its
 * text names, decided by the engine's matcher, and never its interactions, which change at every
 * collection.
 */

/** The stored columns of a post its mentions are derived from. */
export interface MerchantMentionSource {
  mid: string;
  uid: string;
  created_at: Date;
  text: string;
  parent_mid: string | null;
  deleted: boolean;
}

export interface MerchantMentionRow {
  merchant_id: string;
  mid: string;
  uid: string;
  posted_at: Date;
  is_repost: boolean;
}

/** A post's rows; a deleted post has none (every figure of the product counts the posts still up). */
export function merchantMentionRows(post: MerchantMentionSource, matcher: MerchantMatcher): MerchantMentionRow[] {
  if (post.deleted || !post.text || matcher.size === 0) return [];
  return mentionedMerchantIds(post.text, matcher).map((merchantId) => ({
    merchant_id: merchantId,
    mid: post.mid,
    uid: post.uid,
    posted_at: post.created_at,
    is_repost: post.parent_mid !== null,
  }));
}
