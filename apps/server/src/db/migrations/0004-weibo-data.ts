import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Chinese-aware search: `search_text` holds the jieba-segmented text (space separated) and is
// indexed as a 'simple' tsvector, which needs no extension on PostgreSQL or PGlite.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('weibo_users')
    .addColumn('uid', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('kol_id', 'bigserial', (c) => c.notNull().unique())
    .addColumn('screen_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('avatar', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('gender', 'char(1)', (c) => c.notNull().defaultTo('n'))
    .addColumn('province', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('city', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('verified', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('verified_type', 'smallint', (c) => c.notNull().defaultTo(-1))
    .addColumn('verified_type_ext', 'smallint')
    .addColumn('verify_badge', 'varchar(6)', (c) => c.notNull().defaultTo('none'))
    .addColumn('verified_reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('followers', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('follows', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('statuses', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('description', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('categories', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('created_at', 'timestamptz')
    .addColumn('origin', 'varchar(12)', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('collected_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index weibo_users_followers_idx on weibo_users (followers desc)`.execute(db);
  await sql`create index weibo_users_categories_idx on weibo_users using gin (categories)`.execute(db);
  await sql`create index weibo_users_search_idx on weibo_users using gin (to_tsvector('simple', search_text))`.execute(
    db,
  );

  await db.schema
    .createTable('weibo_posts')
    .addColumn('mid', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('bid', 'varchar(16)', (c) => c.notNull().defaultTo(''))
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('source', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('region', 'varchar(30)', (c) => c.notNull().defaultTo(''))
    .addColumn('pics', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('video_url', 'text')
    .addColumn('is_long_text', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_ad', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sponsored', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sponsored_markers', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('parent_mid', 'varchar(20)')
    .addColumn('root_mid', 'varchar(20)')
    .addColumn('reposts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('comments', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('deleted', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('sentiment_score', 'real')
    .addColumn('origin', 'varchar(12)', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('collected_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index weibo_posts_uid_time_idx on weibo_posts (uid, created_at desc)`.execute(db);
  await sql`create index weibo_posts_time_idx on weibo_posts (created_at desc)`.execute(db);
  await sql`create index weibo_posts_root_idx on weibo_posts (root_mid) where root_mid is not null`.execute(db);
  await sql`create index weibo_posts_search_idx on weibo_posts using gin (to_tsvector('simple', search_text))`.execute(
    db,
  );

  await db.schema
    .createTable('weibo_reposts')
    .addColumn('mid', 'varchar(20)', (c) => c.primaryKey())
    .addColumn('root_mid', 'varchar(20)', (c) => c.notNull())
    .addColumn('parent_mid', 'varchar(20)')
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index weibo_reposts_root_idx on weibo_reposts (root_mid, created_at)`.execute(db);

  await db.schema
    .createTable('weibo_comments')
    .addColumn('id', 'varchar(24)', (c) => c.primaryKey())
    .addColumn('mid', 'varchar(20)', (c) => c.notNull())
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('likes', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('reply_to', 'varchar(24)')
    .addColumn('sentiment_score', 'real')
    .execute();
  await sql`create index weibo_comments_mid_idx on weibo_comments (mid, created_at)`.execute(db);

  await db.schema
    .createTable('weibo_topics')
    .addColumn('name', 'varchar(100)', (c) => c.primaryKey())
    .addColumn('read_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('discuss_count', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('host_uid', 'varchar(20)')
    .addColumn('category', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('origin', 'varchar(12)', (c) => c.notNull())
    .addColumn('collected_at', 'timestamptz', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('hot_search_snapshots')
    .addColumn('captured_at', 'timestamptz', (c) => c.notNull())
    .addColumn('word', 'varchar(100)', (c) => c.notNull())
    .addColumn('rank', 'smallint')
    .addColumn('heat', 'bigint', (c) => c.notNull().defaultTo(0))
    .addColumn('category', 'varchar(20)', (c) => c.notNull().defaultTo(''))
    .addColumn('label', 'varchar(8)', (c) => c.notNull().defaultTo(''))
    .addColumn('is_ad', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('origin', 'varchar(12)', (c) => c.notNull())
    .addPrimaryKeyConstraint('hot_search_snapshots_pk', ['captured_at', 'word'])
    .execute();
  await sql`create index hot_search_word_idx on hot_search_snapshots (word, captured_at)`.execute(db);

  await db.schema
    .createTable('brands')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('cn_name', 'varchar(60)', (c) => c.notNull())
    .addColumn('en_name', 'varchar(60)', (c) => c.notNull().defaultTo(''))
    .addColumn('aliases', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('categories', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('logo', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('origin', 'varchar(12)', (c) => c.notNull())
    .addColumn('search_text', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await sql`create index brands_search_idx on brands using gin (to_tsvector('simple', search_text))`.execute(db);

  // Time series: one row per entity and capture time.
  await db.schema
    .createTable('user_snapshots')
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('followers', 'bigint', (c) => c.notNull())
    .addColumn('follows', 'integer', (c) => c.notNull())
    .addColumn('statuses', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('user_snapshots_pk', ['uid', 'at'])
    .execute();
  await db.schema
    .createTable('post_snapshots')
    .addColumn('mid', 'varchar(20)', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('reposts', 'integer', (c) => c.notNull())
    .addColumn('comments', 'integer', (c) => c.notNull())
    .addColumn('likes', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('post_snapshots_pk', ['mid', 'at'])
    .execute();
  await db.schema
    .createTable('topic_snapshots')
    .addColumn('name', 'varchar(100)', (c) => c.notNull())
    .addColumn('at', 'timestamptz', (c) => c.notNull())
    .addColumn('read_count', 'bigint', (c) => c.notNull())
    .addColumn('discuss_count', 'bigint', (c) => c.notNull())
    .addPrimaryKeyConstraint('topic_snapshots_pk', ['name', 'at'])
    .execute();

  // Durable jobs: claimed with FOR UPDATE SKIP LOCKED; `slot_key` makes a periodic slot run once
  // however many instances try to enqueue it.
  await db.schema
    .createTable('jobs')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('kind', 'varchar(40)', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('status', 'varchar(10)', (c) => c.notNull().defaultTo('queued'))
    .addColumn('slot_key', 'varchar(120)', (c) => c.unique())
    .addColumn('owner_user_id', 'bigint')
    .addColumn('run_at', 'timestamptz', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('max_attempts', 'integer', (c) => c.notNull().defaultTo(5))
    .addColumn('locked_by', 'varchar(64)')
    .addColumn('locked_until', 'timestamptz')
    .addColumn('progress', 'real', (c) => c.notNull().defaultTo(0))
    .addColumn('progress_text', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('result', 'jsonb')
    .addColumn('error', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull())
    .addColumn('updated_at', 'timestamptz', (c) => c.notNull())
    .execute();
  await sql`create index jobs_ready_idx on jobs (run_at) where status = 'queued'`.execute(db);
  await sql`create index jobs_owner_idx on jobs (owner_user_id, created_at desc) where owner_user_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'jobs',
    'topic_snapshots',
    'post_snapshots',
    'user_snapshots',
    'brands',
    'hot_search_snapshots',
    'weibo_topics',
    'weibo_comments',
    'weibo_reposts',
    'weibo_posts',
    'weibo_users',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
