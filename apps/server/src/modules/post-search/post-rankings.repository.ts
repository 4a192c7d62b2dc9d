import type { PostBoard, PostBoardPeriod } from '@boguan/contracts/post-search';
import type { Kysely, Selectable } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PostRankRowsTable, PostRankSlotsTable } from './post-search.tables.js';

export type BoardSlot = Selectable<PostRankSlotsTable>;
export type BoardRankRow = Selectable<PostRankRowsTable>;

/** The latest two computed steps of a board (current first): the second is the rank change's 上期. */
export async function latestSlots(
  db: Kysely<Database>,
  board: PostBoard,
  period: PostBoardPeriod,
): Promise<BoardSlot[]> {
  return db
    .selectFrom('post_rank_slots')
    .selectAll()
    .where('board', '=', board)
    .where('period', '=', period)
    .orderBy('slot', 'desc')
    .limit(2)
    .execute();
}

export interface BoardKey {
  board: PostBoard;
  period: PostBoardPeriod;
  slot: Date;
  category: string;
}

function onBoard(db: Kysely<Database>, key: BoardKey) {
  return db
    .selectFrom('post_rank_rows')
    .where('board', '=', key.board)
    .where('period', '=', key.period)
    .where('slot', '=', key.slot)
    .where('category', '=', key.category);
}

/** One slice of a board in rank order (the primary key's order). */
export async function boardRows(
  db: Kysely<Database>,
  key: BoardKey,
  slice: { offset: number; limit: number },
): Promise<BoardRankRow[]> {
  if (slice.limit <= 0) return [];
  const rows = await onBoard(db, key).selectAll().orderBy('rank').offset(slice.offset).limit(slice.limit).execute();
  return rows.map((row) => ({ ...row, interactions: Number(row.interactions) }));
}

export async function boardSize(db: Kysely<Database>, key: BoardKey): Promise<number> {
  const row = await onBoard(db, key)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The ranks of `mids` on a board (the previous step's, for the rank change). */
export async function ranksOf(
  db: Kysely<Database>,
  key: BoardKey,
  mids: readonly string[],
): Promise<Map<string, number>> {
  if (mids.length === 0) return new Map();
  const rows = await onBoard(db, key)
    .select(['mid', 'rank'])
    .where('mid', 'in', [...mids])
    .execute();
  return new Map(rows.map((row) => [row.mid, row.rank]));
}
