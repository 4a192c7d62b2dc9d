import type { BrandRef } from '@boguan/contracts/brand-report.api';
import { addDays, chinaDate, chinaDayEnd, chinaDayStart } from '@boguan/contracts/china-time';
import type { VerifyBadge } from '@boguan/weibo/model';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { periodTotals } from '../brand-data/brand-data.repository.js';
import type { Origin } from '../weibo-data/weibo-data.tables.js';

// What a brand report reads: the brands, the kept history, and the brand's mentions joined to their
// posts and authors (docs/brand-report.md). The daily figures come from brand-data's dailySeries.

type Db = Kysely<Database>;

export interface StoredBrand extends BrandRef {
  aliases: string[];
  origin: Origin;
}

/** The brand as the contract names it (no storage fields: the answers are strict objects). */
export function refOf(brand: StoredBrand): BrandRef {
  return {
    brand_id: brand.brand_id,
    brand_cn_name: brand.brand_cn_name,
    brand_en_name: brand.brand_en_name,
    brand_pic: brand.brand_pic,
    brand_category: brand.brand_category,
  };
}

const BRAND_COLUMNS = sql`id as brand_id, cn_name as brand_cn_name, en_name as brand_en_name, logo as brand_pic,
  categories as brand_category, aliases, origin`;

/** The stored brands of the given ids, in the order asked (an unknown id is simply missing). */
export async function brandsByIds(db: Db, ids: readonly string[]): Promise<StoredBrand[]> {
  if (ids.length === 0) return [];
  const rows =
    await sql<StoredBrand>`select ${BRAND_COLUMNS} from brands where id = any(${[...ids]}::varchar[])`.execute(db);
  const byId = new Map(rows.rows.map((r) => [r.brand_id, r]));
  return ids.flatMap((id) => {
    const found = byId.get(id);
    return found ? [found] : [];
  });
}

/** `%text%` for ILIKE, with LIKE's own wildcards in the text taken literally. */
function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Brands whose Chinese name, English name or an alias holds the keyword (case-insensitive): exact
 * names first, then shorter names, then by id.
 */
export async function searchBrands(db: Db, keyword: string, limit: number): Promise<StoredBrand[]> {
  const pattern = containsPattern(keyword);
  const rows = await sql<StoredBrand>`
    select ${BRAND_COLUMNS} from brands
    where cn_name ilike ${pattern} or en_name ilike ${pattern}
      or exists (select 1 from unnest(aliases) a where a ilike ${pattern})
    order by (lower(cn_name) = lower(${keyword}) or lower(en_name) = lower(${keyword})) desc,
      char_length(cn_name), id
    limit ${limit}`.execute(db);
  return rows.rows;
}

/**
 * The brand's category peers: other brands sharing one of its categories, most mentioned over the
 * `days` China days ending `today` first (ties by id), at most `limit`.
 */
export async function categoryPeers(
  db: Db,
  brand: StoredBrand,
  today: string,
  days: number,
  limit: number,
): Promise<StoredBrand[]> {
  if (brand.brand_category.length === 0 || limit === 0) return [];
  const rows = await sql<{ id: string }>`
    select id from brands where id <> ${brand.brand_id} and categories && ${brand.brand_category}::text[]`.execute(db);
  const ids = rows.rows.map((r) => r.id);
  if (ids.length === 0) return [];
  const totals = await periodTotals(db, addDays(today, -(days - 1)), today, ids);
  // periodTotals orders by mentions, then id: the first `limit` are the peers.
  return brandsByIds(
    db,
    totals.slice(0, limit).map((t) => t.brandId),
  );
}

/** The first China day brand mentions are kept of (null when none is stored). */
export async function earliestMentionDate(db: Db): Promise<string | null> {
  const row = await sql<{ first: Date | null }>`select min(posted_at) as first from brand_mentions`.execute(db);
  const first = row.rows[0]?.first;
  return first ? chinaDate(new Date(first)) : null;
}

/** How many stored posts name the brand, whatever their date. */
export async function storedMentionCount(db: Db, brandId: string): Promise<number> {
  const row = await db
    .selectFrom('brand_mentions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('brand_id', '=', brandId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A post naming the brand with what the report needs of it and of its author. */
export interface BrandPostRow {
  mid: string;
  bid: string;
  uid: string;
  text: string;
  created_at: Date;
  reposts: number;
  comments: number;
  likes: number;
  /** 1 positive, 0 neutral, -1 negative (brand_mentions). */
  sentiment: number;
  sponsored: boolean;
  is_repost: boolean;
  origin: Origin;
  /** The author's stored profile; '' / 'none' / 0 when it is not stored. */
  screen_name: string;
  avatar: string;
  verify_badge: VerifyBadge;
  followers: number;
}

/**
 * The posts naming the brand in the China days `from`..`to`, newest first (ties by mid), at most
 * `limit`: one query through brand_mentions (brand_id, posted_at), joined to the posts for the text
 * and the interactions as last collected and to the authors' profiles.
 */
export async function brandPosts(
  db: Db,
  brandId: string,
  from: string,
  to: string,
  limit: number,
): Promise<BrandPostRow[]> {
  const rows = await sql<BrandPostRow>`
    select m.mid, p.bid, m.uid, p.text, m.posted_at as created_at, p.reposts, p.comments, p.likes,
      m.sentiment, m.sponsored, m.is_repost, p.origin,
      coalesce(u.screen_name, '') as screen_name, coalesce(u.avatar, '') as avatar,
      coalesce(u.verify_badge, 'none') as verify_badge, coalesce(u.followers, 0) as followers
    from brand_mentions m
      join weibo_posts p on p.mid = m.mid
      left join weibo_users u on u.uid = m.uid
    where m.brand_id = ${brandId} and m.posted_at >= ${chinaDayStart(from)} and m.posted_at < ${chinaDayEnd(to)}
    order by m.posted_at desc, m.mid desc
    limit ${limit}`.execute(db);
  return rows.rows.map((r) => ({
    ...r,
    created_at: new Date(r.created_at),
    reposts: Number(r.reposts),
    comments: Number(r.comments),
    likes: Number(r.likes),
    sentiment: Number(r.sentiment),
    followers: Number(r.followers),
  }));
}
