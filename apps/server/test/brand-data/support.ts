import type { Brand, WeiboPost } from '@boguan/weibo/model';
import { buildBrandMatcher, mentionedBrandIds } from '@boguan/weibo/text/brands';
import { analyzeSentiment } from '@boguan/weibo/text/sentiment';
import { detectSponsored } from '@boguan/weibo/text/sponsored';
import type { Kysely } from 'kysely';
import type { Database } from '../../src/db/schema.js';

/**
 * Invented brands: two of one category, Latin names and aliases, and names that also sit inside other
 * words (小米 in 小米粥, 毛球 in 羽毛球).
 */
export const BRANDS: Brand[] = [
  { id: 'bd-xiaomi', cnName: '小米', enName: 'Xiaomi', aliases: ['小米手机'], categories: ['数码'], logo: '' },
  { id: 'bd-luyu', cnName: '露屿', enName: 'Luyu', aliases: [], categories: ['美妆'], logo: '' },
  { id: 'bd-maoqiu', cnName: '毛球星球', enName: 'Furball Planet', aliases: ['毛球'], categories: ['宠物'], logo: '' },
  { id: 'bd-zenova', cnName: '泽诺', enName: 'Zenova', aliases: ['ZNV'], categories: ['数码'], logo: '' },
];

/** A mention row as the test expects it, computed from the posts by the engine alone. */
export interface ExpectedMention {
  brand_id: string;
  mid: string;
  uid: string;
  posted_at: string;
  sentiment: number;
  sponsored: boolean;
  is_repost: boolean;
}

const LABEL_VALUE = { positive: 1, neutral: 0, negative: -1 } as const;

/**
 * What brand_mentions must hold for these posts (the last version of each mid), worked out from their
 * texts with the engine's functions (brand matcher, sentiment, sponsorship), not from the database.
 */
export function expectedMentions(posts: readonly WeiboPost[], brands: readonly Brand[]): ExpectedMention[] {
  const matcher = buildBrandMatcher([...brands].sort((a, b) => (a.id < b.id ? -1 : 1)));
  const last = new Map(posts.map((p) => [p.mid, p]));
  const rows: ExpectedMention[] = [];
  for (const p of last.values()) {
    if (p.deleted) continue;
    for (const brandId of mentionedBrandIds(p.text, matcher)) {
      rows.push({
        brand_id: brandId,
        mid: p.mid,
        uid: p.uid,
        posted_at: p.createdAt.toISOString(),
        sentiment: p.text ? LABEL_VALUE[analyzeSentiment(p.text).label] : 0,
        sponsored: p.isAd || detectSponsored(p.text).isSponsored,
        is_repost: p.parentMid !== null,
      });
    }
  }
  return sortMentions(rows);
}

export function sortMentions<T extends { mid: string; brand_id: string }>(rows: T[]): T[] {
  return rows.sort((a, b) => (a.mid === b.mid ? (a.brand_id < b.brand_id ? -1 : 1) : a.mid < b.mid ? -1 : 1));
}

export async function storedMentions(db: Kysely<Database>): Promise<ExpectedMention[]> {
  const rows = await db.selectFrom('brand_mentions').selectAll().execute();
  return sortMentions(rows.map((r) => ({ ...r, posted_at: new Date(r.posted_at).toISOString() })));
}
