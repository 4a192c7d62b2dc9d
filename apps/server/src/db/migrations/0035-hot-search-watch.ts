import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Hot-search keyword alerts and reports (/hotLog): a member's watches (keywords), the alerts the
// check after each capture raised (one per watch and appearance of an entry on the list, the unique
// key keeps two concurrent checks to one), and the reports built over a range of days (their
// figures kept as built). docs/hot-search-watch.md.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('hot_search_watches')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('keywords', sql`text[]`, (c) => c.notNull())
    // The keywords lower-cased, sorted and joined: the same set twice is one watch.
    .addColumn('keywords_key', 'varchar(300)', (c) => c.notNull())
    // 1 active, 0 paused.
    .addColumn('status', 'smallint', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index hot_search_watches_keywords_uq on hot_search_watches (user_id, keywords_key)`.execute(
    db,
  );
  await sql`create index hot_search_watches_active_idx on hot_search_watches (status) where status = 1`.execute(db);

  await db.schema
    .createTable('hot_search_watch_alerts')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('watch_id', 'bigint', (c) => c.notNull().references('hot_search_watches.id').onDelete('cascade'))
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('word', 'varchar(100)', (c) => c.notNull())
    .addColumn('keyword', 'varchar(20)', (c) => c.notNull())
    .addColumn('rank', 'smallint')
    .addColumn('heat', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('origin', 'varchar(12)', (c) => c.notNull())
    // The capture that raised the alert (the appearance's first capture this watch saw).
    .addColumn('appeared_at', 'timestamptz', (c) => c.notNull())
    // The latest capture of the same appearance a check saw: the next check continues it.
    .addColumn('last_seen_at', 'timestamptz', (c) => c.notNull())
    .addColumn('message_id', 'bigint')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create unique index hot_search_watch_alerts_uq on hot_search_watch_alerts (watch_id, word, appeared_at)`.execute(
    db,
  );
  await sql`create index hot_search_watch_alerts_list_idx on hot_search_watch_alerts (watch_id, appeared_at desc, id desc)`.execute(
    db,
  );

  await db.schema
    .createTable('hot_search_reports')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('keywords', sql`text[]`, (c) => c.notNull())
    .addColumn('keywords_key', 'varchar(300)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('entries', 'integer', (c) => c.notNull())
    .addColumn('minutes_on_list', 'integer', (c) => c.notNull())
    .addColumn('best_rank', 'smallint')
    .addColumn('is_demo', 'boolean', (c) => c.notNull())
    // summary, days and rows as built.
    .addColumn('result', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  // A double submit (same keywords and range) makes one report.
  await sql`create unique index hot_search_reports_uq on hot_search_reports (user_id, keywords_key, start_date, end_date)`.execute(
    db,
  );
  await sql`create index hot_search_reports_user_idx on hot_search_reports (user_id, created_at desc, id desc)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('hot_search_reports').ifExists().execute();
  await db.schema.dropTable('hot_search_watch_alerts').ifExists().execute();
  await db.schema.dropTable('hot_search_watches').ifExists().execute();
}
