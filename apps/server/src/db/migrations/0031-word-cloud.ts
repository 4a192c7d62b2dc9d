import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Word clouds: one row per cloud a member made, with its counted words (the texts are not kept:
// removing words and drawing again recomputes from the counts), and the files members uploaded to
// make clouds of, kept a day.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('word_clouds')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('source', 'varchar(8)', (c) => c.notNull().check(sql`source in ('keyword', 'post', 'text', 'upload')`))
    .addColumn('title', 'varchar(60)', (c) => c.notNull())
    // keyword clouds: the keyword and its China date range, both ends included
    .addColumn('keyword', 'varchar(30)')
    .addColumn('start_date', 'varchar(10)')
    .addColumn('end_date', 'varchar(10)')
    // post clouds: the link as given, the post and its author
    .addColumn('url', 'varchar(300)')
    .addColumn('mid', 'varchar(20)')
    .addColumn('uname', 'varchar(100)')
    // upload clouds
    .addColumn('file_name', 'varchar(120)')
    .addColumn('column_name', 'varchar(100)')
    .addColumn('texts', 'integer', (c) => c.notNull())
    .addColumn('chars', 'integer', (c) => c.notNull())
    .addColumn('total_words', 'integer', (c) => c.notNull())
    .addColumn('distinct_words', 'integer', (c) => c.notNull())
    // [[word, count, docs], ...], most frequent first
    .addColumn('terms', 'jsonb', (c) => c.notNull())
    .addColumn('removed', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    // words of `terms` left after `removed`: what the history shows without reading the terms
    .addColumn('word_count', 'integer', (c) => c.notNull())
    .addColumn('demo', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index word_clouds_user_idx on word_clouds (user_id, created_at desc, id desc)`.execute(db);

  await db.schema
    .createTable('word_cloud_uploads')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('user_id', 'bigint', (c) => c.notNull())
    .addColumn('file_name', 'varchar(120)', (c) => c.notNull())
    .addColumn('kind', 'varchar(4)', (c) => c.notNull().check(sql`kind in ('txt', 'xlsx')`))
    .addColumn('chars', 'integer', (c) => c.notNull())
    // [{name, texts: [...]}, ...]: the lines of a text file, or the cells of each sheet column
    .addColumn('columns', 'jsonb', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index word_cloud_uploads_user_idx on word_cloud_uploads (user_id, created_at desc)`.execute(db);
  await sql`create index word_cloud_uploads_time_idx on word_cloud_uploads (created_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('word_cloud_uploads').ifExists().execute();
  await db.schema.dropTable('word_clouds').ifExists().execute();
}
