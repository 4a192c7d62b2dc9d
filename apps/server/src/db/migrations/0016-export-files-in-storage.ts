import type { Kysely } from 'kysely';

// Frozen in time: migrations never import application code.
// Export files live in the file storage (local directory or S3-compatible); the record keeps the key.
// The old bytea column stays until the start-up step has moved its files out.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('export_records').addColumn('file_key', 'varchar(80)').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('export_records').dropColumn('file_key').execute();
}
