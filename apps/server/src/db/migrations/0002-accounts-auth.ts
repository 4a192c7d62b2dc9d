import type { Kysely } from 'kysely';

// Frozen in time: migrations never import application code.
export async function up(db: Kysely<unknown>): Promise<void> {
  // One image captcha per device; a new one replaces the old. Only hashes of the answer and
  // of the image key are kept, the SVG itself is served once per key until it expires.
  await db.schema
    .createTable('captchas')
    .addColumn('device_id', 'varchar(64)', (c) => c.primaryKey())
    .addColumn('image_key_hash', 'char(64)', (c) => c.notNull().unique())
    .addColumn('answer_hash', 'char(64)', (c) => c.notNull())
    .addColumn('salt', 'char(32)', (c) => c.notNull())
    .addColumn('svg', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();

  // Every SMS code sent; the rows double as the send log that the hourly and daily caps count.
  await db.schema
    .createTable('sms_codes')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('mobile', 'varchar(11)', (c) => c.notNull())
    .addColumn('purpose', 'varchar(16)', (c) => c.notNull())
    .addColumn('code_hash', 'char(64)', (c) => c.notNull())
    .addColumn('salt', 'char(32)', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('consumed_at', 'timestamptz')
    .addColumn('voided_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('sms_codes_mobile_purpose_idx')
    .on('sms_codes')
    .columns(['mobile', 'purpose', 'created_at'])
    .execute();
  await db.schema
    .createIndex('sms_codes_mobile_created_idx')
    .on('sms_codes')
    .columns(['mobile', 'created_at'])
    .execute();

  // WeChat QR tickets: the client holds the random unid, the table only its SHA-256.
  // status: waiting -> scanned -> used (login), or scanned -> bind -> used (binding form).
  await db.schema
    .createTable('wx_tickets')
    .addColumn('unid_hash', 'char(64)', (c) => c.primaryKey())
    .addColumn('status', 'varchar(16)', (c) => c.notNull())
    .addColumn('openid', 'varchar(64)')
    .addColumn('unionid', 'varchar(64)')
    .addColumn('nickname', 'varchar(64)')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .addColumn('scanned_at', 'timestamptz')
    .addColumn('used_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('wx_tickets_expires_idx').on('wx_tickets').column('expires_at').execute();

  // One session per device: a login looks up the live sessions of its device_id.
  await db.schema.createIndex('sessions_device_idx').on('sessions').column('device_id').execute();
  await db.schema.createIndex('rate_counters_window_idx').on('rate_counters').column('window_start').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('rate_counters_window_idx').ifExists().execute();
  await db.schema.dropIndex('sessions_device_idx').ifExists().execute();
  for (const table of ['wx_tickets', 'sms_codes', 'captchas']) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
