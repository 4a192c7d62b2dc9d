import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// Local life (/life, docs/local-life.md): the merchants and places of a city, and which stored posts
// name them. merchant_mentions is kept like brand_mentions: WeiboDataRepository.upsertPosts derives a
// written post's rows in its transaction, and the job `maintain.merchant_mentions` rewrites every
// post's rows when the merchant set (or the matcher) changes. It holds what a post's text decides and
// never its interactions: readers join weibo_posts for reposts, comments and likes. The table starts
// empty: matching needs the engine, so the job fills it on an install that already holds posts.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('merchants')
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey())
    .addColumn('name', 'varchar(60)', (c) => c.notNull())
    // 餐饮, 咖啡, 酒店, 景点, 购物 or 休闲娱乐.
    .addColumn('category', 'varchar(20)', (c) => c.notNull())
    // The local-life city: a municipality is its own city (上海, not 徐汇).
    .addColumn('city', 'varchar(20)', (c) => c.notNull())
    .addColumn('district', 'varchar(20)', (c) => c.notNull())
    .addColumn('aliases', sql`text[]`, (c) => c.notNull().defaultTo(sql`'{}'`))
    .addColumn('origin', 'varchar(12)', (c) => c.notNull())
    .execute();
  // A city's merchants, of one category.
  await sql`create index merchants_city_idx on merchants (city, category)`.execute(db);

  await db.schema
    .createTable('merchant_mentions')
    .addColumn('merchant_id', 'varchar(32)', (c) => c.notNull().references('merchants.id').onDelete('cascade'))
    .addColumn('mid', 'varchar(20)', (c) => c.notNull().references('weibo_posts.mid').onDelete('cascade'))
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('posted_at', 'timestamptz', (c) => c.notNull())
    // The post is a repost with comment (weibo_posts.parent_mid is set), not an original post.
    .addColumn('is_repost', 'boolean', (c) => c.notNull())
    // mid leads, so a post's rows (rewritten with the post, removed with it) are found by the key.
    .addPrimaryKeyConstraint('merchant_mentions_pk', ['mid', 'merchant_id'])
    .execute();
  // A city's merchants over a period (rankings, districts, the trend): one range per merchant.
  await sql`create index merchant_mentions_merchant_idx on merchant_mentions (merchant_id, posted_at)`.execute(db);
  // A blogger's mentions (the local bloggers' 近30天探店提及).
  await sql`create index merchant_mentions_uid_idx on merchant_mentions (uid, posted_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('merchant_mentions').ifExists().execute();
  await db.schema.dropTable('merchants').ifExists().execute();
}
