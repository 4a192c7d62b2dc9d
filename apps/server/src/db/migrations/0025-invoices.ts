import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Invoices for paid orders, their orders and documents (docs/invoices.md). Money in integer fen.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Company documents (business licence, general-taxpayer certificate) and nothing else: stored
  // under private keys, readable by their owner and operators only.
  await db.schema
    .createTable('invoice_files')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'varchar(120)', (c) => c.notNull())
    .addColumn('mime', 'varchar(40)', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull().check(sql`size > 0`))
    .addColumn('storage_key', 'varchar(80)', (c) => c.notNull().unique())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index invoice_files_user_time_idx on invoice_files (user_id, created_at)`.execute(db);

  await db.schema
    .createTable('invoices')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('invoice_type', 'varchar(10)', (c) => c.notNull().check(sql`invoice_type in ('normal', 'special')`))
    .addColumn('title_type', 'varchar(10)', (c) => c.notNull().check(sql`title_type in ('company', 'personal')`))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('tax_no', 'varchar(18)', (c) => c.notNull().defaultTo(''))
    .addColumn('address', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('phone', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_name', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('bank_account', 'varchar(32)', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'varchar(100)', (c) => c.notNull())
    .addColumn('amount_fen', 'integer', (c) => c.notNull().check(sql`amount_fen > 0`))
    .addColumn('status', 'varchar(10)', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'issued', 'rejected', 'cancelled')`),
    )
    // The operator's reason of the last rejection; kept through a reset for the next review.
    .addColumn('reject_reason', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('submit_count', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('pdf_key', 'varchar(80)')
    .addColumn('pdf_name', 'varchar(120)')
    .addColumn('pdf_size', 'integer')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('submitted_at', 'timestamptz', (c) => c.notNull())
    .addColumn('issued_at', 'timestamptz')
    .addColumn('rejected_at', 'timestamptz')
    .addColumn('cancelled_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('invoices_special_company_ck', sql`invoice_type = 'normal' or title_type = 'company'`)
    .addCheckConstraint('invoices_issued_pdf_ck', sql`status <> 'issued' or pdf_key is not null`)
    .execute();
  await sql`create index invoices_user_time_idx on invoices (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index invoices_status_idx on invoices (status, submitted_at)`.execute(db);

  // Which orders an invoice covers (amount as submitted). A cancelled invoice releases its rows;
  // the partial unique index holds an order to one live invoice even if a check were skipped.
  await db.schema
    .createTable('invoice_orders')
    .addColumn('invoice_id', 'bigint', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    .addColumn('pay_fen', 'integer', (c) => c.notNull())
    .addColumn('released_at', 'timestamptz')
    .addPrimaryKeyConstraint('invoice_orders_pk', ['invoice_id', 'order_id'])
    .execute();
  await sql`create unique index invoice_orders_live_uq on invoice_orders (order_id) where released_at is null`.execute(
    db,
  );

  await db.schema
    .createTable('invoice_documents')
    .addColumn('invoice_id', 'bigint', (c) => c.notNull().references('invoices.id').onDelete('cascade'))
    .addColumn('file_id', 'bigint', (c) => c.notNull().references('invoice_files.id').onDelete('cascade'))
    .addColumn('position', 'smallint', (c) => c.notNull())
    .addPrimaryKeyConstraint('invoice_documents_pk', ['invoice_id', 'file_id'])
    .execute();
  await sql`create index invoice_documents_file_idx on invoice_documents (file_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('invoice_documents').ifExists().execute();
  await db.schema.dropTable('invoice_orders').ifExists().execute();
  await db.schema.dropTable('invoices').ifExists().execute();
  await db.schema.dropTable('invoice_files').ifExists().execute();
}
