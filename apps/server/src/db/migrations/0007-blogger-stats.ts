import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// blogger_stats holds every blogger's windowed figures, recomputed by a job, so that search filters,
// sorts and rankings read one indexed row per blogger instead of aggregating posts per request.
// export_records is the export history every .xlsx download writes to.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('blogger_stats')
    .addColumn('uid', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('kol_id', 'integer', (c) => c.notNull().unique())
    .addColumn('followers', 'bigint', (c) => c.notNull())
    .addColumn('verify_badge', 'varchar(8)', (c) => c.notNull())
    .addColumn('gender', 'varchar(2)', (c) => c.notNull())
    .addColumn('province', 'varchar(20)', (c) => c.notNull())
    .addColumn('city', 'varchar(40)', (c) => c.notNull())
    .addColumn('categories', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('posts_30d', 'integer', (c) => c.notNull())
    .addColumn('original_posts_30d', 'integer', (c) => c.notNull())
    .addColumn('sponsored_posts_30d', 'integer', (c) => c.notNull())
    .addColumn('interactions_30d', 'bigint', (c) => c.notNull())
    .addColumn('avg_interactions_30d', 'double precision', (c) => c.notNull())
    .addColumn('engagement_rate_30d', 'double precision', (c) => c.notNull())
    .addColumn('sponsored_share_30d', 'double precision', (c) => c.notNull())
    .addColumn('last_post_at', 'timestamptz')
    .addColumn('growth_1d', 'bigint', (c) => c.notNull())
    .addColumn('growth_7d', 'bigint', (c) => c.notNull())
    .addColumn('growth_30d', 'bigint', (c) => c.notNull())
    .addColumn('influence_day', 'double precision', (c) => c.notNull())
    .addColumn('influence_week', 'double precision', (c) => c.notNull())
    .addColumn('influence_month', 'double precision', (c) => c.notNull())
    .addColumn('computed_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Sorts of the search list and the three rankings; ties break on kol_id for a stable paging order.
  for (const column of [
    'followers',
    'avg_interactions_30d',
    'engagement_rate_30d',
    'posts_30d',
    'growth_1d',
    'growth_7d',
    'growth_30d',
    'influence_day',
    'influence_week',
    'influence_month',
  ]) {
    await sql`create index ${sql.raw(`blogger_stats_${column}_idx`)} on blogger_stats (${sql.raw(column)} desc, kol_id)`.execute(
      db,
    );
  }
  await sql`create index blogger_stats_categories_idx on blogger_stats using gin (categories)`.execute(db);
  await sql`create index blogger_stats_province_idx on blogger_stats (province, influence_week desc)`.execute(db);

  await db.schema
    .createTable('export_records')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('feature', 'varchar(40)', (c) => c.notNull())
    .addColumn('title', 'varchar(200)', (c) => c.notNull())
    .addColumn('file_name', 'varchar(200)', (c) => c.notNull())
    .addColumn('row_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('job_id', 'bigint')
    .addColumn('file_data', 'bytea')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create index export_records_user_idx on export_records (user_id, created_at desc)`.execute(db);

  // Favourite bloggers (/bosCollect), here because every blogger list shows the favourite toggle.
  await db.schema
    .createTable('kol_favourites')
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('kol_id', 'integer', (c) => c.notNull())
    .addColumn('group_name', 'varchar(20)', (c) => c.notNull().defaultTo('默认分组'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('kol_favourites_pk', ['user_id', 'kol_id'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kol_favourites').ifExists().execute();
  await db.schema.dropTable('export_records').ifExists().execute();
  await db.schema.dropTable('blogger_stats').ifExists().execute();
}
