import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// A post a tool watches (post monitoring, campaign reports) is polled on that tool's interval, not
// the general 30-minute sweep of young posts; each watch is one row, one per post and owner.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('post_watches')
    .addColumn('mid', 'varchar(20)', (c) => c.notNull())
    .addColumn('owner', 'varchar(60)', (c) => c.notNull())
    .addColumn('interval_ms', 'integer', (c) => c.notNull())
    .addColumn('next_at', 'timestamptz', (c) => c.notNull())
    .addColumn('until', 'timestamptz')
    .addColumn('last_polled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_watches_pk', ['mid', 'owner'])
    .execute();
  await sql`create index post_watches_due_idx on post_watches (next_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('post_watches').ifExists().execute();
}
