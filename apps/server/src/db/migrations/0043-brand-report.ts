import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Brand reports (docs/brand-report.md): one row per task; the finished report is stored in `result`
// with the moment its data was read (`data_at`), and its posts and bloggers as read are kept beside
// it for the exports, so nothing of a finished report changes after.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_report_tasks')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No reference to brands: a finished report keeps naming a brand removed later.
    .addColumn('brand_id', 'varchar(64)', (c) => c.notNull())
    .addColumn('brand_name', 'varchar(100)', (c) => c.notNull())
    // The competitors in the order chosen, and their names when submitted.
    .addColumn('competitor_ids', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('competitor_names', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    // The competitor ids sorted and joined: what a double submit is recognised by.
    .addColumn('competitor_key', 'varchar(400)', (c) => c.notNull().defaultTo(''))
    // China dates YYYY-MM-DD, both included.
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    // 0 pending, 1 running, 2 done, 3 failed.
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`status between 0 and 3`))
    .addColumn('progress', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_text', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('mentions', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('spikes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('job_id', 'bigint')
    .addColumn('error', 'varchar(200)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('data_at', 'timestamptz')
    .addColumn('result', 'jsonb')
    // A done task always carries its report and the moment it was read; no other status does.
    .addCheckConstraint(
      'brand_report_tasks_result_ck',
      sql`(status = 2) = (result is not null and data_at is not null)`,
    )
    .execute();
  await sql`create index brand_report_tasks_user_idx on brand_report_tasks (user_id, created_at desc, id desc)`.execute(
    db,
  );
  // One waiting or running report of a brand, competitors and range per member: a double submit makes one task.
  await sql`create unique index brand_report_tasks_active_uq on brand_report_tasks (user_id, brand_id, competitor_key, start_date, end_date) where status in (0, 1)`.execute(
    db,
  );

  // The posts of a finished report as read (figures and text at data_at): what exportArt writes.
  await db.schema
    .createTable('brand_report_posts')
    .addColumn('task_id', 'bigint', (c) => c.notNull().references('brand_report_tasks.id').onDelete('cascade'))
    .addColumn('mid', 'varchar(20)', (c) => c.notNull())
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('reposts', 'integer', (c) => c.notNull())
    .addColumn('comments', 'integer', (c) => c.notNull())
    .addColumn('likes', 'integer', (c) => c.notNull())
    // 1 positive, 0 neutral, -1 negative (brand_mentions.sentiment).
    .addColumn('sentiment', 'smallint', (c) => c.notNull())
    .addColumn('sponsored', 'boolean', (c) => c.notNull())
    .addColumn('is_repost', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_report_posts_pk', ['task_id', 'mid'])
    .execute();

  // The authors of those posts as read: what exportBlogger writes.
  await db.schema
    .createTable('brand_report_bloggers')
    .addColumn('task_id', 'bigint', (c) => c.notNull().references('brand_report_tasks.id').onDelete('cascade'))
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('screen_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('verify_badge', 'varchar(6)', (c) => c.notNull())
    .addColumn('followers', 'bigint', (c) => c.notNull())
    .addColumn('posts', 'integer', (c) => c.notNull())
    .addColumn('sponsored_posts', 'integer', (c) => c.notNull())
    .addColumn('negative_posts', 'integer', (c) => c.notNull())
    .addColumn('interactions', 'bigint', (c) => c.notNull())
    // The order the export lists them in (most interactions first).
    .addColumn('rank', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_report_bloggers_pk', ['task_id', 'uid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_report_bloggers').ifExists().execute();
  await db.schema.dropTable('brand_report_posts').ifExists().execute();
  await db.schema.dropTable('brand_report_tasks').ifExists().execute();
}
