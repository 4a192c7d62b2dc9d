import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Account cancellation (docs/accounts.md): the moment the user asked for it. A login before the
// cooling-off period ends clears it; after it a job removes the personal data and sets cancelled_at.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('users').addColumn('cancel_requested_at', 'timestamptz').execute();
  await sql`create index users_cancel_requested_idx on users (cancel_requested_at) where cancel_requested_at is not null and cancelled_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists users_cancel_requested_idx`.execute(db);
  await db.schema.alterTable('users').dropColumn('cancel_requested_at').execute();
}
