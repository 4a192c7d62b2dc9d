import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// kol_monitors: the accounts a member monitors, with their settings and the last state the checker
// saw; kol_monitor_notices: the changes it found (the /monitor log).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kol_monitors')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('kol_id', 'integer', (c) => c.notNull())
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('watch', sql`text[]`, (c) => c.notNull())
    .addColumn('fans_threshold', 'double precision', (c) => c.notNull())
    .addColumn('interval_minutes', 'integer', (c) => c.notNull())
    .addColumn('status', 'smallint', (c) => c.notNull())
    .addColumn('end_at', 'timestamptz')
    .addColumn('next_check_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_check_at', 'timestamptz')
    .addColumn('last_state', 'jsonb')
    .addColumn('notice_count', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // One live monitor per user and account; an ended one (status 3) may be followed by a new one.
  await sql`create unique index kol_monitors_live_uq on kol_monitors (user_id, uid) where status <> 3`.execute(db);
  await sql`create index kol_monitors_user_idx on kol_monitors (user_id, id desc)`.execute(db);
  await sql`create index kol_monitors_due_idx on kol_monitors (next_check_at) where status = 1`.execute(db);

  await db.schema
    .createTable('kol_monitor_notices')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('monitor_id', 'bigint', (c) => c.notNull().references('kol_monitors.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('kol_id', 'integer', (c) => c.notNull())
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('uname', 'varchar(100)', (c) => c.notNull())
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('field', 'varchar(20)', (c) => c.notNull())
    .addColumn('before_text', 'text', (c) => c.notNull())
    .addColumn('after_text', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index kol_monitor_notices_user_idx on kol_monitor_notices (user_id, id desc)`.execute(db);
  await sql`create index kol_monitor_notices_monitor_idx on kol_monitor_notices (monitor_id, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('kol_monitor_notices').ifExists().execute();
  await db.schema.dropTable('kol_monitors').ifExists().execute();
}
