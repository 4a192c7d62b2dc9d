import type { Timestamp } from '../../db/schema.js';

/** A post's mention of a brand (migration 0039-brand-mentions, docs/brand-data.md). */
export interface BrandMentionsTable {
  brand_id: string;
  mid: string;
  uid: string;
  posted_at: Timestamp;
  /** 1 positive, 0 neutral, -1 negative: the model's label of the post's stored score. */
  sentiment: number;
  sponsored: boolean;
  is_repost: boolean;
}

export interface BrandDataTables {
  brand_mentions: BrandMentionsTable;
}
