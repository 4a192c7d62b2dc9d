import type { Timestamp } from '../../db/schema.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';

/** A merchant or place of local life (migration 0047-local-life, docs/local-life.md). */
export interface MerchantsTable {
  id: string;
  name: string;
  category: string;
  city: string;
  district: string;
  aliases: string[];
  origin: Origin;
}

/** A post's mention of a merchant: one row per stored, not deleted post and merchant its text names. */
export interface MerchantMentionsTable {
  merchant_id: string;
  mid: string;
  uid: string;
  posted_at: Timestamp;
  is_repost: boolean;
}

export interface LifeTables {
  merchants: MerchantsTable;
  merchant_mentions: MerchantMentionsTable;
}
