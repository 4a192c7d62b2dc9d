import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Every action of an operator (docs/operator.md): who, when, what, on which record. Kept when the
// operator's account is cancelled: the mobile is copied into the row.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('operator_logs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('operator_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('operator_mobile', 'varchar(20)', (c) => c.notNull())
    .addColumn('action', 'varchar(30)', (c) => c.notNull())
    // The record acted on: a withdrawal id, an invoice id, an order number, a batch name.
    .addColumn('target', 'varchar(64)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('ip', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index operator_logs_time_idx on operator_logs (created_at desc, id desc)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('operator_logs').ifExists().execute();
}
