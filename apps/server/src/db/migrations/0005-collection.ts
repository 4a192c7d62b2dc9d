import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Small durable facts of the installation, e.g. the demo world's seed and start.
  await db.schema
    .createTable('app_settings')
    .addColumn('key', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('value', 'jsonb', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // Accounts whose profile and timeline the collectors keep fresh (monitors and tools add to it).
  await db.schema
    .createTable('collection_targets')
    .addColumn('uid', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('reason', 'varchar(40)', (c) => c.notNull())
    .addColumn('last_profile_at', 'timestamptz')
    .addColumn('last_timeline_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('collection_targets').ifExists().execute();
  await db.schema.dropTable('app_settings').ifExists().execute();
}
