import { chinaDate } from '@boguan/contracts/china-time';
import { RANKING_PERIODS, type RankingBoard, type RankingPeriod } from '@boguan/contracts/kol-ranking';
import { MEMBERSHIP_TABLE } from '@boguan/contracts/membership';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';
import { SORT_COLUMNS } from './kol-ranking.repository.js';

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
    for (const board of ['synthesize', 'area', 'fans_inc'] as RankingBoard[]) {
      for (const period of RANKING_PERIODS) {
        const column = sql.ref(SORT_COLUMNS[board][period]);
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
  const key = (q: ReturnType<typeof base>) =>
    q.where('board', '=', board.board).where('period', '=', board.period).where('scope', '=', board.scope);
  const base = () => db.selectFrom('kol_rank_snapshots');
  const latest = await key(base())
    .select((eb) => eb.fn.max('day').as('day'))
    .where('day', '<', chinaDate(now))
    .executeTakeFirst();
  if (!latest?.day) return null;
  if (kolIds.length === 0) return new Map();
  const rows = await key(base())
    .select(['kol_id', 'rank'])
    .where('day', '=', latest.day)
    .where('kol_id', 'in', [...kolIds])
    .execute();
  return new Map(rows.map((row) => [row.kol_id, row.rank]));
}
