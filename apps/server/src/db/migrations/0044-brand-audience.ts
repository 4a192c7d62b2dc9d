import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Brand audience analyses and brand alerts (docs/brand-audience.md).
// - brand_audience_tasks: one row per analysis; the finished report is stored in `result` with the
//   moment its data was read (`data_at`) and never changes after. The brand names are kept with the
//   task so the history still reads after a brand is renamed or removed (no foreign key on purpose).
// - brand_watches: the brands a member watches for alerts.
// - brand_alerts: one row per member, brand, China day and kind; the unique key makes the hourly
//   check idempotent (a second check of the same day, here or in another instance, adds nothing).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_audience_tasks')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('brand_id', 'varchar(32)', (c) => c.notNull())
    .addColumn('brand_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('competitor_id', 'varchar(32)')
    .addColumn('competitor_name', 'varchar(60)')
    // China dates YYYY-MM-DD, both included.
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    // 0 pending, 1 running, 2 done, 3 failed.
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`status between 0 and 3`))
    .addColumn('progress', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_text', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('users', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('job_id', 'bigint')
    .addColumn('error', 'varchar(200)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('data_at', 'timestamptz')
    .addColumn('result', 'jsonb')
    .addCheckConstraint(
      'brand_audience_tasks_result_ck',
      sql`(status = 2) = (result is not null and data_at is not null)`,
    )
    .execute();
  await sql`create index brand_audience_tasks_user_idx on brand_audience_tasks (user_id, created_at desc, id desc)`.execute(
    db,
  );
  // One waiting or running analysis of a brand, competitor and range per member: a double submit makes one task.
  await sql`create unique index brand_audience_tasks_active_uq on brand_audience_tasks
    (user_id, brand_id, coalesce(competitor_id, ''), start_date, end_date) where status in (0, 1)`.execute(db);

  await db.schema
    .createTable('brand_watches')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('brand_id', 'varchar(32)', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_watches_pk', ['user_id', 'brand_id'])
    .execute();
  // The check walks watches by brand (one daily series per watched brand).
  await sql`create index brand_watches_brand_idx on brand_watches (brand_id)`.execute(db);

  await db.schema
    .createTable('brand_alerts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('brand_id', 'varchar(32)', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    // The China day that rose above its trailing days.
    .addColumn('day', 'varchar(10)', (c) => c.notNull())
    // volume | negative
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind in ('volume', 'negative')`))
    .addColumn('value', 'double precision', (c) => c.notNull())
    .addColumn('mean', 'double precision', (c) => c.notNull())
    .addColumn('sd', 'double precision', (c) => c.notNull())
    .addColumn('threshold', 'double precision', (c) => c.notNull())
    .addColumn('mentions', 'integer', (c) => c.notNull())
    .addColumn('negative', 'integer', (c) => c.notNull())
    .addColumn('message_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addUniqueConstraint('brand_alerts_once_uq', ['user_id', 'brand_id', 'day', 'kind'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_alerts').ifExists().execute();
  await db.schema.dropTable('brand_watches').ifExists().execute();
  await db.schema.dropTable('brand_audience_tasks').ifExists().execute();
}
