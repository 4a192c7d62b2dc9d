import type { BrandBoard, BrandPeriod } from '@boguan/contracts/brand-ranking';
import type { NameCount } from '@boguan/contracts/kol.api';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { BrandRankPeriodsTable } from './brand-ranking.tables.js';

export type StoredPeriod = Selectable<BrandRankPeriodsTable>;

/** One board of one period, one category of it ('' = every brand). */
export interface BoardKey {
  board: BrandBoard;
  type: BrandPeriod;
  start: Date;
  category: string;
}

/** The rank column of each board (a category's own ranks: every row is ranked within its category). */
const RANK_COLUMN = { volume: 'rank_volume', growth: 'rank_growth', hot: 'rank_hot' } as const;

/** A row of a board as read: the stored figures and the brand as stored now. */
export interface BoardRow {
  rank: number;
  brand_id: string;
  mentions: number;
  prev_mentions: number;
  interactions: number;
  growth: number | null;
  cn_name: string | null;
  en_name: string | null;
  logo: string | null;
  categories: string[] | null;
}

export async function storedPeriod(db: Kysely<Database>, type: BrandPeriod, start: Date): Promise<StoredPeriod | null> {
  const row = await db
    .selectFrom('brand_rank_periods')
    .selectAll()
    .where('type', '=', type)
    .where('start', '=', start)
    .executeTakeFirst();
  return row ?? null;
}

/** The computed periods with data, newest first, from `from` on. */
export async function periodsWithData(db: Kysely<Database>, type: BrandPeriod, from: Date): Promise<StoredPeriod[]> {
  return db
    .selectFrom('brand_rank_periods')
    .selectAll()
    .where('type', '=', type)
    .where('start', '>=', from)
    .where('brands', '>', 0)
    .orderBy('start', 'desc')
    .execute();
}

/** The newest computed period of a type (with or without data). */
export async function newestPeriod(db: Kysely<Database>, type: BrandPeriod): Promise<StoredPeriod | null> {
  const row = await db
    .selectFrom('brand_rank_periods')
    .selectAll()
    .where('type', '=', type)
    .orderBy('start', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row ?? null;
}

/** Whether any brand mention is stored (a board can be computed). */
export async function hasMentions(db: Kysely<Database>): Promise<boolean> {
  const row = await db.selectFrom('brand_mentions').select('mid').limit(1).executeTakeFirst();
  return row !== undefined;
}

/**
 * One slice of a board in rank order: one indexed range of the board's rank column within the
 * period and category, with the brands' names and logos.
 */
export async function boardSlice(
  db: Kysely<Database>,
  key: BoardKey,
  slice: { offset: number; limit: number },
): Promise<BoardRow[]> {
  if (slice.limit <= 0) return [];
  const rank = sql.ref(`r.${RANK_COLUMN[key.board]}`);
  const result = await sql<BoardRow>`
    select ${rank} as rank, r.brand_id, r.mentions, r.prev_mentions, r.interactions, r.growth,
      b.cn_name, b.en_name, b.logo, b.categories
    from brand_rank_rows r left join brands b on b.id = r.brand_id
    where r.type = ${key.type} and r.start = ${key.start} and r.category = ${key.category}
      and ${rank} > ${slice.offset} and ${rank} <= ${slice.offset + slice.limit}
    order by ${rank}`.execute(db);
  return result.rows.map((row) => ({
    ...row,
    rank: Number(row.rank),
    mentions: Number(row.mentions),
    prev_mentions: Number(row.prev_mentions),
    interactions: Number(row.interactions),
    growth: row.growth === null ? null : Number(row.growth),
  }));
}

/** Brands on a board of a period and category. */
export async function boardSize(db: Kysely<Database>, key: BoardKey): Promise<number> {
  const row = await db
    .selectFrom('brand_rank_rows')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('type', '=', key.type)
    .where('start', '=', key.start)
    .where('category', '=', key.category)
    .where(RANK_COLUMN[key.board], 'is not', null)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ranks `brandIds` had on a board (within the same category). */
export async function ranksOf(
  db: Kysely<Database>,
  key: BoardKey,
  brandIds: readonly string[],
): Promise<Map<string, number>> {
  if (brandIds.length === 0) return new Map();
  const column = RANK_COLUMN[key.board];
  const rows = await db
    .selectFrom('brand_rank_rows')
    .select(['brand_id', `${column} as rank`])
    .where('type', '=', key.type)
    .where('start', '=', key.start)
    .where('category', '=', key.category)
    .where('brand_id', 'in', [...brandIds])
    .where(column, 'is not', null)
    .execute();
  return new Map(rows.map((row) => [row.brand_id, Number(row.rank)]));
}

/** The categories on a board of a period, most brands first. */
export async function boardCategories(db: Kysely<Database>, key: Omit<BoardKey, 'category'>): Promise<NameCount[]> {
  const rows = await db
    .selectFrom('brand_rank_rows')
    .select(['category', (eb) => eb.fn.countAll<number>().as('n')])
    .where('type', '=', key.type)
    .where('start', '=', key.start)
    .where('category', '<>', '')
    .where(RANK_COLUMN[key.board], 'is not', null)
    .groupBy('category')
    .execute();
  return rows
    .map((row) => ({ name: row.category, count: Number(row.n) }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name, 'zh-CN'));
}
