import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Propagation analyses (docs/propagation.md): one row per task; the finished report is stored in
// `result` with the moment its data was read (`data_at`), and never changes after.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('propagation_tasks')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('mid', 'varchar(20)', (c) => c.notNull())
    .addColumn('bid', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('uid', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('uname', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('title', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    // 'collect' reads the reposts through the source, 'stored' analyses those stored already.
    .addColumn('mode', 'varchar(8)', (c) => c.notNull().check(sql`mode in ('collect', 'stored')`))
    // 0 pending, 1 running, 2 done, 3 failed.
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(0).check(sql`status between 0 and 3`))
    .addColumn('progress', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_text', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('nodes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('depth', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('coverage', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('job_id', 'bigint')
    .addColumn('error', 'varchar(200)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('data_at', 'timestamptz')
    .addColumn('result', 'jsonb')
    // A done task always carries its report and the moment it was read; no other status does.
    .addCheckConstraint('propagation_tasks_result_ck', sql`(status = 2) = (result is not null and data_at is not null)`)
    .execute();
  await sql`create index propagation_tasks_user_idx on propagation_tasks (user_id, created_at desc, id desc)`.execute(
    db,
  );
  // One waiting or running analysis of a post per member: a double submit makes one task.
  await sql`create unique index propagation_tasks_active_uq on propagation_tasks (user_id, mid) where status in (0, 1)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('propagation_tasks').ifExists().execute();
}
