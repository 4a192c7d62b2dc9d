import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Open API keys (docs/open-api.md): a member's keys for calling the read-only endpoints without a
// session. Only the SHA-256 of a key is stored (the key is shown once, when made); `prefix` is its
// first characters, shown in the list so the member can tell keys apart. A revoked key keeps its
// row (revoked_at) so the list still explains why a caller is refused.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('api_keys')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(30)', (c) => c.notNull())
    .addColumn('prefix', 'varchar(12)', (c) => c.notNull())
    .addColumn('key_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('last_used_at', 'timestamptz')
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await sql`create index api_keys_user_idx on api_keys (user_id, created_at desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('api_keys').execute();
}
