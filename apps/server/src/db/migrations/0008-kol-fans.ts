import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// fan_samples: the followers sampled for a blogger's fan analysis (the followers themselves are
// weibo_users rows). kol_fan_sample_runs: one row per blogger saying whether a sample is being taken,
// so parallel page loads start one sampling job, not several. kol_detail_views: which bloggers a
// member opened on which China day, so re-opening the same blogger that day costs no quota.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('fan_samples')
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('follower_uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('sampled_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('fan_samples_pk', ['uid', 'follower_uid'])
    .execute();

  await db.schema
    .createTable('kol_fan_sample_runs')
    .addColumn('uid', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('job_id', 'bigint')
    .addColumn('sample_size', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('error', 'text')
    .addColumn('requested_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('kol_detail_views')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('kol_id', 'integer', (c) => c.notNull())
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('kol_detail_views_pk', ['user_id', 'day', 'kol_id'])
    .execute();
  await sql`create index kol_detail_views_day_idx on kol_detail_views (day)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kol_detail_views').ifExists().execute();
  await db.schema.dropTable('kol_fan_sample_runs').ifExists().execute();
  await db.schema.dropTable('fan_samples').ifExists().execute();
}
