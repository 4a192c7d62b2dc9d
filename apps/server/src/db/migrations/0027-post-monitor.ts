import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Post monitoring (博文监测): one row per task a member submitted (a post link, or a blogger and a
// window of days), and one row per post the task follows. Counts over time live in post_snapshots
// (the collector polls each followed post through post_watches); reposts and comments in
// weibo_reposts / weibo_comments. `summary` keeps the participants and comment words as read at the
// last detail poll, so the report never recomputes them from 50k reposts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('art_mon_tasks')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    // 1 the posts of a blogger in a window, 2 one post from its link.
    .addColumn('type', 'smallint', (c) => c.notNull())
    // 0 waiting, 1 monitoring, 2 done, 3 failed.
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0))
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('uname', 'varchar(100)', (c) => c.notNull())
    // The post of a link task; the first post found of a blogger task.
    .addColumn('mid', 'varchar(20)')
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('posts_time', 'timestamptz')
    // The blogger window: China dates, both included, and the instants they cover.
    .addColumn('start_date', 'varchar(10)')
    .addColumn('end_date', 'varchar(10)')
    .addColumn('window_start', 'timestamptz')
    .addColumn('window_end', 'timestamptz')
    .addColumn('duration_hours', 'smallint', (c) => c.notNull())
    .addColumn('interval_minutes', 'smallint', (c) => c.notNull())
    // A blogger task reads the timeline on its interval, and once more after the window ends.
    .addColumn('next_look_at', 'timestamptz')
    .addColumn('last_look_at', 'timestamptz')
    .addColumn('job_id', 'bigint')
    .addColumn('error', 'varchar(200)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await sql`create index art_mon_tasks_user_idx on art_mon_tasks (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index art_mon_tasks_open_idx on art_mon_tasks (status) where status in (0, 1)`.execute(db);
  // The backstop against double submits: one open task per member and post, or blogger and window.
  await sql`create unique index art_mon_tasks_open_post_uq on art_mon_tasks (user_id, mid)
    where type = 2 and status in (0, 1)`.execute(db);
  await sql`create unique index art_mon_tasks_open_blogger_uq on art_mon_tasks (user_id, uid, start_date, end_date)
    where type = 1 and status in (0, 1)`.execute(db);

  await db.schema
    .createTable('art_mon_posts')
    .addColumn('task_id', 'bigint', (c) => c.notNull().references('art_mon_tasks.id').onDelete('cascade'))
    .addColumn('mid', 'varchar(20)', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('posts_time', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz', (c) => c.notNull())
    .addColumn('until', 'timestamptz', (c) => c.notNull())
    .addColumn('ended_at', 'timestamptz')
    .addColumn('note', 'varchar(100)')
    .addColumn('next_detail_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_detail_at', 'timestamptz')
    .addColumn('summary', 'jsonb')
    .addPrimaryKeyConstraint('art_mon_posts_pk', ['task_id', 'mid'])
    .execute();
  await sql`create index art_mon_posts_due_idx on art_mon_posts (next_detail_at) where ended_at is null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('art_mon_posts').ifExists().execute();
  await db.schema.dropTable('art_mon_tasks').ifExists().execute();
}
