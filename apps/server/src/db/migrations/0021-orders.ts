import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Membership orders and their log (docs/payments.md). Money in integer fen.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('orders')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    // Public number (BG + China time + 8 hex): what users, providers and the cashier see.
    .addColumn('order_no', 'varchar(32)', (c) => c.notNull().unique())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('level', 'smallint', (c) => c.notNull().check(sql`level in (30, 40)`))
    .addColumn('term', 'varchar(10)', (c) => c.notNull().check(sql`term in ('month', 'quarter', 'year')`))
    .addColumn('days', 'integer', (c) => c.notNull())
    .addColumn('list_fen', 'integer', (c) => c.notNull().check(sql`list_fen > 0`))
    .addColumn('credit_fen', 'integer', (c) => c.notNull().defaultTo(0).check(sql`credit_fen >= 0`))
    .addColumn('discount_fen', 'integer', (c) => c.notNull().defaultTo(0).check(sql`discount_fen >= 0`))
    .addColumn('pay_fen', 'integer', (c) => c.notNull().check(sql`pay_fen > 0`))
    .addColumn('coupon_id', 'bigint', (c) => c.references('user_coupons.id'))
    .addColumn('method', 'varchar(10)', (c) => c.notNull().check(sql`method in ('wechat', 'alipay')`))
    .addColumn('provider', 'varchar(10)', (c) => c.notNull())
    .addColumn('status', 'varchar(10)', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'paid', 'closed', 'refunded')`),
    )
    // Why a closed order closed: expired, user, superseded (a newer order of the same user).
    .addColumn('close_reason', 'varchar(12)')
    .addColumn('qr_code', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('pay_url', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('closed_at', 'timestamptz')
    .addColumn('paid_at', 'timestamptz')
    .addColumn('transaction_id', 'varchar(64)')
    // The membership period this order bought (set when paid); the upgrade credit reads it.
    .addColumn('period_starts_at', 'timestamptz')
    .addColumn('period_ends_at', 'timestamptz')
    // Set when a later upgrade turned this order's unused time into credit, so it counts once.
    .addColumn('credited_at', 'timestamptz')
    .execute();
  await sql`create index orders_user_time_idx on orders (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index orders_pending_expiry_idx on orders (expires_at) where status = 'pending'`.execute(db);
  // A coupon is held by at most one open order.
  await sql`create unique index orders_pending_coupon_uq on orders (coupon_id) where status = 'pending' and coupon_id is not null`.execute(
    db,
  );
  // A provider's transaction pays one order.
  await sql`create unique index orders_transaction_uq on orders (provider, transaction_id) where transaction_id is not null`.execute(
    db,
  );

  await db.schema
    .createTable('order_logs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('order_id', 'bigint', (c) => c.notNull().references('orders.id').onDelete('cascade'))
    // user, system (expiry), provider:<kind>
    .addColumn('actor', 'varchar(20)', (c) => c.notNull())
    .addColumn('event', 'varchar(30)', (c) => c.notNull())
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('order_logs_order_idx').on('order_logs').columns(['order_id', 'id']).execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('order_logs').ifExists().execute();
  await db.schema.dropTable('orders').ifExists().execute();
}
