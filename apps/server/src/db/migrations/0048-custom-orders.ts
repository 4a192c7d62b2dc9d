import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Custom data orders /lifeCustom and their threads (docs/custom-orders.md). Money in integer fen.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('custom_orders')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('describe', 'text', (c) => c.notNull())
    .addColumn('scopes', sql`varchar(20)[]`, (c) => c.notNull().check(sql`cardinality(scopes) >= 1`))
    // China dates, YYYY-MM-DD (text compares in date order).
    .addColumn('date_from', 'varchar(10)', (c) => c.notNull())
    .addColumn('date_to', 'varchar(10)', (c) => c.notNull())
    .addColumn('budget', 'varchar(20)', (c) => c.notNull())
    .addColumn('contact', 'varchar(30)', (c) => c.notNull())
    .addColumn('tel', 'varchar(11)', (c) => c.notNull())
    .addColumn('email', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('company', 'varchar(100)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(16)', (c) =>
      c
        .notNull()
        .defaultTo('submitted')
        .check(sql`status in ('submitted', 'communicating', 'quoted', 'completed', 'closed')`),
    )
    .addColumn('quote_fen', 'integer', (c) => c.check(sql`quote_fen > 0`))
    .addColumn('quote_note', 'varchar(200)', (c) => c.notNull().defaultTo(''))
    .addColumn('quoted_at', 'timestamptz')
    // SHA-256 of the normalised content: the same content again within minutes is a double submit.
    .addColumn('fingerprint', 'char(64)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    // 已报价 and 已完成 always carry the price they were agreed at.
    .addCheckConstraint('custom_orders_quote_ck', sql`status not in ('quoted', 'completed') or quote_fen is not null`)
    .execute();
  await sql`create index custom_orders_user_time_idx on custom_orders (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index custom_orders_status_time_idx on custom_orders (status, updated_at desc, id desc)`.execute(db);
  await sql`create index custom_orders_fingerprint_idx on custom_orders (user_id, fingerprint)`.execute(db);

  // The thread: replies of both sides and the operator's state changes and quotes, oldest first.
  await db.schema
    .createTable('custom_order_replies')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('custom_orders.id').onDelete('cascade'))
    .addColumn('author', 'varchar(10)', (c) => c.notNull().check(sql`author in ('user', 'operator')`))
    .addColumn('kind', 'varchar(10)', (c) => c.notNull().check(sql`kind in ('reply', 'status', 'quote')`))
    // Which operator wrote it (the user sees 博观运营); kept null if that account ever goes.
    .addColumn('operator_id', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index custom_order_replies_order_idx on custom_order_replies (order_id, id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('custom_order_replies').ifExists().execute();
  await db.schema.dropTable('custom_orders').ifExists().execute();
}
