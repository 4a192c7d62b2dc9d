import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// A job saves its progress (`checkpoint`) after each finished step, so the worker that takes over an
// expired lease continues where the last one stopped; `job_events` is each job's history (started,
// resumed after a restart, checkpoints, finished, failed), read by `boguan jobs`.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('jobs').addColumn('checkpoint', 'jsonb').execute();
  await db.schema
    .createTable('job_events')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('job_id', 'bigint', (c) => c.notNull().references('jobs.id').onDelete('cascade'))
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('detail', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .execute();
  await sql`create index job_events_job_idx on job_events (job_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('job_events').ifExists().execute();
  await db.schema.alterTable('jobs').dropColumn('checkpoint').execute();
}
