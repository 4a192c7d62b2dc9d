import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Every login attempt on an existing account, for its owner's login history (time, address, way
// in, outcome): failed password tries by someone else show there.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('login_attempts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('method', 'varchar(12)', (c) => c.notNull())
    .addColumn('success', 'boolean', (c) => c.notNull())
    .addColumn('ip', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index login_attempts_user_time_idx on login_attempts (user_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('login_attempts').ifExists().execute();
}
