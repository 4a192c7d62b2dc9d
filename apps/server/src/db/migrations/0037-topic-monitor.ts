import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Topic monitoring (话题监测): one row per task a member submitted (a topic, a length and an
// interval); one snapshot per poll of the topic's reads and discussions with the posts counted so
// far; and the posts carrying the hashtag that the task collected (stored in weibo_posts).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('topic_mon_tasks')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    // The bare topic name (contracts topic-name.ts).
    .addColumn('topic', 'varchar(100)', (c) => c.notNull())
    // 0 waiting, 1 monitoring, 2 done, 3 failed.
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('duration_hours', 'smallint', (c) => c.notNull())
    .addColumn('interval_minutes', 'smallint', (c) => c.notNull())
    // Where the topic's data came from ('simulator' is shown as 演示数据); set at the start.
    .addColumn('origin', 'varchar(12)')
    .addColumn('job_id', 'bigint')
    .addColumn('error', 'varchar(200)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('until', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('next_poll_at', 'timestamptz')
    .addColumn('last_poll_at', 'timestamptz')
    .execute();
  await sql`create index topic_mon_tasks_user_idx on topic_mon_tasks (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index topic_mon_tasks_due_idx on topic_mon_tasks (next_poll_at) where status = 1`.execute(db);
  // The backstop against double submits: one open task per member and topic.
  await sql`create unique index topic_mon_tasks_open_uq on topic_mon_tasks (user_id, topic)
    where status in (0, 1)`.execute(db);

  await db.schema
    .createTable('topic_mon_snapshots')
    .addColumn('task_id', 'bigint', (c) => c.notNull().references('topic_mon_tasks.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_count', 'bigint', (c) => c.notNull())
    .addColumn('discuss_count', 'bigint', (c) => c.notNull())
    // Posts (and originals) with the hashtag collected by this poll, counted from the lookback on.
    .addColumn('posts', 'integer', (c) => c.notNull())
    .addColumn('originals', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('topic_mon_snapshots_pk', ['task_id', 'at'])
    .execute();

  await db.schema
    .createTable('topic_mon_posts')
    .addColumn('task_id', 'bigint', (c) => c.notNull().references('topic_mon_tasks.id').onDelete('cascade'))
    .addColumn('mid', 'varchar(20)', (c) => c.notNull())
    .addColumn('posted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('is_original', 'boolean', (c) => c.notNull())
    .addPrimaryKeyConstraint('topic_mon_posts_pk', ['task_id', 'mid'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('topic_mon_posts').ifExists().execute();
  await db.schema.dropTable('topic_mon_snapshots').ifExists().execute();
  await db.schema.dropTable('topic_mon_tasks').ifExists().execute();
}
