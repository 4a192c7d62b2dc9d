import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Final reports (结案报告) and campaign projects (docs/final-report.md). A report keeps the posts and
// bloggers as they stood when its job read them (frozen); a project only links posts (weibo_posts),
// whose figures the collector keeps live while the project runs.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('final_reports')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    // The project the posts were taken from (its name kept: the project may be deleted later).
    .addColumn('project_id', 'bigint')
    .addColumn('project_name', 'varchar(50)')
    // The posts asked for, in the order given.
    .addColumn('mids', sql`varchar(20)[]`, (c) => c.notNull())
    .addColumn('cost_fen', 'integer', (c) => c.check(sql`cost_fen >= 0`))
    // 0 pending, 1 running, 2 done, 3 failed.
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('progress', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_text', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    // Set while pending or running: a second identical submit meets the unique index and gets the same report.
    .addColumn('inflight_key', 'varchar(64)')
    .addColumn('bloggers', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('interactions', 'bigint', (c) => c.notNull().defaultTo(0))
    // The frozen figures (jsonb), written with status 2 in one transaction.
    .addColumn('summary', 'jsonb')
    .addColumn('data_at', 'timestamptz')
    .addColumn('job_id', 'bigint')
    .addColumn('error', 'varchar(200)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create index final_reports_user_idx on final_reports (user_id, created_at desc, id desc)`.execute(db);
  await sql`create unique index final_reports_inflight_uq on final_reports (user_id, inflight_key)`.execute(db);

  await db.schema
    .createTable('final_report_posts')
    .addColumn('report_id', 'bigint', (c) => c.notNull().references('final_reports.id').onDelete('cascade'))
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('mid', 'varchar(20)', (c) => c.notNull())
    .addColumn('bid', 'varchar(20)', (c) => c.notNull())
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('uname', 'varchar(100)', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('followers', 'bigint', (c) => c.notNull())
    .addColumn('tier', 'varchar(10)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reposts', 'integer', (c) => c.notNull())
    .addColumn('comments', 'integer', (c) => c.notNull())
    .addColumn('likes', 'integer', (c) => c.notNull())
    .addColumn('sponsored', 'boolean', (c) => c.notNull())
    .addColumn('origin', 'varchar(10)', (c) => c.notNull())
    // 'ok' or 'deleted' (listed, left out of every figure).
    .addColumn('state', 'varchar(10)', (c) => c.notNull())
    .addPrimaryKeyConstraint('final_report_posts_pk', ['report_id', 'mid'])
    .execute();

  await db.schema
    .createTable('final_report_bloggers')
    .addColumn('report_id', 'bigint', (c) => c.notNull().references('final_reports.id').onDelete('cascade'))
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('uname', 'varchar(100)', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull())
    .addColumn('verify_badge', 'varchar(10)', (c) => c.notNull())
    .addColumn('followers', 'bigint', (c) => c.notNull())
    .addColumn('tier', 'varchar(10)', (c) => c.notNull())
    .addColumn('posts', 'integer', (c) => c.notNull())
    .addColumn('reposts', 'bigint', (c) => c.notNull())
    .addColumn('comments', 'bigint', (c) => c.notNull())
    .addColumn('likes', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('final_report_bloggers_pk', ['report_id', 'uid'])
    .execute();

  await db.schema
    .createTable('campaign_projects')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('brand', 'varchar(50)', (c) => c.notNull())
    // China dates 'YYYY-MM-DD', both included.
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('budget_fen', 'integer', (c) => c.check(sql`budget_fen >= 0`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index campaign_projects_user_idx on campaign_projects (user_id, created_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('campaign_project_posts')
    .addColumn('project_id', 'bigint', (c) => c.notNull().references('campaign_projects.id').onDelete('cascade'))
    .addColumn('mid', 'varchar(20)', (c) => c.notNull())
    .addColumn('added_at', 'timestamptz', (c) => c.notNull())
    // When the post's comments were last sampled (sentiment and words of the live report).
    .addColumn('comments_read_at', 'timestamptz')
    .addPrimaryKeyConstraint('campaign_project_posts_pk', ['project_id', 'mid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('campaign_project_posts').ifExists().execute();
  await db.schema.dropTable('campaign_projects').ifExists().execute();
  await db.schema.dropTable('final_report_bloggers').ifExists().execute();
  await db.schema.dropTable('final_report_posts').ifExists().execute();
  await db.schema.dropTable('final_reports').ifExists().execute();
}
