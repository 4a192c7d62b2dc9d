import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text')
    .addColumn('nick_name', 'varchar(40)', (c) => c.notNull())
    .addColumn('identity_type', 'varchar(10)', (c) => c.notNull().defaultTo('Ad'))
    .addColumn('level', 'smallint', (c) => c.notNull().defaultTo(20))
    .addColumn('level_expires_at', 'timestamptz')
    .addColumn('wx_openid', 'varchar(64)', (c) => c.unique())
    .addColumn('show_welcome', 'boolean', (c) => c.notNull().defaultTo(true))
    .addColumn('registration', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .addColumn('cancelled_at', 'timestamptz')
    .execute();

  await db.schema
    .createTable('sessions')
    .addColumn('token_hash', 'char(64)', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('device_id', 'varchar(64)')
    .addColumn('ip', 'varchar(64)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('revoked_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute();

  // Fixed-window counters for rate limits (login attempts, SMS sends); keyed by purpose and subject.
  await db.schema
    .createTable('rate_counters')
    .addColumn('key', 'varchar(160)', (c) => c.notNull())
    .addColumn('window_start', 'timestamptz', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('rate_counters_pk', ['key', 'window_start'])
    .execute();

  // Membership quota usage: one row per user, feature and period (e.g. day 2026-01-05 or month 2026-01).
  await db.schema
    .createTable('usage_counters')
    .addColumn('user_id', 'bigint', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('feature', 'varchar(64)', (c) => c.notNull())
    .addColumn('period', 'varchar(16)', (c) => c.notNull())
    .addColumn('count', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('usage_counters_pk', ['user_id', 'feature', 'period'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['usage_counters', 'rate_counters', 'sessions', 'users']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
