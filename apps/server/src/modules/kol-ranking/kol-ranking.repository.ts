import type { KolCard } from '@boguan/contracts/kol.api';
import type { RankingBoard, RankingPeriod } from '@boguan/contracts/kol-ranking';
import { type Kysely, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { kolCardsByIds } from '../bloggers/kol-cards.repository.js';

export type SortColumn =
  | 'influence_day'
  | 'influence_week'
  | 'influence_month'
  | 'growth_1d'
  | 'growth_7d'
  | 'growth_30d';

/** The blogger_stats column each board sorts on, per period (each has a (column desc, kol_id) index). */
export const SORT_COLUMNS: Record<RankingBoard, Record<RankingPeriod, SortColumn>> = {
  synthesize: { day: 'influence_day', week: 'influence_week', month: 'influence_month' },
  area: { day: 'influence_day', week: 'influence_week', month: 'influence_month' },
  fans_inc: { day: 'growth_1d', week: 'growth_7d', month: 'growth_30d' },
};

/** Which bloggers a board ranks: all of a category ('' = 全部), or all of one province. */
export interface BoardFilter {
  board: RankingBoard;
  period: RankingPeriod;
  category?: string;
  province?: string;
}

type StatsQuery = SelectQueryBuilder<Database & { s: Database['blogger_stats'] }, 's', object>;

/**
 * The board's WHERE over blogger_stats alone: every blogger_stats row is built from a weibo_users
 * row, so ordering and counting need no join; only the page's 20 rows are joined to their profiles.
 */
function filtered(db: Kysely<Database>, filter: BoardFilter): StatsQuery {
  let query = db.selectFrom('blogger_stats as s') as unknown as StatsQuery;
  if (filter.category) query = query.where(sql<boolean>`s.categories @> array[${filter.category}]::text[]`);
  if (filter.board === 'area') query = query.where('s.province', '=', filter.province ?? '');
  // A follower-growth board lists only bloggers who gained followers in the period.
  if (filter.board === 'fans_inc') query = query.where(`s.${SORT_COLUMNS.fans_inc[filter.period]}`, '>', 0);
  return query;
}

/**
 * Cards of ranks `offset` .. `offset + limit` of a board, best first: the period's column
 * descending, ties broken by kol_id ascending (the order of the column's index, so paging is stable).
 */
export async function boardCards(
  db: Kysely<Database>,
  filter: BoardFilter,
  window: { offset: number; limit: number },
): Promise<KolCard[]> {
  if (window.limit <= 0) return [];
  const column = SORT_COLUMNS[filter.board][filter.period];
  const ids = await filtered(db, filter)
    .select('s.kol_id')
    .orderBy(`s.${column}`, 'desc')
    .orderBy('s.kol_id', 'asc')
    .limit(window.limit)
    .offset(window.offset)
    .execute();
  return kolCardsByIds(
    db,
    ids.map((row) => row.kol_id),
  );
}

/** How many bloggers a board ranks. */
export async function boardSize(db: Kysely<Database>, filter: BoardFilter): Promise<number> {
  const row = await filtered(db, filter)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export interface NameCount {
  name: string;
  count: number;
}

/** Categories present in blogger_stats, most bloggers first. */
export async function presentCategories(db: Kysely<Database>): Promise<NameCount[]> {
  const result = await sql<NameCount>`
    select c as name, count(*)::int as count
    from blogger_stats, unnest(categories) as c
    where c <> ''
    group by c
    order by count desc, name`.execute(db);
  return result.rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}

/** Provinces present in blogger_stats, most bloggers first. */
export async function presentProvinces(db: Kysely<Database>): Promise<NameCount[]> {
  const rows = await db
    .selectFrom('blogger_stats')
    .select(['province as name', (eb) => eb.fn.countAll<number>().as('count')])
    .where('province', '<>', '')
    .groupBy('province')
    .orderBy('count', 'desc')
    .orderBy('province')
    .execute();
  return rows.map((r) => ({ name: r.name, count: Number(r.count) }));
}

/** When the figures were last computed (null before the first refresh). */
export async function statsComputedAt(db: Kysely<Database>): Promise<Date | null> {
  const row = await db
    .selectFrom('blogger_stats')
    .select((eb) => eb.fn.max('computed_at').as('at'))
    .executeTakeFirst();
  return row?.at ? new Date(row.at as unknown as string) : null;
}
