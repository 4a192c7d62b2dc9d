import { chinaDate } from '@boguan/contracts/china-time';
import type { KolCard, NameCount } from '@boguan/contracts/kol.api';
import {
  BOARD_FIGURES,
  RANKING_BOARDS,
  RANKING_PERIODS,
  type RankingBoard,
  type RankingPeriod,
} from '@boguan/contracts/kol-ranking';
import { MEMBERSHIP_TABLE } from '@boguan/contracts/membership';
import { type Kysely, sql } from 'kysely';
import { countRows } from '../../db/paging.js';
import type { Database } from '../../db/schema.js';
import { kolCardsByIds } from '../bloggers/kol-cards.repository.js';

/** Which bloggers a board ranks: all of a category ('' = 全部), or all of one province. */
export interface BoardFilter {
  board: RankingBoard;
  period: RankingPeriod;
  category?: string;
  province?: string;
}

/**
 * The board's WHERE over blogger_stats alone: every blogger_stats row is built from a weibo_users
 * row, so ordering and counting need no join; only the page's 20 rows are joined to their profiles.
 */
function filtered(db: Kysely<Database>, filter: BoardFilter) {
  let query = db.selectFrom('blogger_stats as s');
  if (filter.category) query = query.where(sql<boolean>`s.categories @> array[${filter.category}]::text[]`);
  if (filter.board === 'area') query = query.where('s.province', '=', filter.province ?? '');
  // A follower-growth board lists only bloggers who gained followers in the period.
  if (filter.board === 'fans_inc') query = query.where(`s.${BOARD_FIGURES.fans_inc[filter.period]}` as const, '>', 0);
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
  const column = BOARD_FIGURES[filter.board][filter.period];
  const ids = await filtered(db, filter)
    .select('s.kol_id')
    .orderBy(`s.${column}` as const, 'desc')
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
  return countRows(filtered(db, filter));
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
  return row?.at ? new Date(row.at) : null;
}

/** Ranks kept per board and scope: the deepest any level may see, so every visible rank has a past. */
export const SNAPSHOT_DEPTH = Math.max(...Object.values(MEMBERSHIP_TABLE.kol_ranking).map((rule) => rule.maxRows ?? 0));

/**
 * Stores today's (China date of `now`) top ranks of every board over all bloggers and of the area
 * board per province, replacing an earlier snapshot of the same day. The order is the boards' own:
 * the period's column descending, kol_id ascending, fans_inc only over bloggers who gained.
 */
export async function snapshotRanks(db: Kysely<Database>, now: Date): Promise<number> {
  const day = chinaDate(now);
  let written = 0;
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('kol_rank_snapshots').where('day', '=', day).execute();
    for (const board of RANKING_BOARDS) {
      for (const period of RANKING_PERIODS) {
        const column = sql.ref(BOARD_FIGURES[board][period]);
        const scope = board === 'area' ? sql`province` : sql`''`;
        const partition = board === 'area' ? sql`partition by province` : sql``;
        const gained = board === 'fans_inc' ? sql`where ${column} > 0` : sql``;
        const result = await sql`
          insert into kol_rank_snapshots (day, board, period, scope, kol_id, rank)
          select ${day}, ${board}, ${period}, scope, kol_id, rn from (
            select ${scope} as scope, kol_id,
                   row_number() over (${partition} order by ${column} desc, kol_id) as rn
            from blogger_stats ${gained}
          ) ranked
          where rn <= ${SNAPSHOT_DEPTH}`.execute(trx);
        written += Number(result.numAffectedRows ?? 0);
      }
    }
  });
  return written;
}

/**
 * Ranks of `kolIds` in the latest snapshot before today's (China date of `now`), or null when
 * there is none. A blogger missing from a snapshot that exists was not in its top ranks.
 */
export async function previousRanks(
  db: Kysely<Database>,
  now: Date,
  board: { board: RankingBoard; period: RankingPeriod; scope: string },
  kolIds: readonly number[],
): Promise<Map<number, number> | null> {
  const snapshots = () =>
    db
      .selectFrom('kol_rank_snapshots')
      .where('board', '=', board.board)
      .where('period', '=', board.period)
      .where('scope', '=', board.scope);
  const latest = await snapshots()
    .select((eb) => eb.fn.max('day').as('day'))
    .where('day', '<', chinaDate(now))
    .executeTakeFirst();
  if (!latest?.day) return null;
  if (kolIds.length === 0) return new Map();
  const rows = await snapshots()
    .select(['kol_id', 'rank'])
    .where('day', '=', latest.day)
    .where('kol_id', 'in', [...kolIds])
    .execute();
  return new Map(rows.map((row) => [row.kol_id, row.rank]));
}
