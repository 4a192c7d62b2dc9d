import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// kol_rank_snapshots keeps each day's top ranks of the blogger boards, so a board can show how far
// a blogger moved since the previous day's snapshot (rank change) without guessing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kol_rank_snapshots')
    // China date 'YYYY-MM-DD' (text so both engines compare and return it alike).
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('board', 'varchar(12)', (c) => c.notNull())
    .addColumn('period', 'varchar(6)', (c) => c.notNull())
    // '' for a board over all bloggers, the province for the area board.
    .addColumn('scope', 'varchar(20)', (c) => c.notNull())
    .addColumn('kol_id', 'integer', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('kol_rank_snapshots_pk', ['board', 'period', 'scope', 'day', 'kol_id'])
    .execute();
  // Every board shows 数据更新时间 = max(computed_at): without an index that is a scan of every
  // blogger (about 40 ms at 100k), with it one index probe.
  await sql`create index blogger_stats_computed_at_idx on blogger_stats (computed_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists blogger_stats_computed_at_idx`.execute(db);
  await db.schema.dropTable('kol_rank_snapshots').ifExists().execute();
}
