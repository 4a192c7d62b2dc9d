import { type Kysely, sql } from 'kysely';

// Frozen in time: migrations never import application code.
// brand_mentions (docs/brand-data.md): one row per stored, not deleted post and brand its text names,
// as the engine's brand matcher finds them over the stored brands. Kept by WeiboDataRepository.upsertPosts
// in the transaction that writes the posts, and rewritten for every post by the job
// `maintain.brand_mentions` when the brand set (or the matcher) changes. It holds what a post's
// text decides (sentiment label, sponsored, repost) and never its interactions, which change at every
// collection: readers join weibo_posts for reposts, comments and likes.
// The table starts empty: matching needs the engine, so on an install that already holds posts the job
// fills it (it runs because no version of the mentions is recorded yet).
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('brand_mentions')
    .addColumn('brand_id', 'varchar(32)', (c) => c.notNull().references('brands.id').onDelete('cascade'))
    .addColumn('mid', 'varchar(20)', (c) => c.notNull().references('weibo_posts.mid').onDelete('cascade'))
    .addColumn('uid', 'varchar(20)', (c) => c.notNull())
    .addColumn('posted_at', 'timestamptz', (c) => c.notNull())
    // The model's label of the post's stored sentiment_score: 1 positive, 0 neutral, -1 negative.
    .addColumn('sentiment', 'smallint', (c) => c.notNull().check(sql`sentiment between -1 and 1`))
    // weibo_posts.sponsored: the platform's ad flag or detected sponsorship markers.
    .addColumn('sponsored', 'boolean', (c) => c.notNull())
    // The post is a repost with comment (weibo_posts.parent_mid is set), not an original post.
    .addColumn('is_repost', 'boolean', (c) => c.notNull())
    // The key is (brand_id, mid); mid leads so a post's rows (rewritten with the post, removed with
    // it) are found by the key itself, and the brand's reads go through brand_mentions_brand_idx.
    .addPrimaryKeyConstraint('brand_mentions_pk', ['mid', 'brand_id'])
    .execute();
  // One brand over a date range (a brand's daily series, its posts).
  await sql`create index brand_mentions_brand_idx on brand_mentions (brand_id, posted_at)`.execute(db);
  // Every brand over a period (rankings, share of voice).
  await sql`create index brand_mentions_posted_idx on brand_mentions (posted_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('brand_mentions').ifExists().execute();
}
