import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Coupon kinds (docs/operator.md, docs/payments.md): an amount off ('amount', amount_fen) or a rate
// ('rate': rate_pct is the share paid, 85 = 8.5折, optionally capped at max_discount_fen). Kept on
// the campaign and copied to each user's coupon, so a later change of the campaign never changes a
// coupon already held. Campaigns made in the operator area record who made them; their names are
// unique, which is what makes a doubled "grant to these mobiles" request grant once.
export async function up(db: Kysely<unknown>): Promise<void> {
  for (const table of ['coupon_campaigns', 'user_coupons']) {
    await db.schema
      .alterTable(table)
      .addColumn('kind', 'varchar(10)', (c) => c.notNull().defaultTo('amount'))
      .addColumn('rate_pct', 'smallint')
      .addColumn('max_discount_fen', 'integer')
      .execute();
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_kind_ck`)} check (
      (kind = 'amount' and amount_fen > 0 and rate_pct is null and max_discount_fen is null)
      or (kind = 'rate' and amount_fen = 0 and rate_pct between 1 and 99
          and (max_discount_fen is null or max_discount_fen > 0)))`.execute(db);
  }
  await db.schema
    .alterTable('coupon_campaigns')
    .addColumn('created_by', 'bigint', (c) => c.references('users.id').onDelete('set null'))
    .execute();
  await sql`create unique index coupon_campaigns_operator_name_uq on coupon_campaigns (name) where created_by is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists coupon_campaigns_operator_name_uq`.execute(db);
  await db.schema.alterTable('coupon_campaigns').dropColumn('created_by').execute();
  for (const table of ['coupon_campaigns', 'user_coupons']) {
    await sql`alter table ${sql.table(table)} drop constraint if exists ${sql.id(`${table}_kind_ck`)}`.execute(db);
    await db.schema
      .alterTable(table)
      .dropColumn('kind')
      .dropColumn('rate_pct')
      .dropColumn('max_discount_fen')
      .execute();
  }
}
