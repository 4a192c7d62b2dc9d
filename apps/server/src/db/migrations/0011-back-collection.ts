import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Back-collection (回采): one row per task a member submitted, and the posts the task collected.
// The posts themselves live in weibo_posts (the rest of the product sees them too); a task only links them.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kol_stope_tasks')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('kol_id', 'integer', (c) => c.notNull())
    .addColumn('uname', 'varchar(100)', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    // China dates 'YYYY-MM-DD', both included.
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    // 0 pending, 1 collecting, 2 done, 3 failed.
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('progress', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_text', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('max_rows', 'integer', (c) => c.notNull())
    .addColumn('capped', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('posts_found', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('posts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('originals', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sponsored', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('interactions', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('job_id', 'bigint')
    .addColumn('error', 'varchar(200)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create index kol_stope_tasks_user_idx on kol_stope_tasks (user_id, created_at desc, id desc)`.execute(db);

  await db.schema
    .createTable('kol_stope_task_posts')
    .addColumn('task_id', 'bigint', (c) => c.notNull().references('kol_stope_tasks.id').onDelete('cascade'))
    .addColumn('mid', 'varchar(20)', (c) => c.notNull())
    .addPrimaryKeyConstraint('kol_stope_task_posts_pk', ['task_id', 'mid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kol_stope_task_posts').ifExists().execute();
  await db.schema.dropTable('kol_stope_tasks').ifExists().execute();
}
