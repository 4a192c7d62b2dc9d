import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// The export centre (docs/data-export.md, docs/exports.md):
// - export_records.format: 'xlsx' or 'csv' (every earlier export is an .xlsx);
// - export_records.size_bytes: the built file's size (null while running, or for files built
//   before this migration, which the history shows as unknown);
// - an index on finished_at for the hourly sweep of expired files.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .alterTable('export_records')
    .addColumn('format', 'varchar(4)', (c) => c.notNull().defaultTo('xlsx').check(sql`format in ('xlsx', 'csv')`))
    .execute();
  await db.schema.alterTable('export_records').addColumn('size_bytes', 'bigint').execute();
  await sql`create index export_records_kept_idx on export_records (finished_at) where file_key is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists export_records_kept_idx`.execute(db);
  await db.schema.alterTable('export_records').dropColumn('size_bytes').execute();
  await db.schema.alterTable('export_records').dropColumn('format').execute();
}
