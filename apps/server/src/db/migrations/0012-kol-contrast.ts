import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// A comparison record keeps only who was compared and when; the detail is computed from the
// current data each time it is opened (docs/kol-contrast.md).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('kol_contrasts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('kol_ids', sql`integer[]`, (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index kol_contrasts_user_idx on kol_contrasts (user_id, created_at desc, id desc)`.execute(db);
  // The favourites list pages by group and newest first.
  await sql`create index kol_favourites_user_group_idx on kol_favourites (user_id, group_name, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists kol_favourites_user_group_idx`.execute(db);
  await db.schema.dropTable('kol_contrasts').ifExists().execute();
}
