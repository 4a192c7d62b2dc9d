import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Topic analyses (docs/topic-analysis.md): one row per task; the finished report is stored in
// `result` with the moment its data was read (`data_at`), and never changes after.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('topic_analysis_tasks')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // The bare topic name (no #s), as every topic tool stores it.
    .addColumn('topic', 'varchar(50)', (c) => c.notNull())
    // China dates YYYY-MM-DD, both included.
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    // 0 pending, 1 running, 2 done, 3 failed.
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`status between 0 and 3`))
    .addColumn('progress', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_text', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('posts', 'integer', (c) => c.notNull().defaultTo(0))
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
      'topic_analysis_tasks_result_ck',
      sql`(status = 2) = (result is not null and data_at is not null)`,
    )
    .execute();
  await sql`create index topic_analysis_tasks_user_idx on topic_analysis_tasks (user_id, created_at desc, id desc)`.execute(
    db,
  );
  // One waiting or running analysis of a topic and range per member: a double submit makes one task.
  await sql`create unique index topic_analysis_tasks_active_uq on topic_analysis_tasks (user_id, topic, start_date, end_date) where status in (0, 1)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('topic_analysis_tasks').ifExists().execute();
}
