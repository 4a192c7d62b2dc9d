import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Paid referral, the commission ledger and withdrawals (docs/referral.md). Money in integer fen.
// There is no balance column anywhere: a balance is the sum of the user's ledger rows.
export async function up(db: Kysely<unknown>): Promise<void> {
  // Made the first time the user opens /shares; 8 symbols without 0/O/1/I/L.
  await db.schema.alterTable('users').addColumn('share_code', 'varchar(16)').execute();
  await sql`create unique index users_share_code_uq on users (share_code) where share_code is not null`.execute(db);

  // Who brought whom: one row per referred user, written at registration.
  await db.schema
    .createTable('referrals')
    .addColumn('user_id', 'bigint', (c) => c.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('referrer_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('share_code', 'varchar(16)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addCheckConstraint('referrals_not_self', sql`user_id <> referrer_id`)
    .execute();
  await sql`create index referrals_referrer_idx on referrals (referrer_id, created_at desc, user_id desc)`.execute(db);

  await db.schema
    .createTable('withdrawals')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen > 0`))
    .addColumn('account_type', 'varchar(10)', (c) => c.notNull().check(sql`account_type in ('alipay', 'bank')`))
    .addColumn('real_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('account_no', 'varchar(64)', (c) => c.notNull())
    .addColumn('bank_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('status', 'varchar(10)', (c) =>
      c.notNull().defaultTo('pending').check(sql`status in ('pending', 'paid', 'rejected')`),
    )
    .addColumn('reject_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('payout_ref', 'varchar(64)', (c) => c.notNull().defaultTo(''))
    // The available balance the request was checked against (the operator's list shows it).
    .addColumn('balance_before_fen', 'bigint', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('reviewed_at', 'timestamptz')
    .addColumn('reviewed_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`create index withdrawals_user_idx on withdrawals (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index withdrawals_status_idx on withdrawals (status, id desc)`.execute(db);
  // At most one request under review per user, whatever the application does.
  await sql`create unique index withdrawals_one_pending_uq on withdrawals (user_id) where status = 'pending'`.execute(
    db,
  );

  // Every credit and debit of a wallet; a balance is sum(amount_fen) of the rows available by then.
  await db.schema
    .createTable('wallet_ledger')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('amount_fen', 'bigint', (c) => c.notNull().check(sql`amount_fen <> 0`))
    .addColumn('kind', 'varchar(20)', (c) =>
      c.notNull().check(sql`kind in ('commission', 'commission_reversal', 'withdraw', 'withdraw_return')`),
    )
    .addColumn('order_id', 'bigint', (c) => c.references('orders.id'))
    .addColumn('withdrawal_id', 'bigint', (c) => c.references('withdrawals.id'))
    .addColumn('available_at', 'timestamptz', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    // Credits are positive, debits negative; a commission row names its order, a withdrawal row its request.
    .addCheckConstraint(
      'wallet_ledger_sign',
      sql`(kind in ('commission', 'withdraw_return') and amount_fen > 0) or (kind in ('commission_reversal', 'withdraw') and amount_fen < 0)`,
    )
    .addCheckConstraint(
      'wallet_ledger_source',
      sql`(kind in ('commission', 'commission_reversal') and order_id is not null) or (kind in ('withdraw', 'withdraw_return') and withdrawal_id is not null)`,
    )
    .execute();
  await sql`create index wallet_ledger_user_idx on wallet_ledger (user_id, created_at desc, id desc)`.execute(db);
  // Exactly once: one commission and at most one reversal per order, one debit and one return per request.
  await sql`create unique index wallet_ledger_commission_uq on wallet_ledger (order_id) where kind = 'commission'`.execute(
    db,
  );
  await sql`create unique index wallet_ledger_reversal_uq on wallet_ledger (order_id) where kind = 'commission_reversal'`.execute(
    db,
  );
  await sql`create unique index wallet_ledger_withdraw_uq on wallet_ledger (withdrawal_id) where kind = 'withdraw'`.execute(
    db,
  );
  await sql`create unique index wallet_ledger_return_uq on wallet_ledger (withdrawal_id) where kind = 'withdraw_return'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('wallet_ledger').ifExists().execute();
  await db.schema.dropTable('withdrawals').ifExists().execute();
  await db.schema.dropTable('referrals').ifExists().execute();
  await sql`drop index if exists users_share_code_uq`.execute(db);
  await db.schema.alterTable('users').dropColumn('share_code').execute();
}
