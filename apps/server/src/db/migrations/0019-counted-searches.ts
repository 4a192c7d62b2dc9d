import type { Kysely } from 'kysely';

// Frozen in time: migrations never import application code.
// The searches already counted against a member's daily quota, by a fingerprint of their filters:
// opening the same search again that day (a page reload, back/forward, a restored URL) is not a
// new search and costs nothing. One row per user, feature, China day and fingerprint.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('counted_uses')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('feature', 'varchar(40)', (c) => c.notNull())
    .addColumn('period', 'varchar(16)', (c) => c.notNull())
    .addColumn('fingerprint', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('counted_uses_pkey', ['user_id', 'feature', 'period', 'fingerprint'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('counted_uses').ifExists().execute();
}
