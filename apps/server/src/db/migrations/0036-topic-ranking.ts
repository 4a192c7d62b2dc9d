import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// The topic boards (话题榜, 娱乐话题榜, 飙升话题榜) are precomputed per finished China-time hour, day
// and week: each needs the counts of every topic at the period's two ends, an aggregate over the
// period's snapshots, so a job stores each finished period's ranks and a page reads one indexed
// slice (docs/topic-ranking.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  // The boards read the snapshots of one period by time; the primary key (name, at) serves a name only.
  await sql`create index topic_snapshots_at_idx on topic_snapshots (at)`.execute(db);

  await db.schema
    .createTable('topic_rank_periods')
    // 'hour', 'day' or 'week'.
    .addColumn('type', 'varchar(6)', (c) => c.notNull())
    // The period's start (China time boundaries); it ends at the next period's start.
    .addColumn('start', 'timestamptz', (c) => c.notNull())
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull())
    // Topics with a snapshot in the period (0: no data, the period is not offered).
    .addColumn('topics', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('topic_rank_periods_pk', ['type', 'start'])
    .execute();

  await db.schema
    .createTable('topic_rank_rows')
    // 'top', 'recreation' or 'heated'.
    .addColumn('board', 'varchar(12)', (c) => c.notNull())
    .addColumn('type', 'varchar(6)', (c) => c.notNull())
    .addColumn('start', 'timestamptz', (c) => c.notNull())
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    .addColumn('host_uid', 'varchar(20)')
    .addColumn('read_inc', 'bigint', (c) => c.notNull())
    .addColumn('discuss_inc', 'bigint', (c) => c.notNull())
    .addColumn('read_total', 'bigint', (c) => c.notNull())
    .addColumn('discuss_total', 'bigint', (c) => c.notNull())
    // 飙升话题榜: discussion growth in percent; null on the other boards.
    .addColumn('discuss_rate', 'double precision')
    .addPrimaryKeyConstraint('topic_rank_rows_pk', ['board', 'type', 'start', 'rank'])
    .execute();
  // A category's slice in rank order, and a topic's rank on the period before (rank change).
  await sql`create index topic_rank_rows_category_idx on topic_rank_rows (board, type, start, category, rank)`.execute(
    db,
  );
  await sql`create unique index topic_rank_rows_name_idx on topic_rank_rows (board, type, start, name)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('topic_rank_rows').execute();
  await db.schema.dropTable('topic_rank_periods').execute();
  await sql`drop index topic_snapshots_at_idx`.execute(db);
}
