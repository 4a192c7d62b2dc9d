import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Brand comparison and favourite brands (docs/brand-contrast.md).
// A comparison is frozen when submitted: its figures are stored in `result` with the moment they were
// read (`read_at`), so reopening it from the history shows what the user saw.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_contrasts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // No reference to brands: a stored comparison keeps naming a brand removed later.
    .addColumn('brand_ids', sql`text[]`, (c) => c.notNull())
    .addColumn('days', 'smallint', (c) => c.notNull())
    .addColumn('title', 'varchar(300)', (c) => c.notNull())
    // Brands, period and China day of the submit: identical submits of one day make one comparison.
    .addColumn('request_key', 'varchar(64)', (c) => c.notNull())
    .addColumn('read_at', 'timestamptz', (c) => c.notNull())
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index brand_contrasts_request_uq on brand_contrasts (user_id, request_key)`.execute(db);
  await sql`create index brand_contrasts_user_idx on brand_contrasts (user_id, created_at desc, id desc)`.execute(db);

  await db.schema
    .createTable('brand_favourites')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    // A brand removed from the brand set leaves the favourites with it.
    .addColumn('brand_id', 'varchar(64)', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('group_name', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addPrimaryKeyConstraint('brand_favourites_pk', ['user_id', 'brand_id'])
    .execute();
  await sql`create index brand_favourites_user_group_idx on brand_favourites (user_id, group_name, created_at desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_favourites').ifExists().execute();
  await db.schema.dropTable('brand_contrasts').ifExists().execute();
}
